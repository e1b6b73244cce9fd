import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { localizedPath, pageMetadata } from '@/lib/seo'
import { getPage, PaymentResult } from '@/features/content'

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'betaling-geslaagd'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return { ...pageMetadata({ title: page?.title || t(`titles.${SLUG}`), path: '/payments/accepted', locale }), robots: { index: false, follow: false } }
}

/** After a successful payment. Delivery of alcohol comes with an age check: the page always says so. */
export default async function PaymentAcceptedPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return (
    <PaymentResult page={page} fallbackTitle={t(`titles.${SLUG}`)} locale={locale}>
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
