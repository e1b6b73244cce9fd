/** Catalog filters and sorting, read from and written to the URL (`kleur`, `land`, `druif`, `sorteer`, `page`, ...). Pure. */
import { COLOR_CODES, PAIRINGS, SORTS, type ColorCode, type Pairing, type Sort } from './vocabulary'

export const PAGE_SIZE = 12
/** The longest search text kept; a longer one is cut, not refused. */
export const MAX_SEARCH_LENGTH = 80

export type CatalogQuery = {
  /** Free text (`zoek`): name, producer, grape, region or country; '' for none. */
  zoek: string
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
  (Array.isArray(v) ? v : v ? [v] : [])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20)

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
  const zoek = String(Array.isArray(params.zoek) ? (params.zoek[0] ?? '') : (params.zoek ?? ''))
  return {
    zoek: zoek.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH),
    kleur: list(params.kleur).filter((c): c is ColorCode => (COLOR_CODES as readonly string[]).includes(c)),
    land: list(params.land)
      .map((c) => c.toUpperCase())
      .filter((c) => /^[A-Z]{2}$/.test(c)),
    druif: list(params.druif).map((g) => g.toLowerCase()),
    eten: list(params.eten).filter((p): p is Pairing => (PAIRINGS as readonly string[]).includes(p)),
    min: euros(params.min),
    max: euros(params.max),
    sorteer: SORTS.includes(sort) ? sort : 'populair',
    page: Number.isFinite(page) && page > 0 && page < 10_000 ? page : 1,
  }
}

/** Serialises a query back to URL parameters (defaults left out) for links and the canonical URL. */
export function toSearchParams(q: Partial<CatalogQuery>): URLSearchParams {
  const sp = new URLSearchParams()
  if (q.zoek) sp.set('zoek', q.zoek)
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

/** One form for one selection: lists without repeats, in a fixed order (`kleur=wit,rood` is `kleur=rood,wit`). */
export function normalisedQuery(q: CatalogQuery): CatalogQuery {
  const sorted = (values: string[]) => [...new Set(values)].sort()
  return {
    ...q,
    kleur: COLOR_CODES.filter((c) => q.kleur.includes(c)),
    land: sorted(q.land),
    druif: sorted(q.druif),
    eten: PAIRINGS.filter((p) => q.eten.includes(p)),
  }
}

/** The catalog query of a URL's query string (also of the cached twin's canonical key). */
export function catalogQueryOf(search: string): CatalogQuery {
  const params: Record<string, string[]> = {}
  for (const [key, value] of new URLSearchParams(search)) (params[key] ??= []).push(value)
  return parseCatalogQuery(params)
}

/** The canonical query string of a catalog URL: what the catalog reads, nothing else; '' for the plain catalog. */
export const canonicalCatalogSearch = (search: string): string => toSearchParams(normalisedQuery(catalogQueryOf(search))).toString()
