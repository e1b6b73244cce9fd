/**
 * The word lists parseQuestion reads with, as data in words.json: negations, the budget and
 * knowledge words typo correction may correct towards, number words, the units that make a number
 * not a price, other drinks, and the everyday words that tell Dutch from English. Terms are
 * normalised (see text.ts). The file is checked when it is read, like lexicon.json.
 */
import { z } from 'zod'
import data from './words.json'

type PhraseList =
  | 'greeting'
  | 'greetingAddressees'
  | 'thanks'
  | 'discount'
  | 'offTopic'
  | 'knowledgeStart'
  | 'knowledgeAny'
  | 'recommend'
  | 'followUpStart'
  | 'cheap'
  | 'premium'
  | 'cheaper'
  | 'pricier'
  | 'another'

const words = z.array(z.string().min(1)).min(1)
const wordsSchema = z.object({
  negations: words,
  compoundTails: words,
  budgetWords: words,
  knowledgeWords: words,
  numberWords: z.record(z.string().regex(/^[a-z]+$/), z.number().int().positive()),
  notPriceUnits: words,
  otherDrinks: z.record(z.string(), words),
  englishWords: words,
  dutchWords: words,
  phrases: z.object(
    Object.fromEntries(
      [
        'greeting',
        'greetingAddressees',
        'thanks',
        'discount',
        'offTopic',
        'knowledgeStart',
        'knowledgeAny',
        'recommend',
        'followUpStart',
        'cheap',
        'premium',
        'cheaper',
        'pricier',
        'another',
      ].map((k) => [k, words]),
    ) as Record<PhraseList, typeof words>,
  ),
})

/** The word lists, checked (exported for its test). */
export const parseWords = (json: unknown) => wordsSchema.parse(json)
const lists = parseWords(data)

/** "geen", "niet", "without": a negation in the three words before a term rules it out. */
export const NEGATIONS: ReadonlySet<string> = new Set(lists.negations)
/** Occasion suffixes that hide a dish: "tapasavond" → "tapas". */
export const COMPOUND_TAILS: string[] = lists.compoundTails
export const BUDGET_WORDS: string[] = lists.budgetWords
export const KNOWLEDGE_WORDS: string[] = lists.knowledgeWords
/** "twintig" → 20: amounts written as words. */
export const NUMBER_WORDS: Record<string, number> = lists.numberWords
/** A number followed by one of these is not a price: "18 graden", "6 personen". */
export const NOT_PRICE_UNITS: ReadonlySet<string> = new Set(lists.notPriceUnits)
/** Other drinks by kind: "bier", "sterke" (spirits), "cocktail", "fris". */
export const OTHER_DRINKS: Record<string, string[]> = lists.otherDrinks
export const EN_WORDS: ReadonlySet<string> = new Set(lists.englishWords)
export const NL_WORDS: ReadonlySet<string> = new Set(lists.dutchWords)
/** What each signal listens for (signals.ts, budget.ts, wishes.ts), in the phrase form below. */
export const PHRASES: Record<PhraseList, string[]> = lists.phrases

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One phrase as a regular expression: its words match as written, a word ending in `*` may go on
 * ("korting*" also finds "kortingscode"), and `…` stands for up to 20 characters of anything.
 */
export function phrasePattern(phrase: string): string {
  return phrase
    .split('…')
    .map((part) =>
      part
        .split(' ')
        .map((w) => (w.endsWith('*') ? `${escape(w.slice(0, -1))}\\w*` : escape(w)))
        .join(' '),
    )
    .join('.{0,20}')
}

/** Any one of the phrases, as a regular expression group. */
export const anyOf = (phrases: string[]): string => `(?:${phrases.map(phrasePattern).join('|')})`
/** Finds one of the phrases, as whole words, anywhere in a text. */
export const inText = (phrases: string[]): RegExp => new RegExp(`\\b${anyOf(phrases)}\\b`)
/** Finds one of the phrases at the start of a text. */
export const atStart = (phrases: string[]): RegExp => new RegExp(`^${anyOf(phrases)}\\b`)
