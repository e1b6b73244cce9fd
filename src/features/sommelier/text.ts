/** Text helpers for Dutch as people type it: normalising, tokens, and small typo tolerance. Pure. */

/**
 * Short texts normalised once: a wine's name, region and grapes, and the guide's terms, are read at
 * every answer. Emptied now and then; long texts (an article) are not kept.
 */
const NORMALISED = new Map<string, string>()
const NORMALISED_KEPT = 20_000
const NORMALISED_UP_TO = 200

/** Lowercase, accents off (rosé → rose, Italië → italie), punctuation to spaces, € kept as a word. */
export function normalise(text: string): string {
  if (text.length > NORMALISED_UP_TO) return normaliseNow(text)
  let normalised = NORMALISED.get(text)
  if (normalised === undefined) {
    normalised = normaliseNow(text)
    if (NORMALISED.size >= NORMALISED_KEPT) NORMALISED.clear()
    NORMALISED.set(text, normalised)
  }
  return normalised
}

function normaliseNow(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/€/g, ' € ')
      // "15-25 euro", "€15 - €25": a range, before hyphens become spaces.
      .replace(/(\d)\s*[-–]\s*(?=€?\s*\d)/g, '$1 tot ')
      .replace(/(\d),-/g, '$1')
      // Keep decimal separators inside numbers (12,50 / 12.50) and hyphens inside words (zuid-afrika).
      .replace(/(\d)[.,](\d)/g, '$1#$2')
      .replace(/([a-z])-([a-z])/g, '$1 $2')
      .replace(/[^a-z0-9#€\s]/g, ' ')
      .replace(/#/g, ',')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export function tokens(normalised: string): string[] {
  return normalised ? normalised.split(' ') : []
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)]
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1)
      row.push(d)
      if (d < best) best = d
    }
    if (best > max) return max + 1
    rows.push(row)
  }
  return rows[a.length]![b.length]!
}

/** How many typos a word of this length may carry and still be recognised. */
function allowedTypos(length: number): number {
  if (length >= 8) return 2
  if (length >= 5) return 1
  return 0
}

/**
 * Replaces a word that is not known by the one vocabulary word it is a typo of ("kabeljouw" →
 * "kabeljauw", "sauvignion" → "sauvignon"). Known words and ambiguous typos stay as they are.
 */
export function correctTypos(words: string[], vocabulary: ReadonlySet<string>, known: ReadonlySet<string>): string[] {
  const typos = typosOf(vocabulary)
  return words.map((word) => {
    if (word.length < 4 || /\d/.test(word) || vocabulary.has(word) || known.has(word)) return word
    let corrected = typos.corrections.get(word)
    if (corrected === undefined) {
      corrected = closestWord(word, typos.byLength)
      if (typos.corrections.size >= CORRECTIONS_KEPT) typos.corrections.clear()
      typos.corrections.set(word, corrected)
    }
    return corrected
  })
}

/**
 * Per vocabulary, the words a typo may be of, and each word's correction once found: comparing a word
 * with every vocabulary word is the dearest step of reading a question, and shoppers repeat their words.
 * Emptied now and then, as their typos are many.
 */
const TYPOS = new WeakMap<ReadonlySet<string>, { byLength: Map<number, string[]>; corrections: Map<string, string> }>()
const CORRECTIONS_KEPT = 20_000
function typosOf(vocabulary: ReadonlySet<string>) {
  let typos = TYPOS.get(vocabulary)
  if (!typos) {
    const byLength = new Map<number, string[]>()
    for (const w of vocabulary) {
      if (w.length < 4) continue
      const same = byLength.get(w.length)
      if (same) same.push(w)
      else byLength.set(w.length, [w])
    }
    typos = { byLength, corrections: new Map() }
    TYPOS.set(vocabulary, typos)
  }
  return typos
}

/**
 * The one candidate the word is a typo of, or the word itself when none or more than one is closest.
 * Only candidates at most two letters longer or shorter can be (two typos at most).
 */
function closestWord(word: string, byLength: Map<number, string[]>): string {
  const max = allowedTypos(word.length)
  let best: string | null = null
  let bestDistance = Infinity
  let tie = false
  const candidates = [-2, -1, 0, 1, 2].flatMap((d) => byLength.get(word.length + d) ?? [])
  for (const candidate of candidates) {
    // Four-letter words only forgive a swapped pair ("zlam" → "zalm"), nothing else.
    const limit = word.length === 4 || candidate.length === 4 ? 1 : Math.min(max, allowedTypos(candidate.length))
    if (limit === 0) continue
    const d = editDistance(word, candidate, limit)
    if (d > limit) continue
    if ((word.length === 4 || candidate.length === 4) && !isTransposition(word, candidate)) continue
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
      tie = false
    } else if (d === bestDistance && candidate !== best) tie = true
  }
  return best && !tie ? best : word
}

function isTransposition(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  const diff: number[] = []
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i)
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]
}

/**
 * Does a vocabulary term occur in the token list? Terms are normalised phrases; a `*` at an end
 * lets that word run on into a compound ("zalm*" finds "zalmfilet", "*vis" finds "witvis").
 * Returns the index of the first token of the match, or -1.
 */
export function findTerm(words: string[], term: string, from = 0): number {
  const parts = partsOf(term)
  outer: for (let i = from; i + parts.length <= words.length; i++) {
    for (let k = 0; k < parts.length; k++) {
      if (!wordMatches(words[i + k]!, parts[k]!)) continue outer
    }
    return i
  }
  return -1
}

/**
 * Whether every word of the term that must stand whole ("rode", not "zalm*") is among the words: a
 * quick no before the term is looked for word by word.
 */
export const mayHoldTerm = (present: ReadonlySet<string>, term: string): boolean =>
  partsOf(term).every((part) => part.start || part.end || present.has(part.core))

/** How many words a term spans. */
export const termLength = (term: string): number => partsOf(term).length

/** A term's words, each with whether it may run on at its start or end ('*'). */
type TermPart = { core: string; start: boolean; end: boolean }
/** Each term split once: the lexicon's terms are looked for in every question. */
const TERM_PARTS = new Map<string, TermPart[]>()
function partsOf(term: string): TermPart[] {
  let parts = TERM_PARTS.get(term)
  if (!parts) {
    parts = term.split(' ').map((p) => ({ core: p.replace(/^\*|\*$/g, ''), start: p.startsWith('*'), end: p.endsWith('*') }))
    if (TERM_PARTS.size >= CORRECTIONS_KEPT) TERM_PARTS.clear()
    TERM_PARTS.set(term, parts)
  }
  return parts
}

function wordMatches(word: string, { core, start, end }: TermPart): boolean {
  if (start && end) return word.includes(core)
  if (end) return word.startsWith(core)
  if (start) return word.endsWith(core)
  return word === core
}

/** A small stable hash, so wording varies between questions but the same question reads the same. */
export function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
