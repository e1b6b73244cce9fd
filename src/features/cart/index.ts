/** The cart feature: pure rules, the browser store and its UI. */
export * from './rules'
export * from './totals'
export { STORAGE_KEY, readPersisted, writePersisted, type PersistedCart } from './persisted'
export { useCartStore, hydrateCart, selectLineCount, type CartState } from './store'
export { CartButton } from './CartButton'
export { CartRoot } from './CartRoot'
export { AddToCartButton } from './AddToCartButton'
export { QuickAddButton } from './QuickAddButton'
