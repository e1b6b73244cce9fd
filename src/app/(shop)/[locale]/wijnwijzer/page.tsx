import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { getShopName } from '@/features/layout/queries'
import { GuideIndex } from '@/features/guide'

/**
 * The plain index, cached (docs/architecture.md, "Page cache and CSP"); with `?q=` the proxy sends
 * the request to `met-zoekvraag/wijnwijzer`, which reads the query.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'guide' })
  return pageMetadata({
    title: t('title'),
    description: t('metaDescription', { shop: await getShopName(locale) }),
    path: '/wijnwijzer',
    locale,
  })
}

export default async function GuideIndexPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <GuideIndex locale={locale} query="" />
}
