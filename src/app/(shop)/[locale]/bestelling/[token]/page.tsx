import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { localizedPath } from '@/lib/seo'
import { findOrder } from '@/features/checkout/orders'
import { isSettled, type OrderStatus } from '@/features/checkout'
import { OrderLines } from '@/features/checkout/components/OrderLines'
import { intlLocale } from '@/lib/locale-tags'

type Props = { params: Promise<{ locale: string; token: string }> }

// A personal page behind a secret link: never indexed, never cached, never followed.
export const metadata: Metadata = { title: 'Bestelling', robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The guest order page the confirmation mail links to. */
export default async function OrderPage({ params }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale) || !/^[A-Za-z0-9_-]{32}$/.test(token)) notFound()
  setRequestLocale(locale)
  const order = await findOrder({ accessToken: token })
  if (!order) notFound()
  const t = await getTranslations({ locale, namespace: 'checkout' })
  const status = order.status as OrderStatus
  const placed = new Date(order.createdAt).toLocaleDateString(intlLocale(locale), {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'long',
  })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-wine-900">{t('order.title', { number: order.orderNumber ?? '' })}</h1>
      <p className="mt-2 text-ink/80">{t('order.placed', { date: placed })}</p>
      <p className="mt-4">
        {t('order.status')}: <strong>{t(`order.statuses.${status}`)}</strong>
      </p>
      <div className="mt-6">
        <OrderLines order={order} locale={locale} />
      </div>
      {order.shippingAddress && (
        <section className="mt-6">
          <h2 className="font-serif text-xl font-semibold text-wine-900">{t('order.address')}</h2>
          <p className="mt-2 whitespace-pre-line">{order.shippingAddress}</p>
        </section>
      )}
      <aside className="mt-6 rounded-xl border border-cork-300 bg-cork-100 p-5">
        <h2 className="font-serif text-lg font-semibold text-wine-900">{t('accepted.deliveryTitle')}</h2>
        <p className="mt-2">{t('accepted.delivery')}</p>
      </aside>
      {isSettled(status) && (
        <section className="mt-6">
          <p>{t('order.withdrawText')}</p>
          <a
            href={localizedPath('/herroepen', locale)}
            className="mt-3 inline-flex rounded-full border border-wine-700 px-6 py-3 font-medium text-wine-700 hover:bg-wine-50"
          >
            {t('order.withdraw')}
          </a>
        </section>
      )}
    </div>
  )
}
