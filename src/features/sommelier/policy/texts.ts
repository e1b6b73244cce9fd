/**
 * Waine's fixed answers, from the shop's messages (src/messages/{nl,en}/waine.json), formatted as
 * ICU messages by the same icu-minify the client uses. Pure.
 */
import { icuMessage } from '../../../lib/messages'
import en from '../../../messages/en/waine.json'
import nl from '../../../messages/nl/waine.json'
import type { Lang } from '../rules'
import type { PolicyRule } from './policy'

const MESSAGES = { nl, en }

export const policyText = (rule: PolicyRule | 'withheld', lang: Lang): string => MESSAGES[lang].policy[rule]

/** The question Waine asks before it advises when a question comes near a rule (policy.ts, policyCautionFor). */
export const cautionText = (rule: PolicyRule, lang: Lang): string => MESSAGES[lang].caution[rule]

/** The rule whose question this earlier answer of Waine's asked, in either language, or null. */
/**
 * Whether Waine's answer gave the health rule's answer: it cites the Gezondheidsraad (the Dutch Health
 * Council), as policyText('health') does in both languages.
 */
export const healthAnswered = (answer: string): boolean => /\b(?:gezondheidsraad|health council)\b/i.test(answer)

export function cautionAsked(answer: string): PolicyRule | null {
  const text = answer.trim()
  for (const messages of Object.values(MESSAGES)) {
    const found = Object.entries(messages.caution).find(([, asked]) => asked === text)
    if (found) return found[0] as PolicyRule
  }
  return null
}

const QUANTITY = { nl: icuMessage(nl.quantity, 'nl'), en: icuMessage(en.quantity, 'en') }

/** How much wine for a number of guests (sommelier/quantity.ts). */
export const quantityText = (lang: Lang, values: { guests: number; bottles: number }): string => QUANTITY[lang](values)
