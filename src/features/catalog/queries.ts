import 'server-only'
import type { Where } from 'payload'
import { cachedQuery, cachedRead } from '../../lib/cached'
import { payload } from '../../lib/payload'
import { payloadSqlRunner } from '../../lib/sql'
import type { Locale } from '../../i18n/routing'
import { isValidEan13 } from '../../lib/ean'
import { toProduct, type Product } from './product'
import { RECOMMENDATION_LIMIT, recommendationStatement } from './listing-sql'
import { ALL_PRODUCTS_TAG, productTag, RECOMMENDATIONS_TAG } from './tags'

export { getAllProducts } from './range'

/** How long a cached wine or list may live without a save refreshing it. */
const LIFETIME_SECONDS = 3600

async function findPublished(locale: Locale, where: Where, limit: number): Promise<Product[]> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'products',
    locale,
    depth: 1,
    limit,
    pagination: false,
    where: { and: [{ _status: { equals: 'published' } }, where] },
    overrideAccess: false,
    // No sort: callers ask by EAN and keep their own order (a sort on the localized name made Payload
    // add a DISTINCT query over the whole range).
  })
  return docs.map(toProduct)
}

/** One published wine by its EAN, read by itself and cached under its own tag. */
export async function getProductByEan(ean: string, locale: Locale): Promise<Product | null> {
  if (!isValidEan13(ean)) return null
  const read = async () => (await findPublished(locale, { ean: { equals: ean } }, 1))[0] ?? null
  return cachedRead(read, ['catalog:product', ean, locale], { tags: [ALL_PRODUCTS_TAG, productTag(ean)], revalidate: LIFETIME_SECONDS })
}

/**
 * Published wines by EAN (a cart, a catalog page, recommendations) in one read, in the order asked,
 * unknown ones left out. Cached under each wine's own tag, so a save of one of them refreshes it.
 */
export async function getProductsByEans(eans: readonly string[], locale: Locale): Promise<Product[]> {
  const valid = [...new Set(eans.filter(isValidEan13))]
  if (valid.length === 0) return []
  const read = () => findPublished(locale, { ean: { in: valid } }, valid.length)
  const found = await cachedRead(read, ['catalog:products', locale, ...valid], {
    tags: [ALL_PRODUCTS_TAG, ...valid.map(productTag)],
    revalidate: LIFETIME_SECONDS,
  })
  const byEan = new Map(found.map((p) => [p.ean, p]))
  return valid.flatMap((ean) => byEan.get(ean) ?? [])
}

/**
 * Which wines to show next to one. The choice is cached for its lifetime (a new wine may wait up to
 * an hour to be recommended); the wines themselves come through their own tags, so a price or stock
 * change shows at once.
 */
const recommendedEans = cachedQuery(
  async (ean: string, colorCode: string, countryCode: string, locale: Locale): Promise<string[]> => {
    const statement = recommendationStatement({ ean, colorCode, countryCode }, locale, RECOMMENDATION_LIMIT + 2)
    return (await (await payloadSqlRunner())(statement.sql, statement.params)).map((r) => String(r.ean))
  },
  ['catalog:recommended'],
  { tags: [ALL_PRODUCTS_TAG, RECOMMENDATIONS_TAG], revalidate: LIFETIME_SECONDS },
)

export async function getRecommendations(
  input: { productId?: string | null; colorCode?: string | null; countryCode?: string | null },
  locale: Locale,
): Promise<Product[]> {
  const eans = await recommendedEans(input.productId ?? '', input.colorCode ?? '', input.countryCode?.toUpperCase() ?? '', locale)
  // Two more are chosen than shown: a wine sold out since the choice is skipped.
  return (await getProductsByEans(eans, locale)).filter((p) => p.stock > 0).slice(0, RECOMMENDATION_LIMIT)
}
