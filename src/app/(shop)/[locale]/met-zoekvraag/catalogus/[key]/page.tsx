import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { decodeTwinKey } from '@/lib/query-pages'
import { pageMetadata } from '@/lib/seo'
import { catalogQueryOf, toSearchParams } from '@/features/catalog'
import { CatalogHome } from '@/features/catalog/components'
import { getShopName } from '@/features/layout/queries'
import { promiseValues } from '@/lib/promises'

/**
 * The catalog with filters, search or a page number (`/?kleur=rood`). The proxy puts the query's
 * canonical form in the path (lib/query-pages.ts), so each distinct catalog page is cached like any
 * other page: rendered at its first visit, refreshed by a wine's save, at most an hour old.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; key: string }> }

async function queryOf(params: Props['params']) {
  const { locale, key } = await params
  return { locale, query: catalogQueryOf(decodeTwinKey(key)) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await queryOf(params)
  if (!isLocale(locale)) return {}
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getShopName(locale)])
  const meta = pageMetadata({
    description: t('metaDescription', { shop, ...promiseValues(locale) }),
    path: '/',
    locale,
    searchParams: Object.fromEntries(toSearchParams(query)),
  })
  // Search results are for visitors, not for search engines.
  return query.zoek ? { ...meta, robots: { index: false, follow: true } } : meta
}

export default async function CatalogQueryPage({ params }: Props) {
  const { locale, query } = await queryOf(params)
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CatalogHome locale={locale} query={query} />
}
