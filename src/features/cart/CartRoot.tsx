'use client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { hydrateCart, useCartStore } from './store'
import { STORAGE_KEY } from './persisted'
import { whenIdleIsland } from '../../lib/island'

// The floating button only appears after scrolling: not part of the page's first load. Neither are
// notifications: only the drawer and `Bestellen` (both fetched on first use) give any.
const FloatingCartButton = whenIdleIsland(() => import('./FloatingCartButton').then((m) => m.FloatingCartButton))
const NotificationList = lazy(() => import('../notifications/NotificationList').then((m) => ({ default: m.NotificationList })))

// The drawer's code is fetched on first use (or on hover/focus of a cart button), not on page load.
// (React.lazy, not next/dynamic: see lib/island.tsx.)
const CartDrawer = lazy(() => import('./CartDrawer'))

// Checkout code is fetched when `Bestellen` is pressed.
const onCheckout: import('./CartDrawer').Checkout = async (...args) => (await import('./checkout')).onCheckout(...args)

/** Reads the stored cart after mount, keeps tabs in sync, and mounts the drawer once it is first opened. */
export function CartRoot() {
  const open = useCartStore((s) => s.open)
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)

  useEffect(() => {
    hydrateCart()
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) hydrateCart()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  return (
    <>
      <FloatingCartButton />
      {used && !open && (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      )}
      {used && (
        <Suspense fallback={null}>
          <CartDrawer onCheckout={onCheckout} />
        </Suspense>
      )}
    </>
  )
}
