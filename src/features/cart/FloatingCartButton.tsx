'use client'
import { useEffect, useState } from 'react'
import { useTranslations } from '@/i18n/client'
import { useCartStore, selectLineCount } from './store'
import { CartIcon } from './CartIcon'
import { preloadDrawer } from './preload'

/** Spec §9: the floating cart button appears once the page has scrolled more than 100 px. */
export const FLOATING_THRESHOLD_PX = 100

export function FloatingCartButton() {
  const t = useTranslations('cart')
  const count = useCartStore(selectLineCount)
  const openCart = useCartStore((s) => s.openCart)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const check = () => setVisible(window.scrollY > FLOATING_THRESHOLD_PX)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => window.removeEventListener('scroll', check)
  }, [])

  if (!visible) return null
  return (
    <>
      <button
        type="button"
        aria-describedby="winkelmandje-zwevend-aantal"
        aria-haspopup="dialog"
        onClick={openCart}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        className="floating-cart fixed bottom-24 right-4 z-30 max-sm:bottom-4 max-sm:right-[5.5rem] inline-flex h-14 w-14 items-center justify-center rounded-full bg-wine-700 text-white shadow-lg shadow-wine-900/25 transition-transform hover:scale-105 hover:bg-wine-900 sm:right-6"
      >
        <CartIcon className="h-7 w-7" />
        <span className="sr-only">{t('floatingButton')}</span>
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 grid h-6 min-w-6 place-items-center rounded-full bg-cork-50 px-1 text-xs font-bold tabular-nums text-wine-900 ring-2 ring-wine-700"
        >
          {count}
        </span>
      </button>
      {/* Outside the button: the name stays exactly the label; this is its description. */}
      <span id="winkelmandje-zwevend-aantal" hidden>
        {t('lineCount', { count })}
      </span>
    </>
  )
}
