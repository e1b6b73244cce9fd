/** Sends the order and withdrawal mails through Payload's mail adapter (SMTP or the outbox). */
import 'server-only'
import { payload } from '../../lib/payload'
import { localizedPath, siteUrl } from '../../lib/seo'
import { getShopName } from '../layout/queries'
import { findOrder } from './orders'
import { orderConfirmationMail, withdrawalConfirmationMail, withdrawalRefusalMail } from './mail-text'
import { asLocale } from '../../lib/paths'

export const orderPageUrl = (token: string, locale: 'nl' | 'en') => `${siteUrl()}${localizedPath(`/bestelling/${token}`, locale)}`
export const withdrawPageUrl = (locale: 'nl' | 'en') => `${siteUrl()}${localizedPath('/herroepen', locale)}`

export async function sendOrderConfirmation(orderId: number | string): Promise<void> {
  const order = await findOrder({ id: orderId })
  if (!order?.customerEmail || !order.accessToken || !order.orderNumber || order.confirmationSentAt) return
  const locale = asLocale(order.locale)
  const mail = orderConfirmationMail({
    locale,
    shopName: await getShopName(locale),
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    lines: (order.lines ?? []).map((l) => ({ name: l.name, type: l.type, quantity: l.quantity, lineTotal: l.lineTotal })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
    orderUrl: orderPageUrl(order.accessToken, locale),
    withdrawUrl: withdrawPageUrl(locale),
  })
  const p = await payload()
  await p.sendEmail({ to: order.customerEmail, ...mail })
  await p.update({
    collection: 'orders',
    id: order.id,
    overrideAccess: true,
    context: { system: true },
    data: { confirmationSentAt: new Date().toISOString() },
  })
}

export async function sendWithdrawalConfirmation(input: {
  to: string
  orderNumber: string
  locale: 'nl' | 'en'
  receivedAt: Date
}): Promise<void> {
  const mail = withdrawalConfirmationMail({ ...input, shopName: await getShopName(input.locale) })
  await (await payload()).sendEmail({ to: input.to, ...mail })
}

export async function sendWithdrawalRefusal(input: {
  to: string
  orderNumber: string
  locale: 'nl' | 'en'
  reason: 'not-paid' | 'too-late'
}): Promise<void> {
  const mail = withdrawalRefusalMail({ ...input, shopName: await getShopName(input.locale) })
  await (await payload()).sendEmail({ to: input.to, ...mail })
}
