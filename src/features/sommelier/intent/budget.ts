/**
 * The price range in a question: "onder de 15 euro", "tussen 10 en 20", "rond de 20", "30 euro of
 * meer", "50 euro voor 6 flessen", "een tientje". Only numbers with a money word or a budget word
 * count, so "2019", "6 personen" and "18 graden" are not prices. Amounts are in cents. Pure.
 */
import type { Budget } from './types'
import { anyOf, BUDGET_PHRASES as B, inText, NOT_PRICE_UNITS, NUMBER_WORDS, PHRASES } from './words'

const NUM = `\\b(\\d{1,5}(?:,\\d{1,2})?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`
const CUR = `(?:€\\s*)?`
const UNIT_AFTER = `(?:\\s*${anyOf(B.moneyAfter)})?`
/** An optional article after the budget word: "onder de 15", "under the 20". */
const article = (words: string[]) => `(?:${anyOf(words)}\\s+)?`
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const MONEY = B.moneyWords.map(escape).join('|')
/** A money word anywhere ("euro", "€"), and one right after the amount. */
const MONEY_ANYWHERE = new RegExp(MONEY)
const MONEY_NEXT = new RegExp(`^(?:${MONEY})`)
/** Words that count bottles: the number words, and the small ones never read as a price. */
const COUNT_WORDS: Record<string, number> = { ...NUMBER_WORDS, ...B.countWords }
const COUNT = `(\\d{1,3}|${Object.keys(COUNT_WORDS).join('|')})`
const countOf = (value: string) => (value in COUNT_WORDS ? COUNT_WORDS[value]! : Number(value))
const FOR_BOTTLES = new RegExp(`${CUR}${NUM}${UNIT_AFTER}\\s+${anyOf(B.forBottles)}\\s+${COUNT}\\s+${anyOf(B.bottles)}`, 'g')
const BETWEEN = new RegExp(
  `${anyOf(B.betweenStart)}\\s+${article(B.articles.between)}${CUR}${NUM}${UNIT_AFTER}\\s+${anyOf(B.betweenAnd)}\\s+${CUR}${NUM}`,
  'g',
)
const RANGE = new RegExp(`${CUR}${NUM}\\s+${anyOf(B.rangeTo)}\\s+${CUR}${NUM}`, 'g')
const AROUND = new RegExp(`${anyOf(B.around)}\\s+${article(B.articles.around)}${CUR}${NUM}`, 'g')
const UP_TO = new RegExp(`${anyOf(B.upTo)}\\s+${article(B.articles.upTo)}${CUR}${NUM}`, 'g')
const AT_LEAST = new RegExp(`${anyOf(B.atLeast)}\\s+${article(B.articles.atLeast)}${CUR}${NUM}`, 'g')
/** "niet boven de 15", "don't want to spend more than 9": the floor words under a negation are a ceiling. */
const NOT_ABOVE = new RegExp(`\\b${anyOf(B.notAbove)}\\b[^.?!]{0,30}$`)
const OR_MORE = new RegExp(`${CUR}${NUM}${UNIT_AFTER}\\s*${anyOf(B.orMore)}\\b`, 'g')
/** "25 euros max", "20 euro hooguit": the ceiling word after the amount. */
const UP_TO_AFTER = new RegExp(`${CUR}${NUM}${UNIT_AFTER}\\s*${anyOf(B.upToAfter)}\\b`, 'g')
/** "six bottles … 60 euros in total": a total for a number of bottles. */
const BOTTLE_COUNT = new RegExp(`\\b${COUNT}\\s+${anyOf(B.bottles)}\\b`)
const TOTAL = inText(B.total)
const PLAIN = new RegExp(`€\\s*${NUM}|${NUM}\\s*(?:${MONEY})s?(?:\\s|$)`, 'g')
const TENNER = inText(B.tenner)
const TENNERS = new RegExp(`\\b(${Object.keys(B.tennerCounts).map(escape).join('|')}) ${anyOf(B.tenners)}\\b`)

function toCents(value: string): number | null {
  const n = value in NUMBER_WORDS ? NUMBER_WORDS[value]! : Number(value.replace(',', '.'))
  if (!Number.isFinite(n) || n <= 0 || n > 5000) return null
  return Math.round(n * 100)
}

/** Reads the price range out of the text; only numbers with a money word or a budget word count. */
export function parseBudget(text: string): Budget {
  const after = (index: number) => text.slice(index).trim().split(' ')[0] ?? ''
  const ok = (m: RegExpMatchArray, value: string) => {
    const next = after(m.index! + m[0].length)
    if (NOT_PRICE_UNITS.has(next)) return false
    if (/^\d{4}$/.test(value) && Number(value) >= 1900) return false
    return true
  }

  // "50 euro voor 6 flessen": a budget for several bottles is a budget per bottle.
  for (const m of text.matchAll(FOR_BOTTLES)) {
    const c = toCents(m[1]!)
    const n = countOf(m[2]!)
    if (c && n > 1) return { max: Math.round(c / n) }
  }

  const bottles = BOTTLE_COUNT.exec(text)
  const perBottle = (b: Budget): Budget => {
    if (!bottles || !TOTAL.test(text) || b.max === undefined) return b
    const n = countOf(bottles[1]!)
    return n > 1 ? { max: Math.round(b.max / n) } : b
  }
  return perBottle(readRange(text, after, ok))
}

type Ok = (m: RegExpMatchArray, value: string) => boolean

/** The range as written, before a total for several bottles is spread over them. */
function readRange(text: string, after: (index: number) => string, ok: Ok): Budget {
  const budget: Budget = {}
  for (const m of text.matchAll(BETWEEN)) {
    if (!ok(m, m[2]!)) continue
    const a = toCents(m[1]!)
    const b = toCents(m[2]!)
    if (a && b) return { min: Math.min(a, b), max: Math.max(a, b) }
  }
  for (const m of text.matchAll(RANGE)) {
    if (!/€/.test(m[0]) && !MONEY_NEXT.test(after(m.index! + m[0].length))) continue
    const a = toCents(m[1]!)
    const b = toCents(m[2]!)
    if (a && b) return { min: Math.min(a, b), max: Math.max(a, b) }
  }

  for (const m of text.matchAll(AROUND)) {
    const c = ok(m, m[1]!) && toCents(m[1]!)
    if (c && (MONEY_ANYWHERE.test(m[0] + ' ' + after(m.index! + m[0].length)) || c <= 10000)) {
      return { min: Math.round((c * 0.75) / 100) * 100, max: Math.round((c * 1.25) / 100) * 100, target: c }
    }
  }

  for (const m of text.matchAll(UP_TO)) {
    const value = m[1]!
    if (!ok(m, value)) continue
    const c = toCents(value)
    if (c) budget.max = Math.min(budget.max ?? Infinity, c)
  }
  for (const m of text.matchAll(AT_LEAST)) {
    if (!ok(m, m[1]!)) continue
    const money = /€/.test(m[0]) || MONEY_NEXT.test(after(m.index! + m[0].length))
    const c = toCents(m[1]!)
    // "niet boven de 15", "don't want to spend more than 9": a ceiling, not a floor.
    if (c && NOT_ABOVE.test(text.slice(Math.max(0, m.index! - 40), m.index! + 8))) {
      budget.max = Math.min(budget.max ?? Infinity, c)
      continue
    }
    if (c && (money || !budget.max)) budget.min = Math.max(budget.min ?? 0, c)
  }
  for (const m of text.matchAll(UP_TO_AFTER)) {
    if (!ok(m, m[1]!)) continue
    const c = toCents(m[1]!)
    if (c) budget.max = Math.min(budget.max ?? Infinity, c)
  }
  // "30 euro of meer", "40 euros plus": a floor.
  for (const m of text.matchAll(OR_MORE)) {
    const c = toCents(m[1]!)
    if (c) budget.min = Math.max(budget.min ?? 0, c)
  }
  if (budget.max === undefined && budget.min === undefined) {
    // A bare amount ("een wijn van 12 euro", "€ 15") reads as the most someone wants to spend.
    for (const m of text.matchAll(PLAIN)) {
      const c = toCents(m[1] ?? m[2]!)
      if (c) budget.max = Math.min(budget.max ?? Infinity, c)
    }
    if (TENNER.test(text)) budget.max = 1000
    const tenners = TENNERS.exec(text)
    if (tenners) budget.max = B.tennerCounts[tenners[1]!]! * 1000
  }
  if (budget.min !== undefined && budget.max !== undefined && budget.min > budget.max) delete budget.min
  return budget
}

const CHEAP = inText(PHRASES.cheap)
const CHEAPEST = inText(PHRASES.cheapest)
const PREMIUM = inText(PHRASES.premium)
const CHEAPER = inText(PHRASES.cheaper)
const PRICIER = inText(PHRASES.pricier)

/** "niet duurder dan 10", "nothing more expensive than 12": a ceiling, not a wish for dearer wine. */
const NOT_DEARER = new RegExp(
  `\\b${anyOf(B.notAbove)}\\s+(?:\\w+\\s+)?${anyOf(B.atLeast)}\\s+${article(B.articles.atLeast)}${CUR}${NUM}`,
  'g',
)
const withoutCeilings = (text: string) => text.replace(NOT_DEARER, ' ')

/** "goedkoop", "niet te duur" → cheap; "mag wat kosten", "luxe" → premium (cheap wins). */
export function priceLevel(text: string): 'cheap' | 'premium' | null {
  const t = withoutCeilings(text)
  if (CHEAP.test(t)) return 'cheap'
  return PREMIUM.test(t) ? 'premium' : null
}

/** "De goedkoopste", "the cheapest": the few cheapest of what fits, not merely the cheaper part. */
export const asksCheapest = (text: string): boolean => CHEAPEST.test(withoutCeilings(text))

/** "iets goedkopers?", "something special": a price relative to the wines shown before. */
export function relativePrice(text: string): 'cheaper' | 'pricier' | null {
  const t = withoutCeilings(text)
  if (CHEAPER.test(t)) return 'cheaper'
  return PRICIER.test(t) ? 'pricier' : null
}
