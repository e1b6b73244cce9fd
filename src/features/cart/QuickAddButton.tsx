'use client'
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { useCartStore } from './store'
import type { CartLine } from './rules'

/**
 * A small `In winkelmandje` for a wine card outside the catalog (the wines under a guide article):
 * adds one bottle or box, never more than the stock, and says so in a status line.
 */
export function QuickAddButton({ item }: { item: Omit<CartLine, 'quantity'> }) {
  const t = useTranslations('cart')
  const [message, setMessage] = useState('')
  // Disabled until the cart is read from local storage (also in the server's HTML): a click before
  // that could not count what is in the cart, and would be lost.
  const hydrated = useCartStore((s) => s.hydrated)
  if (item.stock < 1) return null
  const onClick = () => {
    const { cart, hydrated, add } = useCartStore.getState()
    if (!hydrated) return
    if ((cart.find((l) => l.id === item.id)?.quantity ?? 0) >= item.stock) return setMessage(t('allInCart', { name: item.name }))
    add(item, 1)
    setMessage(t('addedCount', { count: 1, name: item.name }))
  }
  return (
    <div className="relative z-10 mt-2">
      <button
        type="button"
        onClick={onClick}
        disabled={!hydrated}
        aria-label={t('addFiller', { name: item.name })}
        className="rounded-full bg-wine-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-wine-900 disabled:cursor-not-allowed disabled:bg-ink/30"
      >
        {t('add')}
      </button>
      <p role="status" className="mt-1 text-xs text-wine-900 empty:hidden">
        {message}
      </p>
    </div>
  )
}
