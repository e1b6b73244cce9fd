/**
 * Seeds a database exactly once, all or nothing, and never touches a shop that has been in use.
 *
 * The `shop-install` global is the marker: `seedStartedAt` is written before the first demo row,
 * `seededAt` after the last. A start that finds a seed begun but not finished (Ctrl-C, a crash, a
 * deploy that restarted it) clears what that seed wrote and seeds again; a start that finds
 * `seededAt` seeds nothing, whatever the merchant deleted since. A database that already holds a
 * shop without the marker (filled by hand, or from before the marker) is marked and left alone.
 */
import { randomInt } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'
import { env } from '../../lib/env'
import { seedShop, type Log } from './index'
import { demoAdminFingerprint } from '../go-live/facts'

export const SEED_VERSION = 1

/** What the seed cleared and wrote again after an interruption: everything it creates but the settings. */
const SEEDED_COLLECTIONS: CollectionSlug[] = ['faqs', 'faq-categories', 'articles', 'pages', 'products', 'media']
const SHOP_COLLECTIONS: CollectionSlug[] = ['products', 'articles', 'pages', 'users', 'orders']

export type DemoAdmin = { email: string; password: string; generated: boolean }
export type PrepareOutcome =
  { seeded: false; reason: 'already-seeded' | 'existing-shop' } | { seeded: true; resumed: boolean; admin: DemoAdmin }

type Install = { seedStartedAt?: string | null; seededAt?: string | null }

const readInstall = async (payload: Payload): Promise<Install> =>
  (await payload.findGlobal({ slug: 'shop-install', overrideAccess: true, depth: 0 })) as Install

const writeInstall = (payload: Payload, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: 'shop-install', overrideAccess: true, data })

async function holdsAShop(payload: Payload): Promise<boolean> {
  for (const collection of SHOP_COLLECTIONS) {
    if ((await payload.count({ collection, overrideAccess: true })).totalDocs > 0) return true
  }
  return false
}

/** Letters and digits that cannot be mistaken for one another when read off a terminal. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** 20 characters from 55: about 115 bits, in groups of five for reading aloud. */
export function randomPassword(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-')
}

async function clearInterruptedSeed(payload: Payload, log: Log): Promise<void> {
  for (const collection of SEEDED_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  }
  log('een eerdere, onderbroken seed is opgeruimd; de demo-inhoud wordt opnieuw aangemaakt')
}

/** The demo admin: DEMO_ADMIN_PASSWORD when set, else a new random password (shown once, by the caller). */
async function upsertDemoAdmin(payload: Payload): Promise<DemoAdmin> {
  const { DEMO_ADMIN_EMAIL: email, DEMO_ADMIN_PASSWORD } = env()
  const admin = { email, password: DEMO_ADMIN_PASSWORD ?? randomPassword(), generated: !DEMO_ADMIN_PASSWORD }
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    overrideAccess: true,
    depth: 0,
  })
  const data = { email, password: admin.password, name: 'Beheerder', roles: ['admin' as const] }
  if (docs[0]) await payload.update({ collection: 'users', id: docs[0].id, data, overrideAccess: true })
  else await payload.create({ collection: 'users', data, overrideAccess: true })
  return admin
}

/** Seeds the demo shop when, and only when, this database has never been seeded or used. */
export async function prepareShop(payload: Payload, log: Log = () => {}): Promise<PrepareOutcome> {
  const install = await readInstall(payload)
  if (install.seededAt) return { seeded: false, reason: 'already-seeded' }
  const resumed = Boolean(install.seedStartedAt)
  if (!resumed && (await holdsAShop(payload))) {
    await writeInstall(payload, { seededAt: new Date().toISOString(), seedVersion: 0, demo: false })
    return { seeded: false, reason: 'existing-shop' }
  }
  if (resumed) await clearInterruptedSeed(payload, log)
  else await writeInstall(payload, { seedStartedAt: new Date().toISOString(), demo: true })
  await seedShop(payload, log)
  // Last, so that the password shown is the one that works, and only a finished seed has an admin.
  const admin = await upsertDemoAdmin(payload)
  await writeInstall(payload, {
    seededAt: new Date().toISOString(),
    seedVersion: SEED_VERSION,
    demo: true,
    // What the go-live checklist compares later to tell whether the password was changed.
    demoAdminKey: (await demoAdminFingerprint(payload, admin.email)).fingerprint,
  })
  return { seeded: true, resumed, admin }
}
