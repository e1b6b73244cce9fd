/**
 * What the browser keeps under one fixed local-storage key (spec §3): the cart lines and the consent
 * flag, nothing else. Pure: parsing is defensive because anyone can edit local storage.
 */
import type { CartLine } from './rules'

export const STORAGE_KEY = 'kelder-en-kurk'
export const MAX_CART_LINES = 100

export type PersistedCart = { cart: CartLine[]; consentGiven: boolean }
export const EMPTY_PERSISTED: PersistedCart = { cart: [], consentGiven: false }

/*
 * Checked by hand, not with zod: this runs on every page in the browser, and zod's core would add
 * ~23 KiB gzipped to every first load for six fields. Server boundaries keep zod.
 */
const isInt = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max

function lineFrom(item: unknown): CartLine | null {
  if (!item || typeof item !== 'object') return null
  const l = item as Record<string, unknown>
  if (!isText(l.id, 13) || !/^\d{13}$/.test(l.id) || !isText(l.name, 200) || !isText(l.type, 100)) return null
  if (!isInt(l.price, 10_000_000) || !isInt(l.quantity, 1_000_000) || !isInt(l.stock, 1_000_000)) return null
  return { id: l.id, name: l.name, type: l.type, price: l.price, quantity: l.quantity, stock: l.stock }
}

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
    const line = lineFrom(item)
    if (!line || line.stock < 1 || seen.has(line.id)) continue
    seen.add(line.id)
    cart.push({ ...line, quantity: Math.max(1, Math.min(line.quantity, line.stock)) })
  }
  return { cart, consentGiven: obj.consentGiven === true }
}

/** Exactly `{cart, consentGiven}`: whatever else the state holds (drawer open, hydrated) stays in memory. */
export function writePersisted(state: PersistedCart): string {
  return JSON.stringify({ cart: state.cart, consentGiven: state.consentGiven })
}
