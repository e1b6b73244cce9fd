'use client'
/**
 * The cart in the browser (zustand). Only `{cart, consentGiven}` is persisted, under one fixed
 * local-storage key; the drawer state and the hydration flag live in memory only.
 * Hydration is manual: the server renders an empty cart, the browser reads local
 * storage after mount, so server and client HTML always agree.
 */
import { create } from 'zustand'
import { addLine, removeLine, setQuantity, type CartLine } from './rules'
import { EMPTY_PERSISTED, readPersisted, STORAGE_KEY, writePersisted, type PersistedCart } from './persisted'

export type CartState = PersistedCart & {
  hydrated: boolean
  open: boolean
  add: (item: Omit<CartLine, 'quantity'>, quantity?: number) => void
  setLineQuantity: (id: string, quantity: number) => void
  remove: (id: string) => void
  replaceCart: (lines: CartLine[]) => void
  clear: () => void
  /** For the consent feature: the flag is persisted next to the cart. */
  setConsentGiven: (given: boolean) => void
  openCart: () => void
  closeCart: () => void
}

export const useCartStore = create<CartState>()((set, get) => ({
  ...EMPTY_PERSISTED,
  hydrated: false,
  open: false,
  add: (item, quantity = 1) => set({ cart: addLine(get().cart, item, quantity) }),
  setLineQuantity: (id, quantity) => set({ cart: setQuantity(get().cart, id, quantity) }),
  remove: (id) => set({ cart: removeLine(get().cart, id) }),
  replaceCart: (lines) => set({ cart: lines }),
  clear: () => {
    set({ cart: [] })
    // Spec §4: clearing the cart also removes it from local storage (the consent flag stays if given).
    if (!get().consentGiven) writeStorage(null)
  },
  setConsentGiven: (consentGiven) => set({ consentGiven }),
  openCart: () => set({ open: true }),
  closeCart: () => set({ open: false }),
}))

/*
 * Kept in local storage by hand rather than with zustand's persist middleware: with our own parser,
 * manual hydration and a two-field shape there was nothing left for it to do but cost every page
 * ~1 KiB of first-load JS.
 */
function writeStorage(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY)
    else window.localStorage.setItem(STORAGE_KEY, value)
  } catch {
    // Storage full or blocked (private mode): the cart still works for this page view.
  }
}

// Before the stored cart is read, the in-memory (empty) one must never overwrite it.
useCartStore.subscribe((state, previous) => {
  if (!state.hydrated || (state.cart === previous.cart && state.consentGiven === previous.consentGiven)) return
  writeStorage(writePersisted(state))
})

/** Reads local storage once after mount, and again when another tab changes the cart. */
export function hydrateCart(): void {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    // Blocked storage reads as an empty cart.
  }
  // Stored lines replace the in-memory ones; the in-memory drawer state is kept.
  useCartStore.setState({ ...readPersisted(stored), hydrated: true })
}

/** The number the badge shows: distinct lines, 0 until the stored cart is read. */
export const selectLineCount = (s: CartState) => (s.hydrated ? s.cart.length : 0)
