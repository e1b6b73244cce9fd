/**
 * The wishes in a question that are words from the lexicon and the pairing table: dishes, colours
 * and the style regions they name, grapes, places, taste and occasions; and the few wishes that are
 * phrases (another wine, alcohol-free, how many). Pure.
 */
import type { ColorCode } from '../../catalog'
import {
  BODY_TERMS,
  COLOR_TERMS,
  COUNTRIES,
  GRAPES,
  NAMED_WINES,
  OCCASION_TERMS,
  REGIONS,
  STYLE_REGIONS,
  SWEETNESS_TERMS,
  type Body,
  type Occasion,
  type Sweetness,
} from '../lexicon'
import type { Dish } from '../pairings'
import { matchTerms, unique, type Match } from './match'
import { inText, PHRASES, SIDE_JOINERS } from './words'

/** The keys of the matches that are wished for, and of those that are ruled out ("geen rood"). */
export const wanted = <K>(matches: Match<K>[]): K[] => unique(matches.filter((m) => !m.negated).map((m) => m.key))
export const ruledOut = <K>(matches: Match<K>[]): K[] => unique(matches.filter((m) => m.negated).map((m) => m.key))

/**
 * The dishes, matched first because their words are not colours ("rode curry", "witte asperges"),
 * and which of them are sides: "stoverij met frietjes", "steak with chips": a dish right after
 * "met"/"with", with another dish named before it, goes with that dish.
 */
export function readDishes(
  words: string[],
  consumed: boolean[],
  text: string,
  table: readonly Dish[],
): { dishes: string[]; sides: string[] } {
  const matches = matchTerms(
    words,
    consumed,
    table.map((d) => [d.key, d.terms] as [string, string[]]),
  )
  const kept = matches.filter((m) => !m.negated)
  const sides = kept.filter((m, n) => n > 0 && SIDE_JOINERS.has(words[m.start - 1] ?? '')).map((m) => m.key)
  return { dishes: keptDishes(wanted(matches), text, table), sides: unique(sides) }
}

/** "oude en jonge kaas" adds the cheese's age; a generic dish ("vis") gives way to a specific one of its family ("zalm"). */
function keptDishes(found: string[], text: string, table: readonly Dish[]): string[] {
  const dishes = [...found]
  if (dishes.includes('kaas')) {
    // "oude en jonge kaas": the age of the cheese is the point.
    const has = (key: string) => table.some((d) => d.key === key)
    if (/\b(oude|oud)\b/.test(text) && has('oude-kaas')) dishes.push('oude-kaas')
    if (/\b(jonge|jong)\b/.test(text) && has('jonge-kaas')) dishes.push('jonge-kaas')
  }
  const families = new Set(
    table
      .filter((d) => dishes.includes(d.key) && !d.generic)
      .map((d) => d.family)
      .filter(Boolean),
  )
  return unique(
    dishes.filter((k) => {
      const d = table.find((x) => x.key === k)
      return !(d?.generic && families.has(d.family))
    }),
  )
}

export const findGrapes = (words: string[], consumed: boolean[]) => matchTerms(words, consumed, Object.entries(GRAPES))

/**
 * "Do you stock Amarone?", "hebben jullie Cloudy Bay?": a wine known by name stands for its colour,
 * grape and country, whether or not the shop has it. Reads without claiming the words, so the
 * region ("Veneto") is still found.
 */
export function findNamedWines(
  words: string[],
  consumed: boolean[],
): { names: string[]; colors: ColorCode[]; grapes: string[]; countries: string[] } {
  const named = wanted(
    matchTerms(
      words,
      consumed,
      Object.entries(NAMED_WINES).map(([k, v]) => [k, v.terms] as [string, string[]]),
      false,
    ),
  )
  const wines = named.map((k) => NAMED_WINES[k]!)
  return {
    names: named,
    colors: unique(wines.map((w) => w.color)),
    grapes: unique(wines.flatMap((w) => w.grapes)),
    countries: unique(wines.map((w) => w.country)),
  }
}

export const findRegions = (words: string[], consumed: boolean[]) =>
  matchTerms(
    words,
    consumed,
    Object.entries(REGIONS).map(([k, r]) => [k, r.terms] as [string, string[]]),
  )

const WINE_WORDS = new Set(['wine', 'wines', 'wijn', 'wijnen'])
/** The colour terms said with the word wine ("dessert wine", "red wine"): a wine, never a dish. */
const WINE_COLOR_TERMS = Object.entries(COLOR_TERMS).map(
  ([color, terms]) => [color, terms.filter((t) => t.includes(' ') && WINE_WORDS.has(t.split(' ').at(-1)!))] as [ColorCode, string[]],
)

/** "Cheapest dessert wine": a colour named with the word wine claims its words before the dishes do. */
export const findWineColors = (words: string[], consumed: boolean[]) => matchTerms(words, consumed, WINE_COLOR_TERMS)

/** Colour words stay free for the matches after them (they are not consumed). */
export const findColors = (words: string[], consumed: boolean[]) =>
  matchTerms(words, consumed, Object.entries(COLOR_TERMS) as Array<[ColorCode, string[]]>, false)

export const findCountries = (words: string[], consumed: boolean[]) =>
  matchTerms(
    words,
    consumed,
    Object.entries(COUNTRIES).map(([k, c]) => [k, c.terms] as [string, string[]]),
  )

/** Style words that name a region as well ("chianti"), among the wished-for colour words. */
export function findStyleRegions(words: string[], colorMatches: Match<ColorCode>[]): string[] {
  return unique(
    colorMatches
      .filter((m) => !m.negated)
      .flatMap((m) => words.slice(m.start, m.start + m.length))
      .map((w) => STYLE_REGIONS[w])
      .filter((x): x is string => Boolean(x)),
  )
}

/** The last sweetness word wins; "niet te zoet" means dry, "niet te droog" off-dry. */
export function findSweetness(words: string[], consumed: boolean[]): Sweetness | null {
  let sweetness: Sweetness | null = null
  for (const m of matchTerms(words, consumed, Object.entries(SWEETNESS_TERMS) as Array<[Sweetness, string[]]>, false)) {
    if (m.negated) sweetness = m.key === 'zoet' ? 'droog' : m.key === 'droog' ? 'halfdroog' : sweetness
    else sweetness = m.key
  }
  return sweetness
}

/** The last body word wins; "niet te zwaar" means light, "niet te licht" full. */
export function findBody(words: string[], consumed: boolean[]): Body | null {
  let body: Body | null = null
  for (const m of matchTerms(words, consumed, Object.entries(BODY_TERMS) as Array<[Body, string[]]>, false)) {
    body = m.negated ? (m.key === 'vol' ? 'licht' : 'vol') : m.key
  }
  return body
}

/** Occasions may share words with everything else ("kerstdiner" is a dish and an occasion). */
export const findOccasions = (words: string[]): Occasion[] =>
  wanted(
    matchTerms(
      words,
      words.map(() => false),
      Object.entries(OCCASION_TERMS) as Array<[Occasion, string[]]>,
      false,
    ),
  )

/** "iets anders", "another": not the wines shown before. */
const ANOTHER = inText(PHRASES.another)
export const wantsAnother = (text: string): boolean => ANOTHER.test(text)

export const wantsAlcoholFree = (text: string): boolean =>
  /\b(alcoholvrij\w*|alcohol ?free|non ?alcoholic|zonder alcohol|alcoholarm\w*|0 0|0,0)\b/.test(text)

/** "één wijn", "just one bottle" → 1; "twee opties" → 2. Reads the raw question, where "één" keeps its accents. */
export function countAskedFor(raw: string, text: string): number | null {
  if (/(^|\s)één\s+(wijn|fles|tip|suggestie)|\b(1|one|just one|een enkele|maar een) (wijn|fles|wine|bottle)\b/.test(raw.toLowerCase()))
    return 1
  return /\b(twee|2|two) (wijnen|flessen|wines|opties|options|suggesties)\b/.test(text) ? 2 : null
}
