'use client'
/**
 * The cart in the browser (zustand). Only `{cart, consentGiven}` is persisted, under one fixed
 * local-storage key; the drawer state and the hydration flag live in memory only.
 * Hydration is manual (`skipHydration`): the server renders an empty cart, the browser reads local
 * storage after mount, so server and client HTML always agree.
 */
import { create } from 'zustand'
import { persist, type PersistStorage } from 'zustand/middleware'
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

const storage: PersistStorage<PersistedCart> = {
  getItem: (name) => ({ state: readPersisted(window.localStorage.getItem(name)), version: 0 }),
  setItem: (name, value) => {
    // Before the stored cart is read, the in-memory (empty) one must never overwrite it.
    if (!useCartStore.persist.hasHydrated()) return
    try {
      window.localStorage.setItem(name, writePersisted(value.state))
    } catch {
      // Storage full or blocked (private mode): the cart still works for this page view.
    }
  },
  removeItem: (name) => window.localStorage.removeItem(name),
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
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
        if (!get().consentGiven) useCartStore.persist.clearStorage()
      },
      setConsentGiven: (consentGiven) => set({ consentGiven }),
      openCart: () => set({ open: true }),
      closeCart: () => set({ open: false }),
    }),
    {
      name: STORAGE_KEY,
      storage,
      skipHydration: true,
      partialize: ({ cart, consentGiven }) => ({ cart, consentGiven }),
      // Stored lines replace the in-memory ones; the in-memory drawer state is kept.
      merge: (persisted, current) => ({ ...current, ...(persisted as PersistedCart) }),
    },
  ),
)

/** Reads local storage once after mount, and again when another tab changes the cart. */
export async function hydrateCart(): Promise<void> {
  await useCartStore.persist.rehydrate()
  useCartStore.setState({ hydrated: true })
}

/** The number the badge shows: distinct lines, 0 until the stored cart is read. */
export const selectLineCount = (s: CartState) => (s.hydrated ? s.cart.length : 0)
