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

/**
 * A phrase as rules.json writes it, ready to match: slots of alternative words, with the gap allowed
 * before each. A slot's `exact` words are looked up at once, its `patterns` ('zwanger*', '*chauffeur') tried one by one.
 */
type Slot = { words: string[]; exact: Set<string>; patterns: string[]; gap: number }
/**
 * `anchor`: the words of one slot without patterns, one of which every text the phrase occurs in
 * holds (null when each slot has a pattern): the slot whose words the rules use least, so the rarest.
 */
type Phrase = Slot[] & { anchor: Set<string> | null }

const GAP = 4
const FILLERS = new Set(rulesData.fillers.words)

/** How often each word is written in the rules: a word the rules use often ("ik", "de") is a poor anchor. */
const USES = new Map<string, number>()
for (const word of JSON.stringify([rulesData, claimsData]).split(/[^a-z0-9']+/)) USES.set(word, (USES.get(word) ?? 0) + 1)
/** Every phrase by its anchor's words: a text is tried only on the phrases one of its words anchors. */
const BY_ANCHOR = new Map<string, Phrase[]>()

function compile(phrase: string): Phrase {
  const slots: Slot[] = []
  let gap = 0
  for (const part of phrase.split(' ').filter(Boolean)) {
    if (part === '~') gap = GAP
    else {
      const words = part.split('|')
      slots.push({ words, exact: new Set(words), patterns: words.filter((w) => w.includes('*')), gap })
      gap = 0
    }
  }
  const uses = (slot: Slot) => slot.words.reduce((n, w) => n + (USES.get(w) ?? 0), 0)
  const anchor = slots.filter((slot) => slot.patterns.length === 0).sort((a, b) => uses(a) - uses(b))[0]?.exact ?? null
  const compiled = Object.assign(slots, { anchor })
  for (const word of anchor ?? []) {
    const anchored = BY_ANCHOR.get(word)
    if (anchored) anchored.push(compiled)
    else BY_ANCHOR.set(word, [compiled])
  }
  return compiled
}

function wordIs(word: string, pattern: string): boolean {
  if (pattern.length > 2 && pattern.startsWith('*') && pattern.endsWith('*')) return word.includes(pattern.slice(1, -1))
  if (pattern.startsWith('*')) return word.endsWith(pattern.slice(1))
  return pattern.endsWith('*') ? word.startsWith(pattern.slice(0, -1)) : word === pattern
}

const fits = (slot: Slot, word: string) => slot.exact.has(word) || slot.patterns.some((p) => wordIs(word, p))

/** Where the phrase ends when its slot `slot` may start at `from` (each slot within its gap after the one before), or -1. */
function endOf(words: string[], phrase: Phrase, from: number, slot: number): number {
  if (slot === phrase.length) return from
  const current = phrase[slot]!
  const { gap } = current
  let last = slot === 0 ? words.length - 1 : Math.min(words.length - 1, from + gap)
  // "het gaat echt niet goed" is "het gaat niet goed": a filler word does not break a phrase.
  while (last < words.length - 1 && FILLERS.has(words[last]!) && !current.exact.has(words[last]!)) last++
  for (let i = from; i <= last; i++) {
    if (!fits(current, words[i]!)) continue
    const end = endOf(words, phrase, i + 1, slot + 1)
    if (end >= 0) return end
  }
  return -1
}

/** Where the phrase starts and ends in the words (the first such place `accept` takes), or null. */
function spanOf(words: string[], phrase: Phrase, accept: (start: number, end: number) => boolean = () => true): [number, number] | null {
  if (!mayOccur(words, phrase)) return null
  for (let i = 0; i < words.length; i++) {
    if (!fits(phrase[0]!, words[i]!)) continue
    const end = endOf(words, phrase, i + 1, 1)
    if (end >= 0 && accept(i, end)) return [i, end]
  }
  return null
}

/** Whether the words hold one of the phrase's anchor words; without one the phrase cannot occur. */
function mayOccur(words: string[], phrase: Phrase): boolean {
  const { anchor } = phrase
  if (!anchor) return true
  // Only a frozen array keeps its words, so only its phrases are kept (those of wordsOf, mostly).
  if (!Object.isFrozen(words)) return words.some((w) => anchor.has(w))
  return anchoredIn(words).has(phrase)
}

/** The phrases the words anchor, found once per (frozen) array of words. */
const ANCHORED = new WeakMap<string[], Set<Phrase>>()
function anchoredIn(words: string[]): Set<Phrase> {
  let found = ANCHORED.get(words)
  if (!found) {
    found = new Set()
    for (const word of new Set(words)) for (const phrase of BY_ANCHOR.get(word) ?? []) found.add(phrase)
    ANCHORED.set(words, found)
  }
  return found
}

/** Where the phrase starts in the words, or -1. */
const startOf = (words: string[], phrase: Phrase): number => spanOf(words, phrase)?.[0] ?? -1

const occurs = (words: string[], phrase: Phrase) => startOf(words, phrase) >= 0

const IGNORED = rulesData.ignore.phrases.map(compile)
/** Someone who drinks nothing ("hij drinkt niet", "she doesn't drink"): read as the one word NO_DRINK, which no rule holds. */
const NOT_DRINKING = rulesData.ignore.notDrinking.map(compile)
const NO_DRINK = 'nodrink'
/** Alcohol-free wine for someone ("alcoholvrije bubbels voor haar"): the pregnancy exception for the one expecting, and someone who drinks nothing. */
const ALCOHOL_FREE_FOR = rulesData.ignore.alcoholFreeFor.map(compile)
const ALCOHOL_FREE_MARK = 'zonderalcoholvoor'
/** Nobody drives, or the car stays put ("niemand moet nog rijden", "the car stays parked"): the one word NO_DRIVE. */
const NOT_DRIVING = rulesData.ignore.notDriving.map(compile)
const NO_DRIVE = 'nodrive'
/** "voor haar verjaardag", "for his retirement": the occasion, not wine for her; read as the occasion's word alone. */
const FOR_OCCASION = rulesData.ignore.forOccasion.map(compile)
const PERSON_PRONOUNS = new Set(['haar', 'her', 'hem', 'him', 'hen', 'them'])
/** "his wife", "de vrouw van mijne broer", "brother-in-law": someone else's partner or an in-law, read as one word for another person ('schoonzus', 'zwager'). */
const READ_AS = Object.entries(rulesData.ignore.readAs).map(([word, phrases]) => [phrases.map(compile), () => word] as const)
const SPELLING = rulesData.spelling.words as Record<string, string>
const CONCEPT_PHRASES = rulesData.signals.concepts as Record<string, string[]>
/** Every word the rules and their concepts name, so that a chat form dropping its g ("drivin") is read as the word ("driving"). */
const RULE_WORDS = new Set(
  [...rulesData.rules.flatMap((r) => r.phrases), ...Object.values(CONCEPT_PHRASES).flat()]
    .filter((p) => !p.startsWith('@'))
    .flatMap((p) => p.split(/[ |]/)),
)
/** Every word of a part of rules.json: its strings, and with `keys` its objects' keys; '$comment' and the `skip` keys left out. */
function wordsIn(value: unknown, keys: boolean, skip: string[] = [], into = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const w of value.split(/[ |]/)) into.add(w)
  else if (Array.isArray(value)) for (const v of value) wordsIn(v, keys, skip, into)
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$comment' || skip.includes(key)) continue
      if (keys) wordsIn(key, keys, skip, into)
      wordsIn(v, keys, skip, into)
    }
  }
  return into
}
/**
 * Every word written anywhere in rules.json: read as it is written, never as a diminutive ("eentje", "zoontje").
 * The caution words are read in the text as the rules read it; they do not change that reading.
 */
const WRITTEN = wordsIn(rulesData, true, ['caution'])
const RULE_PATTERNS = [...RULE_WORDS].filter((w) => w.length > 3 && w !== '~')
/** Words a Dutch compound may start with before a word the rules know: "wijnestafette" is "wijn estafette". Longest first. */
const COMPOUND_HEADS = [...rulesData.compounds.heads].sort((a, b) => b.length - a.length)
const COMPOUND_REST = rulesData.compounds.minRest
const ORDINAL = /^(?:e|de|ste|th|st|nd|rd)$/
const DIMINUTIVES = ['etjes', 'etje', 'tjes', 'tje', 'pjes', 'pje', 'jes', 'je', 'kes', 'ke']

/** A diminutive as the word the rules know: "uurtje" is "uur", "griepje" "griep", "glaasje" "glas". */
function undiminished(word: string): string | null {
  // "vrije", "blije": an adjective's -ije, never a diminutive ("alcoholvrije" is not "alcoholvri").
  if (WRITTEN.has(word) || word.endsWith('ije')) return null
  for (const ending of DIMINUTIVES) {
    const stem = word.slice(0, -ending.length)
    if (!word.endsWith(ending) || stem.length < 3) continue
    for (const candidate of [stem, stem.replace(/([aeiou])\1([^aeiou])$/, '$1$2')]) {
      if (RULE_WORDS.has(candidate) || RULE_PATTERNS.some((p) => p.includes('*') && wordIs(candidate, p))) return candidate
    }
  }
  return null
}

/**
 * A typo in a word the rules or the caution lists name ("antibiotca", "calroies", "antibiottica",
 * "rijdne"): two neighbouring letters swapped or one typed twice (from `swapMinLength` letters), or one
 * left out (from `minLength`; rules.json, typos), with the first letter right. Read as that word, or as the stem of a
 * pattern ("antibiotca" → "antibiotica" by "antibiotic*") when no pattern reads it already. A word
 * written anywhere in the rules is never a typo.
 */
const TYPO_MIN = rulesData.typos.minLength
const TYPO_SWAP_MIN = rulesData.typos.swapMinLength
const NAMED_WORDS = wordsIn([rulesData.rules, rulesData.signals, rulesData.buts, rulesData.caution.words], false)
/** Words by their first letter, in their order: a typo keeps its first letter, so only those are compared. */
function byFirstLetter(words: string[]): Map<string, string[]> {
  const index = new Map<string, string[]>()
  for (const word of words) {
    const list = index.get(word[0]!)
    if (list) list.push(word)
    else index.set(word[0]!, [word])
  }
  return index
}
const TYPO_KEYS = byFirstLetter([...NAMED_WORDS].filter((w) => w.length >= TYPO_SWAP_MIN && /^[a-z]+$/.test(w)))
const TYPO_STEMS = byFirstLetter([...NAMED_WORDS].filter((w) => /^[a-z]+\*$/.test(w) && w.length >= TYPO_MIN).map((w) => w.slice(0, -1)))
const NAMED_PATTERNS = [...NAMED_WORDS].filter((w) => w.includes('*') && w.length > 3)
/** Each word read once; the shoppers' words are many, so the memory is emptied now and then. */
const TYPOS = new Map<string, string | null>()
const TYPOS_KEPT = 10_000
function typoOf(word: string): string | null {
  if (word.length < TYPO_SWAP_MIN || WRITTEN.has(word) || NAMED_WORDS.has(word) || !/^[a-z]+$/.test(word)) return null
  const known = TYPOS.get(word)
  if (known !== undefined) return known
  // A letter left out, two swapped or one typed twice; never one changed or another added, which turns a word into another ("kaasavond", "scooting").
  // Two letters swapped or one typed twice keep a word's letters, so from TYPO_SWAP_MIN letters ("rijdne", "rijjden"); one left out from TYPO_MIN.
  const close = (a: string, b: string) =>
    a[0] === b[0] &&
    ((a.length === b.length && swapped(a, b)) || (a.length > TYPO_SWAP_MIN && doubles(a, b)) || (a.length >= TYPO_MIN && dropsOne(a, b)))
  let found = TYPO_KEYS.get(word[0]!)?.find((key) => close(word, key)) ?? null
  if (!found && !NAMED_PATTERNS.some((p) => wordIs(word, p))) {
    for (const stem of TYPO_STEMS.get(word[0]!) ?? []) {
      const length = [stem.length, stem.length - 1, stem.length + 1].find((n) => n <= word.length && close(word.slice(0, n), stem))
      if (length !== undefined) {
        found = stem + word.slice(length)
        break
      }
    }
  }
  if (TYPOS.size >= TYPOS_KEPT) TYPOS.clear()
  TYPOS.set(word, found)
  return found
}

/** Whether `short` is `long` with one letter left out. */
const dropsOne = (short: string, long: string) =>
  short.length === long.length - 1 && [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short)
/** Whether `long` is `short` with one of its letters typed twice ("antibiottica"). */
const doubles = (long: string, short: string) =>
  long.length === short.length + 1 && [...long].some((c, i) => c === long[i - 1] && long.slice(0, i) + long.slice(i + 1) === short)
/** Whether two words differ only by two neighbouring letters swapped. */
function swapped(a: string, b: string): boolean {
  const at = [...a].findIndex((c, i) => c !== b[i])
  return at >= 0 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
}

/** A word as the rules spell it: glued numbers apart ("16jarige" → "16 jarige"), chat and dialect forms read. */
function spelled(word: string): string[] {
  const glued = /^(\d{1,3})([a-z]{2,}|j|y)$/.exec(word)
  if (glued && !ORDINAL.test(glued[2]!)) return [glued[1]!, ...spelled(glued[2]!)]
  if (SPELLING[word]) return SPELLING[word].split(' ')
  // "wijnestafette", "drankspelletje", "zuipavond": a compound of wine or drink with a word the rules know.
  if (!WRITTEN.has(word)) {
    for (const head of COMPOUND_HEADS) {
      const rest = word.slice(head.length)
      if (word.startsWith(head) && rest.length >= COMPOUND_REST && RULE_WORDS.has(rest)) return [head, ...spelled(rest)]
    }
  }
  if (word.endsWith('in') && RULE_WORDS.has(`${word}g`)) return [`${word}g`]
  return [undiminished(word) ?? typoOf(word) ?? word]
}

/**
 * "a 15% Zinfandel", "limit is €15", "~20/bottle": a percentage, an amount or a bottle price is no age,
 * in words. And the pregnant emoji as the word, before normalising drops it.
 */
const unitsSpelled = (text: string) =>
  text
    .replace(/🤰/gu, ' zwanger ')
    .replace(/(\d)\s?%/g, '$1 procent')
    .replace(/€\s?(\d)/g, ' euro $1')
    .replace(/\$\s?(\d)/g, ' dollar $1')
    .replace(/£\s?(\d)/g, ' pound $1')
    .replace(/(\d)\s?\/\s?(bottle|btl|fles)\b/gi, '$1 euro per $2')

/**
 * Each text read once: a conversation's messages are read by every rule, again at every turn, and
 * the guide's sentences at every answer. Frozen, because every caller shares the one array. Emptied
 * now and then, as the shoppers' texts are many.
 */
const READ = new Map<string, string[]>()
const READ_KEPT = 5_000
function wordsOf(text: string): string[] {
  const known = READ.get(text)
  if (known) return known
  if (READ.size >= READ_KEPT) READ.clear()
  const words = Object.freeze(readWordsOf(text)) as string[]
  READ.set(text, words)
  return words
}

/** A text's words, without the phrases that only look like a rule ("wat dronken jullie bij kerst"). */
function readWordsOf(text: string): string[] {
  const words = tokens(normalise(unitsSpelled(text))).flatMap((w) => spelled(w.replace(/#/g, '')))
  // A separable Dutch verb split by "te" ("om in te drinken", "weg te drinken") is also read whole, after its parts.
  for (let i = words.length - 3; i >= 0; i--) {
    const whole = `${words[i]}${words[i + 2]}`
    if (words[i + 1] === 'te' && RULE_WORDS.has(whole)) words.splice(i + 3, 0, whole)
  }
  // Each span read as one word (alcohol-free for someone as two): another person, the occasion's own
  // word ("voor haar verjaardag", "een babyshower voor haar"), NO_DRINK, NO_DRIVE, or nothing ('_').
  const occasion = (end: number, start: number) => (PERSON_PRONOUNS.has(words[end - 1]!) ? words[start]! : words[end - 1]!)
  for (const [phrases, token] of [
    ...READ_AS,
    [FOR_OCCASION, occasion],
    [ALCOHOL_FREE_FOR, () => `${ALCOHOL_FREE_MARK} ${NO_DRINK}`],
    [NOT_DRINKING, () => NO_DRINK],
    [NOT_DRIVING, () => NO_DRIVE],
    [IGNORED, () => '_'],
  ] as const) {
    for (const phrase of phrases) {
      for (let span = spanOf(words, phrase); span; span = spanOf(words, phrase))
        words.splice(span[0], span[1] - span[0], ...token(span[1], span[0]).split(' '))
    }
  }
  return words
}

/** The 'but' lists that several exceptions share (rules.json, buts). */
const SHARED_BUTS = Object.fromEntries(Object.entries(rulesData.buts).filter(([key]) => key !== '$comment')) as Record<string, string[]>
/** A list of phrases where "@name" stands for the phrases of that concept (rules.json, signals.concepts) or shared 'but' list. */
function phraseList(list: string[], seen: string[] = []): string[] {
  return list.flatMap((p) => {
    if (!p.startsWith('@')) return [p]
    const name = p.slice(1)
    const named = CONCEPT_PHRASES[name] ?? SHARED_BUTS[name]
    if (seen.includes(name) || !named) throw new Error(`rules.json: unknown or circular concept ${p}`)
    return phraseList(named, [...seen, name])
  })
}
const compiled = (list: string[] | undefined) => phraseList(list ?? []).map(compile)

/**
 * `ages`: the exception lifts an age under 18 as well as the rule's phrases (wine cooked off for children); others never do.
 * `given`: it lifts bottles per person over the limit too (bottles given to take home, not drunk); others never do.
 * `cautionOnly`: it takes back a caution word, never the rule itself ("mijn oom is ex-alcoholist en drinkt niet").
 * `notOfSelf`: it never lifts a phrase said of the shopper ("ik ben zwanger"), only of someone else.
 * `explainsSelf`: said in a later message, it may explain what the shopper said of themself earlier
 * ("i was on antibiotics last week" … "all done now, the doctor says it's fine"); no other exception may.
 */
type Exception = {
  when: string[]
  but?: string[]
  across?: string[]
  ages?: boolean
  given?: boolean
  cautionOnly?: boolean
  notOfSelf?: boolean
  explainsSelf?: boolean
}
const RULES = rulesData.rules.map((r) => ({
  id: r.id as PolicyRule,
  scope: r.scope as 'conversation' | 'question',
  phrases: compiled(r.phrases),
  exceptions: ((r as { exceptions?: Exception[] }).exceptions ?? []).map((e) => ({
    when: compiled(e.when),
    but: compiled(e.but),
    across: new Set(e.across ?? []),
    ages: e.ages === true,
    given: e.given === true,
    cautionOnly: e.cautionOnly === true,
    notOfSelf: e.notOfSelf === true,
    explainsSelf: e.explainsSelf === true,
  })),
}))
type Rule = (typeof RULES)[number]

/** Concepts that put a message under a rule only together (rules.json, signals). */
const CONCEPTS = new Map(Object.keys(CONCEPT_PHRASES).map((name) => [name, compiled([`@${name}`])] as const))
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

/**
 * Whether the phrase occurs with none of the words `across` inside it (between its first and last
 * word): "mijn man rijdt vanavond, ik drink" is the shopper drinking, not the husband.
 */
function occursWithout(words: string[], phrase: Phrase, across: Set<string>): boolean {
  return spanOf(words, phrase, (start, end) => !words.slice(start + 1, end - 1).some((w) => across.has(w))) !== null
}

/**
 * Whether a rule is lifted for this message: an exception holds unless its 'but' is there too ("mijn
 * vrouw is de bob" lifts driving, unless she is the one who drinks). With `age`, only the exceptions
 * marked `ages` count: an age under 18 is lifted by nothing else. With `caution`, the exceptions that
 * only take back a caution word count too. One marked `notOfSelf` never lifts what the shopper says
 * of themself ("my husband is teetotal, I'm 30 weeks along").
 */
function lifted(rule: Rule, words: string[], age = false, caution = false, onlySelfExplaining = false): boolean {
  // Read once, and only when an exception marked notOfSelf is reached.
  let self: boolean | undefined
  const ofSelf = () => (self ??= saidOfSelf(rule.phrases, words))
  return rule.exceptions.some(
    (e) =>
      (!age || e.ages) &&
      (!onlySelfExplaining || e.explainsSelf) &&
      (caution || !e.cautionOnly) &&
      e.when.some((p) => occurs(words, p)) &&
      !(e.notOfSelf && ofSelf()) &&
      !butOf(e, words),
  )
}
/** Whether one of the exception's 'but' phrases is there. */
const butOf = (e: Rule['exceptions'][number], words: string[]) => e.but.some((p) => occursWithout(words, p, e.across))

const SHARE = rulesData.share
const COUNT_WORDS = SHARE.numbers as Record<string, number>
const BOTTLE_WORDS = new Set(SHARE.bottles)
const GROUP_WORDS = SHARE.groups as Record<string, number>
const PEOPLE_AFTER = SHARE.peopleAfter.map(compile)
const PEOPLE_BEFORE = SHARE.peopleBefore.map(compile)
const NOT_BETWEEN = new Set(SHARE.notBetween)
const ALONE = SHARE.alone.map(compile)
const OVER_DAYS = new Set(SHARE.over)
const ONE_EVENING = new Set(SHARE.oneEvening)
const MONEY = new Set(['euro', 'eur', 'euros', 'dollar', 'dollars', 'pound', 'pounds'])
const PRICE_BEFORE = new Set(SHARE.priceBefore)
const EACH_AFTER = SHARE.eachAfter.map(compile)
const EACH_BEFORE = SHARE.eachBefore.map(compile)
/**
 * "3 bottles each", "the 4 of us each get 3 bottles": the number of bottles is already per person;
 * "3 flessen van elk", "two bottles of each" are of each kind.
 */
const perPersonAt = (words: string[], i: number) =>
  EACH_AFTER.some((p) => startsAt(words, i + 2, p) || (startsAt(words, i + 3, p) && !['van', 'of'].includes(words[i + 2] ?? ''))) ||
  EACH_BEFORE.some((p) => endsAt(words, i, p) || endsAt(words, i - 1, p))
/** Whether the phrase stands, word for word, from index `at` / up to just before index `end`. */
const startsAt = (words: string[], at: number, p: Phrase) => startOf(words.slice(at, at + p.length), p) === 0
const endsAt = (words: string[], end: number, p: Phrase) => end - p.length >= 0 && startsAt(words, end - p.length, p)
const countOf = (word: string | undefined) =>
  word === undefined ? NaN : (COUNT_WORDS[word] ?? (/^\d{1,3}$/.test(word) ? Number(word) : NaN))

/**
 * Bottles per person when a message names both ("we're with three and want to finish 6 bottles",
 * "2 flessen in mijn eentje"): the rate of drinking too much, whatever words carry it. NaN when not said.
 */
export const bottlesPerPerson = (text: string): number => bottlesPerPersonIn(wordsOf(text))

function bottlesPerPersonIn(words: string[]): number {
  let bottles = NaN
  let people = NaN
  let each = false
  words.forEach((word, i) => {
    // "€20 a bottle", "20 euro per fles", "budget 30 per bottle": a price, not a number of bottles.
    const price = MONEY.has(words[i - 1] ?? '') || MONEY.has(words[i + 1] ?? '') || PRICE_BEFORE.has(words[i + 1] ?? '')
    const n = price ? NaN : countOf(word)
    const bottleWord =
      BOTTLE_WORDS.has(words[i + 1] ?? '') || (BOTTLE_WORDS.has(words[i + 2] ?? '') && !NOT_BETWEEN.has(words[i + 1] ?? ''))
    if (!Number.isNaN(n) && bottleWord) {
      bottles = n
      each = perPersonAt(words, i)
    } else if (!Number.isNaN(n) && (PEOPLE_AFTER.some((p) => startsAt(words, i + 1, p)) || PEOPLE_BEFORE.some((p) => endsAt(words, i, p))))
      people = n
    else if (GROUP_WORDS[word] && words.slice(Math.max(0, i - 3), i).includes('met')) people = GROUP_WORDS[word]
  })
  if (each || (Number.isNaN(people) && ALONE.some((p) => occurs(words, p)))) people = 1
  // Bottles for a weekend or a holiday are not drunk in one evening, unless one party is named.
  return words.some((w) => OVER_DAYS.has(w)) && !words.some((w) => ONE_EVENING.has(w)) ? NaN : bottles / people
}
const AGE = rulesData.minorAge
const NUMBER_WORDS = AGE.numberWords as Record<string, number>
const set = (list: string[]) => new Set(list)
const PERSON_BEFORE = set(AGE.personBefore)
const NOT_AN_AGE_BEFORE = set(AGE.notAnAgeBefore)
const NOT_AN_AGE_AFTER = set(AGE.notAnAgeAfter)
const AGE_AFTER = set(AGE.ageAfter)
const WINE_AFTER = set(AGE.wineAfter)
const BOUND_BEFORE = set(AGE.boundBefore)
const DURATION = AGE.durationAfter.map(compile)
const TURNING = AGE.comingOfAge.turning.map(compile)
const AHEAD = AGE.comingOfAge.ahead.map(compile)
const STRONG_AGE = set(['year old', 'years old', 'year olds', 'yr old', 'yr olds', 'jaar oud', 'y o'])
/** Animals and things have ages too: 'my 16 year old collie', 'my 15 year old car'. */
const ANIMALS = set([...AGE.animals, ...AGE.things])
const PEOPLE = set(AGE.people)
const VERBS_AFTER_PERSON = set(AGE.verbsAfterPerson)
const DATE_BEFORE = set(AGE.dateBefore)
const ALSO = set(['ook', 'too', 'also', 'eveneens', 'did'])
/** "het café en ons Jana van 17": the Flemish 'ons' before a name is a person of the family. */
const OURS = set(['ons'])
const JUBILEES = set(AGE.jubilees)
const MEALS = set(AGE.mealAfter.words)
const JUBILEE_BEFORE = set(AGE.jubileeBefore)
const AGE_VERBS = set(AGE.personsAge.verbs)
const AGE_PERSONS = set(AGE.personsAge.persons)
const TIME_AFTER = set(AGE.personsAge.timeAfter)
const JUBILEE_YEARS = {
  jubilees: set(AGE.jubileeYears.jubilees),
  within: AGE.jubileeYears.within,
  notBetween: set(AGE.jubileeYears.notBetween),
}
const WINE_BEFORE = set(AGE.wineBefore)
const TO_WHOM = set(AGE.toWhom)
const VINTAGE = /^(?:19[5-9]\d|20[0-3]\d)$/
const SELF_AFTER = set(AGE.selfAfter)
const ARTICLES = set(AGE.articles)
const BORN = set(AGE.birthYear.born)
const HEDGES = set(AGE.hedges)
/** How many words before an age an animal or a thing may be named: "onze hond is van 2011, dus hij wordt deze week 15". */
const ANIMAL_WORDS = 10
/** "geboren in 2011", "born 2012", "mijn dochter is van 2010": the age a birth year gives this year, or NaN. */
function ageByBirthYear(words: string[], i: number): number {
  if (!/^(?:19|20)\d\d$/.test(words[i] ?? '')) return NaN
  const born = words.slice(Math.max(0, i - AGE.birthYear.within), i).some((w) => BORN.has(w))
  // "ik ben van 2009", "mijn zoon van 2011": a person, then "van" or "from" and the year.
  const personOf = ['van', 'from'].includes(words[i - 1] ?? '') && words.slice(Math.max(0, i - 3), i - 1).some((w) => PEOPLE.has(w))
  return born || personOf ? new Date().getFullYear() - Number(words[i]) : NaN
}
const TEAM = new RegExp(`^(?:${AGE.youthTeams.prefixes.join('|')})(\\d{1,2})s?$`)
const ORDINAL_WORDS = AGE.ordinalWords as Record<string, number>
/** The word between two numbers of a range: "12 tot 15", "between 10 and 14". */
const RANGE = set(AGE.rangeWords)
/** A birthday itself, not any party: 'her first party' is no age. */
const BIRTHDAY_ITSELF = set(['verjaardag', 'verjaardagsfeest', 'verjaardagsfeestje', 'birthday', 'bday', 'birthdayparty'])
const BIRTHDAY = set(['verjaardag', 'verjaardagsfeest', 'verjaardagsfeestje', 'birthday', 'bday', 'feest', 'feestje', 'party', 'fuif'])

/**
 * An age under 18, said of the shopper or of the person the wine is for: "ik ben 16", "mijn zoon
 * van 15", "16-jarigen", "my 13 yo daughter". A number for guests, money or a wine's years is not an age.
 */
export const mentionsMinorAge = (text: string): boolean => minorAgeIn(wordsOf(text))

function minorAgeIn(words: string[]): boolean {
  // "my 16 year old border collie", "onze kat is 17", "my 15 year old car": an animal's or a thing's
  // age, unless a person is named nearer.
  // "mijn kat heet Merlot en ze is net 16": the animal may be named a few words before, unless the
  // shopper, another person or one of 'ours' is named in between ("mijn kat en ik, ik ben 16", "konijn in het zuur, en de jongste (17)").
  const animal = (i: number) => {
    const before = words.slice(Math.max(0, i - 3), i)
    const at = words.slice(0, i).findLastIndex((w) => ANIMALS.has(w))
    const named = at >= i - ANIMAL_WORDS && at >= 0 && !words.slice(at + 1, i).some((w) => SELF.has(w) || PEOPLE.has(w) || OURS.has(w))
    // "onze kat is 16 en mijn dochter ook", "our cat turned 16 and so did my daughter": a person of that age too.
    const next = words.slice(i + 1, i + 7)
    const alsoPerson = next.some((w) => PEOPLE.has(w)) && next.some((w) => ALSO.has(w))
    return (named || words.slice(i + 1, i + 5).some((w) => ANIMALS.has(w))) && !before.some((w) => PEOPLE.has(w)) && !alsoPerson
  }
  return words.some((word, i) => {
    // A youth team: "de JO17", "our U16s".
    const team = TEAM.exec(word)
    if (team) return Number(team[1]) >= AGE.youthTeams.from && Number(team[1]) <= AGE.youthTeams.to
    // "geboren in 2011": 15 this year. A birth year that gives 18 may still be 17, but most are 18 by then.
    const byYear = ageByBirthYear(words, i)
    if (byYear >= 0) return byYear < 18 && !animal(i)
    // "ik word volgend jaar 18", "i turn 18 in march": under 18 today.
    if (word === '18' || word === 'achttien' || word === 'eighteen') {
      const near = words.slice(Math.max(0, i - 6), i + 7)
      return TURNING.some((p) => occurs(near, p)) && AHEAD.some((p) => occurs(near, p))
    }
    // "her sixteenth birthday", "baby's first birthday", "zijn vijftiende verjaardag".
    if (ORDINAL_WORDS[word] && BIRTHDAY_ITSELF.has(words[i + 1] ?? '')) return !animal(i)
    // "zijn 16e verjaardag", "her 15th birthday".
    const ordinal = /^(\d{1,2})(?:e|de|ste|th|st|nd|rd)$/.exec(word)
    if (ordinal) {
      if (Number(ordinal[1]) >= 18 || NOT_AN_AGE_AFTER.has(words[i + 1] ?? '') || animal(i)) return false
      // "het feest is op den 16de", "on the 15th": a date, unless a birthday follows.
      if (DATE_BEFORE.has(words[i - 1] ?? '') && !BIRTHDAY.has(words[i + 1] ?? '')) return false
      // "Anniversary gift, our 10th": a jubilee near the number is no birthday.
      if (words.slice(Math.max(0, i - 5), i + 5).some((w) => JUBILEES.has(w))) return false
      return (
        BIRTHDAY.has(words[i + 1] ?? '') || words.slice(Math.max(0, i - 3), i).some((w) => PERSON_BEFORE.has(w) && w !== 'ik' && w !== 'i')
      )
    }
    const age = NUMBER_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : NaN)
    if (!(age >= 1 && age < 18) || animal(i)) return false
    // "sixteen and planning a party", "15 here": a message that opens with the shopper's age.
    // Or after a hedge: "technically sixteen but …", "pas 15 hoor". Either way, no unit or count follows.
    const hedged = i === 1 && HEDGES.has(words[0]!)
    if (age >= 12 && ((i === 0 && SELF_AFTER.has(words[1] ?? '')) || hedged)) {
      return !/^\d/.test(words[2] ?? '') && !NOT_AN_AGE_AFTER.has(words[2] ?? '') && Number.isNaN(countOf(words[2]))
    }
    const after = words.slice(i + 1, i + 2)
    // "mijn zoon van 17 drinkt mee": after a person "van" an age, a verb of drinking is that person's, not a count of drinkers.
    const ofAPerson = ['van', 'of'].includes(words[i - 1] ?? '') && PEOPLE.has(words[i - 2] ?? '')
    const personOf = ofAPerson && VERBS_AFTER_PERSON.has(after[0] ?? '')
    if (after[0] && NOT_AN_AGE_AFTER.has(after[0]) && !personOf) return false
    // "we're 6 for dinner": how many at the table ("my daughter (15) for dinner" is her age).
    const table = ['for', 'voor'].includes(after[0] ?? '') && words.slice(i + 2, i + 4).some((w) => MEALS.has(w))
    if (table && !words.slice(Math.max(0, i - 2), i).some((w) => PEOPLE.has(w))) return false
    // "16 tot 17 graden", "12 to 14 euros": the bottom of a range whose top has a unit.
    if (RANGE.has(after[0] ?? '') && /^\d/.test(words[i + 2] ?? '') && NOT_AN_AGE_AFTER.has(words[i + 3] ?? '')) return false
    const before = words.slice(Math.max(0, i - 3), i)
    // The wine's years: "12 jaar oude port", "port van 12 jaar", "a tawny of 20 years".
    // "als 15j een fles bestellen": an article starts another thing, the wine is not the one of those years.
    // "een wijn van minstens 15 jaar oud": a bound word may stand between the wine and its years.
    const from = BOUND_BEFORE.has(words[i - 1] ?? '') ? i - 1 : i
    // "a 2009 Bordeaux, 16 years old now", "een Rioja die al 15 jaar oud is": a wine or a vintage shortly
    // before, with no person, and no "for" or "voor" that gives it to someone, in between.
    const wineBefore = () => {
      // "what wine would a 14 year old like": an article before the years makes them a person's.
      if (ARTICLES.has(words[i - 1] ?? '')) return false
      const near = words.slice(Math.max(0, i - 5), i)
      const at = near.findLastIndex((w) => WINE_AFTER.has(w) || WINE_BEFORE.has(w) || VINTAGE.test(w))
      // "cellared 5 to 10 years": the 'to' of a range gives the wine to no one.
      const between = near.slice(at + 1).filter((w, k, list) => !(RANGE.has(w) && /^\d/.test(list[k - 1] ?? '')))
      return at >= 0 && !between.some((w) => PEOPLE.has(w) || PERSON_BEFORE.has(w) || TO_WHOM.has(w))
    }
    // "mijn dochter wordt 16 jaar, welke wijn voor haar?": a person's years, though a wine follows.
    // ("mijn zoon is net 16 jaar" too; "hij is 16 jaar geleden gestopt" is a time.)
    const verbAt = !AGE_VERBS.has(words[i - 1] ?? '') && HEDGES.has(words[i - 1] ?? '') ? i - 2 : i - 1
    const personsAge =
      ((AGE_VERBS.has(words[verbAt] ?? '') &&
        words.slice(Math.max(0, verbAt - 3), verbAt).some((w) => PEOPLE.has(w) || AGE_PERSONS.has(w))) ||
        ofAPerson) &&
      !TIME_AFTER.has(words[i + 2] ?? '')
    const wineYears = () =>
      wineBefore() ||
      (!ARTICLES.has(words[i + 2] ?? '') && !personsAge && words.slice(i + 2, i + 4).some((w) => WINE_AFTER.has(w))) ||
      WINE_AFTER.has(words[from - 1] ?? '') ||
      (['van', 'of'].includes(words[from - 1] ?? '') && WINE_AFTER.has(words[from - 2] ?? ''))
    // "16-jarigen", "13 yo", "15 years old": said of people, unless a wine is named ("12 year old port").
    // "een 12-jarige port" is the wine's; "als 16-jarige een fles bestellen" is the shopper's.
    // "ons 10-jarig jubileum": the years of a jubilee.
    if (after[0]?.startsWith('jarig') && JUBILEES.has(words[i + 2] ?? '')) return false
    if (after[0]?.startsWith('jarig')) return words[i - 1] === 'als' || words[i - 1] === 'as' || !WINE_AFTER.has(words[i + 2] ?? '')
    if (STRONG_AGE.has(`${after[0]} ${words[i + 2] ?? ''}`) || after[0] === 'yo') return !wineYears()
    if (bottomOfAgeRange(words, i, age)) return true
    // "de gasten zijn 12 tot 15 jaar", "kids between 10 and 14 years": the top of a range of ages is
    // no budget ("tot 15 euro"), unless its bottom is one ("binnen 10 tot 15 jaar") or a wine's ("a tawny of 10 to 20 years").
    const topOfRange =
      RANGE.has(words[i - 1] ?? '') &&
      Number(words[i - 2]) < age &&
      !NOT_AN_AGE_BEFORE.has(words[i - 3] ?? '') &&
      !wineAmong(words.slice(Math.max(0, i - 5), i - 2))
    // "(… trots op). Ik ben 16 maar": a person and a verb right before the years outweigh a budget or time word before them.
    if (!topOfRange && !personsAge && before.some((w) => NOT_AN_AGE_BEFORE.has(w))) return false
    // "my clinic is celebrating 10 years": a jubilee, said right before the number.
    if (JUBILEE_BEFORE.has(words[i - 1] ?? '')) return false
    // "mostly 16-17", "15 of 16", "die zijn 16 en 17": a range of ages, unless a count or an amount follows ("12-13 flessen").
    const to = ['of', 'or', 'en', 'and'].includes(words[i + 1] ?? '') ? i + 2 : i + 1
    const upTo = Number(words[to])
    if (age >= 12 && upTo > age && upTo - age <= 2 && !NOT_AN_AGE_AFTER.has(words[to + 1] ?? '')) return true
    const saidOfAPerson = age >= 6 && before.some((w) => PERSON_BEFORE.has(w))
    const ageWord = after[0] !== undefined && AGE_AFTER.has(after[0])
    // "een port van 12 jaar oud", "12 jaar gerijpt": the wine's years, not a person's; "16 years into
    // my hobby", "16 jaar in dienst": how long something lasts.
    const lasts = () => DURATION.some((p) => startOf(words.slice(i + 2, i + 2 + p.length), p) === 0)
    // "Wedding anniversary next week, 10 years": a jubilee shortly before, with no person in between.
    const jubileeYears = () => {
      const near = words.slice(Math.max(0, i - JUBILEE_YEARS.within), i)
      const at = near.findLastIndex((w) => JUBILEE_YEARS.jubilees.has(w))
      return at >= 0 && !near.slice(at + 1).some((w) => JUBILEE_YEARS.notBetween.has(w) || PEOPLE.has(w) || PERSON_BEFORE.has(w))
    }
    // "our troupe's 10-year anniversary": a jubilee right after the years is no one's age.
    if (ageWord) return !wineYears() && !lasts() && !JUBILEES.has(words[i + 2] ?? '') && !jubileeYears()
    return saidOfAPerson
  })
}

/** A wine or its keeping named among the words ("a tawny of", "cellared"): years near them are the wine's. */
const wineAmong = (words: string[]) => words.some((w) => WINE_AFTER.has(w) || WINE_BEFORE.has(w))
const RANGE_PEOPLE = set(AGE.rangePeople)
const RANGE_NOT_AFTER = set(AGE.rangeNotAfter)
/**
 * "de kids zijn tussen de 13 en 16", "cousins range from 14 to 17", "gasten van 15 tot 19 jaar": the
 * bottom of a range of ages, with people named before it or an age word after its top; not a time
 * ("binnen 10 tot 15 jaar"), a wine's years or a count ("10 to 15 people").
 */
function bottomOfAgeRange(words: string[], i: number, age: number): boolean {
  const top = RANGE.has(words[i + 1] ?? '') ? Number(words[i + 2]) : NaN
  if (!(top > age && top <= 25) || NOT_AN_AGE_AFTER.has(words[i + 3] ?? '') || RANGE_NOT_AFTER.has(words[i - 1] ?? '')) return false
  const near = words.slice(Math.max(0, i - 6), i)
  if (wineAmong(near) || WINE_AFTER.has(words[i + 4] ?? '')) return false
  return AGE_AFTER.has(words[i + 3] ?? '') || near.some((w) => (PEOPLE.has(w) && !SELF.has(w)) || RANGE_PEOPLE.has(w))
}

/** Whether the rule's phrases or signals are in the words, lifted or not. */
function foundIn(rule: Rule, words: string[], earlier: string[][]): boolean {
  return rule.phrases.some((p) => occurs(words, p)) || signals(rule.id, words, earlier)
}

/**
 * Bottles per person over the limit, which only an exception marked `given` lifts ("een pakket met
 * drie flessen per persoon om het team te bedanken"); "not to get wasted, only 3 bottles each" is not.
 */
const overShare = (rule: Rule, words: string[]) =>
  rule.id === SHARE.rule &&
  bottlesPerPersonIn(words) >= SHARE.limit &&
  !rule.exceptions.some((e) => e.given && e.when.some((p) => occurs(words, p)) && !butOf(e, words))

/** An age under 18 in the words, which only an exception marked `ages` lifts. */
const ageFound = (rule: Rule, words: string[]) => rule.id === 'minor' && minorAgeIn(words)

const SELF = set(rulesData.self.words)
const SHOPPER_ALONE = set(rulesData.self.words.filter((w) => !rulesData.self.group.words.includes(w)))
const GROUP_RULES = set(rulesData.self.group.rules)
const SELF_BEFORE = rulesData.self.within
/** "we're throwing her baby shower": a phrase right after someone else's possessive is theirs, whoever speaks. */
const NOT_SELF_BEFORE = set(rulesData.self.notBefore)
const OTHERS_BETWEEN = set(rulesData.self.othersBetween)

/** Whether one of the phrases is said of the shopper, in it or just before it: "ik rij", "I'm in high school", "we moeten nog rijden". */
const saidOfSelf = (phrases: Phrase[], words: string[], self = SELF) =>
  phrases.some(
    (p) =>
      spanOf(
        words,
        p,
        (start, end) =>
          !othersBefore(words, start) &&
          (hasSelf(words, start, end, self) ||
            (hasSelf(words, Math.max(0, start - SELF_BEFORE), start, self) && !otherNamedLast(words, start, self))),
      ) !== null,
  )
/**
 * Someone else named after the shopper's last word for themself, before the phrase: "bij mij thuis, de
 * vrouw van Bas is zwanger", "my sister just told me she's pregnant".
 */
function otherNamedLast(words: string[], start: number, self: Set<string>): boolean {
  for (let i = start - 1; i >= Math.max(0, start - SELF_BEFORE); i--) {
    if (hasSelf(words, i, i + 1, self)) return false
    if (OTHER_PEOPLE.has(words[i]!) || OTHERS_BETWEEN.has(words[i]!)) return true
  }
  return false
}
/**
 * The words for the shopper in a rule's phrase. For the rules where "we" is a group of whom one may do
 * it, the shopper alone: "wij hebben een sloep gehuurd" … "mijn schoonvader vaart, die drinkt nooit" is
 * explained by who of them sails; "ik vaar" is not explained by anyone else. For the other rules "we"
 * is the shopper ("we zijn zwanger").
 */
const selfWordsOf = (rule: Rule) => (GROUP_RULES.has(rule.id) ? SHOPPER_ALONE : SELF)
/** Someone else's possessive right before the phrase, or before its article: "her baby shower", "her a baby shower". */
const othersBefore = (words: string[], start: number) =>
  NOT_SELF_BEFORE.has(words[start - 1] ?? '') || (ARTICLES.has(words[start - 1] ?? '') && NOT_SELF_BEFORE.has(words[start - 2] ?? ''))
/** A word for the shopper between `from` and `end`; the 'm' of "m'n schoonzus" is "mijn", not "I'm". */
const hasSelf = (words: string[], from: number, end: number, self = SELF) =>
  words.slice(from, end).some((w, k) => self.has(w) && !(w === 'm' && words[from + k + 1] === 'n'))

const TAKE_BACK = rulesData.takeBack.phrases.map(compile)
/** How far apart two phrases of one take-back may start ("oh nee toch niet"). */
const TAKE_BACK_WORDS = 3
/**
 * Whether a later message explains the words ("mijn zus is zwanger" … "ze krijgt sap"); what the
 * shopper said of themself (`self`) only by an exception marked explainsSelf, or by a message that
 * takes it back ("oh nee toch niet, mijn vriend rijdt"), read on its own: the earlier words would be its 'but'.
 */
function explainedBy(rule: Rule, words: string[], next: string[], age: boolean, caution: boolean, self: boolean): boolean {
  return (!age && takeBackAt(next) >= 0 && lifted(rule, next, false, caution)) || lifted(rule, [...words, '_', ...next], age, caution, self)
}

const TAKE_BACK_AT = new WeakMap<string[], number>()
/**
 * Where a take-back starts in the words, or -1; also -1 when the message takes back twice ("oh nee
 * toch niet, mijn vriend rijdt. nee wacht toch wel"): read whole, nothing is taken back.
 */
function takeBackAt(words: string[]): number {
  // Asked once per rule of every message: read each message once.
  const known = TAKE_BACK_AT.get(words)
  if (known !== undefined) return known
  const starts = TAKE_BACK.flatMap((p) => {
    const at = startOf(words, p)
    return at >= 0 ? [at] : []
  }).sort((a, b) => a - b)
  // "oh nee toch niet" is one take-back, however many of its phrases it holds.
  const once = starts.every((at) => at - starts[0]! <= TAKE_BACK_WORDS)
  const at = starts.length && once ? starts[0]! : -1
  TAKE_BACK_AT.set(words, at)
  return at
}

/**
 * Whether the rule holds for a message, with what the shopper said after it (`later`, for an
 * earlier message). A message its own exception lifts ("mijn vrouw slikt antibiotica en drinkt
 * water") is under the rule again when a later one says otherwise ("ze wil toch een half glaasje").
 * And a later message can explain an earlier one ("mijn zus is zwanger" … "ze krijgt mocktails,
 * de rest wil rosé"); what the shopper said of themself only by an exception marked `explainsSelf`
 * (a time that is over): "I'm in high school" stays, whatever follows.
 */
function holdsIn(rule: Rule, words: string[], earlier: string[][] = [], later: string[][] = []): boolean {
  if (overShare(rule, words)) return true
  // "I'm driving there. Oh wait, not after all, my husband drops me off": what follows the take-back is a later message.
  const back = takeBackAt(words)
  if (back > 0) {
    const after = words.slice(back)
    return holdsIn(rule, words.slice(0, back), earlier, [after, ...later]) || holdsIn(rule, after, earlier, later)
  }
  const holds = (age: boolean) => {
    if (lifted(rule, words, age)) return later.length > 0 && !lifted(rule, [...words, ...later.flatMap((next) => ['_', ...next])], age)
    if (!later.length) return true
    const self = saidOfSelf(rule.phrases, words, selfWordsOf(rule))
    return !later.some((next) => explainedBy(rule, words, next, age, false, self))
  }
  return (ageFound(rule, words) && holds(true) && !ageRetyped(words, later)) || (foundIn(rule, words, earlier) && holds(false))
}

const RETYPED = AGE.retyped.phrases.map(compile)
/**
 * "mijn tante wordt 16" … "haha typfout, 61!!": every age under 18 in the message is said again later
 * with its digits the other way round and a word for a typo. Never the shopper's own age (minorAge.retyped).
 */
function ageRetyped(words: string[], later: string[][]): boolean {
  const ages = words.flatMap((w, i) => (/^1[2-7]$/.test(w) ? [i] : []))
  return (
    ages.length > 0 &&
    ages.every((i) => {
      if (words.slice(Math.max(0, i - 3), i).some((w) => SELF.has(w))) return false
      const swapped = `${words[i]![1]}${words[i]![0]}`
      return later.some((next) => next.includes(swapped) && RETYPED.some((p) => occurs(next, p)))
    })
  )
}

/** Every rule the words fall under that none of its exceptions lifts, in the rules' order. */
function rulesOf(words: string[], scope: 'conversation' | 'all', earlier: string[][] = [], later: string[][] = []): Rule[] {
  return RULES.filter((rule) => (scope === 'all' || rule.scope === 'conversation') && holdsIn(rule, words, earlier, later))
}

const ruleOf = (words: string[], scope: 'conversation' | 'all', earlier: string[][] = []): PolicyRule | null =>
  rulesOf(words, scope, earlier)[0]?.id ?? null

/**
 * The rules the conversation came under and let go: by one of their exceptions in the same message
 * ("mijn zus is zwanger en krijgt druivensap", "de rederij levert de schipper"), or by a later message
 * that explains an earlier one ("ik moet vanavond nog rijden" … "oh wacht, mijn broer haalt ons op en
 * die drinkt nooit", a later message that takes back what the shopper said): the rules read the risk and
 * let it go. A later message that only seems to explain, without taking anything back, does not count:
 * the classifier may still ask. `earlier` are the shopper's earlier messages.
 */
export function policyRulesLetGo(question: string, earlier: readonly string[] = []): PolicyRule[] {
  const messages = [...earlier, question].map(wordsOf)
  const letGo = (rule: Rule, words: string[], i: number) =>
    (ageFound(rule, words) && lifted(rule, words, true)) ||
    (foundIn(rule, words, []) && lifted(rule, words)) ||
    (i < messages.length - 1 &&
      foundIn(rule, words, []) &&
      messages.slice(i + 1).some((later) => takeBackAt(later) >= 0) &&
      !holdsIn(rule, words, messages.slice(0, i), messages.slice(i + 1)))
  return RULES.filter((rule) => messages.some((words, i) => letGo(rule, words, i))).map((rule) => rule.id)
}

const ORDER: PolicyRule[] = RULES.map((r) => r.id)
/** The rules that hold for their own question only (health), not for the rest of the conversation. */
export const QUESTION_RULES: ReadonlySet<PolicyRule> = new Set(RULES.filter((r) => r.scope === 'question').map((r) => r.id))

const CAUTION_WORDS = rulesData.caution.words as Record<string, string[]>
const CAUTIONS = RULES.map((rule) => ({
  rule,
  phrases: (CAUTION_WORDS[rule.id] ?? []).map((written) => ({ written, phrase: compile(written) })),
}))

/**
 * The rule a question comes near without falling under it, and the caution word that says so: a
 * word from the rule's caution list ("de auto", "zwanger", "tramadol") that the rule's phrases did
 * not place. Waine then asks before it advises instead of linking wines (rules.json, caution). A rule
 * that lifts the message ("mijn vrouw is de bob") lifts its caution too.
 */
export function cautionFor(
  question: string,
  scope: 'conversation' | 'all' = 'all',
  later: readonly string[] = [],
): { rule: PolicyRule; word: string } | null {
  return cautionIn(wordsOf(question), scope, () => later.map(wordsOf))
}

type Caution = { rule: PolicyRule; word: string }

function cautionIn(words: string[], scope: 'conversation' | 'all', laterWords: () => string[][]): Caution | null {
  // "Ik moet straks rijden.. oh nee toch niet, mijn vriend rijdt": what follows a take-back is a later message.
  const back = takeBackAt(words)
  if (back > 0) {
    const after = words.slice(back)
    return cautionIn(words.slice(0, back), scope, () => [after, ...laterWords()]) ?? cautionIn(after, scope, laterWords)
  }
  let next: string[][] | undefined
  for (const { rule, phrases } of CAUTIONS) {
    if (scope === 'conversation' && rule.scope !== 'conversation') continue
    const found = phrases.find(({ phrase }) => occurs(words, phrase))
    if (!found || lifted(rule, words, false, true)) continue
    // "my aunt is turning 16" … "typo, 61!!": the age the caution word came near is retyped.
    if (rule.id === 'minor' && ageRetyped(words, (next ??= laterWords()))) continue
    // "mijn zus is zwanger" … "ze krijgt sap, de rest wil cava": explained by what the shopper said next.
    const self = saidOfSelf([found.phrase], words, selfWordsOf(rule))
    if ((next ??= laterWords()).some((n) => explainedBy(rule, words, n, false, true, self))) continue
    return { rule: rule.id, word: found.written }
  }
  return null
}

/** The rule a message comes near (cautionFor); with 'conversation', only the rules that hold for the rest of it. */
export const policyCautionFor = (text: string, scope: 'conversation' | 'all' = 'all', later: readonly string[] = []): PolicyRule | null =>
  cautionFor(text, scope, later)?.rule ?? null

const YES = set(rulesData.caution.yes)
const NOT = set(rulesData.caution.not)

/** A short yes ("ja hoor", "yes I am", "klopt") to the question Waine asked before advising; "zeker niet" is no yes. */
export function saysYes(answer: string): boolean {
  const words = tokens(normalise(answer))
  return words.length > 0 && words.length <= rulesData.caution.yesUpTo && YES.has(words[0]!) && !words.some((w) => NOT.has(w))
}

const PARTNER = rulesData.partner
const PARTNER_WORDS = set(PARTNER.partners)
const POSSESSIVE = set(PARTNER.possessive)
const AMBIGUOUS_PARTNER = set(PARTNER.ambiguous)
const OTHER_PEOPLE = set(PARTNER.others)
const PRONOUNS = set(PARTNER.pronouns)
const PREGNANCY = RULES.find((r) => r.id === 'pregnancy')!
const PARTNER_IS = PARTNER.identity.map(compile)
/** "ze is 7 maanden": months said of her, once she is known to be the partner. */
const PARTNER_MONTHS = PARTNER.months.map(compile)

/**
 * Whether a pregnancy is said of "she" when the last person named before her is the shopper's
 * partner ("dinner with my wife tonight" … "she's breastfeeding"): the partner's, whatever she drinks.
 */
function partnerExpecting(messages: string[][]): boolean {
  // "we're throwing her a baby shower" … "she = my wife": she was the partner all along.
  if (messages.some((words) => PARTNER_IS.some((p) => occurs(words, p)))) {
    const expecting = (words: string[]) =>
      (PREGNANCY.phrases.some((p) => occurs(words, p)) || PARTNER_MONTHS.some((p) => occurs(words, p))) &&
      !lifted(PREGNANCY, words, false, false, true)
    if (messages.some(expecting)) return true
  }
  let partnerLast = false
  for (const words of messages) {
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!
      if (PARTNER_WORDS.has(word) || (AMBIGUOUS_PARTNER.has(word) && POSSESSIVE.has(words[i - 1] ?? ''))) partnerLast = true
      else if (OTHER_PEOPLE.has(word) || AMBIGUOUS_PARTNER.has(word)) partnerLast = false
      else if (partnerLast && PRONOUNS.has(word)) {
        const after = words.slice(i + 1, i + 1 + PARTNER.within)
        // A time that is over lifts it ("she stopped nursing months ago"); "she's 7 months" is hers too.
        const expecting =
          PREGNANCY.phrases.some((p) => after.some((_, j) => startsAt(after, j, p))) ||
          PARTNER_MONTHS.some((p) => startOf(words.slice(i, i + 12), p) === 0)
        if (expecting && !lifted(PREGNANCY, words, false, false, true)) return true
      }
    }
  }
  return false
}

/**
 * The rule this conversation falls under, or null: the question's own first, else what the shopper
 * said earlier, which counts for the rules about them (age, pregnancy, driving, medication,
 * drinking too much, drinking to cope): "ik ben 15" stays true two questions later.
 */
export function policyRuleFor(question: string, earlier: Message[] = []): PolicyRule | null {
  // What the question itself asks is answered first (every rule refuses advice alike).
  // Each message read once: the question's rules may lean on what was said before.
  const turns: Message[] = [...earlier, { role: 'user', text: question }]
  const read = turns.map((m) => (m.role === 'user' ? wordsOf(m.text) : null))
  const messages = read.filter((words): words is string[] => words !== null)
  const said = messages.slice(0, -1)
  const asked = ruleOf(messages.at(-1)!, 'all', said)
  if (asked) return asked
  const found = said.flatMap((words, i) => rulesOf(words, 'conversation', [], messages.slice(i + 1)).map((rule) => rule.id))
  if (partnerExpecting(messages)) found.push('pregnancy')
  if (answersAgeUnder18(turns, read)) found.push('minor')
  return found.length ? found.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0]! : null
}

const AGE_ASKED = AGE.asked.map(compile)
/** "uh 17, no wait, he turns 18 in march": sounds before the number still open the answer. */
const ANSWER_OPENERS = set(AGE.answerOpeners)
/**
 * "How old is he turning?" … "17. jk, 18 haha": a number under 18 that opens the answer to a question
 * about age is an age, whatever follows it (an age is never taken back), unless a count follows ("12 guests").
 * `read` holds the words of the shopper's turns, read once by the caller.
 */
function answersAgeUnder18(turns: Message[], read: (string[] | null)[]): boolean {
  return turns.some((m, i) => {
    const before = turns[i - 1]
    const words = read[i]
    if (!words || before?.role !== 'assistant' || !AGE_ASKED.some((p) => occurs(wordsOf(before.text), p))) return false
    // The number opens the answer or follows a word for the person ("he's 16", "ze wordt 15"); "ze viert 15 jaar in dienst" lasts.
    const opened = words.slice(
      Math.max(
        0,
        words.findIndex((w) => !ANSWER_OPENERS.has(w)),
      ),
    )
    return opened.slice(0, 3).some((w, k) => {
      const age = NUMBER_WORDS[w] ?? (/^\d{1,2}$/.test(w) ? Number(w) : NaN)
      const lasts = AGE_AFTER.has(opened[k + 1] ?? '') && DURATION.some((p) => startsAt(opened, k + 2, p))
      return age >= 1 && age < 18 && (k === 0 || PERSON_BEFORE.has(opened[k - 1]!)) && !NOT_AN_AGE_AFTER.has(opened[k + 1] ?? '') && !lasts
    })
  })
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
  for (const sentence of answer.split(/(?<=[.!?])\s+|\n+/)) for (const kind of claimsIn(sentence)) found.add(kind)
  return [...found]
}

/** The claims of one sentence; each sentence read once (a wine's line and the guide's sentences come back in many answers). */
const CLAIMED = new Map<string, string[]>()
function claimsIn(sentence: string): string[] {
  const known = CLAIMED.get(sentence)
  if (known) return known
  const found: string[] = []
  if (!sentence.trim().endsWith('?')) {
    const words = wordsOf(sentence)
    for (const claim of CLAIMS) {
      const claimed = claim.phrases.some((phrase) => {
        const at = startOf(words, phrase)
        return at >= 0 && !words.slice(Math.max(0, at - 3), at + phrase.length + 3).some((w) => NEGATIONS.has(w))
      })
      if (claimed) found.push(claim.kind)
    }
  }
  if (CLAIMED.size >= READ_KEPT) CLAIMED.clear()
  CLAIMED.set(sentence, found)
  return found
}
