/**
 * What the shop promises a shopper, stated once (issue #15 §1). Every text that names one of these
 * renders it from here (messages through `promiseValues`, the seeded pages, FAQ and articles through
 * their templates) or is checked against it (`findContradictions`, run over every page in both
 * languages by the e2e crawl). Pure: the cart, checkout, mails and pages all read the same values.
 */
import { formatCents } from './money'

export const PROMISES = {
  shipping: {
    costCents: 795,
    /** Free strictly above this subtotal: an order of exactly € 75 pays shipping. */
    freeAboveCents: 7500,
  },
  delivery: {
    /** Paid on a working day before this time: sent the same day. */
    cutoff: { hour: 16, minute: 0 },
    /** Working days from dispatch to the door, as the carrier usually does it. */
    workingDaysToDoor: 1,
  },
  /** The carrier asks every recipient for ID, whatever their age looks like (Alcoholwet art. 20). */
  idCheckAtDelivery: 'always' as const,
  customerService: { replyWithinWorkingDays: 2 },
  returns: {
    withdrawalDays: 14,
    /** The direct cost of sending wine back is the buyer's (unless it was faulty or our mistake). */
    returnCostPaidBy: 'buyer' as const,
  },
} as const

export type PromiseLocale = 'nl' | 'en'

/** `7500` → `€ 75`, `795` → `€ 7,95`: whole euros without the cents, as prose writes them. */
export function formatPromiseAmount(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/,00$/, '') : formatCents(cents)
}

/** `16.00 uur` (nl) or `4 pm` (en). */
export function formatCutoff(locale: PromiseLocale): string {
  const { hour, minute } = PROMISES.delivery.cutoff
  if (locale === 'nl') return `${hour}.${String(minute).padStart(2, '0')} uur`
  const h12 = hour % 12 || 12
  return `${h12}${minute ? `.${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'am' : 'pm'}`
}

const NUMBER_WORDS: Record<PromiseLocale, readonly string[]> = {
  nl: ['nul', 'één', 'twee', 'drie', 'vier', 'vijf'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five'],
}

/** `2` → `twee werkdagen` / `two working days`; `1` → `één werkdag` / `one working day`. */
export function formatWorkingDays(days: number, locale: PromiseLocale): string {
  const word = NUMBER_WORDS[locale][days] ?? String(days)
  if (locale === 'nl') return `${word} ${days === 1 ? 'werkdag' : 'werkdagen'}`
  return `${word} working ${days === 1 ? 'day' : 'days'}`
}

/** The promises as message arguments: `t('usps.shipping', promiseValues(locale))`. */
export function promiseValues(locale: PromiseLocale) {
  return {
    shippingCost: formatPromiseAmount(PROMISES.shipping.costCents),
    freeShippingAbove: formatPromiseAmount(PROMISES.shipping.freeAboveCents),
    cutoff: formatCutoff(locale),
    replyWithin: formatWorkingDays(PROMISES.customerService.replyWithinWorkingDays, locale),
    withdrawalDays: PROMISES.returns.withdrawalDays,
  }
}
