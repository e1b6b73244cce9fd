import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import type { Article, Product as ProductDoc } from '../../payload-types'
import { toProduct, type Product } from '../catalog'
import { getAllProducts } from '../catalog/queries'
import { ALL_PRODUCTS_TAG, LISTINGS_TAG } from '../catalog'
import { cmsImage } from '../../lib/cms-image'
import { toArticleSummary, type ArticleSummary, type GuideImage } from './article'
import type { WineNames } from './wine-links'

/** Slugs are kebab-case; anything else is not looked up at all. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Every published article of a locale, newest first, as cards (no rich text). Refreshed by the `articles` tag. */
export const getArticleSummaries = cachedQuery(
  async (locale: Locale): Promise<ArticleSummary[]> => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'articles',
      locale,
      depth: 1,
      limit: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      sort: '-publishedAt',
    })
    return docs.map(toArticleSummary)
  },
  ['guide:article-summaries'],
  { tags: ['articles'] },
)

export type ArticleDetail = ArticleSummary & {
  metaDescription: string
  content: Article['content']
  heroImage: GuideImage | null
  /** Published wines from the shop that the article recommends, in the editor's order. */
  wines: Product[]
  relatedIds: number[]
}

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : null

/** One published article by slug, or null. Cached per slug and locale; refreshed by `articles` and `products`. */
export const getArticle = cachedQuery(
  async (slug: string, locale: Locale): Promise<ArticleDetail | null> => {
    if (!SLUG.test(slug) || slug.length > 120) return null
    const p = await payload()
    const { docs } = await p.find({
      collection: 'articles',
      locale,
      depth: 1,
      limit: 1,
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    const wines: Product[] = []
    for (const w of doc.products ?? []) {
      // Unpublished or unreadable wines come back as bare ids: they are left out.
      if (!w || typeof w !== 'object' || (w as ProductDoc)._status !== 'published') continue
      try {
        wines.push(toProduct(w as ProductDoc))
      } catch {
        // An incomplete product document is not shown rather than breaking the article.
      }
    }
    return {
      ...toArticleSummary(doc),
      metaDescription: doc.metaDescription,
      content: doc.content,
      heroImage: cmsImage(doc.heroImage, doc.title),
      wines,
      relatedIds: (doc.related ?? []).map(idOf).filter((id): id is number => id !== null),
    }
  },
  ['guide:article'],
  { tags: ['articles', 'products'] },
)

/**
 * The names of every published wine (Dutch and English), its producer and vintage, for linking the
 * wines an article's bold text names (`wine-links.ts`). One cached read for all articles in both
 * languages: a few dozen bytes a wine, so it stays far below Next's 2 MB per entry at 5,000 wines.
 * Refreshed by any wine's save (`catalog`) and bulk changes (`products`); sold-out wines are kept
 * (their page offers similar wines and a back-in-stock alert).
 */
export const getWineNames = cachedQuery(
  async (): Promise<WineNames[]> => {
    const [nl, en] = await Promise.all([getAllProducts('nl'), getAllProducts('en')])
    const english = new Map(en.map((p) => [p.ean, p.name]))
    return nl.map((p) => ({ ean: p.ean, name: { nl: p.name, en: english.get(p.ean) || p.name }, producer: p.producer, vintage: p.vintage }))
  },
  ['guide:wine-names'],
  { tags: [ALL_PRODUCTS_TAG, LISTINGS_TAG], revalidate: 3600 },
)
