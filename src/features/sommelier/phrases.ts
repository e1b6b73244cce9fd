/**
 * The words Waine composes its answers from, from the shop's messages (src/messages/{nl,en}/waine.json,
 * `compose`), compiled once per language and formatted as ICU messages by lib/messages.ts: the joining
 * words of lists, the pieces of a wish ("droge rode wijn uit Spanje tot € 15"), a wine's line, the
 * reasons a wine fits or misses and the sentences around them. Pure.
 */
import { messagesOf, type MessageValues } from '../../lib/messages'
import { hashOf } from './text'
import en from '../../messages/en/waine.json'
import nl from '../../messages/nl/waine.json'
import type { Lang, Reason } from './rules'

type Compose = typeof nl.compose
type Texts = Record<string, unknown>

function namespace<K extends string>(texts: Record<Lang, Texts>): (lang: Lang, key: K, values?: MessageValues) => string {
  const t = { nl: messagesOf(texts.nl, 'nl'), en: messagesOf(texts.en, 'en') }
  return (lang, key, values) => t[lang](key, values)
}

/** Joining words of lists ("rood of wit", "Merlot en Cabernet"). */
const list = namespace<keyof Compose['list']>({ nl: nl.compose.list, en: en.compose.list })
/** The pieces of what was asked for (describeWish). */
export const wishWord = namespace<keyof Compose['wish']>({ nl: nl.compose.wish, en: en.compose.wish })
/** A wine's list item: per-bottle price and where it comes from. */
export const wineWord = namespace<keyof Compose['wine']>({ nl: nl.compose.wine, en: en.compose.wine })
/** Why a wine does not meet a wish. */
export const missText = namespace<keyof Compose['miss']>({ nl: nl.compose.miss, en: en.compose.miss })
/** The sentences of an answer around its wines. */
export const answerText = namespace<keyof Compose['answer']>({ nl: nl.compose.answer, en: en.compose.answer })
/** What a wine shown before is like, from its product data ("is die riesling zoet?"). */
export const factText = namespace<keyof Compose['facts']>({ nl: nl.compose.facts, en: en.compose.facts })

const reasonText = namespace<keyof Compose['reason']>({ nl: nl.compose.reason, en: en.compose.reason })
/** Why a wine fits, in both languages (values per language where a name differs, e.g. a dish's label). */
export const reason = (key: keyof Compose['reason'], values?: MessageValues, enValues: MessageValues | undefined = values): Reason => ({
  nl: reasonText('nl', key, values),
  en: reasonText('en', key, enValues),
})

type ChoiceKey = keyof Compose['choice']
const CHOICES: Record<Lang, Record<ChoiceKey, { keys: string[]; t: (key: string, values?: MessageValues) => string }>> = {
  nl: choicesOf(nl.compose.choice, 'nl'),
  en: choicesOf(en.compose.choice, 'en'),
}
function choicesOf(texts: Record<ChoiceKey, Texts>, locale: Lang) {
  const out = {} as Record<ChoiceKey, { keys: string[]; t: (key: string, values?: MessageValues) => string }>
  for (const [key, options] of Object.entries(texts) as Array<[ChoiceKey, Texts]>)
    out[key] = { keys: Object.keys(options), t: messagesOf(options, locale) }
  return out
}

/**
 * One of a message's alternative wordings (`choice`: as many as a language has), the same one for the
 * same seed, so an answer does not always open with the same words.
 */
export function choice(lang: Lang, key: ChoiceKey, seed: string, values?: MessageValues): string {
  const { keys, t } = CHOICES[lang][key]
  return t(keys[hashOf(seed) % keys.length]!, values)
}

/** "a, b of c" / "a, b or c" (Intl.ListFormat's English puts a comma before "or"; Waine does not). */
export function orList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? ''
  return list(lang, 'or', { rest: items.slice(0, -1).join(', '), last: items.at(-1)! })
}
/** "a, b en c" / "a, b and c". */
export function andList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? ''
  return list(lang, 'and', { rest: items.slice(0, -1).join(', '), last: items.at(-1)! })
}
/** Two reasons in one sentence: "…, en …" / "…, and …"; one stays as it is. */
export function twoReasons(reasons: string[], lang: Lang): string {
  return reasons.length < 2 ? (reasons[0] ?? '') : list(lang, 'andAlso', { first: reasons[0]!, second: reasons[1]! })
}
