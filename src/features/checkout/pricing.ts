/**
 * Checkout pricing (api-contract.md, checkoutPayment): the browser's cart is only a wish list.
 * Every line is priced again from the stored wine, shipping is added by rule, and anything that
 * differs from what the shopper saw becomes a Dutch notification instead of an order. Pure.
 */
import { formatCents } from '../../lib/money'
import { shippingFor } from '../cart/totals'
import { icuMessage } from '../../lib/messages'
import nlCheckout from '../../messages/nl/checkout.json'

export type NotificationType = 'error' | 'warning' | 'info'
export type Notification = { type: NotificationType; message: string }

/** What the browser sends per line; only `id` and `quantity` are trusted, `price` is compared. */
export type RequestedLine = { id: string; quantity: number; price?: number; name?: string }

/** A wine as stored: its effective price and how many are free to sell (stock minus reservations). */
export type StoredWine = { productId: number | string; ean: string; name: string; type: string; price: number; available: number }

export type PricedLine = {
  productId: number | string
  ean: string
  name: string
  type: string
  unitPrice: number
  quantity: number
  lineTotal: number
}

export type PricedCart = { lines: PricedLine[]; subtotal: number; shipping: number; total: number }

export type PricingResult = { ok: true; cart: PricedCart } | { ok: false; notification: Notification }

/** The same wine twice (two tabs, an edited local storage) counts as one line. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const byId = new Map<string, RequestedLine>()
  for (const line of lines) {
    const seen = byId.get(line.id)
    byId.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line })
  }
  return [...byId.values()]
}

const NOTICES = nlCheckout.notices
const notice = {
  unknown: icuMessage(NOTICES.unknown, 'nl'),
  soldOut: icuMessage(NOTICES.soldOut, 'nl'),
  tooMany: icuMessage(NOTICES.tooMany, 'nl'),
  priceChanged: icuMessage(NOTICES.priceChanged, 'nl'),
}

/** What a shopper is told when a cart cannot be ordered as it is (api-contract.md: Dutch), from src/messages/nl/checkout.json. */
export const CHECKOUT_TEXT = {
  empty: NOTICES.empty,
  unknown: (name: string) => notice.unknown({ name }),
  soldOut: (name: string) => notice.soldOut({ name }),
  tooMany: (name: string, left: number) => notice.tooMany({ name, left }),
  priceChanged: (name: string, price: number) => notice.priceChanged({ name, price: formatCents(price) }),
} as const

/**
 * Prices a cart against stored wines. The first problem found wins, in the order a shopper can
 * act on: empty cart, a wine that no longer exists, not enough left, a price that changed.
 */
export function priceCart(requested: readonly RequestedLine[], wines: ReadonlyMap<string, StoredWine>): PricingResult {
  const lines = mergeLines(requested)
  if (lines.length === 0) return { ok: false, notification: { type: 'info', message: CHECKOUT_TEXT.empty } }

  for (const line of lines) {
    if (!wines.has(line.id))
      return { ok: false, notification: { type: 'error', message: CHECKOUT_TEXT.unknown(line.name?.trim() || line.id) } }
  }
  for (const line of lines) {
    const wine = wines.get(line.id)!
    if (wine.available < 1) return { ok: false, notification: { type: 'error', message: CHECKOUT_TEXT.soldOut(wine.name) } }
    if (line.quantity > wine.available)
      return { ok: false, notification: { type: 'warning', message: CHECKOUT_TEXT.tooMany(wine.name, wine.available) } }
  }
  for (const line of lines) {
    const wine = wines.get(line.id)!
    if (line.price !== undefined && line.price !== wine.price) {
      return { ok: false, notification: { type: 'warning', message: CHECKOUT_TEXT.priceChanged(wine.name, wine.price) } }
    }
  }

  const priced = lines.map((line) => {
    const wine = wines.get(line.id)!
    return {
      productId: wine.productId,
      ean: wine.ean,
      name: wine.name,
      type: wine.type,
      unitPrice: wine.price,
      quantity: line.quantity,
      lineTotal: wine.price * line.quantity,
    }
  })
  const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0)
  const shipping = shippingFor(subtotal)
  return { ok: true, cart: { lines: priced, subtotal, shipping, total: subtotal + shipping } }
}
