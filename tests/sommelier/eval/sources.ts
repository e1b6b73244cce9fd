/**
 * The eval's catalog and guide: the demo seed data (wines and wijnwijzer texts), mapped to the
 * shapes the engine takes (ids are EANs). Falls back to the unit-test fixture, loudly, when the
 * seed is not there.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Product } from '../../../src/features/catalog/product'
import { COLOR_CODES, PAIRINGS, type ColorCode, type Pairing } from '../../../src/features/catalog/vocabulary'
import type { Article } from '../../../src/features/sommelier/guide-search'
import { lexicalToText } from '../../../src/lib/lexical-text'
import { ARTICLES, CATALOG } from '../fixtures'
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

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(path.join(dir, e.name))
      : /\.(ts|js|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts')
        ? [path.join(dir, e.name)]
        : [],
  )
}

function arraysIn(mod: Loose): Loose[][] {
  return Object.values(mod).filter((v): v is Loose[] => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object')
}

async function importIfThere(file: string): Promise<Loose | null> {
  if (!existsSync(file)) return null
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Loose
}

type Sources = { products: Product[]; articles: Article[] }

export async function loadEvalSources(
  root = process.cwd(),
): Promise<Sources & { origin: string; byLang?: Partial<Record<Lang, Sources>> }> {
  const seed = path.join(root, 'src/cms/seed')
  const winesModule = (await importIfThere(path.join(seed, 'wines.ts'))) ?? (await importIfThere(path.join(seed, 'wines/index.ts')))
  const wines = winesModule
    ? arraysIn(winesModule).find((list) => list.some((w) => ('ean' in w || 'serial' in w) && 'price' in w))
    : undefined

  const articles: Loose[] = []
  for (const dir of ['content/articles', 'content']) {
    for (const file of sourceFiles(path.join(seed, dir)).filter((f) => dir !== 'content' || !f.includes(`${path.sep}pages${path.sep}`))) {
      const mod = await importIfThere(file)
      if (!mod) continue
      const candidates = [
        ...arraysIn(mod).flat(),
        ...Object.values(mod).filter((v): v is Loose => Boolean(v) && typeof v === 'object' && !Array.isArray(v)),
      ]
      for (const c of candidates)
        if (typeof c.slug === 'string' && 'title' in c && ('content' in c || 'body' in c || 'text' in c || 'markdown' in c))
          articles.push(c)
    }
  }
  const unique = [...new Map(articles.map((a) => [a.slug, a])).values()]
  const guide = (lang: Lang) => (unique.length ? unique.map((a) => articleFromSeed(a, lang)) : ARTICLES)

  if (!wines?.length) return { products: CATALOG, articles: guide('nl'), origin: 'unit-test fixture (src/cms/seed/wines.ts not found)' }
  return {
    products: wines.map((w) => productFromSeed(w)),
    articles: guide('nl'),
    byLang: { en: { products: wines.map((w) => productFromSeed(w, 'en')), articles: guide('en') } },
    origin: `demo seed (src/cms/seed/wines.ts${unique.length ? ', src/cms/seed/content' : '; articles from the unit-test fixture'})`,
  }
}
