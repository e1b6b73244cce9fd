/**
 * The catalog page's data at any size of range: filters, sort, counts and paging run in the
 * database (listing-sql.ts), only the page's 12 wines are read in full, and a search text narrows
 * the query to the search index's hits.
 */
import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payloadSqlRunner } from '../../lib/sql'
import type { Locale } from '../../i18n/routing'
import { PAGE_SIZE, parseCatalogQuery, type CatalogQuery } from './filters'
import { allStatement, countStatement, facetStatement, FACETS, matchingWines, pageStatement, type Statement } from './listing-sql'
import type { Product } from './product'
import { getProductsByEans } from './queries'
import { wineSearch } from './search'
import { ALL_PRODUCTS_TAG, LISTINGS_TAG } from './tags'

/** How long a listing or facet count may be served without a save refreshing it. */
const LISTING_LIFETIME_SECONDS = 3600
/** "Populair" ranks by the units sold in this many days (issue #19), the merchant's pick after that. */
const POPULAR_WINDOW_DAYS = 42
const DAY_MS = 86_400_000

/** The start of the sales window, whole days so one cached page keeps one window. */
const soldSince = (now = Date.now()) => new Date((Math.floor(now / DAY_MS) - POPULAR_WINDOW_DAYS) * DAY_MS).toISOString()

async function run(statement: Statement): Promise<Record<string, unknown>[]> {
  return (await payloadSqlRunner())(statement.sql, statement.params)
}

const eansOf = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.ean))

export type CatalogPage = { items: Product[]; total: number; page: number; pageCount: number }

type PageOfEans = { eans: string[]; total: number; page: number; pageCount: number }

const pageOf = (total: number, wanted: number) => {
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return { pageCount, page: Math.min(wanted, pageCount) }
}

/** A search orders by relevance unless the shopper chose another order; then the database sorts. */
async function searchedPage(q: CatalogQuery, locale: Locale): Promise<PageOfEans> {
  const hits = (await wineSearch()).search(q.zoek)
  const from = matchingWines(q, locale, hits)
  if (q.sorteer !== 'populair') return sortedPage(q, from)
  const matching = new Set(eansOf(await run(allStatement(from))))
  const ranked = hits.filter((ean) => matching.has(ean))
  const { page, pageCount } = pageOf(ranked.length, q.page)
  return { eans: ranked.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: ranked.length, page, pageCount }
}

async function sortedPage(q: CatalogQuery, from: Statement): Promise<PageOfEans> {
  const total = Number((await run(countStatement(from)))[0]?.n ?? 0)
  const { page, pageCount } = pageOf(total, q.page)
  const eans = total === 0 ? [] : eansOf(await run(pageStatement(from, q.sorteer, PAGE_SIZE, (page - 1) * PAGE_SIZE, soldSince())))
  return { eans, total, page, pageCount }
}

/** Cached per query and language; a product save refreshes `catalog`, the lifetime bounds the rest. */
const catalogPage = cachedQuery(
  async (queryKey: string, locale: Locale): Promise<CatalogPage> => {
    const q = JSON.parse(queryKey) as CatalogQuery
    const { eans, ...rest } = q.zoek ? await searchedPage(q, locale) : await sortedPage(q, matchingWines(q, locale))
    return { items: await getProductsByEans(eans, locale), ...rest }
  },
  ['catalog:page'],
  { tags: [ALL_PRODUCTS_TAG, LISTINGS_TAG], revalidate: LISTING_LIFETIME_SECONDS },
)

export const findCatalogPage = (q: CatalogQuery, locale: Locale): Promise<CatalogPage> => catalogPage(JSON.stringify(q), locale)

export type FacetCount = { value: string; count: number }
export type Facets = { kleur: FacetCount[]; land: FacetCount[]; druif: FacetCount[]; eten: FacetCount[] }

/** The values a shopper can choose from, each counted among the wines that match the other choices. */
const facetsOf = cachedQuery(
  async (selectionKey: string): Promise<Facets> => {
    const q = JSON.parse(selectionKey) as CatalogQuery
    const hits = q.zoek ? (await wineSearch()).search(q.zoek) : undefined
    const count = async (facet: (typeof FACETS)[number]) =>
      (await run(facetStatement(facet, q, 'nl', hits)))
        .map((r) => ({ value: String(r.value), count: Number(r.n) }))
        .sort((a, b) => a.value.localeCompare(b.value, 'nl'))
    const [kleur, land, druif, eten] = await Promise.all(FACETS.map(count))
    return { kleur, land, druif, eten }
  },
  ['catalog:facets'],
  { tags: [ALL_PRODUCTS_TAG, LISTINGS_TAG], revalidate: LISTING_LIFETIME_SECONDS },
)

const NO_SELECTION = parseCatalogQuery({})

/** The part of a query that changes facet counts (sort and page do not). */
function selectionKey(q: CatalogQuery): string {
  const { zoek, kleur, land, druif, eten, min, max } = q
  return JSON.stringify({ ...NO_SELECTION, zoek, kleur, land, druif, eten, min, max })
}

/** Facet counts for a selection; without one, over the whole catalog. */
export const getCatalogFacets = (q: CatalogQuery = NO_SELECTION): Promise<Facets> => facetsOf(selectionKey(q))

/**
 * The counts for a selection and for the whole range (which decides the common values of a long
 * list); one read when nothing is selected, as on the plain catalog.
 */
export async function getSelectionAndRangeFacets(q: CatalogQuery): Promise<{ facets: Facets; range: Facets }> {
  const range = getCatalogFacets()
  const facets = selectionKey(q) === selectionKey(NO_SELECTION) ? range : getCatalogFacets(q)
  return { facets: await facets, range: await range }
}
