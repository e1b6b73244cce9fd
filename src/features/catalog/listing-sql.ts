/**
 * The catalog's filters, sort and paging as one parameterised SQL statement on Payload's tables
 * (`?` placeholders; lib/sql.ts numbers them for Postgres). Written in the SQL both SQLite and
 * Postgres speak, so one text serves both adapters. Pure: builds text, runs nothing.
 */
import type { CatalogQuery } from './filters'
import type { Sort } from './vocabulary'

export type Statement = { sql: string; params: (string | number)[] }

/** How many wines a product page and /api/fetchRecommendedProducts show next to one. */
export const RECOMMENDATION_LIMIT = 4

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')

/** A wine a shopper can buy now: bottles held by open checkouts are not for sale. */
const FOR_SALE = '(p."stock" - COALESCE(p."reserved", 0)) > 0'
const SALE_PRICE = 'COALESCE(p."sale_price", p."price")'
/** What one bottle costs: a box is filtered and sorted by its bottle price, as a shopper judges it (issue #19). */
const BOTTLE_PRICE = `COALESCE(p."bottle_price", ${SALE_PRICE})`
// The name in the page's language, or the Dutch one where it has none (as Payload's fallback shows it).
const NAME = `lower(COALESCE(l."name", nl."name", ''))`
/** Units sold in paid orders since the `?` date (stored as ISO text in SQLite, a timestamp in Postgres). */
const UNITS_SOLD = `COALESCE((SELECT SUM(ol."quantity") FROM "orders_lines" ol JOIN "orders" o ON o."id" = ol."_parent_id" WHERE ol."product_id" = p."id" AND o."status" IN ('paid', 'shipped', 'delivered') AND o."paid_at" >= ?), 0)`
/** The merchant's pick: the wine's place among the home page's featured wines, the rest after them. */
const MERCHANT_PICK = `COALESCE((SELECT MIN(f."order") FROM "home_rels" f WHERE f."products_id" = p."id" AND f."path" = 'featured'), 1000000)`

/** The ORDER BY of each sort; "populair" counts sales since `soldSince`, the others take no parameter. */
function orderBy(sort: Sort, soldSince: string): Statement {
  switch (sort) {
    case 'populair':
      // What can be bought first; then what sold most lately, the merchant's pick, the name.
      return { sql: `CASE WHEN ${FOR_SALE} THEN 0 ELSE 1 END, ${UNITS_SOLD} DESC, ${MERCHANT_PICK}, ${NAME}, p."id"`, params: [soldSince] }
    case 'prijs-op':
      return { sql: `${BOTTLE_PRICE}, ${NAME}, p."id"`, params: [] }
    case 'prijs-af':
      return { sql: `${BOTTLE_PRICE} DESC, ${NAME}, p."id"`, params: [] }
    case 'naam':
      return { sql: `${NAME}, p."id"`, params: [] }
  }
}

const NAME_JOINS = `LEFT JOIN "products_locales" l ON l."_parent_id" = p."id" AND l."_locale" = ? LEFT JOIN "products_locales" nl ON nl."_parent_id" = p."id" AND nl."_locale" = 'nl'`

/**
 * FROM and WHERE of the published wines that match every filter; `eans` narrows to a search's
 * hits (an empty list matches nothing). The wine's name comes in the page's language.
 */
export function matchingWines(q: CatalogQuery, locale: string, eans?: readonly string[]): Statement {
  const where: string[] = [`p."_status" = 'published'`]
  const params: (string | number)[] = [locale]
  const inList = (column: string, values: readonly string[]) => {
    where.push(`${column} IN (${marks(values.length)})`)
    params.push(...values)
  }
  if (q.kleur.length) inList('p."color_code"', q.kleur)
  if (q.land.length) inList('upper(p."country_code")', q.land)
  if (q.druif.length) {
    where.push(
      `EXISTS (SELECT 1 FROM "products_texts" g WHERE g."parent_id" = p."id" AND g."path" = 'grapes' AND lower(g."text") IN (${marks(q.druif.length)}))`,
    )
    params.push(...q.druif)
  }
  if (q.eten.length) {
    where.push(`EXISTS (SELECT 1 FROM "products_pairings" e WHERE e."parent_id" = p."id" AND e."value" IN (${marks(q.eten.length)}))`)
    params.push(...q.eten)
  }
  for (const [bound, cents] of [
    ['>=', q.min],
    ['<=', q.max],
  ] as const) {
    if (cents === null) continue
    where.push(`${BOTTLE_PRICE} ${bound} ?`)
    params.push(cents)
  }
  if (eans) {
    if (eans.length === 0) where.push('1 = 0')
    else inList('p."ean"', eans)
  }
  return {
    sql: `FROM "products" p ${NAME_JOINS} WHERE ${where.join(' AND ')}`,
    params,
  }
}

/** One page of EANs in the shop's order; `soldSince` bounds the sales that make a wine popular. */
export function pageStatement(from: Statement, sort: Sort, limit: number, offset: number, soldSince: string): Statement {
  const order = orderBy(sort, soldSince)
  return {
    sql: `SELECT p."ean" AS ean ${from.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    params: [...from.params, ...order.params, limit, offset],
  }
}

/** Every matching EAN, unordered (a search orders them by relevance itself). */
export function allStatement(from: Statement): Statement {
  return { sql: `SELECT p."ean" AS ean ${from.sql}`, params: from.params }
}

export function countStatement(from: Statement): Statement {
  return { sql: `SELECT COUNT(*) AS n ${from.sql}`, params: from.params }
}

export const FACETS = ['kleur', 'land', 'druif', 'eten'] as const
export type Facet = (typeof FACETS)[number]

/**
 * A facet's values with the number of wines that have them among the wines matching every other
 * choice (its own choices left out, so ticking Italië still shows how many French wines there are
 * next to it). An empty query counts the whole published catalog.
 */
export function facetStatement(facet: Facet, q: CatalogQuery, locale: string, eans?: readonly string[]): Statement {
  const from = matchingWines({ ...q, [facet]: [] }, locale, eans)
  const wines = `SELECT p."id" ${from.sql}`
  const sql = {
    kleur: `SELECT p."color_code" AS value, COUNT(*) AS n ${from.sql} GROUP BY p."color_code"`,
    land: `SELECT upper(p."country_code") AS value, COUNT(*) AS n ${from.sql} GROUP BY upper(p."country_code")`,
    druif: `SELECT g."text" AS value, COUNT(*) AS n FROM "products_texts" g WHERE g."path" = 'grapes' AND g."parent_id" IN (${wines}) GROUP BY g."text"`,
    eten: `SELECT e."value" AS value, COUNT(*) AS n FROM "products_pairings" e WHERE e."parent_id" IN (${wines}) GROUP BY e."value"`,
  }[facet]
  return { sql, params: from.params }
}

/**
 * Up to `limit` wines for sale to show next to one: never the wine itself; same colour and same
 * country first (both > colour > country > the rest), then by name for a stable order.
 */
export function recommendationStatement(
  input: { ean: string | null; colorCode: string | null; countryCode: string | null },
  locale: string,
  limit: number,
): Statement {
  const score = `(CASE WHEN p."color_code" = ? THEN 2 ELSE 0 END + CASE WHEN upper(p."country_code") = ? THEN 1 ELSE 0 END)`
  return {
    sql: `SELECT p."ean" AS ean FROM "products" p ${NAME_JOINS} WHERE p."_status" = 'published' AND ${FOR_SALE} AND p."ean" <> ? ORDER BY ${score} DESC, ${NAME}, p."id" LIMIT ?`,
    params: [locale, input.ean ?? '', input.colorCode ?? '', input.countryCode?.toUpperCase() ?? '', limit],
  }
}
