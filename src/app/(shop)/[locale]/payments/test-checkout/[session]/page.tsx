import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { localizedPath } from '@/lib/seo'
import { findOrder } from '@/features/checkout/orders'
import { isTestSessionId } from '@/features/checkout/providers'
import { OrderLines } from '@/features/checkout/components/OrderLines'
import { TestCheckoutForm } from '@/features/checkout/components/TestCheckoutForm'
import { intlLocale } from '@/lib/locale-tags'

type Props = { params: Promise<{ locale: string; session: string }> }

export const metadata: Metadata = { title: 'Testbetaling', robots: { index: false, follow: false } }

/** The built-in test provider's hosted checkout: clearly a test, the order's lines, 18+ consent, Betalen / Annuleren. */
export default async function TestCheckoutPage({ params }: Props) {
  const { locale, session } = await params
  if (!isLocale(locale) || !isTestSessionId(session)) notFound()
  setRequestLocale(locale)
  const order = await findOrder({ sessionId: session })
  if (!order) notFound()
  const t = await getTranslations({ locale, namespace: 'checkout' })
  const open = order.status === 'pending' && new Date(order.expiresAt ?? 0) > new Date()
  const time = new Date(order.expiresAt ?? 0).toLocaleTimeString(intlLocale(locale), {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
  })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <p className="inline-block rounded-md bg-amber-300 px-3 py-1 text-sm font-bold tracking-wider text-ink">{t('testCheckout.badge')}</p>
      <h1 className="mt-3 font-serif text-3xl font-semibold text-wine-900">{t('testCheckout.title')}</h1>
      <p className="mt-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4">{t('testCheckout.notice')}</p>
      <h2 className="mt-8 font-serif text-xl font-semibold text-wine-900">
        {t('testCheckout.order', { number: order.orderNumber ?? '' })}
      </h2>
      <div className="mt-3">
        <OrderLines order={order} locale={locale} />
      </div>
      {open ? (
        <>
          <p className="mt-4 text-sm text-ink/80">{t('testCheckout.expires', { time })}</p>
          <TestCheckoutForm
            session={session}
            locale={locale}
            labels={{
              name: t('testCheckout.name'),
              email: t('testCheckout.email'),
              street: t('testCheckout.street'),
              postalCode: t('testCheckout.postalCode'),
              city: t('testCheckout.city'),
              adult: t('testCheckout.adult'),
              pay: t('testCheckout.pay'),
              cancel: t('testCheckout.cancel'),
              paying: t('testCheckout.paying'),
              delivery: t('testCheckout.delivery'),
            }}
          />
        </>
      ) : (
        <div className="mt-6">
          <p role="alert">{t('testCheckout.closed')}</p>
          <a
            href={localizedPath('/', locale)}
            className="mt-4 inline-flex rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900"
          >
            {t('testCheckout.backToShop')}
          </a>
        </div>
      )}
    </div>
  )
}
