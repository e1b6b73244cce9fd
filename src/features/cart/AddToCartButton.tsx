'use client'
import { useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { useCartStore } from './store'
import type { CartLine } from './rules'

type Added = { count: number; limited: boolean } | { count: 0; allInCart: true }

/**
 * `In winkelmandje` on the product page, with a quantity stepper (issue #19). After adding, a
 * confirmation names the wine and how many went in, with `Bestellen` (opens the cart, where the
 * order is placed) and `Verder winkelen`. More than the stock never goes in: what is left does, and
 * the confirmation says so. Sold out: the button stays, disabled.
 */
export function AddToCartButton({ item }: { item: Omit<CartLine, 'quantity'> }) {
  const t = useTranslations('cart')
  const add = useCartStore((s) => s.add)
  const openCart = useCartStore((s) => s.openCart)
  // Until the cart is read from local storage a click could not count what is in it: the button waits
  // (disabled, also in the server's HTML) instead of swallowing the click.
  const hydrated = useCartStore((s) => s.hydrated)
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState<Added | null>(null)
  const soldOut = item.stock < 1
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(n) || 1), Math.max(1, item.stock))

  const onAdd = () => {
    const { cart, hydrated } = useCartStore.getState()
    if (!hydrated) return
    const free = item.stock - (cart.find((l) => l.id === item.id)?.quantity ?? 0)
    if (free < 1) return setAdded({ count: 0, allInCart: true })
    const count = Math.min(quantity, free)
    add(item, count)
    setAdded({ count, limited: count < quantity })
    setQuantity(1)
  }

  const step =
    'inline-flex h-11 w-11 items-center justify-center text-xl text-wine-900 hover:bg-cork-100 disabled:text-ink/30 disabled:hover:bg-transparent'
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {!soldOut && (
          <div
            role="group"
            aria-label={t('quantity')}
            className="inline-flex items-center overflow-hidden rounded-full border border-cork-300 bg-white"
          >
            <button
              type="button"
              aria-label={t('quantityLess')}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => clamp(q - 1))}
              className={step}
            >
              −
            </button>
            <input
              type="number"
              inputMode="numeric"
              aria-label={t('quantity')}
              min={1}
              max={item.stock}
              value={quantity}
              onChange={(e) => setQuantity(clamp(Number(e.target.value)))}
              className="h-11 w-12 border-x border-cork-300 text-center text-lg tabular-nums outline-none [appearance:textfield] focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-wine-500 [&::-webkit-inner-spin-button]:appearance-none"
            />
            <button
              type="button"
              aria-label={t('quantityMore')}
              disabled={quantity >= item.stock}
              onClick={() => setQuantity((q) => clamp(q + 1))}
              className={step}
            >
              +
            </button>
          </div>
        )}
        <button
          type="button"
          disabled={soldOut || !hydrated}
          onClick={onAdd}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-wine-700 px-8 py-3.5 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:cursor-not-allowed disabled:bg-ink/30 sm:flex-none"
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3 4h2l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
            <path d="M13 3v4m-2-2h4" />
          </svg>
          {t('add')}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm font-medium text-wine-900">
        {added &&
          ('allInCart' in added
            ? t('allInCart', { name: item.name })
            : t(added.limited ? 'addedLimited' : 'addedCount', { count: added.count, name: item.name }))}
      </p>
      {added && !('allInCart' in added) && (
        <div className="mt-2 flex flex-wrap gap-3">
          <button type="button" onClick={openCart} className="rounded-full bg-wine-900 px-5 py-2 font-medium text-white hover:bg-wine-700">
            {t('checkout')}
          </button>
          <button
            type="button"
            onClick={() => setAdded(null)}
            className="rounded-full border border-wine-700 px-5 py-2 font-medium text-wine-700 hover:bg-wine-50"
          >
            {t('continueShopping')}
          </button>
        </div>
      )}
    </div>
  )
}
