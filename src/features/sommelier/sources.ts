import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import { getAllProducts } from '../catalog/queries'
import type { Product } from '../catalog'
import type { Article } from './guide-search'
import { lexicalToText } from '../../lib/lexical-text'
import { DISHES_TAG, parseDish, type Dish } from './pairings'

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

type DishDoc = Record<string, unknown> & { key?: unknown; traits?: Record<string, unknown> | null }

const withoutEmpty = (o: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== null && v !== undefined && v !== false))

/** Both languages of a localized field (read with locale 'all'); English falls back to Dutch. */
function bothLanguages(value: unknown): { nl?: unknown; en?: unknown } {
  const v = (value ?? {}) as { nl?: unknown; en?: unknown }
  return { nl: v.nl, en: v.en || v.nl }
}

/** A stored dish as the engine reads it, or null (with a log line) when it cannot be one. */
export function dishFromDoc(doc: DishDoc): Dish | null {
  const parsed = parseDish({
    key: doc.key,
    label: bothLanguages(doc.label),
    advice: bothLanguages(doc.advice),
    terms: doc.terms ?? [],
    colors: doc.colors ?? [],
    pairings: doc.pairings ?? [],
    ...(Array.isArray(doc.grapes) && doc.grapes.length ? { grapes: doc.grapes } : {}),
    traits: withoutEmpty(doc.traits),
    ...withoutEmpty({ guide: doc.guide, family: doc.family, generic: doc.generic }),
  })
  if (parsed.success) return parsed.data
  console.warn(`[waine] dish "${String(doc.key)}" skipped: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`)
  return null
}

const readDishes = cachedQuery(
  async (): Promise<Dish[]> => {
    const p = await payload()
    // In the order they were added: the reviewed table's order first, as the engine was tuned on it.
    const { docs } = await p.find({
      collection: 'dishes',
      locale: 'all',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
    })
    return docs.map((d) => dishFromDoc(d as unknown as DishDoc)).filter((d): d is Dish => d !== null)
  },
  ['sommelier:dishes'],
  { tags: [DISHES_TAG] },
)

let known: { signature: string; dishes: Dish[] } | undefined
/**
 * The shop's dishes (the `dishes` collection), cached until a save. The same table keeps the same
 * array, so the vocabulary built from it (intent/vocabulary.ts) is built once per change.
 */
export async function getDishes(): Promise<Dish[]> {
  const dishes = await readDishes()
  const signature = JSON.stringify(dishes)
  if (known?.signature !== signature) known = { signature, dishes }
  return known.dishes
}
