/** Waine's policy answers, from the shop's messages (src/messages/{nl,en}/waine.json). Pure. */
import en from '../../../messages/en/waine.json'
import nl from '../../../messages/nl/waine.json'
import type { Lang } from '../rules'
import type { PolicyRule } from './policy'

const TEXTS = { nl: nl.policy, en: en.policy }

export const policyText = (rule: PolicyRule | 'withheld', lang: Lang): string => TEXTS[lang][rule]
