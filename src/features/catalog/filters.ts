/** Catalog filters and sorting, read from and written to the URL (`kleur`, `land`, `druif`, `sorteer`, `page`, ...). Pure. */
import type { Product } from './product'
import { COLOR_CODES, PAIRINGS, SORTS, type ColorCode, type Pairing, type Sort } from './vocabulary'

export const PAGE_SIZE = 12
/** Query parameters that make a distinct catalog page; everything else is dropped from the canonical URL. */
export const CANONICAL_PARAMS = ['page', 'kleur', 'land', 'druif', 'sorteer'] as const

export type CatalogQuery = {
  kleur: ColorCode[]
  land: string[]
  druif: string[]
  eten: Pairing[]
  min: number | null
  max: number | null
  sorteer: Sort
  page: number
}

type Params = Record<string, string | string[] | undefined>

const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean).slice(0, 20)

const euros = (v: string | string[] | undefined): number | null => {
  const raw = (Array.isArray(v) ? v[0] : v)?.trim().replace(',', '.')
  // An empty price field (a plain form submits `min=&max=`) means no limit, not € 0.
  if (!raw) return null
  const n = Number(raw)
  return Number.isFinite(n) && n >= 0 && n < 100_000 ? Math.round(n * 100) : null
}

/** Unknown values are ignored rather than refused: a hand-edited URL still shows a catalog. */
export function parseCatalogQuery(params: Params): CatalogQuery {
  const sort = (Array.isArray(params.sorteer) ? params.sorteer[0] : params.sorteer) as Sort
  const page = Number.parseInt(String(Array.isArray(params.page) ? params.page[0] : (params.page ?? '1')), 10)
  return {
    kleur: list(params.kleur).filter((c): c is ColorCode => (COLOR_CODES as readonly string[]).includes(c)),
    land: list(params.land).map((c) => c.toUpperCase()).filter((c) => /^[A-Z]{2}$/.test(c)),
    druif: list(params.druif).map((g) => g.toLowerCase()),
    eten: list(params.eten).filter((p): p is Pairing => (PAIRINGS as readonly string[]).includes(p)),
    min: euros(params.min),
    max: euros(params.max),
    sorteer: SORTS.includes(sort) ? sort : 'populair',
    page: Number.isFinite(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

export function matches(p: Product, q: CatalogQuery): boolean {
  return (
    (q.kleur.length === 0 || q.kleur.includes(p.colorCode)) &&
    (q.land.length === 0 || q.land.includes(p.countryCode)) &&
    (q.druif.length === 0 || p.grapes.some((g) => q.druif.includes(g.toLowerCase()))) &&
    (q.eten.length === 0 || p.pairings.some((x) => q.eten.includes(x))) &&
    (q.min === null || p.price >= q.min) &&
    (q.max === null || p.price <= q.max)
  )
}

const byName = (a: Product, b: Product) => a.name.localeCompare(b.name, 'nl')
const COMPARATORS: Record<Sort, (a: Product, b: Product) => number> = {
  // "Populair" until sales figures exist: in stock first, then by name.
  populair: (a, b) => Number(b.stock > 0) - Number(a.stock > 0) || byName(a, b),
  'prijs-op': (a, b) => a.price - b.price || byName(a, b),
  'prijs-af': (a, b) => b.price - a.price || byName(a, b),
  naam: byName,
}

export function applyCatalogQuery(products: readonly Product[], q: CatalogQuery) {
  const all = products.filter((p) => matches(p, q)).sort(COMPARATORS[q.sorteer])
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE_SIZE))
  const page = Math.min(q.page, pageCount)
  return { items: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: all.length, page, pageCount }
}

/** The facets a shopper can choose from, with counts over the whole catalog. */
export function facetsOf(products: readonly Product[]) {
  const count = (values: string[]) => {
    const m = new Map<string, number>()
    for (const v of values) m.set(v, (m.get(v) ?? 0) + 1)
    return [...m.entries()].sort((a, b) => a[0].localeCompare(b[0], 'nl')).map(([value, n]) => ({ value, count: n }))
  }
  return {
    kleur: count(products.map((p) => p.colorCode)),
    land: count(products.map((p) => p.countryCode)),
    druif: count(products.flatMap((p) => p.grapes)),
    eten: count(products.flatMap((p) => p.pairings)),
  }
}

/** Serialises a query back to URL parameters (defaults left out) for links and the canonical URL. */
export function toSearchParams(q: Partial<CatalogQuery>): URLSearchParams {
  const sp = new URLSearchParams()
  if (q.kleur?.length) sp.set('kleur', q.kleur.join(','))
  if (q.land?.length) sp.set('land', q.land.join(','))
  if (q.druif?.length) sp.set('druif', q.druif.join(','))
  if (q.eten?.length) sp.set('eten', q.eten.join(','))
  if (q.min != null) sp.set('min', String(q.min / 100))
  if (q.max != null) sp.set('max', String(q.max / 100))
  if (q.sorteer && q.sorteer !== 'populair') sp.set('sorteer', q.sorteer)
  if (q.page && q.page > 1) sp.set('page', String(q.page))
  return sp
}
