/**
 * What the browser keeps under one fixed local-storage key (spec §3): the cart lines and the consent
 * flag, nothing else. Pure: parsing is defensive because anyone can edit local storage.
 */
import * as z from 'zod/mini'
import type { CartLine } from './rules'

export const STORAGE_KEY = 'kelder-en-kurk'
export const MAX_CART_LINES = 100

export type PersistedCart = { cart: CartLine[]; consentGiven: boolean }
export const EMPTY_PERSISTED: PersistedCart = { cart: [], consentGiven: false }

const count = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))
const lineSchema = z.object({
  id: z.string().check(z.regex(/^\d{13}$/)),
  name: z.string().check(z.maxLength(200)),
  type: z.string().check(z.maxLength(100)),
  price: z.number().check(z.int(), z.minimum(0), z.maximum(10_000_000)),
  quantity: count,
  stock: count,
})

/** Reads the stored JSON; broken or foreign lines are dropped, quantities kept within 1..stock. */
export function readPersisted(raw: string | null | undefined): PersistedCart {
  if (!raw) return { ...EMPTY_PERSISTED, cart: [] }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { ...EMPTY_PERSISTED, cart: [] }
  }
  const obj = data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  const seen = new Set<string>()
  const cart: CartLine[] = []
  for (const item of Array.isArray(obj.cart) ? obj.cart.slice(0, MAX_CART_LINES) : []) {
    const parsed = lineSchema.safeParse(item)
    if (!parsed.success || parsed.data.stock < 1 || seen.has(parsed.data.id)) continue
    seen.add(parsed.data.id)
    const line = parsed.data
    cart.push({ id: line.id, name: line.name, type: line.type, price: line.price, stock: line.stock, quantity: Math.max(1, Math.min(line.quantity, line.stock)) })
  }
  return { cart, consentGiven: obj.consentGiven === true }
}

/** Exactly `{cart, consentGiven}`: whatever else the state holds (drawer open, hydrated) stays in memory. */
export function writePersisted(state: PersistedCart): string {
  return JSON.stringify({ cart: state.cart, consentGiven: state.consentGiven })
}
