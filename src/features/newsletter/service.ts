/**
 * Newsletter sign-up with double opt-in (issue #15 §4): an address is only `confirmed` after its
 * owner clicked the link in the confirmation mail; nothing else is ever sent before that. Every
 * sign-up gets the same answer on the page, whatever the address's state, so nobody can find out
 * whether an address is on the list; the mail (if any) goes after the answer.
 */
import 'server-only'
import { env } from '../../lib/env'
import { payload } from '../../lib/payload'
import { localizedPath, siteUrl } from '../../lib/seo'
import { getShopName } from '../layout/queries'
import { confirmationMail } from './mail-text'
import { newsletterToken, tokenIsValid, tokenSubscriberId } from './tokens'

type Locale = 'nl' | 'en'
const COLLECTION = 'newsletter-subscribers'
/** One confirmation mail per address per ten minutes: a form cannot be used to flood someone's inbox. */
export const RESEND_AFTER_MS = 10 * 60 * 1000

const secret = () => env().PAYLOAD_SECRET
const pageUrl = (path: string, locale: Locale) => `${siteUrl()}${localizedPath(`/nieuwsbrief/${path}`, locale)}`
export const confirmUrl = (id: number | string, version: number, locale: Locale) =>
  pageUrl(`bevestigen/${newsletterToken(secret(), 'confirm', id, version)}`, locale)
export const unsubscribeUrl = (id: number | string, locale: Locale) =>
  pageUrl(`afmelden/${newsletterToken(secret(), 'unsubscribe', id)}`, locale)

type Subscriber = {
  id: number | string
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  requestedAt?: string | null
  confirmVersion?: number | null
  locale?: string | null
}

async function findByEmail(email: string): Promise<Subscriber | undefined> {
  const p = await payload()
  const { docs } = await p.find({
    collection: COLLECTION,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] as Subscriber | undefined
}

async function findById(id: string): Promise<Subscriber | undefined> {
  const p = await payload()
  const doc = await p.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })
  return (doc ?? undefined) as Subscriber | undefined
}

/** What a sign-up did: for tests and logs only, never for the visitor. */
export type SignUpOutcome = 'mailed' | 'already-confirmed' | 'recently-mailed'

export async function requestSubscription(
  input: { email: string; locale: Locale; consentText: string },
  now = new Date(),
): Promise<SignUpOutcome> {
  const email = input.email.trim().toLowerCase()
  const p = await payload()
  const existing = await findByEmail(email)
  if (existing?.status === 'confirmed') return 'already-confirmed'
  if (existing?.status === 'pending' && existing.requestedAt && now.getTime() - new Date(existing.requestedAt).getTime() < RESEND_AFTER_MS)
    return 'recently-mailed'
  const data = {
    status: 'pending' as const,
    locale: input.locale,
    requestedAt: now.toISOString(),
    consentText: input.consentText,
    confirmVersion: (existing?.confirmVersion ?? 0) + 1,
  }
  const saved = (
    existing
      ? await p.update({ collection: COLLECTION, id: existing.id, data, overrideAccess: true })
      : await p.create({ collection: COLLECTION, data: { email, ...data }, overrideAccess: true })
  ) as Subscriber
  const mail = confirmationMail({
    locale: input.locale,
    shopName: await getShopName(input.locale),
    confirmUrl: confirmUrl(saved.id, data.confirmVersion, input.locale),
    unsubscribeUrl: unsubscribeUrl(saved.id, input.locale),
  })
  await p.sendEmail({ to: email, ...mail })
  return 'mailed'
}

/** The confirmation link's button: `confirmed` with the consent date, or `invalid` for a wrong or outdated link. */
export async function confirmSubscription(token: string, now = new Date()): Promise<'confirmed' | 'invalid'> {
  const id = tokenSubscriberId(token)
  const subscriber = id ? await findById(id) : undefined
  if (!subscriber || !tokenIsValid(secret(), 'confirm', token, subscriber.confirmVersion ?? 0)) return 'invalid'
  if (subscriber.status === 'confirmed') return 'confirmed'
  if (subscriber.status !== 'pending') return 'invalid'
  await (
    await payload()
  ).update({
    collection: COLLECTION,
    id: subscriber.id,
    data: { status: 'confirmed', confirmedAt: now.toISOString() },
    overrideAccess: true,
  })
  return 'confirmed'
}

/** The unsubscribe link's button: works from any mail ever sent, as often as it is pressed. */
export async function unsubscribe(token: string, now = new Date()): Promise<'unsubscribed' | 'invalid'> {
  const id = tokenSubscriberId(token)
  const subscriber = id ? await findById(id) : undefined
  if (!subscriber || !tokenIsValid(secret(), 'unsubscribe', token)) return 'invalid'
  if (subscriber.status !== 'unsubscribed') {
    await (
      await payload()
    ).update({
      collection: COLLECTION,
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: now.toISOString() },
      overrideAccess: true,
    })
  }
  return 'unsubscribed'
}

/** How long an unconfirmed sign-up is kept: then it is deleted, as the privacy statement says. */
export const UNCONFIRMED_KEPT_DAYS = 30

/** Deletes sign-ups nobody confirmed within the period (the hourly job). Returns how many. */
export async function forgetUnconfirmed(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 24 * 3600 * 1000).toISOString()
  const { docs } = await (
    await payload()
  ).delete({
    collection: COLLECTION,
    where: { and: [{ status: { equals: 'pending' } }, { requestedAt: { less_than: before } }] },
    overrideAccess: true,
  })
  return docs.length
}
