/**
 * Waine's fixed answers, from the shop's messages (src/messages/{nl,en}/waine.json), formatted as
 * ICU messages by the same icu-minify the client uses. Pure.
 */
import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import en from '../../../messages/en/waine.json'
import nl from '../../../messages/nl/waine.json'
import type { Lang } from '../rules'
import type { PolicyRule } from './policy'

const MESSAGES = { nl, en }
const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

export const policyText = (rule: PolicyRule | 'withheld', lang: Lang): string => MESSAGES[lang].policy[rule]

const QUANTITY = { nl: compile(nl.quantity), en: compile(en.quantity) }

/** How much wine for a number of guests (sommelier/quantity.ts). */
export const quantityText = (lang: Lang, values: { guests: number; bottles: number }): string =>
  String(format(QUANTITY[lang], lang, values, { formatters: FORMATTERS }))
