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

const BUDGET_WORDS = [
  'goedkoop',
  'goedkope',
  'goedkoopste',
  'goedkoper',
  'goedkopers',
  'goedkopere',
  'betaalbaar',
  'betaalbare',
  'voordelig',
  'voordelige',
  'duur',
  'dure',
  'duurder',
  'duurders',
  'duurdere',
  'luxe',
  'exclusief',
  'exclusieve',
  'bijzonder',
  'bijzondere',
  'budget',
  'maximaal',
  'minimaal',
  'hooguit',
  'ongeveer',
  'tussen',
  'beneden',
  'euro',
  'tientje',
  'tientjes',
  'cheap',
  'cheaper',
  'cheapest',
  'affordable',
  'expensive',
  'premium',
  'between',
  'under',
  'below',
  'maximum',
  'schappelijk',
  'prijs',
  'prijzen',
  'kosten',
]
const KNOWLEDGE_WORDS = [
  'bewaren',
  'bewaar',
  'bewaard',
  'houdbaar',
  'houdbaarheid',
  'temperatuur',
  'decanteren',
  'verschil',
  'proeven',
  'proeverij',
  'sulfiet',
  'sulfieten',
  'sulfietvrij',
  'sulfietvrije',
  'gezond',
  'gezonde',
  'calorieen',
  'natuurlijke',
  'natuurwijn',
  'wijnglazen',
  'wijnglas',
  'beginners',
  'beginner',
  'druivensoorten',
  'wijnsoorten',
  'geopend',
  'geopende',
  'opengemaakt',
  'koelkast',
  'kelder',
  'liggend',
  'staand',
  'schenktemperatuur',
  'aanbeveling',
  'aanraden',
  'adviseren',
  'advies',
  'suggestie',
  'vegetarische',
  'biologische',
]

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
const COMPOUND_TAILS = ['avondje', 'avond', 'diner', 'dinertje', 'maaltijd', 'feestje', 'schotel', 'menu', 'party']
export function splitCompound(word: string): string {
  for (const tail of COMPOUND_TAILS) {
    if (word.length > tail.length + 2 && word.endsWith(tail)) {
      const head = word.slice(0, -tail.length)
      if (VOCABULARY.has(head)) return head
    }
  }
  return word
}
