import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import type { Page } from '../../payload-types'
import type { FaqCategory, FaqItem } from './faq'

export type ContentPage = Pick<Page, 'id' | 'slug' | 'title' | 'intro' | 'metaDescription' | 'content' | 'updatedAt'>

/** One published CMS page by slug, or null when it is missing or a draft. Refreshed by the `pages` tag. */
export const getPage = cachedQuery(
  async (slug: string, locale: Locale): Promise<ContentPage | null> => {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null
    const p = await payload()
    const { docs } = await p.find({
      collection: 'pages',
      locale,
      depth: 1,
      limit: 1,
      where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      id: doc.id,
      slug: doc.slug,
      title: doc.title,
      intro: doc.intro,
      metaDescription: doc.metaDescription,
      content: doc.content,
      updatedAt: doc.updatedAt,
    }
  },
  ['content:page'],
  { tags: ['pages'] },
)

/** Slug and last change of every published page (for the sitemap). */
export const getPageStamps = cachedQuery(
  async (): Promise<{ slug: string; updatedAt: string }[]> => {
    const p = await payload()
    const { docs } = await p.find({
      collection: 'pages',
      depth: 0,
      limit: 0,
      pagination: false,
      where: { _status: { equals: 'published' } },
      overrideAccess: false,
      select: { slug: true, updatedAt: true },
    })
    return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
  },
  ['content:page-stamps'],
  { tags: ['pages'] },
)

/** FAQ categories and questions of a locale. Refreshed by the `faq` tag. */
export const getFaq = cachedQuery(
  async (locale: Locale): Promise<{ categories: FaqCategory[]; items: FaqItem[] }> => {
    const p = await payload()
    const [categories, items] = await Promise.all([
      p.find({ collection: 'faq-categories', locale, depth: 0, limit: 0, pagination: false, overrideAccess: false, sort: 'order' }),
      p.find({ collection: 'faqs', locale, depth: 0, limit: 0, pagination: false, overrideAccess: false, sort: 'order' }),
    ])
    return {
      categories: categories.docs.map((c) => ({ id: c.id, name: c.name, slug: c.slug, order: c.order ?? 0 })),
      items: items.docs.map((i) => ({
        id: i.id,
        question: i.question,
        answer: i.answer,
        categoryId: typeof i.category === 'number' ? i.category : (i.category?.id ?? null),
        order: i.order ?? 0,
      })),
    }
  },
  ['content:faq'],
  { tags: ['faq'] },
)
