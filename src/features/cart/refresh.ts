'use client'
import { freshCartLines } from './actions'
import { refreshLines, sameLines } from './rules'
import { useCartStore } from './store'

/** Reads current prices and stock for the cart from the server; true when the cart changed. */
export async function refreshCart(locale: string): Promise<boolean> {
  const ids = useCartStore.getState().cart.map((l) => l.id)
  if (ids.length === 0) return false
  const fresh = await freshCartLines({ locale, ids })
  const before = useCartStore.getState().cart
  const after = refreshLines(before, new Map(fresh.map((f) => [f.id, f])))
  if (sameLines(before, after)) return false
  useCartStore.getState().replaceCart(after)
  return true
}
