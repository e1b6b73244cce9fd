/** Cart rules (spec §4, §9): the lines and how they change. Pure: no React, Next or Payload. Totals: ./totals. */
export type CartLine = {
  id: string
  name: string
  type: string
  price: number
  quantity: number
  stock: number
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
  return lines.map((l) => (l.id === item.id ? { ...l, ...item, quantity: clampQuantity(l.quantity + quantity, item.stock) } : l))
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
      return (
        l.id === m.id && l.name === m.name && l.type === m.type && l.price === m.price && l.quantity === m.quantity && l.stock === m.stock
      )
    })
  )
}
