/**
 * Seeds the written content: three wijnwijzer articles, the shop's pages and the FAQ, in Dutch
 * (default locale) and English. Idempotent: documents are found by slug (FAQ by Dutch question)
 * and updated, so running it twice gives the same content, not duplicates.
 */
import type { CollectionSlug, Payload } from 'payload'
import { ARTICLES } from './articles'
import { FAQ_CATEGORIES, FAQS } from './faq'
import { markdownConverter } from './lexical'
import { PAGES } from './pages'
import { pickWines, type WineFacts } from './pick'
import { linksIn, readingMinutes } from './text'

export type SeedContentContext = {
  /** Article slug → Media id of its hero image; `default` for articles without their own. */
  heroImages: Record<string, number>
  /** EAN → product id of the seeded wines. */
  productIdsByEan: Record<string, number>
}

type Convert = Awaited<ReturnType<typeof markdownConverter>>

/** The seeded wines, in seeding order, with the facts the articles choose by. */
async function loadWines(payload: Payload, ids: number[]): Promise<WineFacts[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    locale: 'nl',
  })
  const position = new Map(ids.map((id, i) => [id, i]))
  return docs
    .map((d) => ({ id: d.id, colorCode: d.colorCode, pairings: d.pairings, stock: d.stock, taste: d.taste }))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
}

/** Id of the document with this field value, or null. */
async function findId(payload: Payload, collection: CollectionSlug, field: string, value: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    locale: 'nl',
    pagination: false,
  })
  const id = docs[0]?.id
  return typeof id === 'number' ? id : null
}

async function seedArticles(payload: Payload, ctx: SeedContentContext, toLexical: Convert): Promise<void> {
  const wines = await loadWines(payload, Object.values(ctx.productIdsByEan))
  const ids = new Map<string, number>()
  for (const a of ARTICLES) {
    const nl = {
      title: a.title.nl,
      slug: a.slug,
      category: a.category,
      summary: a.summary.nl,
      metaDescription: a.metaDescription.nl,
      content: toLexical(a.body.nl),
      readingMinutes: readingMinutes(a.body.nl),
      heroImage: ctx.heroImages[a.slug] ?? ctx.heroImages.default ?? null,
      products: pickWines(wines, a.wines),
      publishedAt: a.publishedAt,
      _status: 'published' as const,
    }
    const existing = await findId(payload, 'articles', 'slug', a.slug)
    const id = existing
      ? (await payload.update({ collection: 'articles', id: existing, locale: 'nl', data: nl })).id
      : (await payload.create({ collection: 'articles', locale: 'nl', data: nl })).id
    await payload.update({
      collection: 'articles',
      id,
      locale: 'en',
      data: {
        title: a.title.en,
        summary: a.summary.en,
        metaDescription: a.metaDescription.en,
        content: toLexical(a.body.en),
        _status: 'published',
      },
    })
    ids.set(a.slug, id)
  }
  // Related articles once all exist: the (up to three) articles the text itself links to; the
  // storefront fills up with the same category.
  for (const a of ARTICLES) {
    const related = linksIn(a.body.nl)
      .map((href) => /^\/wijnwijzer\/([a-z0-9-]+)$/.exec(href)?.[1])
      .filter((slug): slug is string => !!slug && slug !== a.slug)
      .map((slug) => ids.get(slug))
      .filter((id, i, all): id is number => id !== undefined && all.indexOf(id) === i)
      .slice(0, 3)
    await payload.update({ collection: 'articles', id: ids.get(a.slug)!, locale: 'nl', data: { related, _status: 'published' } })
  }
}

async function seedPages(payload: Payload, toLexical: Convert): Promise<void> {
  for (const p of PAGES) {
    const nl = {
      title: p.title.nl,
      slug: p.slug,
      intro: p.intro.nl,
      metaDescription: p.metaDescription.nl,
      content: toLexical(p.body.nl),
      _status: 'published' as const,
    }
    const existing = await findId(payload, 'pages', 'slug', p.slug)
    const id = existing
      ? (await payload.update({ collection: 'pages', id: existing, locale: 'nl', data: nl })).id
      : (await payload.create({ collection: 'pages', locale: 'nl', data: nl })).id
    await payload.update({
      collection: 'pages',
      id,
      locale: 'en',
      data: {
        title: p.title.en,
        intro: p.intro.en,
        metaDescription: p.metaDescription.en,
        content: toLexical(p.body.en),
        _status: 'published',
      },
    })
  }
}

async function seedFaq(payload: Payload): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const c of FAQ_CATEGORIES) {
    const data = { name: c.name.nl, slug: c.slug, order: c.order }
    const existing = await findId(payload, 'faq-categories', 'slug', c.slug)
    const id = existing
      ? (await payload.update({ collection: 'faq-categories', id: existing, locale: 'nl', data })).id
      : (await payload.create({ collection: 'faq-categories', locale: 'nl', data })).id
    await payload.update({ collection: 'faq-categories', id, locale: 'en', data: { name: c.name.en } })
    categoryIds.set(c.slug, id)
  }
  const orderIn = new Map<string, number>()
  for (const f of FAQS) {
    const category = categoryIds.get(f.category)
    if (category === undefined) throw new Error(`FAQ category ${f.category} is not seeded`)
    const order = (orderIn.get(f.category) ?? 0) + 1
    orderIn.set(f.category, order)
    const data = { question: f.question.nl, answer: f.answer.nl, category, order }
    const existing = await findId(payload, 'faqs', 'question', f.question.nl)
    const id = existing
      ? (await payload.update({ collection: 'faqs', id: existing, locale: 'nl', data })).id
      : (await payload.create({ collection: 'faqs', locale: 'nl', data })).id
    await payload.update({ collection: 'faqs', id, locale: 'en', data: { question: f.question.en, answer: f.answer.en } })
  }
}

export async function seedContent(payload: Payload, ctx: SeedContentContext): Promise<void> {
  const toLexical = await markdownConverter(payload.config)
  await seedArticles(payload, ctx, toLexical)
  await seedPages(payload, toLexical)
  await seedFaq(payload)
}
