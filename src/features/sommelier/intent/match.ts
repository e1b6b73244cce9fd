/**
 * Term matching with consumed tokens, longest terms first, so "rode curry" is a dish and not a
 * colour, and "cabernet sauvignon" is one grape and not two. Pure.
 */
import { findTerm, mayHoldTerm, termLength } from '../text'
import { NEGATION_IDIOMS, NEGATIONS } from './words'

export type Match<K> = { key: K; start: number; length: number; negated: boolean }

export function matchTerms<K>(words: string[], consumed: boolean[], entries: Array<[K, string[]]>, consume = true): Match<K>[] {
  const found: Array<{ key: K; start: number; length: number; weight: number }> = []
  const present = new Set(words)
  for (const [key, terms] of entries) {
    for (const term of terms) {
      if (!mayHoldTerm(present, term)) continue
      const length = termLength(term)
      for (let from = 0; from + length <= words.length;) {
        const at = findTerm(words, term, from)
        if (at < 0) break
        found.push({ key, start: at, length, weight: length * 100 + term.replace(/\*/g, '').length })
        from = at + 1
      }
    }
  }
  found.sort((a, b) => b.weight - a.weight || a.start - b.start)
  const out: Match<K>[] = []
  for (const f of found) {
    const span = consumed.slice(f.start, f.start + f.length)
    if (span.some(Boolean)) continue
    if (consume) for (let i = f.start; i < f.start + f.length; i++) consumed[i] = true
    const from = Math.max(0, f.start - 3)
    const before = words.slice(from, f.start)
    // "niet te zoet", "liever geen rood", "no red": a negation just before the term; not one that
    // is part of an idiom ("money's no object, red please").
    const negated =
      before.some((w, i) => NEGATIONS.has(w) && !inIdiom(words, from + i)) && !before.includes('maar') && !before.includes('but')
    out.push({ key: f.key, start: f.start, length: f.length, negated })
  }
  return out.sort((a, b) => a.start - b.start)
}

/** Whether the negation at `at` is part of a phrase like "no object" or "maakt niet uit". */
function inIdiom(words: string[], at: number): boolean {
  return NEGATION_IDIOMS.some((idiom) => idiom.some((_, offset) => idiom.every((w, i) => words[at - offset + i] === w)))
}

export const unique = <T>(xs: T[]): T[] => [...new Set(xs)]
