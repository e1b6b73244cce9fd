import { loadPaymentPage, paymentPageMetadata, PaymentResult, ProgressIndicator } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-verwerken'

export const generateMetadata = paymentPageMetadata(SLUG, '/payments/process-payment')

/** Waiting for the payment provider's confirmation (the checkout issue adds the polling). */
export default async function ProcessPaymentPage({ params }: Props) {
  const { locale, page, t, title } = await loadPaymentPage(SLUG, params)
  return (
    <PaymentResult page={page} fallbackTitle={title} locale={locale}>
      <ProgressIndicator label={t('payments.progressLabel')} />
      <p role="status" className="mt-4 text-ink/80">
        {t('payments.processing')}
      </p>
    </PaymentResult>
  )
}
