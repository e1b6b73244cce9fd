/**
 * Integration setup, run before every test file (each file gets its own process and database):
 * a temp SQLite file by default, or with KK_TEST_DB=postgres a fresh database on the server
 * behind TEST_POSTGRES_URL (created here, dropped afterwards). Migrations run as in production
 * (push is off), then the small fixtures of ./support/fixtures load.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { testDb } from './support/db'

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-int-'))
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
process.env.MEDIA_DIR = path.join(tmp, 'media')
process.env.KK_NO_REVALIDATE = '1'
// The release job runs in the server; tests call it themselves, at the moment they choose.
process.env.KK_JOBS = 'off'
process.env.RATE_LIMIT_STORE = 'memory'
// Tests that are about rate limiting lower this themselves; the rest must never meet the limiter.
process.env.RATE_LIMIT_PER_MINUTE = '1000000'

let dropDatabase: (() => Promise<void>) | undefined

if (testDb.kind === 'postgres' && testDb.skipReason) {
  console.warn(`\n[integration] ${testDb.skipReason}\n`)
} else {
  if (testDb.kind === 'postgres') {
    const { createFreshDatabase } = await import('./support/postgres')
    const fresh = await createFreshDatabase(process.env.TEST_POSTGRES_URL!)
    process.env.DATABASE_URL = fresh.url
    dropDatabase = fresh.drop
  } else {
    process.env.DATABASE_URL = `file:${path.join(tmp, 'test.db')}`
  }

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config })
  // Refused requests are logged as errors by Payload; tests assert on answers instead (KK_TEST_LOG=info to see them).
  payload.logger.level = process.env.KK_TEST_LOG || 'silent'
  const { migrations } =
    testDb.kind === 'postgres' ? await import('../../src/migrations/postgres') : await import('../../src/migrations/sqlite')
  // Payload types migrations loosely (`args: unknown`); these are the adapter's own files.
  type Migrations = NonNullable<NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']>
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  const { loadFixtures } = await import('./support/fixtures')
  await loadFixtures(payload)

  afterAll(async () => {
    // Payload's destroy() leaves the driver open, and its Postgres adapter keeps one client checked
    // out for good (reconnect watch), so pool.end() alone would wait forever: end what can end,
    // ignore the errors of the forced drop below, and close the SQLite file.
    const driver = payload.db as unknown as {
      pool?: { end(): Promise<void>; on(e: 'error', f: () => void): void }
      client?: { close(): void }
    }
    await payload.destroy().catch(() => {})
    driver.pool?.on('error', () => {})
    void driver.pool?.end().catch(() => {})
    driver.client?.close()
    await dropDatabase?.()
    fs.rmSync(tmp, { recursive: true, force: true })
  })
}
