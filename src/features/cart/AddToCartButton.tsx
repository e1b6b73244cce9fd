'use client'
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { useCartStore } from './store'
import type { CartLine } from './rules'

/**
 * `In winkelmandje` on the product page. The drawer opens from the header (spec §4); here a polite
 * status line confirms the addition. Sold out: the button stays, disabled.
 */
export function AddToCartButton({ item }: { item: Omit<CartLine, 'quantity'> }) {
  const t = useTranslations('cart')
  const add = useCartStore((s) => s.add)
  const [message, setMessage] = useState('')
  const soldOut = item.stock < 1

  const onClick = () => {
    const { cart, hydrated } = useCartStore.getState()
    if (!hydrated) return
    const inCart = cart.find((l) => l.id === item.id)?.quantity ?? 0
    if (inCart >= item.stock) {
      setMessage(t('allInCart', { name: item.name }))
      return
    }
    add(item)
    setMessage(t('added', { name: item.name }))
  }

  return (
    <div>
      <button
        type="button"
        disabled={soldOut}
        onClick={onClick}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-wine-700 px-8 py-3.5 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:cursor-not-allowed disabled:bg-ink/30 sm:w-auto"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
          <path d="M13 3v4m-2-2h4" />
        </svg>
        {t('add')}
      </button>
      <p role="status" className="mt-3 min-h-6 text-sm text-wine-700">
        {message}
      </p>
    </div>
  )
}
