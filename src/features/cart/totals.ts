/** Cart totals and shipping (spec §4, §9). Pure; apart from the line rules, which every page loads, as only the drawer and checkout need these. */
import type { CartLine } from './rules'
import { PROMISES } from '../../lib/promises'

/** The shop's shipping promise (lib/promises.ts): the same numbers every text states. */
export const FREE_SHIPPING_FROM_CENTS = PROMISES.shipping.freeAboveCents
export const SHIPPING_CENTS = PROMISES.shipping.costCents

/** 795 cents when 0 < subtotal ≤ 7500, free above (and nothing for an empty cart). */
export function shippingFor(subtotal: number): number {
  return subtotal > 0 && subtotal <= FREE_SHIPPING_FROM_CENTS ? SHIPPING_CENTS : 0
}

export function subtotalOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.price * l.quantity, 0)
}

export function totalsOf(lines: readonly CartLine[]) {
  const subtotal = subtotalOf(lines)
  const shipping = shippingFor(subtotal)
  return { subtotal, shipping, total: subtotal + shipping }
}

/**
 * What the shopper must still add for free shipping (spec §2: "Bestel nog voor min. {amount}"): free
 * starts *above* € 75, so the amount reaches one cent past it; adding exactly this makes shipping
 * free, a cent less does not. Null once shipping is free or the cart is empty.
 */
export function freeShippingRemainder(subtotal: number): number | null {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_FROM_CENTS) return null
  return FREE_SHIPPING_FROM_CENTS + 1 - subtotal
}
