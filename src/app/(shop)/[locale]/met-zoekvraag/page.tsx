import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { COLOR_CODES, parseCatalogQuery, toSearchParams, type CatalogQuery } from '@/features/catalog'
import { CatalogHome } from '@/features/catalog/components'
import { getShopName } from '@/features/layout/queries'

/**
 * The catalog with filters, search or a page number (`/?kleur=rood`), rendered per request: the
 * proxy sends a home page request with a query string here (lib/query-pages.ts).
 */
type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/**
 * The catalog's URL, normalised for the canonical link: repeated parameters joined, values in a fixed
 * order (`kleur=wit&kleur=rood` and `kleur=rood,wit` are one page).
 */
const normalised = (q: CatalogQuery) => {
  const sorted = { ...q, kleur: COLOR_CODES.filter((c) => q.kleur.includes(c)), land: [...new Set(q.land)].sort(), druif: [...new Set(q.druif)].sort() }
  return Object.fromEntries(toSearchParams(sorted))
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getShopName(locale)])
  const query = parseCatalogQuery(await searchParams)
  const meta = pageMetadata({ description: t('metaDescription', { shop }), path: '/', locale, searchParams: normalised(query) })
  // Search results are for visitors, not for search engines.
  return query.zoek ? { ...meta, robots: { index: false, follow: true } } : meta
}

export default async function CatalogQueryPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return <CatalogHome locale={locale} query={parseCatalogQuery(await searchParams)} />
}
