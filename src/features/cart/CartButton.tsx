'use client'
import { useTranslations } from '@/i18n/client'
import { useCartStore, selectLineCount } from './store'
import type { ReactNode } from 'react'
import { preloadDrawer } from './preload'

export const CART_BUTTON_ID = 'winkelmandje-knop'

/**
 * The header's cart button: named `Winkelmandje` by hidden text inside (not aria-label, which would not
 * contain the visible count: Lighthouse's label-content-name-mismatch), described by the number of distinct lines
 * (0 until the stored cart has been read, so server and client HTML agree). The icon comes rendered
 * from the server (Header), so its SVG is not part of the page's JavaScript.
 */
export function CartButton({ icon }: { icon: ReactNode }) {
  const t = useTranslations('cart')
  const count = useCartStore(selectLineCount)
  const openCart = useCartStore((s) => s.openCart)
  return (
    <>
      <button
        id={CART_BUTTON_ID}
        type="button"
        aria-describedby="winkelmandje-aantal"
        aria-haspopup="dialog"
        onClick={openCart}
        onPointerEnter={preloadDrawer}
        onFocus={preloadDrawer}
        className="cart-button"
      >
        {icon}
        <span className="sr-only">{t('button')}</span>
        <span aria-hidden="true" className="cart-badge" data-empty={count === 0 || undefined}>
          {count}
        </span>
      </button>
      {/* Outside the button: the name stays exactly the label; this is its description. */}
      <span id="winkelmandje-aantal" hidden>
        {t('lineCount', { count })}
      </span>
    </>
  )
}
