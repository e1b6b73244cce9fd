/**
 * The eval's catalog and guide: the demo seed data (wines and wijnwijzer texts), mapped to the
 * shapes the engine takes (ids are EANs).
 */
import type { Product } from '../../../src/features/catalog/product'
import { COLOR_CODES, PAIRINGS, type ColorCode, type Pairing } from '../../../src/features/catalog/vocabulary'
import type { Article } from '../../../src/features/sommelier/guide-search'
import { lexicalToText } from '../../../src/lib/lexical-text'
import { WINES } from '../../../src/cms/seed/wines'
import { ARTICLES as SEED_ARTICLES } from '../../../src/cms/seed/content/articles'
import { demoEan } from '../../../src/cms/seed/ean'
import type { Lang } from '../../../src/features/sommelier/rules'

type Loose = Record<string, unknown>
const str = (v: unknown, d = '') => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d)
const num = (v: unknown, d = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : d)
const localized = (v: unknown, lang: Lang = 'nl'): string =>
  v && typeof v === 'object' && !Array.isArray(v) ? str((v as Loose)[lang] ?? (v as Loose).nl ?? (v as Loose).en) : str(v)

/** One seed wine → the public Product shape (as toProduct makes it from the CMS). */
export function productFromSeed(w: Loose, lang: Lang = 'nl'): Product {
  const taste = (w.taste ?? {}) as Loose
  // The demo seed keys wines by serial; the EAN is derived the way the seed does it.
  const ean = typeof w.serial === 'number' ? demoEan({ serial: w.serial }) : str(w.ean ?? w.id)
  const color = str(w.colorCode) as ColorCode
  return {
    id: ean,
    ean,
    name: localized(w.name, lang),
    type: localized(w.type, lang) || 'Fles 75 cl',
    price: num(w.price),
    originalPrice: null,
    discountPercent: 0,
    stock: Math.max(0, num(w.stock)),
    colorCode: COLOR_CODES.includes(color) ? color : 'rood',
    countryCode: str(w.countryCode).toUpperCase(),
    region: str(w.region),
    grapes: Array.isArray(w.grapes) ? w.grapes.map((g) => str(g)) : [],
    vintage: typeof w.vintage === 'number' ? w.vintage : null,
    alcohol: num(w.alcohol, 13),
    pairings: (Array.isArray(w.pairings) ? w.pairings : []).filter((p): p is Pairing => PAIRINGS.includes(p as Pairing)),
    image: { url: '/bottle-placeholder.svg', alt: localized(w.name, lang), width: 400, height: 1000 },
    producer: str(w.producer),
    unit: w.unit === 'doos' ? 'doos' : 'fles',
    description: localized(w.description, lang),
    tastingNotes: localized(w.tastingNotes, lang),
    taste: {
      body: num(taste.body ?? w.body, 3),
      sweetness: num(taste.sweetness ?? w.sweetness, 1),
      acidity: num(taste.acidity ?? w.acidity, 3),
      tannin: num(taste.tannin ?? w.tannin, 1),
    },
    servingTemperature: str(w.servingTemperature),
    organic: Boolean(w.organic),
    vegan: Boolean(w.vegan),
  }
}

/** One seed article → title, summary and plain text (Lexical JSON, markdown or plain text). */
export function articleFromSeed(a: Loose, lang: Lang = 'nl'): Article {
  let content: unknown = a.content ?? a.body ?? a.text ?? a.markdown ?? ''
  if (content && typeof content === 'object' && 'nl' in content) content = (content as Loose)[lang] ?? (content as Loose).nl
  const text = typeof content === 'string' ? markdownToText(content) : lexicalToText(content)
  return { slug: str(a.slug), title: localized(a.title, lang), summary: localized(a.summary, lang), text }
}

/** Markdown as a reader sees it: headings, marks and link targets gone, one block per line. */
function markdownToText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*#+\s*/gm, '')
    .replace(/^\s*(?:[-*]|\d+\.)\s+/gm, '')
    .replace(/[*_`>]/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

type Sources = { products: Product[]; articles: Article[] }

/**
 * The demo seed's wines and wijnwijzer articles, read from their modules (the same ones the seed
 * writes to the database), in Dutch and English.
 */
export async function loadEvalSources(): Promise<Sources & { origin: string; byLang?: Partial<Record<Lang, Sources>> }> {
  const wines = WINES as unknown as Loose[]
  const articles = SEED_ARTICLES as unknown as Loose[]
  const guide = (lang: Lang) => articles.map((a) => articleFromSeed(a, lang))
  return {
    products: wines.map((w) => productFromSeed(w)),
    articles: guide('nl'),
    byLang: { en: { products: wines.map((w) => productFromSeed(w, 'en')), articles: guide('en') } },
    origin: 'demo seed (src/cms/seed/wines.ts, src/cms/seed/content)',
  }
}
