import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { getShopName } from '@/features/layout/queries'
import { GuideIndex, searchQueryFrom } from '@/features/guide'

/** `/wijnwijzer?q=…`, rendered per request (the proxy sends a query here; lib/query-pages.ts). */
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'guide' })
  const query = searchQueryFrom((await searchParams).q)
  const meta = pageMetadata({
    title: t('title'),
    description: t('metaDescription', { shop: await getShopName(locale) }),
    path: '/wijnwijzer',
    locale,
  })
  // Search results are for visitors, not for search engines (the canonical is the plain index).
  return query ? { ...meta, robots: { index: false, follow: true } } : meta
}

export default async function GuideSearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <GuideIndex locale={locale} query={searchQueryFrom((await searchParams).q)} />
}
