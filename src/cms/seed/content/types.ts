/** Shapes of the seeded content. Pure data: no Payload imports, so tests run without a database. */
import type { ArticleCategory, GuideSlug } from '../../../features/guide/slugs'
import type { ColorCode, Pairing } from '../../../features/catalog'

export type Localized<T = string> = { nl: T; en: T }

/** Which shop wines an article shows: chosen by criteria, so the choice follows the seeded catalog. */
export type WineCriteria = {
  colors?: readonly ColorCode[]
  pairings?: readonly Pairing[]
  /** Rank wines with more tannin first (wines that age), instead of keeping catalog order. */
  preferTannin?: boolean
  /** Take the wines round-robin over colours, so a cheese board gets white, red and sweet. */
  mixColors?: boolean
  count: number
}

export type ArticleSeed = {
  slug: GuideSlug
  category: ArticleCategory
  publishedAt: string
  title: Localized
  summary: Localized
  metaDescription: Localized
  /** Markdown; `##` headings, lists, bold and links become Lexical nodes. */
  body: Localized
  wines: WineCriteria
}

export type PageSeed = {
  slug: string
  title: Localized
  intro: Localized
  metaDescription: Localized
  /** Markdown, converted to Lexical like the articles. */
  body: Localized
}

export type FaqCategorySeed = { slug: string; name: Localized; order: number }
export type FaqSeed = { category: string; question: Localized; answer: Localized }
