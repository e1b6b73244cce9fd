/** Plain SQL on the shop database, for the few writes that must be one atomic statement. */
/** Runs one parameterised SQL statement (`?` placeholders) and returns its rows. */
export type SqlRunner = (sql: string, params: ReadonlyArray<string | number>) => Promise<Record<string, unknown>[]>

/** A runner on the shop database through Payload's adapter (its libSQL client or pg pool). */
export async function payloadSqlRunner(): Promise<SqlRunner> {
  const { payload } = await import('./payload')
  const db = (await payload()).db as unknown as {
    pool?: { query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
    client?: { execute(stmt: { sql: string; args: unknown[] }): Promise<{ rows: ArrayLike<Record<string, unknown>> }> }
  }
  if (db.pool) {
    const pool = db.pool
    return async (sql, params) => {
      let i = 0
      return (await pool.query(sql.replace(/\?/g, () => `$${++i}`), [...params])).rows
    }
  }
  if (db.client) {
    const client = db.client
    return async (sql, params) => Array.from((await client.execute({ sql, args: [...params] })).rows)
  }
  throw new Error('Plain SQL needs the SQLite or Postgres adapter')
}

