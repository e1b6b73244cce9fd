'use client'
import { useEffect, useRef } from 'react'
import { hydrateCart, useCartStore } from '../../cart/store'
import { cancelCheckout } from '../actions'

/** The accepted page: the cart is done with, once the stored cart has been read (else it would come back). */
export function ClearCart() {
  useEffect(() => {
    hydrateCart()
    useCartStore.getState().clear()
  }, [])
  return null
}

/** The cancelled page: ends the provider's session once, so its stock is for sale again at once. */
export function CancelOnReturn({ session }: { session: string }) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    void cancelCheckout(session).catch(() => false)
  }, [session])
  return null
}

export function RetryButton({ label }: { label: string }) {
  const openCart = useCartStore((s) => s.openCart)
  return (
    <button
      type="button"
      onClick={openCart}
      className="inline-flex rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900"
    >
      {label}
    </button>
  )
}
