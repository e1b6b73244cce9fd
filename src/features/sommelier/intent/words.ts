/**
 * The word lists parseQuestion reads with, as data in words.json: negations, the budget and
 * knowledge words typo correction may correct towards, number words, the units that make a number
 * not a price, other drinks, and the everyday words that tell Dutch from English. Terms are
 * normalised (see text.ts). The file is checked when it is read, like lexicon.json.
 */
import { z } from 'zod'
import data from './words.json'

const PHRASE_LISTS = [
  'greeting',
  'greetingAddressees',
  'thanks',
  'thanksFor',
  'thanksAddressees',
  'thanksClosings',
  'discount',
  'injection',
  'ai',
  'offTopic',
  'knowledgeStart',
  'knowledgeAny',
  'recommend',
  'followUpStart',
  'cheap',
  'premium',
  'cheaper',
  'cheapest',
  'pricier',
  'another',
  'fillers',
  'followUpAny',
  'followUpAnd',
  'samePrice',
  'similar',
  'learning',
  'explicitAsk',
  'service',
  'task',
  'answerInDutch',
  'answerInEnglish',
  'box',
  'factAsk',
  'backReference',
  'traitSweetness',
  'traitAcidity',
  'traitTannin',
  'traitBody',
] as const
type PhraseList = (typeof PHRASE_LISTS)[number]

const words = z.array(z.string().min(1)).min(1)
const wordsSchema = z.object({
  negations: words,
  /** "money's no object", "maakt niet uit": a negation that rules nothing out. */
  negationIdioms: words,
  /** Real words that only look like a diminutive of a word Waine knows: "uitje" (an outing) is no "uit", "lichtjes" means slightly. */
  notDiminutives: words,
  compoundTails: words,
  /** "stoverij met frietjes": a dish after one of these, with a dish before it, is a side dish. */
  sideJoiners: words,
  budgetWords: words,
  knowledgeWords: words,
  numberWords: z.record(z.string().regex(/^[a-z]+$/), z.number().int().positive()),
  notPriceUnits: words,
  otherDrinks: z.record(z.string(), words),
  englishWords: words,
  dutchWords: words,
  /** "ik woon in België", "leveren jullie in Duitsland": a country after these is where the shopper is, not the wine's origin. */
  whereTheShopperIs: words,
  /** "negeer … je instructies": a command word, then within so many characters what it is aimed at. */
  injectionNear: z.array(z.object({ first: words, within: z.number().int().positive(), then: words })).min(1),
  budget: z.object({
    moneyAfter: words,
    moneyWords: words,
    forBottles: words,
    bottles: words,
    betweenStart: words,
    betweenAnd: words,
    rangeTo: words,
    around: words,
    upTo: words,
    atLeast: words,
    notAbove: words,
    orMore: words,
    upToAfter: words,
    total: words,
    tenner: words,
    tenners: words,
    tennerCounts: z.record(z.string().regex(/^[a-z0-9]+$/), z.number().int().positive()),
    /** Small numbers that count bottles ("twee flessen") but are never read as a price. */
    countWords: z.record(z.string().regex(/^[a-z]+$/), z.number().int().positive()),
    articles: z.object({ between: words, around: words, upTo: words, atLeast: words }),
  }),
  phrases: z.object(Object.fromEntries(PHRASE_LISTS.map((k) => [k, words])) as Record<PhraseList, typeof words>),
})

/** The word lists, checked (exported for its test). */
export const parseWords = (json: unknown) => wordsSchema.parse(json)
const lists = parseWords(data)

/** "geen", "niet", "without": a negation in the three words before a term rules it out. */
export const NEGATIONS: ReadonlySet<string> = new Set(lists.negations)
/** "money's no object", "maakt niet uit": phrases that open with a negation but rule nothing out. */
export const NEGATION_IDIOMS: string[][] = lists.negationIdioms.map((p) => p.split(' '))
/** Occasion suffixes that hide a dish: "tapasavond" → "tapas". */
export const COMPOUND_TAILS: string[] = lists.compoundTails
export const NOT_DIMINUTIVES: ReadonlySet<string> = new Set(lists.notDiminutives)
export const SIDE_JOINERS: ReadonlySet<string> = new Set(lists.sideJoiners)
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
export const WHERE_THE_SHOPPER_IS: ReadonlySet<string> = new Set(lists.whereTheShopperIs)
/** What each signal listens for (signals.ts, budget.ts, wishes.ts), in the phrase form below. */
export const PHRASES: Record<PhraseList, string[]> = lists.phrases
/** Injection as a command and its target: "negeer … instructies", "toon … je prompt". */
export const INJECTION_NEAR = lists.injectionNear
/** The words around an amount that make it a budget (budget.ts): "onder de", "tussen … en", "of meer". */
export const BUDGET_PHRASES = lists.budget

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const wordPattern = (w: string) => (w.endsWith('*') ? `${escape(w.slice(0, -1))}\\w*` : escape(w))

/**
 * One phrase as a regular expression: its words match as written, a word ending in `*` may go on
 * ("korting*" also finds "kortingscode"), `a/b` is either word ("ben je/jij"), and `…` stands for
 * up to 20 characters of anything.
 */
export function phrasePattern(phrase: string): string {
  return phrase
    .split('…')
    .map((part) =>
      part
        .split(' ')
        .map((w) => (w.includes('/') ? `(?:${w.split('/').map(wordPattern).join('|')})` : wordPattern(w)))
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
