/**
 * Brings the database up to date and fills an empty shop: runs the migrations of the configured
 * adapter (SQLite or Postgres, as in production: no schema push), then seeds the demo shop when
 * it has no wines yet. Safe to run on every start. Run with `payload run` (loads .env and the config).
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { DEMO_ADMIN, isShopEmpty, seedShop } from '../src/cms/seed'
import { isPostgresUrl } from '../src/lib/env'

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
process.exit(0)
