import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { parseCatalogQuery } from '@/features/catalog'
import { CatalogHome } from '@/features/catalog/components'
import { getShopName } from '@/features/layout/queries'
import { promiseValues } from '@/lib/promises'

/**
 * The home page with the whole catalog, cached (docs/architecture.md, "Page cache and CSP"): it
 * never reads the query string; filters, search and paging go to the per-request twin
 * (met-zoekvraag/page.tsx) through the proxy.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getShopName(locale)])
  return pageMetadata({ description: t('metaDescription', { shop, ...promiseValues(locale) }), path: '/', locale })
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CatalogHome locale={locale} query={parseCatalogQuery({})} />
}
