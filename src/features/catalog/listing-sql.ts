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
// The name in the page's language, or the Dutch one where it has none (as Payload's fallback shows it).
const NAME = `lower(COALESCE(l."name", nl."name", ''))`

const ORDER_BY: Record<Sort, string> = {
  // "Populair" until sales figures exist: what can be bought first, then by name.
  populair: `CASE WHEN ${FOR_SALE} THEN 0 ELSE 1 END, ${NAME}, p."id"`,
  'prijs-op': `${SALE_PRICE}, ${NAME}, p."id"`,
  'prijs-af': `${SALE_PRICE} DESC, ${NAME}, p."id"`,
  naam: `${NAME}, p."id"`,
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
    where.push(`EXISTS (SELECT 1 FROM "products_texts" g WHERE g."parent_id" = p."id" AND g."path" = 'grapes' AND lower(g."text") IN (${marks(q.druif.length)}))`)
    params.push(...q.druif)
  }
  if (q.eten.length) {
    where.push(`EXISTS (SELECT 1 FROM "products_pairings" e WHERE e."parent_id" = p."id" AND e."value" IN (${marks(q.eten.length)}))`)
    params.push(...q.eten)
  }
  for (const [bound, cents] of [['>=', q.min], ['<=', q.max]] as const) {
    if (cents === null) continue
    where.push(`${SALE_PRICE} ${bound} ?`)
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

/** One page of EANs in the shop's order. */
export function pageStatement(from: Statement, sort: Sort, limit: number, offset: number): Statement {
  return { sql: `SELECT p."ean" AS ean ${from.sql} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`, params: [...from.params, limit, offset] }
}

/** Every matching EAN, unordered (a search orders them by relevance itself). */
export function allStatement(from: Statement): Statement {
  return { sql: `SELECT p."ean" AS ean ${from.sql}`, params: from.params }
}

export function countStatement(from: Statement): Statement {
  return { sql: `SELECT COUNT(*) AS n ${from.sql}`, params: from.params }
}

/** Facet values with the number of published wines that have them, over the whole catalog. */
export const FACET_STATEMENTS = {
  kleur: `SELECT p."color_code" AS value, COUNT(*) AS n FROM "products" p WHERE p."_status" = 'published' GROUP BY p."color_code"`,
  land: `SELECT upper(p."country_code") AS value, COUNT(*) AS n FROM "products" p WHERE p."_status" = 'published' GROUP BY upper(p."country_code")`,
  druif: `SELECT g."text" AS value, COUNT(*) AS n FROM "products_texts" g JOIN "products" p ON p."id" = g."parent_id" WHERE p."_status" = 'published' AND g."path" = 'grapes' GROUP BY g."text"`,
  eten: `SELECT e."value" AS value, COUNT(*) AS n FROM "products_pairings" e JOIN "products" p ON p."id" = e."parent_id" WHERE p."_status" = 'published' GROUP BY e."value"`,
} as const

/**
 * Up to `limit` wines for sale to show next to one: never the wine itself; same colour and same
 * country first (both > colour > country > the rest), then by name for a stable order.
 */
export function recommendationStatement(input: { ean: string | null; colorCode: string | null; countryCode: string | null }, locale: string, limit: number): Statement {
  const score = `(CASE WHEN p."color_code" = ? THEN 2 ELSE 0 END + CASE WHEN upper(p."country_code") = ? THEN 1 ELSE 0 END)`
  return {
    sql: `SELECT p."ean" AS ean FROM "products" p ${NAME_JOINS} WHERE p."_status" = 'published' AND ${FOR_SALE} AND p."ean" <> ? ORDER BY ${score} DESC, ${NAME}, p."id" LIMIT ?`,
    params: [locale, input.ean ?? '', input.colorCode ?? '', input.countryCode?.toUpperCase() ?? '', limit],
  }
}
