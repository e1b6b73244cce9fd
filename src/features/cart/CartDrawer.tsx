'use client'
import { useEffect, useRef, useState } from 'react'
import { useLocale, useTranslations } from '@/i18n/client'
import { useShallow } from 'zustand/react/shallow'
import { formatCents } from '../../lib/money'
import { canDecrease, canIncrease, type CartLine } from './rules'
import { freeShippingRemainder, FREE_SHIPPING_FROM_CENTS, totalsOf } from './totals'
import { useCartStore } from './store'
import { refreshCart } from './refresh'
import { gapFillers, type FreshLine, type Thumb } from './actions'
import { NotificationList, notify } from '../notifications'
import { CART_BUTTON_ID } from './CartButton'
import { pricePerBottle } from '../../lib/bottles'
import { ModalDialog } from '../../lib/modal-dialog'
import { asLocale, localizedPath } from '../../lib/paths'

/**
 * The cart drawer (ui-contract "Cart drawer"): the shop's modal (lib/modal-dialog.tsx) named
 * `Winkelmandje` that slides in from the right in 500 ms (CSS in globals.css). The page behind it is
 * inert; Tab is kept inside, Escape and the backdrop close it, focus goes back where it came from.
 */
export type Checkout = (lines: readonly CartLine[], locale: string, fallbackMessage: string) => Promise<'redirecting' | 'notified'>

export default function CartDrawer({ onCheckout }: { onCheckout: Checkout }) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const { cart, open, closeCart, setLineQuantity, remove } = useCartStore(
    useShallow((s) => ({ cart: s.cart, open: s.open, closeCart: s.closeCart, setLineQuantity: s.setLineQuantity, remove: s.remove })),
  )
  const dialog = useRef<HTMLDialogElement>(null)
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const [thumbs, setThumbs] = useState<Record<string, Thumb>>({})
  const [fillers, setFillers] = useState<FreshLine[]>([])

  // Prices and stock are read again from the server each time the drawer opens.
  useEffect(() => {
    if (!open) return
    let cancelled = false
    refreshCart(locale)
      .then(({ changed, thumbs }) => {
        if (cancelled) return
        setThumbs((known) => ({ ...known, ...thumbs }))
        if (changed) setNotice(t('updated'))
      })
      .catch(() => !cancelled && setNotice(t('refreshFailed')))
    return () => {
      cancelled = true
    }
  }, [open, locale, t])

  const onClosed = () => {
    setNotice('')
    if (useCartStore.getState().open) closeCart()
  }

  // When a quantity button disappears (at 1 or at stock), keep focus on the line.
  const change = (line: CartLine, delta: 1 | -1, el: HTMLElement) => {
    const next = line.quantity + delta
    setLineQuantity(line.id, next)
    const hides = delta < 0 ? next <= 1 : next >= line.stock
    if (hides)
      el.closest('li')
        ?.querySelector<HTMLElement>(delta < 0 ? '[data-increase]' : '[data-decrease]')
        ?.focus()
  }

  const { subtotal, shipping, total } = totalsOf(cart)
  const remainder = freeShippingRemainder(subtotal)
  const cartIds = cart.map((l) => l.id).join(',')

  // Below the free-shipping limit: a few wines in stock that each close the gap (issue #19).
  useEffect(() => {
    if (!open || remainder === null) return
    let cancelled = false
    gapFillers({ locale, remainder, exclude: cartIds ? cartIds.split(',') : [] })
      .then((found) => !cancelled && setFillers(found))
      .catch(() => !cancelled && setFillers([]))
    return () => {
      cancelled = true
    }
  }, [open, remainder, locale, cartIds])
  const progress = Math.min(100, Math.round((subtotal / FREE_SHIPPING_FROM_CENTS) * 100))
  const home = localizedPath('/', asLocale(locale))

  return (
    <ModalDialog
      dialogRef={dialog}
      open={open}
      onDismiss={closeCart}
      onClosed={onClosed}
      fallbackFocus={() => document.getElementById(CART_BUTTON_ID)}
      aria-label={t('title')}
      className="cart-drawer"
    >
      <div className="flex h-full flex-col bg-cork-50">
        <div className="flex items-center gap-3 border-b border-cork-300/60 px-4 py-4 sm:px-6">
          <button
            type="button"
            aria-label={t('close')}
            onClick={closeCart}
            data-close
            autoFocus
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-wine-900 hover:bg-cork-100"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M19 12H5m6-6-6 6 6 6" />
            </svg>
          </button>
          <h2 className="font-serif text-2xl font-semibold text-wine-900">
            {t('title')} <span className="text-lg font-normal text-ink/70">({cart.length})</span>
          </h2>
        </div>

        <p role="status" className="px-4 text-sm text-wine-700 empty:hidden sm:px-6 [&:not(:empty)]:pt-3">
          {notice}
        </p>

        {cart.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 text-center">
            <p className="text-lg text-ink/80">{t('empty')}</p>
            <a href={home} onClick={closeCart} className="rounded-full bg-wine-700 px-5 py-2.5 font-medium text-white hover:bg-wine-900">
              {t('emptyCta')}
            </a>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-cork-300/50 overflow-y-auto px-4 sm:px-6">
            {cart.map((line) => (
              <li key={line.id} className="py-4">
                <div className="flex justify-between gap-4">
                  {thumbs[line.id] ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a 48 × 120 thumbnail from lib/images; next/image would add client JS.
                    <img
                      src={thumbs[line.id]!.src}
                      srcSet={thumbs[line.id]!.srcSet}
                      width={24}
                      height={60}
                      alt=""
                      loading="lazy"
                      className="h-15 w-6 shrink-0 object-contain"
                    />
                  ) : (
                    <span className="h-15 w-6 shrink-0" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <a
                      href={localizedPath(`/producten/${line.id}`, asLocale(locale))}
                      onClick={closeCart}
                      className="font-medium text-ink hover:text-wine-700 hover:underline"
                    >
                      {line.name}
                    </a>
                    <p className="mt-0.5 text-sm text-ink/70">{t('unit', { type: line.type })}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-semibold tabular-nums">{formatCents(line.price * line.quantity)}</p>
                    {line.quantity > 1 && <p className="text-xs text-ink/70">{t('each', { price: formatCents(line.price) })}</p>}
                    {pricePerBottle(line.price, line.type) !== null && (
                      <p className="text-xs text-ink/70">
                        {t('perBottle', { price: formatCents(pricePerBottle(line.price, line.type)!) })}
                      </p>
                    )}
                  </div>
                </div>
                <div className="mt-3 flex items-center gap-1">
                  {canDecrease(line) ? (
                    <button
                      type="button"
                      data-decrease
                      aria-label={t('decrease')}
                      onClick={(e) => change(line, -1, e.currentTarget)}
                      className="qty-btn"
                    >
                      <span aria-hidden="true">−</span>
                    </button>
                  ) : (
                    <span className="h-9 w-9" aria-hidden="true" />
                  )}
                  <span className="min-w-8 text-center font-semibold tabular-nums">
                    <span className="sr-only">{t('quantity')}: </span>
                    <span>{line.quantity}</span>
                  </span>
                  {canIncrease(line) ? (
                    <button
                      type="button"
                      data-increase
                      aria-label={t('increase')}
                      onClick={(e) => change(line, 1, e.currentTarget)}
                      className="qty-btn"
                    >
                      <span aria-hidden="true">+</span>
                    </button>
                  ) : (
                    <span className="h-9 w-9" aria-hidden="true" />
                  )}
                  {!canIncrease(line) && <span className="ml-2 text-xs text-ink/70">{t('maxReached', { stock: line.stock })}</span>}
                  <button
                    type="button"
                    aria-label={t('remove')}
                    onClick={() => {
                      remove(line.id)
                      // The button is gone with its line: keep focus inside the drawer.
                      requestAnimationFrame(() => dialog.current?.querySelector<HTMLElement>('[data-close]')?.focus())
                    }}
                    className="ml-auto inline-flex h-9 w-9 items-center justify-center rounded-full text-ink/70 hover:bg-wine-50 hover:text-wine-700"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="h-5 w-5"
                      aria-hidden="true"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    >
                      <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
                    </svg>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}

        <div className="border-t border-cork-300/60 bg-white px-4 py-5 sm:px-6">
          {remainder !== null ? (
            <div className="mb-4">
              <p className="text-sm text-ink/80">{t('freeShippingHint', { amount: formatCents(remainder) })}</p>
              <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-cork-100" aria-hidden="true">
                <div className="h-full rounded-full bg-wine-500" style={{ width: `${progress}%` }} />
              </div>
              {fillers.length > 0 && (
                <section aria-labelledby="verzending-gratis-met" className="mt-3">
                  <h3 id="verzending-gratis-met" className="text-sm font-semibold text-wine-900">
                    {t('gapFillers')}
                  </h3>
                  <ul className="mt-2 space-y-2">
                    {fillers.map((w) => (
                      <li key={w.id} className="flex items-center gap-3 text-sm">
                        {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail from lib/images */}
                        <img
                          src={w.thumb.src}
                          srcSet={w.thumb.srcSet}
                          width={16}
                          height={40}
                          alt=""
                          loading="lazy"
                          className="h-10 w-4 shrink-0 object-contain"
                        />
                        <span className="min-w-0 flex-1 truncate">{w.name}</span>
                        <span className="tabular-nums">{formatCents(w.price)}</span>
                        <button
                          type="button"
                          aria-label={t('addFiller', { name: w.name })}
                          onClick={() =>
                            useCartStore.getState().add({ id: w.id, name: w.name, type: w.type, price: w.price, stock: w.stock })
                          }
                          className="rounded-full border border-wine-700 px-3 py-1 font-medium text-wine-700 hover:bg-wine-50"
                        >
                          {t('addShort')}
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          ) : (
            subtotal > 0 && <p className="mb-4 text-sm font-medium text-wine-700">{t('freeShippingReached')}</p>
          )}
          <dl className="space-y-1.5 text-[0.95rem]">
            <div className="flex justify-between gap-4">
              <dt>{t('subtotal')}</dt>
              <dd className="tabular-nums">{formatCents(subtotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t('shipping')}</dt>
              <dd className="tabular-nums">{subtotal > 0 && shipping === 0 ? t('shippingFree') : formatCents(shipping)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-cork-100 pt-2 text-lg font-semibold">
              <dt>{t('total')}</dt>
              <dd className="whitespace-nowrap tabular-nums">{formatCents(total)}</dd>
            </div>
          </dl>
          <button
            type="button"
            disabled={cart.length === 0 || busy}
            aria-busy={busy || undefined}
            onClick={async () => {
              setBusy(true)
              try {
                // While the page leaves for the hosted checkout the button stays busy.
                if ((await onCheckout(useCartStore.getState().cart, locale, t('checkoutFailed'))) === 'redirecting') return
              } catch (error) {
                console.error('[checkout]', error)
                notify({
                  type: 'error',
                  message: error instanceof Error ? error.message : t('checkoutFailed'),
                  duration: 0,
                  dismissible: true,
                })
              }
              setBusy(false)
            }}
            className="mt-5 w-full rounded-full bg-wine-700 px-6 py-3.5 text-lg font-semibold text-white shadow-sm transition-colors hover:bg-wine-900 disabled:cursor-not-allowed disabled:bg-ink/30"
          >
            {t('checkout')}
          </button>
          <p role="status" className="sr-only">
            {busy ? t('checkoutBusy') : ''}
          </p>
          <NotificationList inline />
        </div>
      </div>
    </ModalDialog>
  )
}
