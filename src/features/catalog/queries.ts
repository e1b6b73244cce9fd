import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import { isValidEan13 } from '../../lib/ean'
import { toProduct, type Product } from './product'
import { recommend } from './recommend'

/** Every published wine, in stock or not, for one locale. Cached; CMS saves refresh the `products` tag. */
export const getAllProducts = cachedQuery(
  async (locale: Locale): Promise<Product[]> => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'products',
      locale,
      depth: 1,
      limit: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      sort: 'name',
    })
    return docs.map(toProduct)
  },
  ['catalog:all-products'],
  { tags: ['products'] },
)

export async function getProductByEan(ean: string, locale: Locale): Promise<Product | null> {
  if (!isValidEan13(ean)) return null
  return (await getAllProducts(locale)).find((p) => p.ean === ean) ?? null
}

export async function getRecommendations(
  input: { productId?: string | null; colorCode?: string | null; countryCode?: string | null },
  locale: Locale,
): Promise<Product[]> {
  return recommend(await getAllProducts(locale), input)
}
