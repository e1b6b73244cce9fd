/**
 * The facts the go-live checklist judges, read on the server: the shop settings, the review stamps,
 * the environment, the demo admin and the "Over ons" page. Nothing here is cached: the dashboard
 * and the switch out of demo mode must see the state of this moment.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { env } from '../../lib/env'
import type { GoLiveFacts, Stamp } from './checklist'

/** The seed's writing prompts on "Over ons" and in the privacy statement's list of processors. */
export const ABOUT_US_PROMPTS = ['[Schrijf hier', '[Write here'] as const

/** What the seed keeps of the demo admin's password: a hash of its salt, which a new password replaces. */
const saltFingerprint = (salt: string) => createHash('sha256').update(`demo-admin:${salt}`).digest('hex').slice(0, 32)

type Install = {
  termsReviewedAt?: string | null
  termsReviewedBy?: string | null
  privacyReviewedAt?: string | null
  privacyReviewedBy?: string | null
  demoAdminKey?: string | null
}

const stamp = (at?: string | null, by?: string | null): Stamp => (at ? { at, by: by || '?' } : null)

/**
 * The demo admin's password fingerprint (a hash of its salt, which changes with every new password),
 * or `null` when there is no such user or no salt: what the seed keeps and the checklist compares.
 */
export async function demoAdminFingerprint(payload: Payload, email: string): Promise<{ exists: boolean; fingerprint: string | null }> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const salt = (docs[0] as { salt?: string } | undefined)?.salt
  return { exists: Boolean(docs[0]), fingerprint: salt ? saltFingerprint(salt) : null }
}

async function demoAdminState(payload: Payload, email: string, seededKey?: string | null): Promise<GoLiveFacts['demoAdmin']> {
  const { exists, fingerprint } = await demoAdminFingerprint(payload, email)
  if (!exists) return 'gone'
  // A shop seeded before the key was kept: only a new password after today's check can tell.
  if (!seededKey || !fingerprint) return 'unchanged'
  return fingerprint === seededKey ? 'unchanged' : 'changed'
}

export async function goLiveFacts(payload: Payload): Promise<GoLiveFacts> {
  const e = env()
  const page = (slug: string) =>
    payload.find({ collection: 'pages', where: { slug: { equals: slug } }, locale: 'all', limit: 1, depth: 0, overrideAccess: true })
  const [site, install, about, privacy] = await Promise.all([
    payload.findGlobal({ slug: 'site', depth: 0, overrideAccess: true }),
    payload.findGlobal({ slug: 'shop-install', depth: 0, overrideAccess: true }) as Promise<Install>,
    page('over-ons'),
    page('privacy-policy'),
  ])
  const hasPrompts = (result: { docs: unknown[] }) => ABOUT_US_PROMPTS.some((p) => JSON.stringify(result.docs[0] ?? '').includes(p))
  return {
    site,
    termsReviewed: stamp(install.termsReviewedAt, install.termsReviewedBy),
    privacyReviewed: stamp(install.privacyReviewedAt, install.privacyReviewedBy),
    stripe: { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    smtpConfigured: Boolean(e.SMTP_URL),
    testPaymentsForced: Boolean(e.KK_ALLOW_TEST_PAYMENTS),
    demoAdmin: await demoAdminState(payload, e.DEMO_ADMIN_EMAIL, install.demoAdminKey),
    aboutUsIsTemplate: hasPrompts(about),
    privacyHasPrompts: hasPrompts(privacy),
  }
}
