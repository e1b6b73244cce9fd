/**
 * Caps on what one checkout may reserve (SECURITY.md, stock hoarding). A checkout holds its bottles
 * for 30 minutes, so without caps one request could lock the whole range, again and again. The
 * numbers are the merchant's (Winkelgegevens → Grenzen per bestelling); these rules are pure.
 */
import type { Notification, RequestedLine } from './pricing'
import { icuMessage } from '../../lib/messages'
import nlCheckout from '../../messages/nl/checkout.json'

export type CheckoutLimits = { maxPerLine: number; maxPerOrder: number; maxOpenPerClient: number }

/** As seeded and as the settings' defaults: a generous private order, far from a whole stock. */
export const DEFAULT_CHECKOUT_LIMITS: CheckoutLimits = { maxPerLine: 24, maxPerOrder: 60, maxOpenPerClient: 3 }

const notice = {
  perLine: icuMessage(nlCheckout.notices.perLine, 'nl'),
  perOrder: icuMessage(nlCheckout.notices.perOrder, 'nl'),
  openOrders: icuMessage(nlCheckout.notices.openOrders, 'nl'),
}

/** What a shopper is told when a cart breaks a cap (api-contract.md: Dutch), from src/messages/nl/checkout.json. */
export const LIMIT_TEXT = {
  perLine: (name: string, max: number) => notice.perLine({ name, max }),
  perOrder: (max: number) => notice.perOrder({ max }),
  open: (max: number) => notice.openOrders({ max }),
} as const

/** The first cap a cart breaks, as the notification the shopper sees; null when it fits. `lines` are merged (one per wine). */
export function quantityProblem(
  lines: readonly RequestedLine[],
  limits: CheckoutLimits,
  nameOf: (id: string) => string,
): Notification | null {
  const over = lines.find((l) => l.quantity > limits.maxPerLine)
  if (over) return { type: 'warning', message: LIMIT_TEXT.perLine(nameOf(over.id), limits.maxPerLine) }
  const units = lines.reduce((sum, l) => sum + l.quantity, 0)
  if (units > limits.maxPerOrder) return { type: 'warning', message: LIMIT_TEXT.perOrder(limits.maxPerOrder) }
  return null
}

export function openCheckoutsProblem(open: number, limits: CheckoutLimits): Notification | null {
  return open >= limits.maxOpenPerClient ? { type: 'warning', message: LIMIT_TEXT.open(limits.maxOpenPerClient) } : null
}

/** Settings as stored (null fields on an old row) → whole numbers of at least 1, with the defaults as fallback. */
export function limitsFrom(stored: Partial<Record<keyof CheckoutLimits, number | null | undefined>> | null | undefined): CheckoutLimits {
  const pick = (key: keyof CheckoutLimits) => {
    const v = stored?.[key]
    return typeof v === 'number' && Number.isInteger(v) && v >= 1 ? v : DEFAULT_CHECKOUT_LIMITS[key]
  }
  return { maxPerLine: pick('maxPerLine'), maxPerOrder: pick('maxPerOrder'), maxOpenPerClient: pick('maxOpenPerClient') }
}
