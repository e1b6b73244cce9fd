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
const FILLERS = new Set(rulesData.fillers.words)

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
  if (pattern.length > 2 && pattern.startsWith('*') && pattern.endsWith('*')) return word.includes(pattern.slice(1, -1))
  if (pattern.startsWith('*')) return word.endsWith(pattern.slice(1))
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern
}

/** Where the phrase starts in the words (each slot within its gap after the one before), or -1. */
function startOf(words: string[], phrase: Phrase, from = 0, slot = 0): number {
  if (slot === phrase.length) return from
  const { words: options, gap } = phrase[slot]!
  let last = slot === 0 ? words.length - 1 : Math.min(words.length - 1, from + gap)
  // "het gaat echt niet goed" is "het gaat niet goed": a filler word does not break a phrase.
  while (last < words.length - 1 && FILLERS.has(words[last]!) && !options.includes(words[last]!)) last++
  for (let i = from; i <= last; i++) {
    if (options.some((o) => wordIs(words[i]!, o)) && startOf(words, phrase, i + 1, slot + 1) >= 0) return i
  }
  return -1
}

const occurs = (words: string[], phrase: Phrase) => startOf(words, phrase) >= 0

const IGNORED = rulesData.ignore.phrases.map(compile)
const SPELLING = rulesData.spelling.words as Record<string, string>
/** Every word the rules name, so that a chat form dropping its g ("drivin") is read as the word ("driving"). */
const RULE_WORDS = new Set(rulesData.rules.flatMap((r) => r.phrases.flatMap((p) => p.split(/[ |]/))))
const ORDINAL = /^(?:e|de|ste|th|st|nd|rd)$/

/** A word as the rules spell it: glued numbers apart ("16jarige" → "16 jarige"), chat and dialect forms read. */
function spelled(word: string): string[] {
  const glued = /^(\d{1,3})([a-z]{2,})$/.exec(word)
  if (glued && !ORDINAL.test(glued[2]!)) return [glued[1]!, ...spelled(glued[2]!)]
  if (SPELLING[word]) return SPELLING[word].split(' ')
  return word.endsWith('in') && RULE_WORDS.has(`${word}g`) ? [`${word}g`] : [word]
}

/** A text's words, without the phrases that only look like a rule ("wat dronken jullie bij kerst"). */
function wordsOf(text: string): string[] {
  const words = tokens(normalise(text)).flatMap((w) => spelled(w.replace(/#/g, '')))
  for (const phrase of IGNORED) {
    for (let at = startOf(words, phrase); at >= 0; at = startOf(words, phrase)) words.splice(at, phrase.length, '_')
  }
  return words
}

const RULES = rulesData.rules.map((r) => ({
  id: r.id as PolicyRule,
  scope: r.scope as 'conversation' | 'question',
  phrases: r.phrases.map(compile),
  unless: ((r as { unless?: string[] }).unless ?? []).map(compile),
}))

/** Concepts that put a message under a rule only together (rules.json, signals). */
const CONCEPTS = new Map(Object.entries(rulesData.signals.concepts).map(([name, phrases]) => [name, phrases.map(compile)] as const))
const COMBINATIONS = rulesData.signals.combinations.map((c) => ({
  rule: c.rule as PolicyRule,
  all: c.all,
  earlier: (c as { earlier?: string[] }).earlier ?? [],
}))
const says = (words: string[], concept: string) => (CONCEPTS.get(concept) ?? []).some((p) => occurs(words, p))

/** Whether the concepts of one of the rule's combinations are all there (the 'earlier' ones may be in an earlier message). */
function signals(rule: PolicyRule, words: string[], earlier: string[][]): boolean {
  return COMBINATIONS.some(
    (c) => c.rule === rule && c.all.every((k) => says(words, k)) && c.earlier.every((k) => earlier.some((w) => says(w, k))),
  )
}
const AGE = rulesData.minorAge
const NUMBER_WORDS = AGE.numberWords as Record<string, number>
const set = (list: string[]) => new Set(list)
const PERSON_BEFORE = set(AGE.personBefore)
const NOT_AN_AGE_BEFORE = set(AGE.notAnAgeBefore)
const NOT_AN_AGE_AFTER = set(AGE.notAnAgeAfter)
const AGE_AFTER = set(AGE.ageAfter)
const WINE_AFTER = set(AGE.wineAfter)
const TURNING = AGE.comingOfAge.turning.map(compile)
const AHEAD = AGE.comingOfAge.ahead.map(compile)
const STRONG_AGE = set(['year old', 'years old', 'jaar oud', 'y o'])
const BIRTHDAY = set(['verjaardag', 'verjaardagsfeest', 'verjaardagsfeestje', 'birthday', 'bday', 'feest', 'feestje', 'party', 'fuif'])

/**
 * An age under 18, said of the shopper or of the person the wine is for: "ik ben 16", "mijn zoon
 * van 15", "16-jarigen", "my 13 yo daughter". A number for guests, money or a wine's years is not an age.
 */
export function mentionsMinorAge(text: string): boolean {
  const words = wordsOf(text)
  return words.some((word, i) => {
    // "ik word volgend jaar 18", "i turn 18 in march": under 18 today.
    if (word === '18' || word === 'achttien' || word === 'eighteen') {
      const near = words.slice(Math.max(0, i - 6), i + 7)
      return TURNING.some((p) => occurs(near, p)) && AHEAD.some((p) => occurs(near, p))
    }
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
    // "een 12-jarige port" is the wine's; "als 16-jarige een fles bestellen" is the shopper's.
    if (after[0]?.startsWith('jarig')) return !WINE_AFTER.has(words[i + 2] ?? '')
    if (STRONG_AGE.has(`${after[0]} ${words[i + 2] ?? ''}`) || after[0] === 'yo') return !wineYears()
    if (before.some((w) => NOT_AN_AGE_BEFORE.has(w))) return false
    const saidOfAPerson = age >= 6 && before.some((w) => PERSON_BEFORE.has(w))
    const ageWord = after[0] !== undefined && AGE_AFTER.has(after[0])
    // "een port van 12 jaar oud", "12 jaar gerijpt": the wine's years, not a person's.
    if (ageWord) return !wineYears()
    return saidOfAPerson
  })
}

function ruleOf(text: string, scope: 'conversation' | 'all', earlier: string[][] = []): PolicyRule | null {
  const words = wordsOf(text)
  for (const rule of RULES) {
    if (scope === 'conversation' && rule.scope !== 'conversation') continue
    if (rule.id === 'minor' && mentionsMinorAge(text)) return 'minor'
    const phrase = rule.phrases.some((p) => occurs(words, p)) && !rule.unless.some((p) => occurs(words, p))
    if (phrase || signals(rule.id, words, earlier)) return rule.id
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
  const said = earlier.filter((m) => m.role === 'user')
  const asked = ruleOf(
    question,
    'all',
    said.map((m) => wordsOf(m.text)),
  )
  if (asked) return asked
  const found = said.map((m) => ruleOf(m.text, 'conversation')).filter((r): r is PolicyRule => r !== null)
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
