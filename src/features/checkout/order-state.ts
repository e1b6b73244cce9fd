/**
 * The order's life (design.md): pending until the payment provider confirms, then the merchant
 * ships and delivers. Expired and cancelled orders have given their reserved stock back. Pure.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  expired: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

/** What the merchant may set by hand in the admin: only the delivery steps. */
export function canMerchantSet(from: OrderStatus, to: OrderStatus): boolean {
  return from === to || ((to === 'shipped' || to === 'delivered') && canTransition(from, to))
}

export const isSettled = (s: OrderStatus) => s === 'paid' || s === 'shipped' || s === 'delivered'

/** `KK-2026-000123`: the year the order was placed and its database id. */
export function formatOrderNumber(id: number | string, placedAt: Date): string {
  const n = String(id).replace(/\D/g, '')
  return `KK-${placedAt.getUTCFullYear()}-${n.padStart(6, '0')}`
}

export const ORDER_NUMBER_PATTERN = /^KK-\d{4}-\d{6,}$/

/** How long a checkout may hold stock before it is released (Stripe's minimum session lifetime too). */
export const RESERVATION_MINUTES = 30
export const reservationExpiry = (from: Date) => new Date(from.getTime() + RESERVATION_MINUTES * 60_000)

/** Dutch law (Burgerlijk Wetboek 7:46d): 14 days to withdraw, counted from delivery. */
export const WITHDRAWAL_DAYS = 14

export type WithdrawalVerdict = { ok: true } | { ok: false; reason: 'not-paid' | 'too-late' }

/**
 * May the buyer still withdraw? Any paid order before delivery, and up to 14 days after the day
 * it was delivered (the merchant sets `delivered`); an order that was never paid has nothing to withdraw.
 */
export function withdrawalAllowed(status: OrderStatus, deliveredAt: Date | null, now: Date): WithdrawalVerdict {
  if (!isSettled(status)) return { ok: false, reason: 'not-paid' }
  if (status !== 'delivered' || !deliveredAt) return { ok: true }
  const end = new Date(deliveredAt)
  end.setUTCDate(end.getUTCDate() + WITHDRAWAL_DAYS)
  end.setUTCHours(23, 59, 59, 999)
  return now <= end ? { ok: true } : { ok: false, reason: 'too-late' }
}
