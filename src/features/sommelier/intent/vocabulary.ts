/**
 * The words typo correction may correct towards: every single word of every term Waine knows
 * (lexicon.json, the shop's dishes) plus the budget and knowledge words. Pure.
 */
import {
  BODY_TERMS,
  COLOR_TERMS,
  COUNTRIES,
  GRAPES,
  OCCASION_TERMS,
  ORGANIC_TERMS,
  REGIONS,
  SWEETNESS_TERMS,
  VEGAN_TERMS,
  WINE_WORDS,
} from '../lexicon'
import type { Dish } from '../pairings'
import { BUDGET_WORDS, COMPOUND_TAILS, KNOWLEDGE_WORDS, NOT_DIMINUTIVES } from './words'

const fixedTerms = (): string[] => [
  ...Object.values(COLOR_TERMS).flat(),
  ...Object.values(GRAPES).flat(),
  ...Object.values(COUNTRIES).flatMap((c) => c.terms),
  ...Object.values(REGIONS).flatMap((r) => r.terms),
  ...Object.values(SWEETNESS_TERMS).flat(),
  ...Object.values(BODY_TERMS).flat(),
  ...Object.values(OCCASION_TERMS).flat(),
  ...ORGANIC_TERMS,
  ...VEGAN_TERMS,
  ...WINE_WORDS,
  ...BUDGET_WORDS,
  ...KNOWLEDGE_WORDS,
]

const singleWords = (terms: string[]): string[] =>
  terms
    .flatMap((t) => t.split(' '))
    .map((w) => w.replace(/\*/g, ''))
    .filter((w) => w.length >= 3 && !/\d/.test(w))

const FIXED_WORDS = singleWords(fixedTerms())
const byTable = new WeakMap<readonly Dish[], ReadonlySet<string>>()

/**
 * The vocabulary with the words of these dishes. The dishes are the merchant's (a CMS collection),
 * so it is built per table and kept while the same table is in use.
 */
export function vocabularyFor(dishes: readonly Dish[]): ReadonlySet<string> {
  let vocabulary = byTable.get(dishes)
  if (!vocabulary) {
    vocabulary = new Set([...FIXED_WORDS, ...singleWords(dishes.flatMap((d) => d.terms))])
    byTable.set(dishes, vocabulary)
  }
  return vocabulary
}

/** "tapasavond" → "tapas", "kerstdiner" → "kerst": the occasion suffix hides the dish. */
export function splitCompound(word: string, vocabulary: ReadonlySet<string>): string {
  for (const tail of COMPOUND_TAILS) {
    if (word.length > tail.length + 2 && word.endsWith(tail)) {
      const head = word.slice(0, -tail.length)
      if (vocabulary.has(head)) return head
    }
  }
  return word
}

/**
 * "een merlotje", "proseccootje", "een rosétje bij de visjes": a Dutch diminutive is read as the word
 * Waine knows ("cavaatje" doubles the vowel of "cava"). A known word stays as it is, and so do the
 * real words that only look like one ("uitje", "lichtjes").
 */
export function readDiminutive(word: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary.has(word) || NOT_DIMINUTIVES.has(word)) return word
  for (const ending of ['etjes', 'etje', 'tjes', 'tje', 'pjes', 'pje', 'jes', 'je']) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue
    const stem = word.slice(0, -ending.length)
    if (vocabulary.has(stem)) return stem
    const single = stem.replace(/([aeiou])\1$/, '$1')
    if (single !== stem && vocabulary.has(single)) return single
  }
  return word
}
