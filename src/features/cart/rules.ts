/** Cart rules (spec §4, §9). Pure: no React, Next or Payload. */
export const FREE_SHIPPING_FROM_CENTS = 7500
export const SHIPPING_CENTS = 795

export type CartLine = {
  id: string
  name: string
  type: string
  price: number
  quantity: number
  stock: number
}

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

/** The remainder up to the free-shipping limit (spec §2); null once shipping is free or the cart is empty. */
export function freeShippingRemainder(subtotal: number): number | null {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_FROM_CENTS) return null
  return FREE_SHIPPING_FROM_CENTS - subtotal
}

export const canIncrease = (l: CartLine) => l.quantity < l.stock
export const canDecrease = (l: CartLine) => l.quantity > 1

function clampQuantity(quantity: number, stock: number): number {
  return Math.max(1, Math.min(Math.floor(quantity), stock))
}

/** Adds a product (or one more of it); never beyond stock, never for stock 0. */
export function addLine(lines: readonly CartLine[], item: Omit<CartLine, 'quantity'>, quantity = 1): CartLine[] {
  if (item.stock < 1) return [...lines]
  const existing = lines.find((l) => l.id === item.id)
  if (!existing) return [...lines, { ...item, quantity: clampQuantity(quantity, item.stock) }]
  return lines.map((l) =>
    l.id === item.id ? { ...l, ...item, quantity: clampQuantity(l.quantity + quantity, item.stock) } : l,
  )
}

export function setQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, quantity: clampQuantity(quantity, l.stock) } : l))
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id)
}

/** Applies fresh server prices and stock; lines whose wine is gone or sold out are dropped. */
export function refreshLines(
  lines: readonly CartLine[],
  fresh: ReadonlyMap<string, { name: string; type: string; price: number; stock: number }>,
): CartLine[] {
  return lines.flatMap((l) => {
    const f = fresh.get(l.id)
    if (!f || f.stock < 1) return []
    return [{ ...l, ...f, quantity: clampQuantity(l.quantity, f.stock) }]
  })
}

/** True when two carts show the same thing (used to tell the shopper that a refresh changed it). */
export function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((l, i) => {
      const m = b[i]
      return l.id === m.id && l.name === m.name && l.type === m.type && l.price === m.price && l.quantity === m.quantity && l.stock === m.stock
    })
  )
}
