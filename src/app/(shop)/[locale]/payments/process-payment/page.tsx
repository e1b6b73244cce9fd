import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { getPage, PaymentResult, ProgressIndicator } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-verwerken'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return { ...pageMetadata({ title: page?.title || t(`titles.${SLUG}`), path: '/payments/process-payment', locale }), robots: { index: false, follow: false } }
}

/** Waiting for the payment provider's confirmation (the checkout issue adds the polling). */
export default async function ProcessPaymentPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return (
    <PaymentResult page={page} fallbackTitle={t(`titles.${SLUG}`)} locale={locale}>
      <ProgressIndicator label={t('payments.progressLabel')} />
      <p role="status" className="mt-4 text-ink/80">
        {t('payments.processing')}
      </p>
    </PaymentResult>
  )
}
