import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo'
import { getAllProducts } from '@/features/catalog/queries'
import { getArticleSummaries } from '@/features/guide'
import { getPageStamps, INDEXABLE_PAGE_SLUGS, PAGE_PATHS, sitemapEntries, type SitemapPath } from '@/features/content'

// Read at request time (SITE_URL and the catalog are runtime facts); the queries themselves are cached.
export const dynamic = 'force-dynamic'

/** `/sitemap.xml`: home, guide, content pages, every published wine (sold out too) and article, nl and en. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, articles, pages] = await Promise.all([
    getAllProducts('nl').catch(() => []),
    getArticleSummaries('nl').catch(() => []),
    getPageStamps().catch(() => []),
  ])
  const pageStamp = new Map(pages.map((p) => [p.slug, p.updatedAt]))
  const paths: SitemapPath[] = [
    { path: '/', changeFrequency: 'daily', priority: 1 },
    {
      path: '/wijnwijzer',
      changeFrequency: 'weekly',
      priority: 0.8,
      lastModified: articles
        .map((a) => a.updatedAt)
        .sort()
        .at(-1),
    },
    ...INDEXABLE_PAGE_SLUGS.map((slug) => ({
      path: PAGE_PATHS[slug],
      lastModified: pageStamp.get(slug),
      changeFrequency: 'monthly' as const,
      priority: 0.5,
    })),
    ...articles.map((a) => ({
      path: `/wijnwijzer/${a.slug}`,
      lastModified: a.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
    ...products.map((p) => ({ path: `/producten/${p.ean}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ]
  return sitemapEntries(paths, siteUrl())
}
