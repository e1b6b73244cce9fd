#!/usr/bin/env node
/**
 * `npm start`: everything a fresh clone needs to serve the demo shop.
 * 1. `.env` from `.env.example` with a random PAYLOAD_SECRET when there is none;
 * 2. migrations, and the demo seed once per database (scripts/prepare-db.ts; it prints the admin's
 *    password at that first start only, and refuses a live start with a weak secret);
 * 3. `next build` when there is no build or the sources changed since the last one;
 * 4. the server on PORT, with the addresses it really serves printed.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import dotenv from 'dotenv'
import { buildIfStale } from './build-if-stale.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const say = (m) => console.log(`[kk] ${m}`)

function ensureEnvFile() {
  if (fs.existsSync('.env')) return
  const example = fs.readFileSync('.env.example', 'utf8')
  const secret = crypto.randomBytes(32).toString('hex')
  fs.writeFileSync('.env', example.replace(/^PAYLOAD_SECRET=.*$/m, `PAYLOAD_SECRET=${secret}`), { mode: 0o600 })
  say('.env aangemaakt met een willekeurige PAYLOAD_SECRET')
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env })
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} stopte met ${signal ?? code}`)),
    )
  })
}

/**
 * Migrations and the seed (scripts/prepare-db.ts). The `production` export condition makes Node load
 * Lexical's production build directly; without it Lexical's top-level `await import()` now and then
 * left Node 20 with an unsettled module graph (exit 13). A failure here stops the start.
 */
async function prepareDatabase() {
  // The server is not running yet, so what a crash left half done can be repaired (SQLite; prepare-db.ts).
  await run(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts', '--repair-reservations'], {
    ...process.env,
    NODE_ENV: 'production',
  })
}

async function main() {
  ensureEnvFile()
  dotenv.config({ quiet: true })
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const databaseUrl = process.env.DATABASE_URL || 'file:./data/shop.db'
  if (databaseUrl.startsWith('file:')) fs.mkdirSync(path.dirname(databaseUrl.slice(5)) || '.', { recursive: true })
  fs.mkdirSync(process.env.MEDIA_DIR || 'data/media', { recursive: true })

  if (process.env.KK_FRESH_DB === '1' && databaseUrl.startsWith('file:')) {
    // A clean slate for the end-to-end suite: its own SQLite file and media, seeded anew.
    for (const p of [
      databaseUrl.slice(5),
      `${databaseUrl.slice(5)}-wal`,
      `${databaseUrl.slice(5)}-shm`,
      process.env.MEDIA_DIR || 'data/media',
    ])
      fs.rmSync(p, { recursive: true, force: true })
    fs.mkdirSync(process.env.MEDIA_DIR || 'data/media', { recursive: true })
  }
  await prepareDatabase()

  const distDir = process.env.NEXT_DIST_DIR || '.next'
  await buildIfStale(say)

  // Cached reads (catalog, articles, settings) live in the build folder and survive restarts. The
  // database may have changed while the shop was down (a seed, a restore, another instance), so a
  // start begins with an empty data cache; CMS saves keep it fresh from then on.
  fs.rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })

  const port = process.env.PORT || '3000'
  // The address this process serves; SITE_URL is what links and payment returns use (a proxy in front, say).
  const local = `http://localhost:${port}`
  const site = (process.env.SITE_URL || local).replace(/\/$/, '')
  say(`winkel:  ${local}/`)
  say(`beheer:  ${local}/admin`)
  if (site !== local) say(`openbaar adres (SITE_URL): ${site}/`)
  // scripts/serve.mjs, not `next start`: it gives the app the client address the socket proves (TRUST_PROXY_HOPS).
  // Memory (issue #16, 5,000 wines: RSS 550 MiB → ~500): glibc gives each thread its own malloc arena
  // and keeps freed memory there (MALLOC_ARENA_MAX=2 caps them; it must be set before the process
  // starts), and V8's young generation may grow to 3 × 16 MiB (8 MiB semi-spaces: more frequent,
  // shorter scavenges, no throughput change measurable in the bench). MALLOC_ARENA_MAX from the
  // environment wins.
  const server = spawn(process.execPath, ['--max-semi-space-size=8', 'scripts/serve.mjs'], {
    stdio: 'inherit',
    env: { MALLOC_ARENA_MAX: '2', ...process.env, PORT: port, NODE_ENV: 'production' },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}

main().catch((error) => {
  console.error(`[kk] ${error.message}`)
  process.exit(1)
})
