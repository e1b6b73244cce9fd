/**
 * The catalog's search box (`zoek`): name, producer, grape, region, country and colour, in both
 * languages, forgiving accents ("chateauneuf", "gewurztraminer") and a small typo ("tempranilo").
 * A kept library (MiniSearch) does the matching; this file says what is indexed and how a term is
 * normalised. Pure.
 */
import MiniSearch from 'minisearch'
import { countryName } from './labels'

export type SearchableWine = {
  ean: string
  names: string[]
  producer: string
  region: string
  countryCode: string
  colorCode: string
  grapes: string[]
}

const COLOR_WORDS: Record<string, string> = {
  rood: 'rood rode red',
  wit: 'wit witte white',
  rose: 'rosé rose',
  mousserend: 'mousserend bubbels sparkling',
  dessert: 'dessert zoet dessertwijn sweet',
}

/** Words that say nothing about which wine: "een rode wijn uit de Rioja" searches rode + rioja. */
const STOP_WORDS = new Set([
  'de',
  'het',
  'een',
  'en',
  'van',
  'uit',
  'met',
  'wijn',
  'wijnen',
  'the',
  'a',
  'an',
  'and',
  'of',
  'from',
  'with',
  'wine',
  'wines',
])

/** Lower case without accents: "Châteauneuf" and "chateauneuf" are one term. */
export function foldTerm(term: string): string | null {
  const folded = term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
  return folded && !STOP_WORDS.has(folded) ? folded : null
}

type Doc = { id: string; name: string; producer: string; grapes: string; region: string; country: string; color: string }

const toDoc = (w: SearchableWine): Doc => ({
  id: w.ean,
  name: w.names.join(' '),
  producer: w.producer,
  grapes: w.grapes.join(' '),
  region: w.region,
  country: `${countryName(w.countryCode, 'nl')} ${countryName(w.countryCode, 'en')}`,
  color: COLOR_WORDS[w.colorCode] ?? w.colorCode,
})

export type WineSearch = { search(text: string): string[] }

export function buildWineSearch(wines: readonly SearchableWine[]): WineSearch {
  const index = new MiniSearch<Doc>({
    fields: ['name', 'producer', 'grapes', 'region', 'country', 'color'],
    processTerm: foldTerm,
    searchOptions: {
      boost: { name: 3, producer: 2, grapes: 2, region: 2, country: 1, color: 1 },
      // One typo in a word of 5+ letters, two from 10; a word being typed matches its start.
      fuzzy: (term) => (term.length >= 10 ? 2 : term.length >= 5 ? 1 : 0),
      prefix: (term) => term.length >= 3,
      processTerm: foldTerm,
    },
  })
  index.addAll(wines.map(toDoc))
  return {
    /** EANs best first: every word must match; when no wine has them all, any word will do. */
    search(text) {
      const all = index.search(text, { combineWith: 'AND' })
      const hits = all.length > 0 ? all : index.search(text, { combineWith: 'OR' })
      return hits.map((h) => String(h.id))
    },
  }
}
