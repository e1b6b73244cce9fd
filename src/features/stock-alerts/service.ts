/**
 * Back-in-stock alerts with double opt-in (issue #19): a visitor leaves an e-mail address on a
 * sold-out wine; one confirmation mail; once confirmed, one mail when the wine is for sale again
 * (stock saved up, or bottles held by checkouts given back), then the alert is done. Every request gets the same answer on the page.
 */
import 'server-only'
import { messagesOf } from '../../lib/messages'
import type { PayloadRequest } from 'payload'
import { env } from '../../lib/env'
import { payload } from '../../lib/payload'
import { localizedPath, siteUrl } from '../../lib/seo'
import { payloadSqlRunner } from '../../lib/sql'
import { MESSAGES } from '../../messages'
import { signedLinkId, signedLinkIsValid, signedLinkToken } from '../newsletter'
import { asLocale } from '../../lib/paths'

type Locale = 'nl' | 'en'
const COLLECTION = 'stock-alerts'
/** One confirmation mail per address and wine per ten minutes. */
const RESEND_AFTER_MS = 10 * 60 * 1000

type Alert = {
  id: number | string
  email: string
  status: 'pending' | 'confirmed' | 'sent'
  locale?: string | null
  requestedAt?: string | null
  confirmVersion?: number | null
  product: number | { id: number }
}

const secret = () => env().PAYLOAD_SECRET
const sql = payloadSqlRunner
const MAIL_TEXT = { nl: messagesOf(MESSAGES.nl.stockAlert.mail, 'nl'), en: messagesOf(MESSAGES.en.stockAlert.mail, 'en') }
const mailText = (locale: Locale) => MAIL_TEXT[locale]

async function productOf(ean: string) {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'products',
    where: { ean: { equals: ean }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

export type AlertOutcome = 'mailed' | 'already' | 'recently-mailed' | 'no-such-wine'

export async function requestStockAlert(input: { email: string; ean: string; locale: Locale }, now = new Date()): Promise<AlertOutcome> {
  const email = input.email.trim().toLowerCase()
  const wine = await productOf(input.ean)
  if (!wine) return 'no-such-wine'
  const p = await payload()
  const { docs } = await p.find({
    collection: COLLECTION,
    where: { and: [{ email: { equals: email } }, { product: { equals: wine.id } }, { status: { not_equals: 'sent' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const existing = docs[0] as Alert | undefined
  if (existing?.status === 'confirmed') return 'already'
  if (existing?.requestedAt && now.getTime() - new Date(existing.requestedAt).getTime() < RESEND_AFTER_MS) return 'recently-mailed'
  const version = (existing?.confirmVersion ?? 0) + 1
  const data = { status: 'pending' as const, locale: input.locale, requestedAt: now.toISOString(), confirmVersion: version }
  const saved = (
    existing
      ? await p.update({ collection: COLLECTION, id: existing.id, data, overrideAccess: true })
      : await p.create({ collection: COLLECTION, data: { email, product: wine.id, ...data }, overrideAccess: true })
  ) as Alert
  const t = mailText(input.locale)
  const link = `${siteUrl()}${localizedPath(`/voorraadmelding/bevestigen/${signedLinkToken(secret(), 'stock-confirm', saved.id, version)}`, input.locale)}`
  const name = String((wine as { name?: unknown }).name ?? '')
  await p.sendEmail({
    to: email,
    subject: t('confirmSubject', { name }),
    text: [t('confirmBody', { name }), link, t('notYou')].join('\n\n'),
  })
  return 'mailed'
}

export async function confirmStockAlert(token: string, now = new Date()): Promise<'confirmed' | 'invalid'> {
  const id = signedLinkId(token)
  const p = await payload()
  const alert = id
    ? (((await p.findByID({ collection: COLLECTION, id, depth: 0, overrideAccess: true, showHiddenFields: true, disableErrors: true })) ??
        undefined) as Alert | undefined)
    : undefined
  if (!alert || !signedLinkIsValid(secret(), 'stock-confirm', token, alert.confirmVersion ?? 0)) return 'invalid'
  if (alert.status === 'pending') {
    await p.update({
      collection: COLLECTION,
      id: alert.id,
      data: { status: 'confirmed', confirmedAt: now.toISOString() },
      overrideAccess: true,
    })
    // Back for sale while the confirmation mail was on its way: the shopper hears at once, not next time.
    await notifyIfBackForSale([typeof alert.product === 'object' ? alert.product.id : alert.product], { now }).catch((error) =>
      console.error('[stock-alert] back-for-sale mail failed', error),
    )
  }
  return alert.status === 'sent' ? 'invalid' : 'confirmed'
}

/**
 * A wine may be back for sale: its stock was saved up from none, or a checkout gave its bottles back.
 * When it is published with bottles free (stock − reserved > 0, read now), every confirmed alert for
 * it gets one mail and is done. The alerts are claimed first by one conditional statement
 * (confirmed → sent), so two callers at once (two releases, a release and a save, two instances)
 * never mail an alert twice; an alert whose mail fails is put back for the next time. Callers pass
 * the wines that went from not for sale to for sale; `req` is the transaction of a save still open.
 * Returns how many were mailed.
 */
export async function notifyIfBackForSale(
  productIds: readonly (number | string)[],
  options: { req?: PayloadRequest; now?: Date } = {},
): Promise<number> {
  if (productIds.length === 0) return 0
  const p = await payload()
  const { docs } = await p.find({
    collection: 'products',
    where: { id: { in: [...productIds] } },
    select: { ean: true, name: true, stock: true, reserved: true, _status: true },
    locale: 'all',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req: options.req,
  })
  const run = await sql()
  const at = (options.now ?? new Date()).toISOString()
  let mailed = 0
  for (const wine of docs) {
    if (wine._status !== 'published' || Number(wine.stock ?? 0) - Number(wine.reserved ?? 0) <= 0) continue
    const claimed = await run(
      `UPDATE stock_alerts SET status = 'sent', sent_at = ?, updated_at = ? WHERE product_id = ? AND status = 'confirmed' RETURNING id, email, locale`,
      [at, at, wine.id],
    )
    const names = wine.name as unknown as Partial<Record<Locale, string>> | string | undefined
    for (const alert of claimed) {
      const locale = asLocale(alert.locale)
      const t = mailText(locale)
      const name = typeof names === 'object' ? (names[locale] ?? names.nl ?? '') : String(names ?? '')
      const link = `${siteUrl()}${localizedPath(`/producten/${wine.ean}`, locale)}`
      try {
        await p.sendEmail({
          to: String(alert.email),
          subject: t('backSubject', { name }),
          text: [t('backBody', { name }), link, t('once')].join('\n\n'),
        })
        mailed++
      } catch (error) {
        console.error(`[stock-alert] back-for-sale mail for alert ${String(alert.id)} failed`, error)
        await run(`UPDATE stock_alerts SET status = 'confirmed', sent_at = NULL WHERE id = ? AND status = 'sent'`, [Number(alert.id)])
      }
    }
  }
  return mailed
}
