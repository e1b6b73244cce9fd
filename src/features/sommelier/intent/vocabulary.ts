/**
 * The words typo correction may correct towards: every single word of every term Waine knows
 * (lexicon.json, pairings.json) plus the budget and knowledge words. Pure.
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
import { DISHES } from '../pairings'
import { BUDGET_WORDS, COMPOUND_TAILS, KNOWLEDGE_WORDS } from './words'

const allTerms = (): string[] => [
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
  ...DISHES.flatMap((d) => d.terms),
  ...BUDGET_WORDS,
  ...KNOWLEDGE_WORDS,
]

export const VOCABULARY: ReadonlySet<string> = new Set(
  allTerms()
    .flatMap((t) => t.split(' '))
    .map((w) => w.replace(/\*/g, ''))
    .filter((w) => w.length >= 3 && !/\d/.test(w)),
)

/** "tapasavond" → "tapas", "kerstdiner" → "kerst": the occasion suffix hides the dish. */
export function splitCompound(word: string): string {
  for (const tail of COMPOUND_TAILS) {
    if (word.length > tail.length + 2 && word.endsWith(tail)) {
      const head = word.slice(0, -tail.length)
      if (VOCABULARY.has(head)) return head
    }
  }
  return word
}
