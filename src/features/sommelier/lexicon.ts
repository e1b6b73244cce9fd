/**
 * The words Waine knows, as data in lexicon.json: colours and styles, grapes, countries, regions,
 * taste words and occasions, in Dutch and English. Terms are normalised (see text.ts); `*` marks a
 * compound end. The file is checked when it is read, so a merchant's typo stops the server with the
 * reason instead of silently teaching Waine nothing.
 */
import { z } from 'zod'
import { COLOR_CODES, type ColorCode } from '../catalog'
import data from './lexicon.json'
import realWords from './real-words.json'

export type Term = { terms: string[] }
export type Sweetness = 'droog' | 'halfdroog' | 'zoet'
export type Body = 'licht' | 'vol'
export type Occasion = 'cadeau' | 'feest' | 'kerst' | 'bbq' | 'zomer' | 'aperitief' | 'winter'

const words = z.array(z.string().min(1)).min(1)
const byKey = <K extends string>(keys: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, words])) as Record<K, typeof words>)
const lexiconSchema = z.object({
  colorTerms: byKey(COLOR_CODES as unknown as [ColorCode, ...ColorCode[]]),
  styleRegions: z.record(z.string(), z.string()),
  grapes: z.record(z.string(), words),
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.object({ nl: z.string(), en: z.string(), terms: words })),
  regions: z.record(z.string(), z.object({ country: z.string().regex(/^[A-Z]{2}$/), terms: words, label: words })),
  /** Wines known by name (an appellation, a famous label), the shop's or not: the style they stand for. */
  namedWines: z.record(
    z.string(),
    z.object({
      terms: words,
      color: z.enum(COLOR_CODES as unknown as [ColorCode, ...ColorCode[]]),
      grapes: words,
      country: z.string().regex(/^[A-Z]{2}$/),
    }),
  ),
  sweetnessTerms: byKey<Sweetness>(['droog', 'halfdroog', 'zoet']),
  bodyTerms: byKey<Body>(['licht', 'vol']),
  occasionTerms: byKey<Occasion>(['cadeau', 'feest', 'kerst', 'bbq', 'zomer', 'aperitief', 'winter']),
  organicTerms: words,
  veganTerms: words,
  wineWords: words,
  commonWords: words,
})

/** A lexicon, checked (exported for its test). */
export const parseLexicon = (json: unknown) => lexiconSchema.parse(json)
const lexicon = parseLexicon(data)

export const COLOR_TERMS: Record<ColorCode, string[]> = lexicon.colorTerms
/** Style words that name a region as well; they prefer that region but never demand it. */
export const STYLE_REGIONS: Record<string, string> = lexicon.styleRegions
export const GRAPES: Record<string, string[]> = lexicon.grapes
export const COUNTRIES: Record<string, { nl: string; en: string; terms: string[] }> = lexicon.countries
export const REGIONS: Record<string, { country: string; terms: string[]; label: string[] }> = lexicon.regions
export type NamedWine = { terms: string[]; color: ColorCode; grapes: string[]; country: string }
export const NAMED_WINES: Record<string, NamedWine> = lexicon.namedWines as Record<string, NamedWine>
export const SWEETNESS_TERMS: Record<Sweetness, string[]> = lexicon.sweetnessTerms
export const BODY_TERMS: Record<Body, string[]> = lexicon.bodyTerms
export const OCCASION_TERMS: Record<Occasion, string[]> = lexicon.occasionTerms
export const ORGANIC_TERMS: string[] = lexicon.organicTerms
export const VEGAN_TERMS: string[] = lexicon.veganTerms
/** Words that say "this is about wine" even without anything more specific. */
export const WINE_WORDS: string[] = lexicon.wineWords
/**
 * Everyday Dutch and English words that typo correction must leave alone, because they are
 * close to vocabulary words ("wilde" is not "wild", "welke" is not "wel").
 */
export const COMMON_WORDS = new Set(lexicon.commonWords)
/**
 * Every word typo correction leaves alone: the everyday words above and the real Dutch and English
 * words near a wine word ("understood" is not "runderstoof", "pilot" is not "pinot"), which
 * scripts/real-words.ts writes from the hunspell dictionaries.
 */
export const KNOWN_WORDS: ReadonlySet<string> = new Set([...lexicon.commonWords, ...words.parse(realWords.words)])
