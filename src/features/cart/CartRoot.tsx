'use client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { hydrateCart, useCartStore } from './store'
import { STORAGE_KEY } from './persisted'
import { FloatingCartButton } from './FloatingCartButton'
import { NotificationList } from '../notifications'

// The drawer's code is fetched on first use (or on hover/focus of a cart button), not on page load.
// (React.lazy: it never renders on the server, see SommelierChat.)
const CartDrawer = lazy(() => import('./CartDrawer'))

// Checkout code is fetched when `Bestellen` is pressed.
const onCheckout: import('./CartDrawer').Checkout = async (...args) => (await import('./checkout')).onCheckout(...args)

/** Reads the stored cart after mount, keeps tabs in sync, and mounts the drawer once it is first opened. */
export function CartRoot() {
  const open = useCartStore((s) => s.open)
  const [used, setUsed] = useState(false)
  if (open && !used) setUsed(true)

  useEffect(() => {
    void hydrateCart()
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) void hydrateCart()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  return (
    <>
      <FloatingCartButton />
      {!open && <NotificationList />}
      {used && (
        <Suspense fallback={null}>
          <CartDrawer onCheckout={onCheckout} />
        </Suspense>
      )}
    </>
  )
}
