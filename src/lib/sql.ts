/** Plain SQL on the shop database, for the few writes that must be one atomic statement. */
import type { sql as drizzleSql } from '@payloadcms/db-postgres'

type Sql = typeof drizzleSql
type SQL = ReturnType<Sql['raw']>
/** Runs one parameterised SQL statement (`?` placeholders) and returns its rows. */
export type SqlRunner = (sql: string, params: ReadonlyArray<string | number>) => Promise<Record<string, unknown>[]>

let shared: Promise<SqlRunner> | undefined

/** A runner on the shop database through Payload's adapter (its libSQL client or pg pool); made once per process. */
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
export function sqlRunnerFor(adapter: unknown): SqlRunner {
  const db = adapter as {
    pool?: { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
    client?: { execute(stmt: { sql: string; args: unknown[] }): Promise<{ rows: ArrayLike<Record<string, unknown>> }> }
  }
  if (db.pool) {
    const pool = db.pool
    return async (sql, params) => {
      let i = 0
      return (
        await pool.query(
          sql.replace(/\?/g, () => `$${++i}`),
          [...params],
        )
      ).rows
    }
  }
  if (db.client) {
    const client = db.client
    return async (sql, params) => Array.from((await client.execute({ sql, args: [...params] })).rows)
  }
  throw new Error('Plain SQL needs the SQLite or Postgres adapter')
}

type TransactionalDb = {
  beginTransaction?: () => Promise<string | number | null>
  commitTransaction: (id: string | number) => Promise<void>
  rollbackTransaction: (id: string | number) => Promise<void>
  sessions?: Record<string | number, { db: { execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }> } }>
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
  const db = (await payload()).db as unknown as TransactionalDb
  const id = db.sessions ? await db.beginTransaction?.() : null
  if (id == null || !db.sessions?.[id]) return work({ run: await payloadSqlRunner(), atomic: false })
  // Loaded only here: a SQLite shop never needs the Postgres adapter's module.
  const { sql } = await import('@payloadcms/db-postgres')
  const session = db.sessions[id]!
  const run: SqlRunner = async (text, params) => (await session.db.execute(drizzleQuery(sql, text, params))).rows
  try {
    const result = await work({ run, transactionID: id, atomic: true })
    await db.commitTransaction(id)
    return result
  } catch (error) {
    await db.rollbackTransaction(id).catch(() => {})
    throw error
  }
}
