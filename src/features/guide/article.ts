/** The article shapes the storefront shows, mapped from CMS documents. Pure: no Payload or React. */
import { ARTICLE_CATEGORIES, type ArticleCategory } from './slugs'
import { cmsImage, type CmsImage } from '../../lib/cms-image'
import { lexicalToText } from '../../lib/lexical-text'

export type GuideImage = CmsImage

export type ArticleSummary = {
  id: number
  slug: string
  title: string
  summary: string
  category: ArticleCategory
  readingMinutes: number
  image: GuideImage | null
  publishedAt: string | null
  updatedAt: string
}

/** Words in a Lexical document, for the reading time when an editor left it empty. */
export function lexicalWordCount(doc: unknown): number {
  return lexicalToText(doc)
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w)).length
}

/** Minutes at 200 words a minute, at least 1. */
export function readingMinutesOf(explicit: number | null | undefined, content: unknown): number {
  if (typeof explicit === 'number' && Number.isFinite(explicit) && explicit >= 1) return Math.round(explicit)
  return Math.max(1, Math.ceil(lexicalWordCount(content) / 200))
}

const isCategory = (v: unknown): v is ArticleCategory => ARTICLE_CATEGORIES.includes(v as ArticleCategory)

type ArticleDocLike = {
  id: number
  slug: string
  title: string
  summary: string
  category: string
  readingMinutes?: number | null
  heroImage?: unknown
  content?: unknown
  publishedAt?: string | null
  updatedAt: string
}

export function toArticleSummary(doc: ArticleDocLike): ArticleSummary {
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary ?? '',
    category: isCategory(doc.category) ? doc.category : 'beginners',
    readingMinutes: readingMinutesOf(doc.readingMinutes, doc.content),
    image: cmsImage(doc.heroImage, ''),
    publishedAt: doc.publishedAt ?? null,
    updatedAt: doc.updatedAt,
  }
}

/** Articles per category in the fixed category order; empty categories left out. */
export function groupByCategory(articles: readonly ArticleSummary[]): { category: ArticleCategory; articles: ArticleSummary[] }[] {
  return ARTICLE_CATEGORIES.map((category) => ({ category, articles: articles.filter((a) => a.category === category) })).filter(
    (g) => g.articles.length > 0,
  )
}

/** Lower case, accents and punctuation gone: "Rosé" finds "rose", "wijn-bij-kaas" finds "wijn bij kaas". */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** The search query from `?q=`: a string of at most 100 characters, or '' for anything else. */
export function searchQueryFrom(value: unknown): string {
  const raw = Array.isArray(value) ? value[0] : value
  return typeof raw === 'string' ? raw.trim().slice(0, 100) : ''
}

/** Articles whose title or summary contain every word of the query (server-side search of the index). */
export function searchArticles(articles: readonly ArticleSummary[], query: string): ArticleSummary[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean)
  if (words.length === 0) return [...articles]
  return articles.filter((a) => {
    const haystack = normalizeSearch(`${a.title} ${a.summary}`)
    return words.every((w) => haystack.includes(w))
  })
}

/** Related articles: the editor's choice first, then others of the same category; never the article itself. */
export function relatedArticles(
  current: { id: number; category: ArticleCategory },
  chosenIds: readonly number[],
  all: readonly ArticleSummary[],
  limit = 3,
): ArticleSummary[] {
  const byId = new Map(all.map((a) => [a.id, a]))
  const chosen = chosenIds.map((id) => byId.get(id)).filter((a): a is ArticleSummary => Boolean(a) && a!.id !== current.id)
  const sameCategory = all.filter((a) => a.category === current.category && a.id !== current.id && !chosenIds.includes(a.id))
  return [...chosen, ...sameCategory].slice(0, limit)
}
