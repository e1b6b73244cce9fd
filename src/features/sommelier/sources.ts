import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import { getAllProducts } from '../catalog/queries'
import type { Product } from '../catalog'
import type { Article } from './guide-search'
import { lexicalToText } from '../../lib/lexical-text'

/**
 * The published wijnwijzer articles as plain text for the sommelier's search. Cached; saving an
 * article refreshes the `articles` tag.
 */
export const getGuideTexts = cachedQuery(
  async (locale: Locale): Promise<Article[]> => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'articles',
      locale,
      depth: 0,
      limit: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      select: { slug: true, title: true, summary: true, content: true },
    })
    return docs.map((d) => ({ slug: d.slug, title: d.title, summary: d.summary ?? '', text: lexicalToText(d.content) }))
  },
  ['sommelier:guide-texts'],
  { tags: ['articles'] },
)

/** What Waine answers from: the published catalog (the engine keeps only what is in stock) and the guide. */
export async function getSommelierSources(locale: Locale): Promise<{ products: Product[]; articles: Article[] }> {
  const [products, articles] = await Promise.all([getAllProducts(locale), getGuideTexts(locale)])
  return { products, articles }
}
