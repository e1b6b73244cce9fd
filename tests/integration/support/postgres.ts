import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A new, empty database on the test server for this test file; `drop` removes it again. */
export async function createFreshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kk_it_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.end()
    }
  }
  await admin(async (c) => {
    // Databases left by runs that died (their process is gone) are dropped first.
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'kk\\_it\\_%'`)
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2])
      if (pid && !isAlive(pid)) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {})
    }
    await c.query(`CREATE DATABASE ${name}`)
  })
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
