/**
 * Understanding one question: what dish, which colour, grape, country, budget, taste and
 * occasion, plus the signals that decide how to answer (a knowledge question, a follow-up, an
 * under-age visitor, an attempt to change the rules). Pure.
 */
import type { ColorCode } from '../catalog'
import {
  BODY_TERMS,
  COLOR_TERMS,
  COMMON_WORDS,
  COUNTRIES,
  GRAPES,
  OCCASION_TERMS,
  ORGANIC_TERMS,
  REGIONS,
  STYLE_REGIONS,
  SWEETNESS_TERMS,
  VEGAN_TERMS,
  WINE_WORDS,
  type Body,
  type Occasion,
  type Sweetness,
} from './lexicon'
import { DISHES } from './pairings'
import type { Lang } from './rules'
import { correctTypos, findTerm, normalise, tokens } from './text'

export type Budget = { min?: number; max?: number }

export type Flags = {
  injection: boolean
  discount: boolean
  asksAi: boolean
  greeting: boolean
  thanks: boolean
  offTopic: boolean
  otherDrink: string | null
}

export type Intent = {
  lang: Lang
  /** How sure the language guess is: a short "en rood?" leans on the conversation. */
  langConfident: boolean
  dishes: string[]
  colors: ColorCode[]
  excludeColors: ColorCode[]
  styleRegions: string[]
  grapes: string[]
  excludeGrapes: string[]
  countries: string[]
  excludeCountries: string[]
  regions: string[]
  budget: Budget
  priceLevel: 'cheap' | 'premium' | null
  relative: 'cheaper' | 'pricier' | null
  another: boolean
  sweetness: Sweetness | null
  body: Body | null
  occasions: Occasion[]
  organic: boolean
  vegan: boolean
  alcoholFree: boolean
  count: number | null
  wineWords: boolean
  knowledge: boolean
  recommendCue: boolean
  followUp: boolean
  flags: Flags
  /** The question as understood: normalised, typos corrected. */
  text: string
  words: string[]
}

// ---------------------------------------------------------------------------------------------
// Vocabulary for typo correction: every single word of every term we know.

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

// ---------------------------------------------------------------------------------------------
// Term matching with consumed tokens, longest terms first, so "rode curry" is a dish and not a
// colour, and "cabernet sauvignon" is one grape and not two.

type Match<K> = { key: K; start: number; length: number; negated: boolean }

const NEGATIONS = new Set(['geen', 'niet', 'no', 'not', 'zonder', 'nooit', 'behalve', 'except', 'without', 'never', 'none'])

function matchTerms<K>(words: string[], consumed: boolean[], entries: Array<[K, string[]]>, consume = true): Match<K>[] {
  const found: Array<{ key: K; start: number; length: number; weight: number }> = []
  for (const [key, terms] of entries) {
    for (const term of terms) {
      const parts = term.split(' ')
      for (let from = 0; from + parts.length <= words.length;) {
        const at = findTerm(words.slice(from), term)
        if (at < 0) break
        found.push({ key, start: from + at, length: parts.length, weight: parts.length * 100 + term.replace(/\*/g, '').length })
        from += at + 1
      }
    }
  }
  found.sort((a, b) => b.weight - a.weight || a.start - b.start)
  const out: Match<K>[] = []
  for (const f of found) {
    const span = consumed.slice(f.start, f.start + f.length)
    if (span.some(Boolean)) continue
    if (consume) for (let i = f.start; i < f.start + f.length; i++) consumed[i] = true
    const before = words.slice(Math.max(0, f.start - 3), f.start)
    // "niet te zoet", "liever geen rood", "no red": a negation just before the term.
    const negated = before.some((w) => NEGATIONS.has(w)) && !before.includes('maar') && !before.includes('but')
    out.push({ key: f.key, start: f.start, length: f.length, negated })
  }
  return out.sort((a, b) => a.start - b.start)
}

const unique = <T>(xs: T[]): T[] => [...new Set(xs)]

// ---------------------------------------------------------------------------------------------
// Budget

const NUMBER_WORDS: Record<string, number> = {
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  vijfentwintig: 25,
  dertig: 30,
  vijfendertig: 35,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  honderd: 100,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
}
const NUM = `(\\d{1,5}(?:,\\d{1,2})?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`
const CUR = `(?:€\\s*)?`
const UNIT_AFTER = `(?:\\s*(?:euros|euro|eur|€|pop|piek|ballen|eu))?`
const NOT_PRICE_UNITS = new Set([
  'graden',
  'graad',
  'personen',
  'persoon',
  'mensen',
  'jaar',
  'jaren',
  'minuten',
  'uur',
  'uren',
  'dagen',
  'dag',
  'weken',
  'maanden',
  'glazen',
  'glas',
  'flessen',
  'fles',
  'cl',
  'ml',
  'liter',
  'procent',
  'gasten',
  'years',
  'people',
  'degrees',
  'days',
  'bottles',
  'jr',
  'stuks',
  'gangen',
])

function toCents(value: string): number | null {
  const n = value in NUMBER_WORDS ? NUMBER_WORDS[value]! : Number(value.replace(',', '.'))
  if (!Number.isFinite(n) || n <= 0 || n > 5000) return null
  return Math.round(n * 100)
}

/** Reads the price range out of the text; only numbers with a money word or a budget word count. */
export function parseBudget(text: string): Budget {
  const budget: Budget = {}
  const after = (index: number) => text.slice(index).trim().split(' ')[0] ?? ''
  const ok = (m: RegExpExecArray, value: string) => {
    const next = after(m.index + m[0].length)
    if (NOT_PRICE_UNITS.has(next)) return false
    if (/^\d{4}$/.test(value) && Number(value) >= 1900) return false
    return true
  }

  // "50 euro voor 6 flessen": a budget for several bottles is a budget per bottle.
  const forBottles = new RegExp(`${CUR}${NUM}${UNIT_AFTER}\\s+(?:voor|for)\\s+(\\d{1,3})\\s+(?:flessen|bottles)`, 'g')
  for (let m; (m = forBottles.exec(text));) {
    const c = toCents(m[1]!)
    const n = Number(m[2])
    if (c && n > 1) return { max: Math.round(c / n) }
  }

  const between = new RegExp(
    `(?:tussen|between|van|from)\\s+(?:de\\s+)?${CUR}${NUM}${UNIT_AFTER}\\s+(?:en|and|tot|to)\\s+${CUR}${NUM}`,
    'g',
  )
  for (let m; (m = between.exec(text));) {
    if (!ok(m, m[2]!)) continue
    const a = toCents(m[1]!)
    const b = toCents(m[2]!)
    if (a && b) return { min: Math.min(a, b), max: Math.max(a, b) }
  }
  const range = new RegExp(`${CUR}${NUM}\\s+(?:tot|to)\\s+${CUR}${NUM}`, 'g')
  for (let m; (m = range.exec(text));) {
    if (!/€/.test(m[0]) && !/^(euro|eur|€)/.test(after(m.index + m[0].length))) continue
    const a = toCents(m[1]!)
    const b = toCents(m[2]!)
    if (a && b) return { min: Math.min(a, b), max: Math.max(a, b) }
  }

  const around = new RegExp(
    `(?:rond|rondom|ongeveer|zo n|circa|ca|around|about|approximately|roughly|plusminus|om en nabij)\\s+(?:de\\s+|een\\s+)?${CUR}${NUM}`,
    'g',
  )
  for (let m; (m = around.exec(text));) {
    const c = ok(m, m[1]!) && toCents(m[1]!)
    if (c && (/€|euro|eur/.test(m[0] + ' ' + after(m.index + m[0].length)) || c <= 10000)) {
      return { min: Math.round((c * 0.75) / 100) * 100, max: Math.round((c * 1.25) / 100) * 100 }
    }
  }

  const maxRe = new RegExp(
    `(?:onder|beneden|minder dan|niet meer dan|maximaal|max|hooguit|hoogstens|ten hoogste|tot|under|below|less than|up to|no more than|at most|maximum|binnen|within|budget(?:\\s+(?:van|is|of|tot))?|budget\\s+is)\\s+(?:de\\s+|the\\s+|een\\s+)?${CUR}${NUM}`,
    'g',
  )
  for (let m; (m = maxRe.exec(text));) {
    const value = m[1]!
    if (!ok(m, value)) continue
    const c = toCents(value)
    if (c) budget.max = Math.min(budget.max ?? Infinity, c)
  }
  const minRe = new RegExp(
    `(?:boven|vanaf|meer dan|minimaal|minstens|ten minste|tenminste|over|above|more than|at least|minimum)\\s+(?:de\\s+|the\\s+)?${CUR}${NUM}`,
    'g',
  )
  for (let m; (m = minRe.exec(text));) {
    if (!ok(m, m[1]!)) continue
    const money = /€/.test(m[0]) || /^(euro|eur|€)/.test(after(m.index + m[0].length))
    const c = toCents(m[1]!)
    // "niet boven de 15", "don't want to spend more than 9": a ceiling, not a floor.
    if (c && /\b(?:niet|not|no|don t|dont|never|nooit)\b[^.?!]{0,30}$/.test(text.slice(Math.max(0, m.index - 40), m.index + 8))) {
      budget.max = Math.min(budget.max ?? Infinity, c)
      continue
    }
    if (c && (money || !budget.max)) budget.min = Math.max(budget.min ?? 0, c)
  }
  // "30 euro of meer", "40 euros plus": a floor.
  const orMore = new RegExp(
    `${CUR}${NUM}${UNIT_AFTER}\\s*(?:of meer|of hoger|of duurder|en hoger|en meer|or more|or above|plus|and up|and above)\\b`,
    'g',
  )
  for (let m; (m = orMore.exec(text));) {
    const c = toCents(m[1]!)
    if (c) budget.min = Math.max(budget.min ?? 0, c)
  }
  if (budget.max === undefined && budget.min === undefined) {
    // A bare amount ("een wijn van 12 euro", "€ 15") reads as the most someone wants to spend.
    const plain = new RegExp(`€\\s*${NUM}|${NUM}\\s*(?:euro|eur|€)(?:\\s|$)`, 'g')
    for (let m; (m = plain.exec(text));) {
      const c = toCents(m[1] ?? m[2]!)
      if (c) budget.max = Math.min(budget.max ?? Infinity, c)
    }
    if (/\b(?:tientje|tenner)\b/.test(text)) budget.max = 1000
    const tientjes = /\b(twee|drie|2|3) tientjes\b/.exec(text)
    if (tientjes) budget.max = (tientjes[1] === 'twee' || tientjes[1] === '2' ? 2 : 3) * 1000
  }
  if (budget.min !== undefined && budget.max !== undefined && budget.min > budget.max) delete budget.min
  return budget
}

// ---------------------------------------------------------------------------------------------
// Safety and conversation signals

const INJECTION = [
  /\b(negeer|vergeet|ignore|forget|disregard|overrule|omzeil|bypass)\b.{0,40}\b(instructie\w*|regels|opdracht\w*|prompt\w*|instructions?|rules|guidelines|everything|alles|richtlijnen|beperkingen|restrictions)\b/,
  /\b(system ?prompt|systeem ?prompt|systeembericht|jailbreak|developer mode|dan mode|prompt injection|je bent nu|you are now|act as|gedraag je als|doe alsof|pretend|rollenspel|roleplay|new instructions|nieuwe instructies)\b/,
  /\b(reveal|onthul|toon|laat zien|geef|print|show|tell me|vertel)\b.{0,30}\b(instructie\w*|prompt\w*|instructions|configuratie|configuration|api ?key|sleutel|wachtwoord\w*|password\w*|secret\w*|geheim\w*|broncode|source code|env|environment|database|token\w*)\b/,
  /\b(api ?key|wachtwoord|password|database|admin ?(panel|wachtwoord)?|sql|select \* from|drop table|<script|javascript)\b/,
]
export function mentionsInjection(text: string): boolean {
  return INJECTION.some((re) => re.test(text))
}

const DISCOUNT =
  /\b(korting\w*|kortingscode\w*|discount\w*|coupon\w*|voucher\w*|promo ?code\w*|actiecode\w*|gratis fles\w*|free bottle\w*|aanbieding\w*|uitverkoop|sale|deal|geef me .{0,20}(goedkoper|minder betalen)|prijs verlag\w*|afprijz\w*)\b/
const AI =
  /\b(ben (je|jij) (een |echt |wel )?(echt|mens|robot|bot|ai|computer|chatbot|persoon|medewerker|echte|levend)|are you (a |an |really )?(human|bot|robot|ai|real|person|machine|chatbot)|wie ben (je|jij)|who are you|what are you|wat ben (je|jij)|kunstmatige intelligentie|artificial intelligence|chatgpt|gpt|ai assistent|ai assistant|(praat|chat|spreek) ik (met|tegen) (een )?(mens|robot|bot|ai|computer|echt persoon|medewerker)|(met|tegen) een (mens|robot|bot|computer|echt persoon|medewerker) (aan het )?(praten|chatten|spreken)|am i (talking|chatting) (to|with)|talking to a (human|bot|person|machine))\b/
const GREETING =
  /^(hoi|hallo|hey|hee|hi|hello|hoihoi|goedemorgen|goedemiddag|goedenavond|goeienavond|goeiemorgen|goeiemiddag|dag|yo|hiya|good morning|good afternoon|good evening|goedendag|goeiedag|moi|hai|he|heej|hoi hoi)( (daar|there|waine|allemaal))*$/
const THANKS =
  /^(bedankt|dank( je| u)?( wel)?|dankjewel|dankuwel|thanks|thank you|thx|top|super|prima|ok|oke|okay|fijn|merci|cheers|perfect|geweldig|mooi|helemaal goed|great)( (voor|for) (je|jouw|het|your|the) (hulp|advies|tip|tips|help|advice))?( waine)?$/
const OTHER_DRINKS: Record<string, string[]> = {
  bier: ['bier', 'biertje', 'pils', 'beer', 'ipa', 'speciaalbier'],
  sterke: ['whisky', 'whiskey', 'wodka', 'vodka', 'gin', 'rum', 'jenever', 'cognac', 'likeur', 'tequila'],
  cocktail: ['cocktail', 'cocktails', 'mojito', 'spritz'],
  fris: ['cola', 'frisdrank', 'limonade', 'sap', 'koffie', 'thee', 'water'],
}
const OFF_TOPIC =
  /\b(weer|weerbericht|voetbal|politiek|huiswerk|homework|gedicht|poem|programmeer\w*|code schrijven|write code|javascript|python|recept voor|recipe for|hoe kook ik|vakantie|hotel|vlucht|flight|aandelen|crypto|bitcoin|belasting|verzekering|auto|film|movie|muziek|music|nieuws|news|president|minister|dokter|medicijn\w*|hoofdpijn|bereken|calculate|vertaal|translate|grap|mop|joke)\b/

const KNOWLEDGE_START =
  /^(hoe|hoelang|hoeveel|wat is|wat zijn|wat betekent|wat houdt|wat doe|wat moet|waarom|wanneer|welke temperatuur|welk glas|welke glazen|is het|is een|is rode|is witte|is wijn|kan ik|kun je|mag ik|moet ik|wordt|klopt het|how|what is|what are|what does|why|when|is it|is red|is white|is wine|can i|should i|do i|does)\b/
const KNOWLEDGE_ANY =
  /\b(hoe lang|hoelang|houdbaar\w*|bewaren|bewaar|bewaard|temperatuur|decanteren|decant|verschil|uitleg|leg uit|explain|how long|how to|how do|tips voor|proeven|proef ik|sulfiet\w*|gezond\w*|calorie\w*|natuurwijn|natuurlijke wijn|natural wine|glazen|glas kiezen|glass|glasses|glassware|temperature|sulfites?|sulphites?|screw ?caps?|corks?|corked|decanting|aerate|breathe|kurk\w*|geopende fles|open fles|opened bottle|koelkast|fridge|kelder|cellar|liggend|difference|storing|store|keep|last|beginner\w*|leren|begrijpen|soorten|typen|types|druivensoorten|wat is het verschil|wat zijn de|zwavel)\b/
const RECOMMEND =
  /\b(welke wijn\w*|welke fles\w*|wat voor wijn|wat drink\w*|wat schenk\w*|wat moet ik drinken|wat past|past bij|passen bij|pairs? with|goes with|go with|raad\w*|aanrad\w*|aanbevel\w*|aanbeveling\w*|advies|adviseer\w*|tip|tips|suggest\w*|suggestie\w*|zoek\w*|kopen|koop|bestel\w*|heb je|hebben jullie|heeft u|verkopen jullie|recommend\w*|which wine|what wine|looking for|need a|i need|ik wil|ik zoek|ik heb .{0,20} nodig|een fles|a bottle|iets lekkers|lekker bij|drink with|serve with|schenken bij|beste|lekkerste|favoriet\w*|populairste|aanrader\w*|best|favourite|favorite)\b/
const FOLLOW_UP_START =
  /^(welke van|welke daarvan|welke is|which of|which one|anything|hebt ge|is die|is that|zijn die|are those|die|en die|those|of die|en welke|en wat|en|and|liever|rather|of|or|maar|but|iets|something|wat dan|ook|nog|toch|dan|wat als|en als|what about|how about|anders|heb je ook|hebben jullie ook|do you have|any|zonder|met|maak|geen|niet|beter|mag|kan het|kan ook|nou|ok|oke|hmm|een andere|another|other|minder|meer|goedkoper|duurder|cheaper|less|more|only|alleen|not)\b/

const EN_WORDS = new Set([
  'the',
  'what',
  'which',
  'wine',
  'wines',
  'with',
  'for',
  'under',
  'red',
  'white',
  'is',
  'i',
  'my',
  'a',
  'and',
  'do',
  'you',
  'have',
  'goes',
  'pair',
  'recommend',
  'cheap',
  'cheaper',
  'bottle',
  'something',
  'dinner',
  'tonight',
  'how',
  'long',
  'does',
  'should',
  'can',
  'would',
  'good',
  'best',
  'sweet',
  'dry',
  'from',
  'any',
  'please',
  'are',
  'need',
  'looking',
  'to',
  'of',
  'it',
  'drink',
  'serve',
  'eating',
  'about',
  'than',
  'less',
  'more',
  'there',
  'your',
  'am',
  'm',
  'im',
  'hello',
  'hi',
  'thanks',
  'thank',
  'who',
  'why',
  'when',
  'rather',
  'instead',
  'keep',
  'store',
  'open',
  'opened',
  'glass',
  'bubbles',
  'sparkling',
  'cheese',
  'fish',
  'meat',
  'chicken',
  'steak',
  'pasta',
  'spicy',
  'gift',
  'party',
])
const NL_WORDS = new Set([
  'de',
  'het',
  'een',
  'wat',
  'welke',
  'wijn',
  'wijnen',
  'bij',
  'voor',
  'onder',
  'rood',
  'rode',
  'wit',
  'witte',
  'ik',
  'mijn',
  'en',
  'heb',
  'je',
  'jullie',
  'past',
  'raad',
  'goedkoop',
  'goedkoper',
  'fles',
  'iets',
  'eten',
  'vanavond',
  'hoe',
  'lang',
  'blijft',
  'moet',
  'kan',
  'zou',
  'goed',
  'goede',
  'lekker',
  'lekkere',
  'zoet',
  'droog',
  'droge',
  'uit',
  'graag',
  'tot',
  'ben',
  'is',
  'met',
  'van',
  'niet',
  'geen',
  'liever',
  'ook',
  'nog',
  'hallo',
  'hoi',
  'bedankt',
  'dank',
  'wie',
  'waarom',
  'wanneer',
  'bewaren',
  'glas',
  'bubbels',
  'kaas',
  'vis',
  'vlees',
  'kip',
  'biefstuk',
  'pittig',
  'cadeau',
  'feest',
  'maximaal',
  'tussen',
  'euro',
  'dan',
  'maar',
  'zijn',
  'er',
  'op',
  'te',
  'om',
  'naar',
  'wordt',
  'we',
  'wij',
  'eten',
  'diner',
  'zoek',
  'drinken',
  'heeft',
  'hebben',
  'u',
  'geef',
  'mij',
  'wil',
  'welk',
  'jij',
  'jullie',
  'mag',
  'kunnen',
  'kun',
  'doe',
  'lekkers',
  'iets',
  'anders',
  'andere',
  'korting',
  'snel',
  'nu',
  'vandaag',
  'morgen',
  'weer',
  'voor',
  'echt',
  'persoon',
  'mens',
  'sorry',
  'ja',
  'nee',
  'oke',
])

function detectLanguage(words: string[]): { lang: Lang; confident: boolean } {
  let en = 0
  let nl = 0
  for (const w of words) {
    if (EN_WORDS.has(w)) en++
    if (NL_WORDS.has(w)) nl++
  }
  if (en > nl) return { lang: 'en', confident: en - nl >= 2 || words.length >= 4 }
  return { lang: 'nl', confident: nl > en && (nl - en >= 2 || words.length >= 4) }
}

// ---------------------------------------------------------------------------------------------

/** "tapasavond" → "tapas", "kerstdiner" → "kerst": the occasion suffix hides the dish. */
const COMPOUND_TAILS = ['avondje', 'avond', 'diner', 'dinertje', 'maaltijd', 'feestje', 'schotel', 'menu', 'party']
function splitCompound(word: string): string {
  for (const tail of COMPOUND_TAILS) {
    if (word.length > tail.length + 2 && word.endsWith(tail)) {
      const head = word.slice(0, -tail.length)
      if (VOCABULARY.has(head)) return head
    }
  }
  return word
}

export function parseQuestion(question: string): Intent {
  const raw = question.slice(0, 1000)
  const normalised = normalise(raw)
  const words = correctTypos(tokens(normalised).map(splitCompound), VOCABULARY, COMMON_WORDS)
  const text = words.join(' ')
  const consumed = words.map(() => false)

  // Dishes first: their words are not colours ("rode curry", "witte asperges").
  const dishMatches = matchTerms(
    words,
    consumed,
    DISHES.map((d) => [d.key, d.terms] as [string, string[]]),
  )
  let dishes = unique(dishMatches.filter((m) => !m.negated).map((m) => m.key))
  if (dishes.includes('kaas')) {
    // "oude en jonge kaas": the age of the cheese is the point.
    if (/\b(oude|oud)\b/.test(text)) dishes.push('oude-kaas')
    if (/\b(jonge|jong)\b/.test(text)) dishes.push('jonge-kaas')
  }
  const families = new Set(
    DISHES.filter((d) => dishes.includes(d.key) && !d.generic)
      .map((d) => d.family)
      .filter(Boolean),
  )
  dishes = unique(
    dishes.filter((k) => {
      const d = DISHES.find((x) => x.key === k)!
      return !(d.generic && families.has(d.family))
    }),
  )

  const grapeMatches = matchTerms(words, consumed, Object.entries(GRAPES))
  const regionMatches = matchTerms(
    words,
    consumed,
    Object.entries(REGIONS).map(([k, r]) => [k, r.terms] as [string, string[]]),
  )
  const colorMatches = matchTerms(words, consumed, Object.entries(COLOR_TERMS) as Array<[ColorCode, string[]]>, false)
  const countryMatches = matchTerms(
    words,
    consumed,
    Object.entries(COUNTRIES).map(([k, c]) => [k, c.terms] as [string, string[]]),
  )
  const sweetMatches = matchTerms(words, consumed, Object.entries(SWEETNESS_TERMS) as Array<[Sweetness, string[]]>, false)
  const bodyMatches = matchTerms(words, consumed, Object.entries(BODY_TERMS) as Array<[Body, string[]]>, false)
  const occasionMatches = matchTerms(
    words,
    words.map(() => false),
    Object.entries(OCCASION_TERMS) as Array<[Occasion, string[]]>,
    false,
  )

  const styleRegions = unique(
    colorMatches
      .filter((m) => !m.negated)
      .flatMap((m) => words.slice(m.start, m.start + m.length))
      .map((w) => STYLE_REGIONS[w])
      .filter((x): x is string => Boolean(x)),
  )

  let sweetness: Sweetness | null = null
  for (const m of sweetMatches) {
    if (m.negated) sweetness = m.key === 'zoet' ? 'droog' : m.key === 'droog' ? 'halfdroog' : sweetness
    else sweetness = m.key
  }
  let body: Body | null = null
  for (const m of bodyMatches) body = m.negated ? (m.key === 'vol' ? 'licht' : 'vol') : m.key

  const budget = parseBudget(text)
  const cheap =
    /\b(goedkoop|goedkope|goedkoopste|betaalbaar|betaalbare|voordelig|voordelige|cheap|cheapest|affordable|inexpensive|bargain|schappelijk\w*|prijsbewust|weinig geld|niet te duur|niet duur|not too expensive|low budget|klein budget|budget friendly|budgetvriendelijk\w*|student)\b/.test(
      text,
    )
  const premium =
    !cheap &&
    /\b(duur|dure|luxe|luxueus\w*|exclusief|exclusieve|bijzonder|bijzondere|topwijn|top wijn|mag wat kosten|mag iets kosten|mag best wat kosten|speciaal|speciale|premium|expensive|fancy|splurge|indruk maken|impress|special)\b/.test(
      text,
    )
  const relative = /\b(goedkoper\w*|minder duur|lagere prijs|cheaper|less expensive|less pricey|budgetvriendelijker)\b/.test(text)
    ? 'cheaper'
    : /\b(duurder\w*|iets beters|wat beters|pricier|more expensive|upgrade|luxer|chiquer|specialer|fancier|posher|nicer|something special)\b/.test(
          text,
        )
      ? 'pricier'
      : null

  const has = (list: string[]) => list.some((t) => findTerm(words, t) >= 0)
  const otherDrink = Object.entries(OTHER_DRINKS).find(([, ts]) => has(ts))?.[0] ?? null
  const wineWords = has(WINE_WORDS)
  const countMatch = /(^|\s)één\s+(wijn|fles|tip|suggestie)|\b(1|one|just one|een enkele|maar een) (wijn|fles|wine|bottle)\b/.exec(
    raw.toLowerCase(),
  )
  const count = countMatch ? 1 : /\b(twee|2|two) (wijnen|flessen|wines|opties|options|suggesties)\b/.test(text) ? 2 : null

  const lang = detectLanguage(words)
  const knowledge = KNOWLEDGE_START.test(text) || KNOWLEDGE_ANY.test(text)
  const recommendCue = RECOMMEND.test(text)

  const intent: Intent = {
    lang: lang.lang,
    langConfident: lang.confident,
    dishes,
    colors: unique(colorMatches.filter((m) => !m.negated).map((m) => m.key)),
    excludeColors: unique(colorMatches.filter((m) => m.negated).map((m) => m.key)),
    styleRegions,
    grapes: unique(grapeMatches.filter((m) => !m.negated).map((m) => m.key)),
    excludeGrapes: unique(grapeMatches.filter((m) => m.negated).map((m) => m.key)),
    countries: unique(countryMatches.filter((m) => !m.negated).map((m) => m.key)),
    excludeCountries: unique(countryMatches.filter((m) => m.negated).map((m) => m.key)),
    regions: unique(regionMatches.filter((m) => !m.negated).map((m) => m.key)),
    budget,
    priceLevel: cheap ? 'cheap' : premium ? 'premium' : null,
    relative,
    another:
      /\b(andere|anders|nog een|nog iets|iets anders|something else|another|other|alternatief|alternative|meer opties|more options)\b/.test(
        text,
      ),
    sweetness,
    body,
    occasions: unique(occasionMatches.filter((m) => !m.negated).map((m) => m.key)),
    organic: has(ORGANIC_TERMS),
    vegan: has(VEGAN_TERMS),
    alcoholFree: /\b(alcoholvrij\w*|alcohol ?free|non ?alcoholic|zonder alcohol|alcoholarm\w*|0 0|0,0)\b/.test(text),
    count,
    wineWords,
    knowledge,
    recommendCue,
    followUp: FOLLOW_UP_START.test(text),
    flags: {
      injection: mentionsInjection(text),
      discount: DISCOUNT.test(text),
      asksAi: AI.test(text),
      greeting: GREETING.test(text),
      thanks: THANKS.test(text),
      offTopic: false,
      otherDrink,
    },
    text,
    words,
  }
  intent.flags.offTopic = !hasWineSignal(intent) && (OFF_TOPIC.test(text) || !intent.knowledge)
  return intent
}

/** Anything at all that makes this a question about wine or food. */
export function hasWineSignal(i: Intent): boolean {
  return (
    i.dishes.length > 0 ||
    i.colors.length > 0 ||
    i.excludeColors.length > 0 ||
    i.grapes.length > 0 ||
    i.countries.length > 0 ||
    i.regions.length > 0 ||
    i.budget.min !== undefined ||
    i.budget.max !== undefined ||
    i.priceLevel !== null ||
    i.relative !== null ||
    i.sweetness !== null ||
    i.body !== null ||
    i.occasions.length > 0 ||
    i.organic ||
    i.vegan ||
    i.alcoholFree ||
    i.wineWords ||
    i.another
  )
}

/** Preferences only, no new subject: "en uit Spanje?", "liever rood", "iets goedkopers". */
export function isFollowUp(i: Intent): boolean {
  if (i.flags.greeting || i.flags.thanks || i.flags.asksAi) return false
  if (i.dishes.length > 0 && !i.followUp) return false
  if (i.knowledge && !i.followUp && !i.relative) return false
  if (i.followUp || i.relative || i.another) return true
  return i.words.length <= 6 && hasWineSignal(i)
}

/** Lays a follow-up over what was asked before; what the follow-up says wins. */
export function mergeIntents(base: Intent, next: Intent): Intent {
  const colors = next.colors.length ? next.colors : base.colors.filter((c) => !next.excludeColors.includes(c))
  const excludeColors = unique([...base.excludeColors.filter((c) => !next.colors.includes(c)), ...next.excludeColors])
  const place = next.countries.length || next.regions.length
  const newBudget = next.budget.min !== undefined || next.budget.max !== undefined
  return {
    ...next,
    lang: next.langConfident ? next.lang : base.lang,
    langConfident: next.langConfident || base.langConfident,
    dishes: next.dishes.length ? next.dishes : base.dishes,
    colors,
    excludeColors,
    styleRegions: next.colors.length ? next.styleRegions : base.styleRegions,
    grapes: next.grapes.length ? next.grapes : base.grapes.filter((g) => !next.excludeGrapes.includes(g)),
    excludeGrapes: unique([...base.excludeGrapes, ...next.excludeGrapes]),
    countries: place ? next.countries : base.countries.filter((c) => !next.excludeCountries.includes(c)),
    excludeCountries: unique([...base.excludeCountries, ...next.excludeCountries]),
    regions: place ? next.regions : base.regions,
    budget: newBudget ? next.budget : next.relative ? {} : base.budget,
    priceLevel: next.priceLevel ?? (next.relative ? null : base.priceLevel),
    sweetness: next.sweetness ?? base.sweetness,
    body: next.body ?? base.body,
    occasions: unique([...base.occasions, ...next.occasions]),
    organic: base.organic || next.organic,
    vegan: base.vegan || next.vegan,
    alcoholFree: base.alcoholFree || next.alcoholFree,
    count: next.count ?? base.count,
    wineWords: true,
    knowledge: false,
    recommendCue: true,
    flags: { ...next.flags, offTopic: false },
  }
}
