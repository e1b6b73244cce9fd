import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/lib/seo'
import { loadPaymentPage, paymentPageMetadata, PaymentResult } from '@/features/content'
import { CancelOnReturn, RetryButton } from '@/features/checkout/components/CartAfterPayment'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ session_id?: string | string[] }> }
const SLUG = 'betaling-geannuleerd'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/cancelled')

/** The visitor cancelled at the payment provider: nothing was charged, the cart is kept, try again. */
export default async function PaymentCancelledPage({ params, searchParams }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  const raw = (await searchParams).session_id
  const c = await getTranslations({ locale, namespace: 'checkout' })
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      {typeof raw === 'string' && raw.length <= 300 && <CancelOnReturn session={raw} />}
      {!page && <p className="mt-6">{c('cancelled.kept')}</p>}
      <p className="mt-6 flex flex-wrap gap-4">
        <RetryButton label={c('cancelled.retry')} />
        <a
          href={localizedPath('/', locale)}
          className="inline-flex rounded-full border border-wine-700 px-6 py-3 font-medium text-wine-700 hover:bg-wine-50"
        >
          {t('payments.continueShopping')}
        </a>
      </p>
    </PaymentResult>
  )
}
