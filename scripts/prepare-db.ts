/**
 * Brings the database up to date and fills an empty shop: runs the migrations of the configured
 * adapter (SQLite or Postgres, as in production: no schema push), then seeds the demo shop when
 * it has no wines yet. Safe to run on every start: `npx tsx --env-file=.env scripts/prepare-db.ts`.
 * When KK_PREPARED_FILE is set, it writes that file as its very last act, so the caller can tell a
 * finished run from a process that ended early.
 */
import fs from 'node:fs'

// Dynamic imports, in order: with static ones, tsx's loader on Node 20 sometimes left the module
// graph unsettled and Node ended the process (exit 13) before any work was done.
const { getPayload } = await import('payload')
const { default: config } = await import('../src/payload.config')
const { DEMO_ADMIN, isShopEmpty, seedShop } = await import('../src/cms/seed')
const { isPostgresUrl } = await import('../src/lib/env')

const started = Date.now()
const postgres = isPostgresUrl(process.env.DATABASE_URL || '')
const payload = await getPayload({ config })
const { migrations } = postgres ? await import('../src/migrations/postgres') : await import('../src/migrations/sqlite')
type Migrations = NonNullable<NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']>
await payload.db.migrate({ migrations: migrations as unknown as Migrations })

if (await isShopEmpty(payload)) {
  console.log('[kk] lege winkel: demo-inhoud wordt aangemaakt…')
  await seedShop(payload, (m) => console.log(`[kk]   ${m}`))
  console.log(`[kk] demo-winkel klaar; beheerder ${DEMO_ADMIN.email}`)
} else {
  console.log('[kk] database bijgewerkt; de winkel had al wijnen, er is niets geseed')
}
console.log(`[kk] database gereed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
if (process.env.KK_PREPARED_FILE) fs.writeFileSync(process.env.KK_PREPARED_FILE, 'ok')
process.exit(0)
