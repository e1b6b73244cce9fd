/**
 * Waine's responsible-drinking policy (docs/responsible-drinking.md): which rule a conversation
 * falls under before any advice is given, and whether a finished answer says something the shop
 * may not say. The rules and phrases are data (rules.json, claims.json); this file only reads them.
 * Pure.
 */
import { normalise, tokens } from '../text'
import claimsData from './claims.json'
import rulesData from './rules.json'

export type PolicyRule = 'minor' | 'pregnancy' | 'driving' | 'medication' | 'excess' | 'cope' | 'health'
type Message = { role: 'assistant' | 'user'; text: string }

/** A phrase as rules.json writes it, ready to match: slots of alternative words, with the gap allowed before each. */
type Slot = { words: string[]; gap: number }
type Phrase = Slot[]

const GAP = 4

function compile(phrase: string): Phrase {
  const slots: Slot[] = []
  let gap = 0
  for (const part of phrase.split(' ').filter(Boolean)) {
    if (part === '~') gap = GAP
    else {
      slots.push({ words: part.split('|'), gap })
      gap = 0
    }
  }
  return slots
}

function wordIs(word: string, pattern: string): boolean {
  if (pattern.startsWith('*')) return word.endsWith(pattern.slice(1))
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern
}

/** Where the phrase starts in the words (each slot within its gap after the one before), or -1. */
function startOf(words: string[], phrase: Phrase, from = 0, slot = 0): number {
  if (slot === phrase.length) return from
  const { words: options, gap } = phrase[slot]!
  const last = slot === 0 ? words.length - 1 : Math.min(words.length - 1, from + gap)
  for (let i = from; i <= last; i++) {
    if (options.some((o) => wordIs(words[i]!, o)) && startOf(words, phrase, i + 1, slot + 1) >= 0) return i
  }
  return -1
}

const occurs = (words: string[], phrase: Phrase) => startOf(words, phrase) >= 0

const IGNORED = rulesData.ignore.phrases.map(compile)

/** A text's words, without the phrases that only look like a rule ("wat dronken jullie bij kerst"). */
function wordsOf(text: string): string[] {
  const words = tokens(normalise(text)).map((w) => w.replace(/#/g, ''))
  for (const phrase of IGNORED) {
    for (let at = startOf(words, phrase); at >= 0; at = startOf(words, phrase)) words.splice(at, phrase.length, '_')
  }
  return words
}

const RULES = rulesData.rules.map((r) => ({
  id: r.id as PolicyRule,
  scope: r.scope as 'conversation' | 'question',
  phrases: r.phrases.map(compile),
}))
const AGE = rulesData.minorAge
const NUMBER_WORDS = AGE.numberWords as Record<string, number>
const set = (list: string[]) => new Set(list)
const PERSON_BEFORE = set(AGE.personBefore)
const NOT_AN_AGE_BEFORE = set(AGE.notAnAgeBefore)
const NOT_AN_AGE_AFTER = set(AGE.notAnAgeAfter)
const AGE_AFTER = set(AGE.ageAfter)
const WINE_AFTER = set(AGE.wineAfter)
const STRONG_AGE = set(['year old', 'years old', 'jaar oud', 'y o'])
const BIRTHDAY = set(['verjaardag', 'verjaardagsfeest', 'verjaardagsfeestje', 'birthday', 'bday', 'feest', 'feestje', 'party', 'fuif'])

/**
 * An age under 18, said of the shopper or of the person the wine is for: "ik ben 16", "mijn zoon
 * van 15", "16-jarigen", "my 13 yo daughter". A number for guests, money or a wine's years is not an age.
 */
export function mentionsMinorAge(text: string): boolean {
  const words = wordsOf(text)
  return words.some((word, i) => {
    // "zijn 16e verjaardag", "her 15th birthday".
    const ordinal = /^(\d{1,2})(?:e|de|ste|th|st|nd|rd)$/.exec(word)
    if (ordinal) {
      if (Number(ordinal[1]) >= 18 || NOT_AN_AGE_AFTER.has(words[i + 1] ?? '')) return false
      return (
        BIRTHDAY.has(words[i + 1] ?? '') || words.slice(Math.max(0, i - 3), i).some((w) => PERSON_BEFORE.has(w) && w !== 'ik' && w !== 'i')
      )
    }
    const age = NUMBER_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : NaN)
    if (!(age >= 1 && age < 18)) return false
    const after = words.slice(i + 1, i + 2)
    if (after[0] && NOT_AN_AGE_AFTER.has(after[0])) return false
    const before = words.slice(Math.max(0, i - 3), i)
    // The wine's years: "12 jaar oude port", "port van 12 jaar", "a tawny of 20 years".
    const wineYears = () =>
      words.slice(i + 2, i + 4).some((w) => WINE_AFTER.has(w)) ||
      WINE_AFTER.has(words[i - 1] ?? '') ||
      (['van', 'of'].includes(words[i - 1] ?? '') && WINE_AFTER.has(words[i - 2] ?? ''))
    // "16-jarigen", "13 yo", "15 years old": said of people, unless a wine is named ("12 year old port").
    if (after[0]?.startsWith('jarig') || STRONG_AGE.has(`${after[0]} ${words[i + 2] ?? ''}`) || after[0] === 'yo') return !wineYears()
    if (before.some((w) => NOT_AN_AGE_BEFORE.has(w))) return false
    const saidOfAPerson = age >= 6 && before.some((w) => PERSON_BEFORE.has(w))
    const ageWord = after[0] !== undefined && AGE_AFTER.has(after[0])
    // "een port van 12 jaar oud", "12 jaar gerijpt": the wine's years, not a person's.
    if (ageWord) return !wineYears()
    return saidOfAPerson
  })
}

function ruleOf(text: string, scope: 'conversation' | 'all'): PolicyRule | null {
  const words = wordsOf(text)
  for (const rule of RULES) {
    if (scope === 'conversation' && rule.scope !== 'conversation') continue
    if (rule.id === 'minor' && mentionsMinorAge(text)) return 'minor'
    if (rule.phrases.some((p) => occurs(words, p))) return rule.id
  }
  return null
}

const ORDER: PolicyRule[] = RULES.map((r) => r.id)

/**
 * The rule this conversation falls under, or null: the question's own first, else what the shopper
 * said earlier, which counts for the rules about them (age, pregnancy, driving, medication,
 * drinking too much, drinking to cope): "ik ben 15" stays true two questions later.
 */
export function policyRuleFor(question: string, earlier: Message[] = []): PolicyRule | null {
  // What the question itself asks is answered first (every rule refuses advice alike).
  const asked = ruleOf(question, 'all')
  if (asked) return asked
  const found = earlier
    .filter((m) => m.role === 'user')
    .map((m) => ruleOf(m.text, 'conversation'))
    .filter((r): r is PolicyRule => r !== null)
  return found.length ? found.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0]! : null
}

const CLAIMS = claimsData.claims.map((c) => ({ kind: c.kind, phrases: c.phrases.map(compile) }))
const NEGATIONS = set(claimsData.negations)

/**
 * What in an answer the shop may not say (a health benefit, encouragement to drink much or to
 * cope), also when it is quoted from the guide. A question, or a claim with a negation next to it
 * ("is niet gezond"), is not a claim.
 */
export function policyClaims(answer: string): string[] {
  const found = new Set<string>()
  for (const sentence of answer.split(/(?<=[.!?])\s+|\n+/)) {
    if (sentence.trim().endsWith('?')) continue
    const words = wordsOf(sentence)
    for (const claim of CLAIMS) {
      for (const phrase of claim.phrases) {
        const at = startOf(words, phrase)
        if (at >= 0 && !words.slice(Math.max(0, at - 3), at + phrase.length + 3).some((w) => NEGATIONS.has(w))) found.add(claim.kind)
      }
    }
  }
  return [...found]
}
