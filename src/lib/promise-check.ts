/**
 * Finds sentences that state one of the shop's promises differently from `PROMISES` (issue #15 §1):
 * a free-shipping limit that includes € 75 or names another amount, another shipping cost or
 * cut-off time, "morgen in huis" or a number of working days for delivery, an ID check only for
 * who looks young, another reply time, free returns. Dutch and English. Pure; the e2e crawl runs
 * it over every page, and a merchant's own texts are held to the same rules.
 */
import { PROMISES } from './promises'

export type Contradiction = { promise: keyof typeof PROMISES | 'deliveryDays'; sentence: string; why: string }

const NUMBER_WORDS: Record<string, number> = {
  een: 1,
  één: 1,
  eén: 1,
  one: 1,
  twee: 2,
  two: 2,
  drie: 3,
  three: 3,
  vier: 4,
  four: 4,
  vijf: 5,
  five: 5,
}
const COUNT = String.raw`(\d+|één|eén|een|twee|drie|vier|vijf|one|two|three|four|five)`
const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s)

/** `€ 75`, `€75,00`, `€ 7.95` → cents. */
const AMOUNT = String.raw`€\s?(\d{1,4})(?:[.,](\d{2}))?(?!\d)`
const cents = (euros: string, part?: string) => Number(euros) * 100 + Number(part ?? 0)

function sentencesOf(text: string): string[] {
  return text
    .replace(/\u00a0/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9€"'(])|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

const FREE_SHIPPING =
  /gratis verzend|gratis verzonden|gratis bezorg|verzend\w* (is |we )?(altijd )?gratis|verzending gratis|free (shipping|delivery)|ships? (for )?free|shipping is free|delivery is free/i
const SHIPPING_COST = /verzendkosten|verzending|shipping|postage|delivery charge/i
/** A relation before the amount: inclusive ones say that the amount itself ships free. */
const INCLUSIVE_BEFORE = /(vanaf|van|from|at least|minimaal|minstens|bij)\s*$/i
const EXCLUSIVE_BEFORE = /(boven|above|over|meer dan|more than)\s*$/i
const LOWER_BEFORE = /(tot en met|t\/m|up to and including|up to|onder|below|under|daaronder|tot)\s*$/i
const INCLUSIVE_AFTER = /^\s*(of meer|of hoger|or more|and (above|over)|en meer|en hoger)/i

function shippingProblems(sentence: string): string[] {
  const problems: string[] = []
  const free = FREE_SHIPPING.test(sentence)
  const cost = SHIPPING_COST.test(sentence)
  if (!free && !cost) return problems
  const { costCents, freeAboveCents } = PROMISES.shipping
  for (const m of sentence.matchAll(new RegExp(AMOUNT, 'g'))) {
    const amount = cents(m[1]!, m[2])
    const before = sentence.slice(0, m.index)
    const after = sentence.slice(m.index! + m[0].length)
    const inclusive = INCLUSIVE_BEFORE.test(before) || INCLUSIVE_AFTER.test(after)
    const related = inclusive || EXCLUSIVE_BEFORE.test(before) || LOWER_BEFORE.test(before)
    if (amount === freeAboveCents) {
      if (free && inclusive) problems.push(`free shipping starts above ${freeAboveCents / 100} euros: ${m[0]} itself pays shipping`)
    } else if (amount === costCents) {
      continue
    } else if (free && related) {
      problems.push(`free shipping starts above € ${freeAboveCents / 100}, not at ${m[0]}`)
    } else if (cost && /betaal je|you pay|kost(en)?|costs?|bedragen|is/i.test(before.slice(-30)) && !free) {
      problems.push(`shipping costs ${costCents} cents, not ${m[0]}`)
    }
  }
  return problems
}

const ORDER_WORD = /bestel|order|betaal|paid|pay/i
const CUTOFF = /(?:vóór|voor|before)\s+(\d{1,2})(?:[.:](\d{2}))?\s*(uur|u\b|am|pm|h\b)?/gi

function cutoffProblems(sentence: string): string[] {
  if (!ORDER_WORD.test(sentence)) return []
  const problems: string[] = []
  const { hour, minute } = PROMISES.delivery.cutoff
  for (const m of sentence.matchAll(CUTOFF)) {
    // A clock time needs minutes or a unit: "voor 2 flessen" is not one.
    if (!m[2] && !m[3]) continue
    let h = Number(m[1])
    if (m[3]?.toLowerCase() === 'pm' && h < 12) h += 12
    const min = Number(m[2] ?? 0)
    if (h !== hour || min !== minute) problems.push(`the cut-off is ${hour}:${String(minute).padStart(2, '0')}, not ${m[0].trim()}`)
  }
  return problems
}

const TOMORROW =
  /morgen (al )?(in huis|bezorgd|geleverd|bij je|thuis)|(delivered|at your door|with you) tomorrow|next-day delivery|tomorrow'?s? delivery/i
const DELIVERY_WORD = /verstu|verzend|verzonden|bezorg|lever|ship|deliver|dispatch|sent|send|in huis/i
const WORKING_DAYS = new RegExp(String.raw`(?:binnen|within|in)\s+${COUNT}\s+(werkdag(?:en)?|working days?|business days?)`, 'gi')
const REPLY_WORD = /reageren|reageer|antwoord|contact met je op|contact met u op|reply|respond|answer|get back|be in touch|contact you/i

function deliveryAndReplyProblems(sentence: string): Contradiction[] {
  const found: Contradiction[] = []
  if (TOMORROW.test(sentence))
    found.push({
      promise: 'delivery',
      sentence,
      why: 'delivery is the next working day after dispatch, not "tomorrow" (a Friday order arrives on Monday)',
    })
  for (const m of sentence.matchAll(WORKING_DAYS)) {
    const days = toNumber(m[1]!)
    if (REPLY_WORD.test(sentence)) {
      const promised = PROMISES.customerService.replyWithinWorkingDays
      if (days !== promised)
        found.push({ promise: 'customerService', sentence, why: `customer service replies within ${promised} working days, not ${days}` })
    } else if (DELIVERY_WORD.test(sentence)) {
      found.push({
        promise: 'deliveryDays',
        sentence,
        why: `delivery is stated as: paid on a working day before the cut-off, sent the same day, at the door ${PROMISES.delivery.workingDaysToDoor} working day later; not "${m[0]}"`,
      })
    }
  }
  return found
}

const YOUNG_LOOKING = /jonger (dan|lijkt dan) 25|jonger dan 25|als je jonger lijkt|younger than 25|look(s)? (younger|under 25)/i
const FREE_RETURNS =
  /gratis (retour|terugsturen|terug sturen)|retour(neren)? is gratis|free returns?|returns? (is|are) free|kosteloos (retour|terugsturen)/i

/** Every sentence of `text` that contradicts a promise, with the reason. */
export function findContradictions(text: string): Contradiction[] {
  const found: Contradiction[] = []
  for (const sentence of sentencesOf(text)) {
    for (const why of shippingProblems(sentence)) found.push({ promise: 'shipping', sentence, why })
    for (const why of cutoffProblems(sentence)) found.push({ promise: 'delivery', sentence, why })
    found.push(...deliveryAndReplyProblems(sentence))
    if (YOUNG_LOOKING.test(sentence))
      found.push({ promise: 'idCheckAtDelivery', sentence, why: 'the carrier asks every recipient for ID, not only who looks young' })
    if (FREE_RETURNS.test(sentence)) found.push({ promise: 'returns', sentence, why: "the direct cost of a return is the buyer's" })
  }
  return found
}
