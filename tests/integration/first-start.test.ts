/**
 * Issue #13 §1, as a merchant meets it: the database step of `npm start` (scripts/prepare-db.ts)
 * in a child process with NODE_ENV=production, on a database of its own (SQLite file, or a fresh
 * Postgres database in the Postgres run). It refuses a weak secret before touching anything, seeds
 * once with a random admin password shown at that start only, finishes a seed that was killed
 * midway, and never seeds a shop again, whatever the merchant deleted.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { dbSuite } from './support/suite'
import { testDb } from './support/db'
import { ARTICLES } from '../../src/cms/seed/content/articles'
import { WINES } from '../../src/cms/seed/wines'
import { OLD_DEMO_PASSWORD, OLD_FALLBACK_SECRET } from '../../src/lib/env'

const ROOT = path.resolve(__dirname, '../..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-first-start-'))
const drops: (() => Promise<void>)[] = []
const STRONG_SECRET = randomBytes(32).toString('hex')

type Run = { code: number | null; signal: NodeJS.Signals | null; out: string }
type Facts = {
  products: number
  media: number
  faqs: number
  articles: string[]
  pages: string[]
  users: string[]
  shopName: string
  install: { demo: boolean; seeded: boolean; started: boolean }
  login?: boolean
}

/** A database of its own for one scenario. */
async function newDatabase(name: string): Promise<{ DATABASE_URL: string; MEDIA_DIR: string }> {
  const MEDIA_DIR = path.join(tmp, `${name}-media`)
  if (testDb.kind === 'postgres') {
    const { createFreshDatabase } = await import('./support/postgres')
    const fresh = await createFreshDatabase(process.env.TEST_POSTGRES_URL!)
    drops.push(fresh.drop)
    return { DATABASE_URL: fresh.url, MEDIA_DIR }
  }
  return { DATABASE_URL: `file:${path.join(tmp, `${name}.db`)}`, MEDIA_DIR }
}

/** Runs a script as `npm start` runs the database step; `until` kills it at the first output line it matches. */
function node(script: string, vars: Record<string, string | undefined>, until?: RegExp, args: string[] = []): Promise<Run> {
  const base = {
    ...process.env,
    NODE_ENV: 'production',
    PAYLOAD_SECRET: STRONG_SECRET,
    KK_JOBS: 'off',
    DEMO_ADMIN_PASSWORD: undefined,
    DEMO_ADMIN_EMAIL: undefined,
  }
  const childEnv = Object.fromEntries(Object.entries({ ...base, ...vars }).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--conditions=production', '--import', 'tsx', script, ...args], { cwd: ROOT, env: childEnv })
    let out = ''
    const take = (chunk: Buffer) => {
      out += chunk.toString()
      if (until && until.test(out)) child.kill('SIGKILL')
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('exit', (code, signal) => resolve({ code, signal, out }))
  })
}

const prepare = (db: object, vars: Record<string, string | undefined> = {}, until?: RegExp) =>
  node('scripts/prepare-db.ts', { ...db, ...vars }, until)

async function facts(db: object, vars: Record<string, string> = {}): Promise<Facts> {
  const run = await node('tests/integration/support/shop-facts.ts', { ...db, ...vars })
  const line = run.out.split('\n').find((l) => l.startsWith('FACTS '))
  if (!line) throw new Error(`no facts (exit ${run.code}):\n${run.out}`)
  return JSON.parse(line.slice(6)) as Facts
}

const passwordIn = (out: string) => /wachtwoord: (\S+)/.exec(out)?.[1]
const FULL_SHOP = { products: WINES.length, articles: ARTICLES.length }

afterAll(async () => {
  for (const drop of drops) await drop().catch(() => {})
  fs.rmSync(tmp, { recursive: true, force: true })
})

dbSuite('first start (npm start, production)', () => {
  it('refuses a missing, public or short PAYLOAD_SECRET and a known admin password before touching the database', async () => {
    const db = await newDatabase('refused')
    for (const [vars, problem] of [
      [{ PAYLOAD_SECRET: '' }, /PAYLOAD_SECRET is leeg/],
      [{ PAYLOAD_SECRET: OLD_FALLBACK_SECRET }, /openbare voorbeeldwaarde/],
      [{ PAYLOAD_SECRET: 'kort-geheim-van-31-tekens-lang!' }, /korter dan 32 bytes/],
      [{ DEMO_ADMIN_PASSWORD: OLD_DEMO_PASSWORD }, /DEMO_ADMIN_PASSWORD is bekend/],
    ] as const) {
      const run = await prepare(db, vars)
      expect(run.code, run.out).toBe(1)
      expect(run.out).toMatch(problem)
      expect(run.out).not.toMatch(/Migrat/)
    }
    if (testDb.kind === 'sqlite') expect(fs.existsSync(db.DATABASE_URL.slice(5))).toBe(false)
  }, 120_000)

  it('seeds once with a random admin password, shown at that start only; a merchant’s deletions are never undone', async () => {
    const db = await newDatabase('once')
    const first = await prepare(db)
    expect(first.code, first.out).toBe(0)
    const password = passwordIn(first.out)
    expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)
    expect(first.out).not.toContain(OLD_DEMO_PASSWORD)
    const seeded = await facts(db, { LOGIN_EMAIL: 'admin@kelderenkurk.nl', LOGIN_PASSWORD: password! })
    expect(seeded).toMatchObject({ products: FULL_SHOP.products, login: true, install: { demo: true, seeded: true } })
    expect(seeded.articles).toHaveLength(FULL_SHOP.articles)
    expect((await facts(db, { LOGIN_EMAIL: 'admin@kelderenkurk.nl', LOGIN_PASSWORD: OLD_DEMO_PASSWORD })).login).toBe(false)

    const second = await prepare(db)
    expect(second.code, second.out).toBe(0)
    expect(second.out).not.toContain(password!)
    expect(second.out).not.toMatch(/wachtwoord:/)

    // The merchant deletes every demo wine and renames the shop; the next start changes nothing.
    await facts(db, { ACT: 'merchant-edits' })
    const third = await prepare(db)
    expect(third.code, third.out).toBe(0)
    const after = await facts(db)
    expect(after).toMatchObject({ products: 0, shopName: 'Wijnhuis Proef', users: ['admin@kelderenkurk.nl'] })

    // Lost it? A new one from the server's shell (npm run admin:password), shown once.
    const reset = await node('scripts/admin-password.ts', db, undefined, ['admin@kelderenkurk.nl'])
    const fresh = /\(alleen nu getoond\): (\S+)/.exec(reset.out)?.[1]
    expect(fresh, reset.out).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/)
    expect((await facts(db, { LOGIN_EMAIL: 'admin@kelderenkurk.nl', LOGIN_PASSWORD: fresh! })).login).toBe(true)
    expect((await facts(db, { LOGIN_EMAIL: 'admin@kelderenkurk.nl', LOGIN_PASSWORD: password! })).login).toBe(false)
  }, 300_000)

  it('a seed killed midway is cleared and done again in full at the next start', async () => {
    const db = await newDatabase('killed')
    const killed = await prepare(db, {}, /wijnen met afbeelding/)
    expect(killed.signal).toBe('SIGKILL')
    const half = await facts(db)
    expect(half.products).toBe(FULL_SHOP.products)
    expect(half.install).toMatchObject({ started: true, seeded: false })
    expect(half.users).toEqual([])

    const resumed = await prepare(db, { DEMO_ADMIN_PASSWORD: 'een-sterk-eigen-wachtwoord' })
    expect(resumed.code, resumed.out).toBe(0)
    expect(resumed.out).toMatch(/onderbroken seed/)
    const whole = await facts(db, { LOGIN_EMAIL: 'admin@kelderenkurk.nl', LOGIN_PASSWORD: 'een-sterk-eigen-wachtwoord' })
    expect(whole).toMatchObject({ products: FULL_SHOP.products, login: true, install: { seeded: true, demo: true } })
    expect(whole.articles).toHaveLength(FULL_SHOP.articles)
    expect(whole.pages).toEqual(expect.arrayContaining(['algemene-voorwaarden', 'privacy-policy', 'over-ons']))
    // One image per wine and per article plus the home illustration: nothing left over from the killed run.
    expect(whole.media).toBe(FULL_SHOP.products + FULL_SHOP.articles + 1)
  }, 240_000)
})
