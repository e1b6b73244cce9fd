/**
 * The price range in a question: "onder de 15 euro", "tussen 10 en 20", "rond de 20", "30 euro of
 * meer", "50 euro voor 6 flessen", "een tientje". Only numbers with a money word or a budget word
 * count, so "2019", "6 personen" and "18 graden" are not prices. Amounts are in cents. Pure.
 */
import type { Budget } from './types'
import { inText, NOT_PRICE_UNITS, NUMBER_WORDS, PHRASES } from './words'

const NUM = `(\\d{1,5}(?:,\\d{1,2})?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`
const CUR = `(?:€\\s*)?`
const UNIT_AFTER = `(?:\\s*(?:euros|euro|eur|€|pop|piek|ballen|eu))?`

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

const CHEAP = inText(PHRASES.cheap)
const PREMIUM = inText(PHRASES.premium)
const CHEAPER = inText(PHRASES.cheaper)
const PRICIER = inText(PHRASES.pricier)

/** "goedkoop", "niet te duur" → cheap; "mag wat kosten", "luxe" → premium (cheap wins). */
export function priceLevel(text: string): 'cheap' | 'premium' | null {
  if (CHEAP.test(text)) return 'cheap'
  return PREMIUM.test(text) ? 'premium' : null
}

/** "iets goedkopers?", "something special": a price relative to the wines shown before. */
export function relativePrice(text: string): 'cheaper' | 'pricier' | null {
  if (CHEAPER.test(text)) return 'cheaper'
  return PRICIER.test(text) ? 'pricier' : null
}
