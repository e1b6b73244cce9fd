import Link from 'next/link'
import { localizedPath } from '@/lib/seo'
import { loadPaymentPage, paymentPageMetadata, PaymentResult } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-geslaagd'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/accepted')

/** After a successful payment. Delivery of alcohol comes with an age check: the page always says so. */
export default async function PaymentAcceptedPage({ params }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      {/* The CMS text explains the age check at delivery; without that page the shop still says it. */}
      {!page?.content && (
        <aside aria-labelledby="legitimatie" className="mt-8 rounded-xl border border-cork-300 bg-cork-100 p-5">
          <h2 id="legitimatie" className="font-serif text-lg font-semibold text-wine-900">
            {t('payments.idCheckTitle')}
          </h2>
          <p className="mt-2 leading-relaxed">{t('payments.idCheck')}</p>
        </aside>
      )}
      <p className="mt-8 flex flex-wrap gap-4">
        <Link href={localizedPath('/', locale)} className="rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900">
          {t('payments.continueShopping')}
        </Link>
        <Link href={localizedPath('/wijnwijzer', locale)} className="rounded-full border border-wine-700 px-6 py-3 font-medium text-wine-700 hover:bg-wine-50">
          {t('payments.readGuide')}
        </Link>
      </p>
    </PaymentResult>
  )
}
