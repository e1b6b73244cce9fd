/**
 * checkoutPayment (api-contract.md): price the cart from the database, reserve the stock, create
 * the order and the provider's session. Answers either `{id, url}` or a Dutch notification.
 */
import 'server-only'
import { createHmac } from 'node:crypto'
import { env } from '../../lib/env'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import type { Product } from '../../payload-types'
import { productPrice } from '../catalog'
import { CHECKOUT_TEXT, mergeLines, priceCart, type Notification, type RequestedLine, type StoredWine } from './pricing'
import { attachSession, openOrdersOf, placeOrder, releaseOrder } from './orders'
import { limitsFrom, openCheckoutsProblem, quantityProblem, type CheckoutLimits } from './limits'
import { availableNow } from './stock'
import { currentProvider, type CheckoutSession } from './providers'

export type CheckoutAnswer = CheckoutSession | { notification: Notification }

/** The wines of a cart as they are stored now: published only, read past every cache. */
async function storedWines(eans: readonly string[], locale: Locale): Promise<Map<string, StoredWine>> {
  if (eans.length === 0) return new Map()
  const p = await payload()
  const { docs } = await p.find({
    collection: 'products',
    where: { and: [{ ean: { in: [...eans] } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 0,
    limit: eans.length,
    pagination: false,
    overrideAccess: false,
  })
  const available = await availableNow(docs.map((d) => d.id))
  return new Map(
    docs.map((d: Product) => [d.ean, { productId: d.id, ean: d.ean, name: d.name, type: d.type, price: productPrice(d).price, available: available.get(String(d.id)) ?? 0 }]),
  )
}

/** The client's address as stored on an order: keyed with the shop's secret, so the order holds no address. */
export function orderClientKey(clientAddress: string): string {
  return createHmac('sha256', env().PAYLOAD_SECRET).update(`order-client:${clientAddress}`).digest('base64url').slice(0, 32)
}

/** The merchant's caps: cached with the shop settings (a save refreshes the tag), not read per checkout. */
const checkoutLimits = cachedQuery(
  async (): Promise<CheckoutLimits> => {
    const site = await (await payload()).findGlobal({ slug: 'site', depth: 0, overrideAccess: true, select: { checkoutLimits: true } })
    return limitsFrom(site.checkoutLimits)
  },
  ['checkout-limits'],
  { tags: ['global:site'] },
)

/** A cart over the caps, or a client with too many unpaid orders, gets a notification before anything is reserved. */
async function limitProblem(lines: readonly RequestedLine[], wines: ReadonlyMap<string, StoredWine>, clientKey: string | undefined): Promise<Notification | null> {
  const limits = await checkoutLimits()
  const byQuantity = quantityProblem(mergeLines(lines), limits, (id) => wines.get(id)?.name ?? id)
  if (byQuantity || !clientKey) return byQuantity
  return openCheckoutsProblem(await openOrdersOf(clientKey), limits)
}

export async function checkout(lines: readonly RequestedLine[], options: { locale: Locale; origin: string; clientKey?: string }): Promise<CheckoutAnswer> {
  const wines = await storedWines([...new Set(lines.map((l) => l.id))], options.locale)
  const limited = await limitProblem(lines, wines, options.clientKey)
  if (limited) return { notification: limited }
  const priced = priceCart(lines, wines)
  if (!priced.ok) return { notification: priced.notification }

  const provider = await currentProvider()
  const placed = await placeOrder(priced.cart, { locale: options.locale, provider: provider.name, clientKey: options.clientKey })
  if (!placed.ok) {
    // Another checkout took the last bottles between our read and our reservation.
    const wine = [...wines.values()].find((w) => String(w.productId) === String(placed.productId))
    const left = (await availableNow([placed.productId])).get(String(placed.productId)) ?? 0
    const name = wine?.name ?? ''
    return { notification: left < 1 ? { type: 'error', message: CHECKOUT_TEXT.soldOut(name) } : { type: 'warning', message: CHECKOUT_TEXT.tooMany(name, left) } }
  }

  const { order } = placed
  try {
    const session = await provider.createSession({
      orderId: order.id,
      orderNumber: order.orderNumber!,
      locale: options.locale,
      lines: priced.cart.lines.map((l) => ({ name: l.name, type: l.type, ean: l.ean, unitPrice: l.unitPrice, quantity: l.quantity })),
      shipping: priced.cart.shipping,
      origin: options.origin,
      expiresAt: new Date(order.expiresAt!),
    })
    await attachSession(order.id, session.id)
    return session
  } catch (error) {
    // No session, no order: the stock goes straight back.
    await releaseOrder(order.id, 'cancelled')
    throw error
  }
}
