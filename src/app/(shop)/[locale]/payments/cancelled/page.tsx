import Link from 'next/link'
import { localizedPath } from '@/lib/seo'
import { loadPaymentPage, paymentPageMetadata, PaymentResult } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-geannuleerd'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/cancelled')

/** The visitor cancelled at the payment provider: nothing was charged; back to the shop. */
export default async function PaymentCancelledPage({ params }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      <p className="mt-8">
        <Link href={localizedPath('/', locale)} className="inline-flex rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900">
          {t('payments.continueShopping')}
        </Link>
      </p>
    </PaymentResult>
  )
}
