/**
 * Plain SQL on the shop database, for the few statements that must be one atomic write or that the
 * Local API cannot express. Everything goes through Payload's own raw-SQL call (`payload.db.execute`)
 * on its drizzle instance, so the adapter's pool, client and transactions stay Payload's.
 */
import type { BasePayload } from 'payload'
import type { sql as drizzleSql } from '@payloadcms/db-sqlite'

type Sql = typeof drizzleSql
type SQL = ReturnType<Sql['raw']>
/** Runs one parameterised SQL statement (`?` placeholders) and returns its rows. */
export type SqlRunner = (sql: string, params: ReadonlyArray<string | number>) => Promise<Record<string, unknown>[]>

/** What this module uses of Payload's drizzle adapters (SQLite and Postgres share it). */
type DrizzleAdapter = {
  name: string
  drizzle: unknown
  execute(args: { db?: unknown; sql: SQL }): Promise<{ rows: ArrayLike<Record<string, unknown>> }>
  beginTransaction?: () => Promise<string | number | null>
  commitTransaction: (id: string | number) => Promise<void>
  rollbackTransaction: (id: string | number) => Promise<void>
  sessions?: Record<string | number, { db: unknown }>
}

function drizzleAdapter(adapter: BasePayload['db']): DrizzleAdapter {
  if (adapter.name !== 'sqlite' && adapter.name !== 'postgres') throw new Error('Plain SQL needs the SQLite or Postgres adapter')
  return adapter as unknown as DrizzleAdapter
}

/** drizzle's `sql` tag from the adapter in use: a SQLite shop never loads the Postgres adapter's module. */
async function sqlTagOf(adapter: DrizzleAdapter): Promise<Sql> {
  return adapter.name === 'postgres' ? (await import('@payloadcms/db-postgres')).sql : (await import('@payloadcms/db-sqlite')).sql
}

/** One statement with `?` placeholders as a drizzle query, its values as bound parameters. */
function drizzleQuery(sql: Sql, text: string, params: ReadonlyArray<string | number>): SQL {
  const parts = text.split('?')
  let query = sql.raw(parts[0]!)
  params.forEach((value, i) => {
    query = sql`${query}${value}${sql.raw(parts[i + 1] ?? '')}`
  })
  return query
}

/** A runner through `adapter.execute` on `db`: the adapter's drizzle, or one transaction's. */
function runnerOn(adapter: DrizzleAdapter, sql: Sql, db: unknown): SqlRunner {
  return async (text, params) => Array.from((await adapter.execute({ db, sql: drizzleQuery(sql, text, params) })).rows)
}

let shared: Promise<SqlRunner> | undefined

/** A runner on the shop database through Payload's adapter; made once per process. */
export function payloadSqlRunner(): Promise<SqlRunner> {
  if (!shared) {
    const made = import('./payload').then(async ({ payload }) => sqlRunnerFor((await payload()).db))
    // A runner that could not be made (the database not there yet) is tried again next time.
    made.catch(() => {
      if (shared === made) shared = undefined
    })
    shared = made
  }
  return shared
}

/** A runner on a given Payload instance's database (scripts that start Payload themselves). */
export async function sqlRunnerFor(database: BasePayload['db']): Promise<SqlRunner> {
  const adapter = drizzleAdapter(database)
  return runnerOn(adapter, await sqlTagOf(adapter), adapter.drizzle)
}

export type Transaction = { run: SqlRunner; transactionID?: string | number; atomic: boolean }

/**
 * Runs `work` as one database transaction on Postgres: its plain SQL (`run`) and Payload adapter calls
 * given `transactionID` commit together or not at all, also when the process dies halfway (several
 * instances: docs/deployment.md). SQLite runs without Payload transactions (`atomic: false`): the
 * statements commit one by one, and `scripts/prepare-db.ts` repairs what a crash left half done before
 * the single server starts again.
 */
export async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const { payload } = await import('./payload')
  const adapter = drizzleAdapter((await payload()).db)
  const id = adapter.sessions ? await adapter.beginTransaction?.() : null
  const session = id == null ? undefined : adapter.sessions?.[id]
  if (id == null || !session) return work({ run: await payloadSqlRunner(), atomic: false })
  const run = runnerOn(adapter, await sqlTagOf(adapter), session.db)
  try {
    const result = await work({ run, transactionID: id, atomic: true })
    await adapter.commitTransaction(id)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(id).catch(() => {})
    throw error
  }
}
