/**
 * Orders: placed by the checkout, settled by the payment provider, never by the browser.
 * Every state change goes through `claimPendingOrder` (one conditional statement), so stock moves
 * exactly once whatever order events arrive in, and however often.
 */
import 'server-only'
import { randomBytes } from 'node:crypto'
import { payload } from '../../lib/payload'
import { inTransaction } from '../../lib/sql'
import { refreshTags } from '../../lib/cache-tags'
import type { Order } from '../../payload-types'
import type { Locale } from '../../i18n/routing'
import { formatOrderNumber, reservationExpiry } from './order-state'
import type { PricedCart } from './pricing'
import { LOW_STOCK_FROM } from '../catalog'
import { notifyIfBackForSale } from '../stock-alerts'
import {
  availableNow,
  claimPendingOrder,
  commitStock,
  countOpenOrders,
  releaseStock,
  reserveStock,
  setOrderRefs,
  type StockLine,
} from './stock'

const SYSTEM = { system: true } as const

export type Customer = { name?: string | null; email?: string | null; address?: string | null }

const stockLinesOf = (order: Pick<Order, 'lines'>): StockLine[] =>
  (order.lines ?? []).flatMap((l) => {
    const productId = typeof l.product === 'object' && l.product ? l.product.id : l.product
    return productId == null ? [] : [{ productId, quantity: l.quantity }]
  })

/**
 * Catalog pages are cached; a checkout must not empty that cache for everybody each time. Pages show
 * "op voorraad" above 5 bottles and the count (or "uitverkocht") at 5 or fewer, so only a change
 * that reaches that range is refreshed at once; higher counts catch up at the next CMS save. The
 * checkout itself always reads the live stock.
 */
async function refreshCatalogFor(lines: readonly StockLine[]) {
  const available = await availableNow(lines.map((l) => l.productId))
  const shownChanged = lines.some((l) => (available.get(String(l.productId)) ?? 0) <= LOW_STOCK_FROM + l.quantity)
  if (shownChanged) refreshTags(['products'])
}

export type Placed = { ok: true; order: Order } | { ok: false; productId: number | string }

/**
 * Reserves the stock of a priced cart and creates the pending order. When a wine cannot be held
 * nothing is stored and the caller learns which wine it was.
 */
export async function placeOrder(
  cart: PricedCart,
  options: { locale: Locale; provider: 'stripe' | 'test'; clientKey?: string; now?: Date },
): Promise<Placed> {
  const now = options.now ?? new Date()
  const lines = cart.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))
  // One transaction on Postgres: an instance that dies between the two leaves neither a reservation
  // without its order nor the other way round (tests/cluster kills one under load).
  const placed = await inTransaction(async ({ run, transactionID, atomic }): Promise<Placed> => {
    const reserved = await reserveStock(lines, run)
    if (!reserved.ok) return reserved
    try {
      return { ok: true, order: await insertOrder(cart, options, now, transactionID) }
    } catch (error) {
      if (!atomic) await releaseStock(lines, run)
      throw error
    }
  })
  if (placed.ok) await refreshCatalogFor(lines)
  return placed
}

/**
 * Writes the pending order through Payload's database adapter (its tables, its types), not the
 * full create operation: every value comes from the priced cart checked above, and the operation's
 * validation, hooks and read-back cost more than the rest of the checkout (bench, issue #16).
 * Payload's create would also fill the array rows' ids and the timestamps: done here.
 */
async function insertOrder(
  cart: PricedCart,
  options: { locale: Locale; provider: 'stripe' | 'test'; clientKey?: string },
  now: Date,
  transactionID?: string | number,
): Promise<Order> {
  const p = await payload()
  const at = now.toISOString()
  const data = {
    status: 'pending',
    locale: options.locale,
    provider: options.provider,
    lines: cart.lines.map((l) => ({
      id: randomBytes(12).toString('hex'),
      product: Number(l.productId),
      ean: l.ean,
      name: l.name,
      type: l.type,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
    })),
    subtotal: cart.subtotal,
    shipping: cart.shipping,
    total: cart.total,
    expiresAt: reservationExpiry(now).toISOString(),
    accessToken: randomBytes(24).toString('base64url'),
    clientKey: options.clientKey ?? null,
    createdAt: at,
    updatedAt: at,
  } satisfies Omit<Order, 'id'>
  const { id } = await p.db.create({ collection: 'orders', data, select: { id: true }, req: transactionID ? { transactionID } : undefined })
  return { ...data, id: id as Order['id'], orderNumber: formatOrderNumber(id as number, now) }
}

/** Unpaid orders of one client whose reservation still holds. */
export async function openOrdersOf(clientKey: string, now = new Date()): Promise<number> {
  return countOpenOrders(clientKey, now.toISOString())
}

/** An order that never got a session still gets its number. */
export async function numberOrder(order: Pick<Order, 'id' | 'orderNumber'>): Promise<void> {
  await setOrderRefs(order.id, { orderNumber: order.orderNumber ?? undefined })
}

/** The order gets its number and its provider session in one statement, once the session exists. */
export async function attachSession(order: Pick<Order, 'id' | 'orderNumber'>, sessionId: string): Promise<void> {
  await setOrderRefs(order.id, { orderNumber: order.orderNumber ?? undefined, sessionId })
}

export async function findOrder(where: { id?: number | string; sessionId?: string; accessToken?: string }): Promise<Order | null> {
  const p = await payload()
  const [field, value] =
    where.id != null
      ? ['id', where.id]
      : where.sessionId
        ? ['sessionId', where.sessionId]
        : where.accessToken
          ? ['accessToken', where.accessToken]
          : [null, null]
  if (!field || value === '' || value == null) return null
  const { docs } = await p.find({
    collection: 'orders',
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0] ?? null
}

/** The guest order page and the withdrawal form find an order by what the buyer knows. */
export async function findOrderByNumberAndEmail(orderNumber: string, email: string): Promise<Order | null> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'orders',
    where: { orderNumber: { equals: orderNumber } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const order = docs[0]
  return order && order.customerEmail && order.customerEmail.trim().toLowerCase() === email.trim().toLowerCase() ? order : null
}

export type PaidOutcome = 'paid' | 'already-settled' | 'paid-after-release' | 'unknown-order'

/**
 * The payment provider confirmed payment. The first confirmation moves the reserved bottles off
 * the shelf and mails the buyer; later ones change nothing. A payment that arrives after the
 * reservation was released (a webhook late by minutes) takes the stock again if it is there and
 * is flagged for the merchant either way: the buyer has paid.
 */
export async function markPaid(orderId: number | string, customer: Customer = {}, now = new Date()): Promise<PaidOutcome> {
  const order = await findOrder({ id: orderId })
  if (!order) return 'unknown-order'
  const lines = stockLinesOf(order)
  let outcome: PaidOutcome
  let note: string | undefined
  const committed = await inTransaction(
    async ({ run }) => (await claimPendingOrder(order.id, 'paid', now, run)) && (await commitStock(lines, run), true),
  )
  if (committed) {
    outcome = 'paid'
  } else if (order.status === 'expired' || order.status === 'cancelled') {
    const again = await reserveStock(lines)
    if (again.ok) {
      await commitStock(lines)
      await refreshCatalogFor(lines)
    }
    await (
      await payload()
    ).update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      context: SYSTEM,
      data: { status: 'paid', paidAt: now.toISOString() },
    })
    note = again.ok
      ? 'Betaald nadat de reservering was vrijgegeven; de voorraad is opnieuw afgeboekt.'
      : 'LET OP: betaald nadat de reservering was vrijgegeven en er is niet genoeg voorraad meer. Neem contact op met de klant.'
    outcome = 'paid-after-release'
  } else {
    return 'already-settled'
  }
  const p = await payload()
  const data: Partial<Order> = {}
  if (customer.name) data.customerName = customer.name.slice(0, 200)
  if (customer.email) data.customerEmail = customer.email.slice(0, 320)
  if (customer.address) data.shippingAddress = customer.address.slice(0, 1000)
  if (note) data.note = [order.note, note].filter(Boolean).join('\n')
  // Paying moves bottles from reserved to sold: what the shop offers does not change.
  if (Object.keys(data).length) await p.update({ collection: 'orders', id: order.id, overrideAccess: true, context: SYSTEM, data })
  const { sendOrderConfirmation } = await import('./mail')
  await sendOrderConfirmation(order.id).catch((error) => console.error(`[checkout] confirmation mail for order ${order.id} failed`, error))
  return outcome
}

/**
 * An unpaid checkout ends (expired, failed, cancelled): its bottles go back on sale, once. A wine
 * that was sold out only through open checkouts is for sale again: its confirmed stock alerts get
 * their mail (the release is committed by then; a failed mail does not undo it).
 */
export async function releaseOrder(orderId: number | string, to: 'expired' | 'cancelled', now = new Date()): Promise<boolean> {
  const order = await findOrder({ id: orderId })
  if (!order) return false
  const lines = stockLinesOf(order)
  // Claim and release commit together (Postgres): a crash in between never keeps bottles held for a closed order.
  const backForSale = await inTransaction(async ({ run }) =>
    (await claimPendingOrder(order.id, to, now, run)) ? releaseStock(lines, run) : null,
  )
  if (!backForSale) return false
  await refreshCatalogFor(lines)
  await notifyIfBackForSale(backForSale, { now }).catch((error) =>
    console.error(`[checkout] stock alerts after releasing order ${order.id} failed`, error),
  )
  return true
}

/** The scheduled job: every pending order past its 30 minutes gives its stock back. */
export async function releaseExpiredReservations(now = new Date()): Promise<number> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'orders',
    where: { and: [{ status: { equals: 'pending' } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  let released = 0
  for (const order of docs) if (await releaseOrder(order.id, 'expired', now)) released++
  return released
}
