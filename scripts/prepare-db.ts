/**
 * Brings the database up to date and seeds the demo shop once: runs the migrations of the
 * configured adapter (SQLite or Postgres, as in production: no schema push), then `prepareShop`
 * (src/cms/seed/prepare.ts), which seeds a new database all or nothing and leaves a used one alone.
 *
 * Run it with the `production` export condition (`npm start` does): Lexical's Node entry points
 * otherwise pick their build with a top-level `await import()`, and Node 20's ESM loader now and
 * then leaves that unsettled and ends the process with exit 13 before any work. With the condition
 * Node loads Lexical's production build directly:
 *   node --conditions=production --import tsx scripts/prepare-db.ts
 * The first start prints the demo admin's password, once; it is not stored anywhere readable.
 */
import { getPayload, type Payload } from 'payload'
import { prepareShop } from '../src/cms/seed/prepare'
import { isPostgresUrl, env } from '../src/lib/env'
import { migrations as postgresMigrations } from '../src/migrations/postgres'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'

const say = (m: string) => console.log(`[kk] ${m}`)
type Migrations = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>

/** `npm start` on SQLite, before the server: bottles held by a checkout that a crash cut off go back on sale. */
async function repairAfterCrash(payload: Payload): Promise<void> {
  const { sqlRunnerFor } = await import('../src/lib/sql')
  const { repairReservations } = await import('../src/features/checkout/reservations-repair')
  const corrected = await repairReservations(await sqlRunnerFor(payload.db))
  if (corrected.length > 0)
    say(`reserveringen hersteld voor ${corrected.length} wijn(en): wat een onderbroken bestelling vasthield, is weer te koop`)
}

async function main(): Promise<void> {
  const started = Date.now()
  env() // a live start with a weak secret or a known password stops here, before the database is opened
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const migrations = isPostgresUrl(env().DATABASE_URL) ? postgresMigrations : sqliteMigrations
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })

  const outcome = await prepareShop(payload, (m) => say(`  ${m}`))
  if (process.argv.includes('--repair-reservations') && !isPostgresUrl(env().DATABASE_URL)) await repairAfterCrash(payload)
  if (!outcome.seeded) {
    say(outcome.reason === 'existing-shop' ? 'database bijgewerkt; er stond al een winkel in, er is niets geseed' : 'database bijgewerkt')
  } else {
    say(outcome.resumed ? 'demo-winkel klaar (de onderbroken seed is afgemaakt)' : 'demo-winkel klaar')
    const { email, password, generated } = outcome.admin
    if (generated) {
      say('')
      say('  Beheerder van deze winkel (alleen nu getoond, bewaar het wachtwoord):')
      say(`    e-mail:     ${email}`)
      say(`    wachtwoord: ${password}`)
      say('')
    } else {
      say(`beheerder ${email} met het wachtwoord uit DEMO_ADMIN_PASSWORD`)
    }
  }
  say(`database gereed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[kk] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
