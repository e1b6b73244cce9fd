/**
 * checkoutPayment (api-contract.md): price the cart from the database, reserve the stock, create
 * the order and the provider's session. Answers either `{id, url}` or a Dutch notification.
 */
import 'server-only'
import { createHmac } from 'node:crypto'
import { env } from '../../lib/env'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import { payloadSqlRunner } from '../../lib/sql'
import type { Locale } from '../../i18n/routing'
import { productPrice } from '../catalog'
import { CHECKOUT_TEXT, mergeLines, priceCart, type Notification, type RequestedLine, type StoredWine } from './pricing'
import { attachSession, numberOrder, openOrdersOf, placeOrder, releaseOrder } from './orders'
import { limitsFrom, openCheckoutsProblem, quantityProblem, type CheckoutLimits } from './limits'
import { availableNow } from './stock'
import { currentProvider, type CheckoutSession } from './providers'

export type CheckoutAnswer = CheckoutSession | { notification: Notification }

/**
 * The wines of a cart as they are stored now: published only, read past every cache, with what is
 * free to sell, in one statement (the hot path of every order; the name in the order's language,
 * or the Dutch one where it has none, as Payload's fallback shows it).
 */
async function storedWines(eans: readonly string[], locale: Locale): Promise<Map<string, StoredWine>> {
  if (eans.length === 0) return new Map()
  const rows = await (
    await payloadSqlRunner()
  )(
    `SELECT p."id" AS id, p."ean" AS ean, p."price" AS price, p."discount_percent" AS discount, p."stock" - COALESCE(p."reserved", 0) AS available,
       COALESCE(l."name", nl."name") AS name, COALESCE(l."type", nl."type") AS type
     FROM "products" p
     LEFT JOIN "products_locales" l ON l."_parent_id" = p."id" AND l."_locale" = ?
     LEFT JOIN "products_locales" nl ON nl."_parent_id" = p."id" AND nl."_locale" = 'nl'
     WHERE p."_status" = 'published' AND p."ean" IN (${eans.map(() => '?').join(', ')})`,
    [locale, ...eans],
  )
  return new Map(
    rows.map((r) => {
      const ean = String(r.ean)
      const price = productPrice({ ean, price: Number(r.price), discountPercent: r.discount == null ? null : Number(r.discount) }).price
      const wine: StoredWine = {
        productId: Number(r.id),
        ean,
        name: String(r.name ?? ''),
        type: String(r.type ?? ''),
        price,
        available: Math.max(0, Number(r.available)),
      }
      return [ean, wine]
    }),
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
async function limitProblem(
  lines: readonly RequestedLine[],
  wines: ReadonlyMap<string, StoredWine>,
  clientKey: string | undefined,
): Promise<Notification | null> {
  const limits = await checkoutLimits()
  const byQuantity = quantityProblem(mergeLines(lines), limits, (id) => wines.get(id)?.name ?? id)
  if (byQuantity || !clientKey) return byQuantity
  return openCheckoutsProblem(await openOrdersOf(clientKey), limits)
}

export async function checkout(
  lines: readonly RequestedLine[],
  options: { locale: Locale; origin: string; clientKey?: string },
): Promise<CheckoutAnswer> {
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
    return {
      notification:
        left < 1
          ? { type: 'error', message: CHECKOUT_TEXT.soldOut(name) }
          : { type: 'warning', message: CHECKOUT_TEXT.tooMany(name, left) },
    }
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
    await attachSession(order, session.id)
    return session
  } catch (error) {
    // No session, no order: the stock goes straight back (the order keeps its number for the merchant).
    await numberOrder(order)
    await releaseOrder(order.id, 'cancelled')
    throw error
  }
}
