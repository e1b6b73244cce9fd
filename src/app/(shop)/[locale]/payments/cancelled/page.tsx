import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { localizedPath, pageMetadata } from '@/lib/seo'
import { getPage, PaymentResult } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-geannuleerd'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return { ...pageMetadata({ title: page?.title || t(`titles.${SLUG}`), path: '/payments/cancelled', locale }), robots: { index: false, follow: false } }
}

/** The visitor cancelled at the payment provider: nothing was charged; back to the shop. */
export default async function PaymentCancelledPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return (
    <PaymentResult page={page} fallbackTitle={t(`titles.${SLUG}`)} locale={locale}>
      <p className="mt-8">
        <Link href={localizedPath('/', locale)} className="inline-flex rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900">
          {t('payments.continueShopping')}
        </Link>
      </p>
    </PaymentResult>
  )
}
