'use client'
import { freshCartLines, type Thumb } from './actions'
import { refreshLines, sameLines } from './rules'
import { useCartStore } from './store'

/**
 * Reads current prices, stock and pictures for the cart from the server. `changed` when the cart's
 * lines changed; the pictures are for the drawer only (not kept in local storage).
 */
export async function refreshCart(locale: string): Promise<{ changed: boolean; thumbs: Record<string, Thumb> }> {
  const ids = useCartStore.getState().cart.map((l) => l.id)
  if (ids.length === 0) return { changed: false, thumbs: {} }
  const fresh = await freshCartLines({ locale, ids })
  const thumbs = Object.fromEntries(fresh.map((f) => [f.id, f.thumb]))
  const before = useCartStore.getState().cart
  const after = refreshLines(before, new Map(fresh.map((f) => [f.id, f])))
  if (sameLines(before, after)) return { changed: false, thumbs }
  useCartStore.getState().replaceCart(after)
  return { changed: true, thumbs }
}
