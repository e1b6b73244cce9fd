import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/lib/seo'
import { loadPaymentPage, paymentPageMetadata, PaymentResult } from '@/features/content'
import { findOrder } from '@/features/checkout/orders'
import { isSettled, type OrderStatus } from '@/features/checkout'
import { OrderLines } from '@/features/checkout/components/OrderLines'
import { ClearCart } from '@/features/checkout/components/CartAfterPayment'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ session_id?: string | string[] }> }
const SLUG = 'betaling-geslaagd'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/accepted')

async function paidOrder(raw: string | string[] | undefined) {
  if (typeof raw !== 'string' || raw.length > 300) return null
  const order = await findOrder({ sessionId: raw })
  return order && isSettled(order.status as OrderStatus) ? order : null
}

/** After a successful payment: the order, the age check at delivery, and an empty cart. */
export default async function PaymentAcceptedPage({ params, searchParams }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  const order = await paidOrder((await searchParams).session_id)
  const c = await getTranslations({ locale, namespace: 'checkout' })
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      {order && (
        <section aria-labelledby="bestelling" className="mt-8">
          <ClearCart />
          <h2 id="bestelling" className="font-serif text-2xl font-semibold text-wine-900">
            {c('accepted.thanks')}
          </h2>
          <p className="mt-2 text-lg">
            {c('accepted.number')}: <strong className="tabular-nums">{order.orderNumber}</strong>
          </p>
          {order.customerEmail && <p className="mt-1 text-ink/80">{c('accepted.mailed', { email: order.customerEmail })}</p>}
          <div className="mt-4">
            <OrderLines order={order} locale={locale} />
          </div>
          {order.accessToken && (
            <p className="mt-4">
              <a
                href={localizedPath(`/bestelling/${order.accessToken}`, locale)}
                className="font-medium text-wine-700 underline underline-offset-4"
              >
                {c('accepted.viewOrder')}
              </a>
            </p>
          )}
        </section>
      )}
      <aside aria-labelledby="legitimatie" className="mt-8 rounded-xl border border-cork-300 bg-cork-100 p-5">
        <h2 id="legitimatie" className="font-serif text-lg font-semibold text-wine-900">
          {c('accepted.deliveryTitle')}
        </h2>
        <p className="mt-2 leading-relaxed">{c('accepted.delivery')}</p>
        {!page?.content && <p className="mt-2 leading-relaxed">{t('payments.idCheck')}</p>}
      </aside>
      <p className="mt-8 flex flex-wrap gap-4">
        <a href={localizedPath('/', locale)} className="rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900">
          {t('payments.continueShopping')}
        </a>
        <a
          href={localizedPath('/wijnwijzer', locale)}
          className="rounded-full border border-wine-700 px-6 py-3 font-medium text-wine-700 hover:bg-wine-50"
        >
          {t('payments.readGuide')}
        </a>
      </p>
    </PaymentResult>
  )
}
