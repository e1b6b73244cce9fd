/**
 * Back-in-stock alerts with double opt-in (issue #19): a visitor leaves an e-mail address on a
 * sold-out wine; one confirmation mail; once confirmed, one mail when the wine is back in stock,
 * then the alert is done. Every request gets the same answer on the page.
 */
import 'server-only'
import { createTranslator } from 'next-intl'
import { env } from '../../lib/env'
import { payload } from '../../lib/payload'
import { localizedPath, siteUrl } from '../../lib/seo'
import { MESSAGES } from '../../messages'
import { signedLinkId, signedLinkIsValid, signedLinkToken } from '../newsletter'

type Locale = 'nl' | 'en'
const COLLECTION = 'stock-alerts'
/** One confirmation mail per address and wine per ten minutes. */
const RESEND_AFTER_MS = 10 * 60 * 1000

type Alert = { id: number | string; email: string; status: 'pending' | 'confirmed' | 'sent'; locale?: string | null; requestedAt?: string | null; confirmVersion?: number | null; product: number | { id: number } }

const secret = () => env().PAYLOAD_SECRET
const mailText = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'stockAlert.mail' })

async function productOf(ean: string) {
  const p = await payload()
  const { docs } = await p.find({ collection: 'products', where: { ean: { equals: ean }, _status: { equals: 'published' } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0]
}

export type AlertOutcome = 'mailed' | 'already' | 'recently-mailed' | 'no-such-wine'

export async function requestStockAlert(input: { email: string; ean: string; locale: Locale }, now = new Date()): Promise<AlertOutcome> {
  const email = input.email.trim().toLowerCase()
  const wine = await productOf(input.ean)
  if (!wine) return 'no-such-wine'
  const p = await payload()
  const { docs } = await p.find({ collection: COLLECTION, where: { and: [{ email: { equals: email } }, { product: { equals: wine.id } }, { status: { not_equals: 'sent' } }] }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  const existing = docs[0] as Alert | undefined
  if (existing?.status === 'confirmed') return 'already'
  if (existing?.requestedAt && now.getTime() - new Date(existing.requestedAt).getTime() < RESEND_AFTER_MS) return 'recently-mailed'
  const version = (existing?.confirmVersion ?? 0) + 1
  const data = { status: 'pending' as const, locale: input.locale, requestedAt: now.toISOString(), confirmVersion: version }
  const saved = (existing
    ? await p.update({ collection: COLLECTION, id: existing.id, data, overrideAccess: true })
    : await p.create({ collection: COLLECTION, data: { email, product: wine.id, ...data }, overrideAccess: true })) as Alert
  const t = mailText(input.locale)
  const link = `${siteUrl()}${localizedPath(`/voorraadmelding/bevestigen/${signedLinkToken(secret(), 'stock-confirm', saved.id, version)}`, input.locale)}`
  const name = String((wine as { name?: unknown }).name ?? '')
  await p.sendEmail({ to: email, subject: t('confirmSubject', { name }), text: [t('confirmBody', { name }), link, t('notYou')].join('\n\n') })
  return 'mailed'
}

export async function confirmStockAlert(token: string, now = new Date()): Promise<'confirmed' | 'invalid'> {
  const id = signedLinkId(token)
  const p = await payload()
  const alert = id ? ((await p.find({ collection: COLLECTION, where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })).docs[0] as Alert | undefined) : undefined
  if (!alert || !signedLinkIsValid(secret(), 'stock-confirm', token, alert.confirmVersion ?? 0)) return 'invalid'
  if (alert.status === 'pending') await p.update({ collection: COLLECTION, id: alert.id, data: { status: 'confirmed', confirmedAt: now.toISOString() }, overrideAccess: true })
  return alert.status === 'sent' ? 'invalid' : 'confirmed'
}

/**
 * A wine is back in stock: every confirmed alert for it gets one mail and is done. Called from the
 * product's afterChange hook when its stock goes from none to some. Returns how many were mailed.
 */
export async function notifyBackInStock(product: { id: number | string; ean: string; name?: unknown }, now = new Date()): Promise<number> {
  const p = await payload()
  const { docs } = await p.find({ collection: COLLECTION, where: { and: [{ product: { equals: product.id } }, { status: { equals: 'confirmed' } }] }, limit: 0, pagination: false, depth: 0, overrideAccess: true })
  for (const alert of docs as Alert[]) {
    const locale: Locale = alert.locale === 'en' ? 'en' : 'nl'
    const t = mailText(locale)
    const name = String(product.name ?? '')
    const link = `${siteUrl()}${localizedPath(`/producten/${product.ean}`, locale)}`
    await p.sendEmail({ to: alert.email, subject: t('backSubject', { name }), text: [t('backBody', { name }), link, t('once')].join('\n\n') })
    await p.update({ collection: COLLECTION, id: alert.id, data: { status: 'sent', sentAt: now.toISOString() }, overrideAccess: true })
  }
  return docs.length
}
