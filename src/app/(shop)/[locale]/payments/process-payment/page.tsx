import { getTranslations } from 'next-intl/server'
import { localizedPath } from '@/lib/seo'
import { loadPaymentPage, paymentPageMetadata, PaymentResult, ProgressIndicator } from '@/features/content'
import { PaymentPoller } from '@/features/checkout/components/PaymentPoller'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ session_id?: string | string[] }> }
const SLUG = 'betaling-verwerken'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/process-payment')

/** Back from the hosted checkout: wait (polling, with a progress bar) until the payment is confirmed. */
export default async function ProcessPaymentPage({ params, searchParams }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  const raw = (await searchParams).session_id
  const session = typeof raw === 'string' ? raw.slice(0, 300) : ''
  const c = await getTranslations({ locale, namespace: 'checkout' })
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      <ProgressIndicator label={t('payments.progressLabel')} />
      <p role="status" className="mt-4 text-ink/80">
        {t('payments.processing')}
      </p>
      {session ? (
        <PaymentPoller
          session={session}
          acceptedHref={`${localizedPath('/payments/accepted', locale)}?session_id=${encodeURIComponent(session)}`}
          labels={{ closed: c('processing.closed'), slow: c('processing.slow'), unknown: c('processing.unknown') }}
        />
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-cork-300 bg-cork-100 p-4">
          {c('processing.unknown')}
        </p>
      )}
    </PaymentResult>
  )
}
