/**
 * Term matching with consumed tokens, longest terms first, so "rode curry" is a dish and not a
 * colour, and "cabernet sauvignon" is one grape and not two. Pure.
 */
import { findTerm } from '../text'
import { NEGATIONS } from './words'

export type Match<K> = { key: K; start: number; length: number; negated: boolean }

export function matchTerms<K>(words: string[], consumed: boolean[], entries: Array<[K, string[]]>, consume = true): Match<K>[] {
  const found: Array<{ key: K; start: number; length: number; weight: number }> = []
  for (const [key, terms] of entries) {
    for (const term of terms) {
      const parts = term.split(' ')
      for (let from = 0; from + parts.length <= words.length;) {
        const at = findTerm(words.slice(from), term)
        if (at < 0) break
        found.push({ key, start: from + at, length: parts.length, weight: parts.length * 100 + term.replace(/\*/g, '').length })
        from += at + 1
      }
    }
  }
  found.sort((a, b) => b.weight - a.weight || a.start - b.start)
  const out: Match<K>[] = []
  for (const f of found) {
    const span = consumed.slice(f.start, f.start + f.length)
    if (span.some(Boolean)) continue
    if (consume) for (let i = f.start; i < f.start + f.length; i++) consumed[i] = true
    const before = words.slice(Math.max(0, f.start - 3), f.start)
    // "niet te zoet", "liever geen rood", "no red": a negation just before the term.
    const negated = before.some((w) => NEGATIONS.has(w)) && !before.includes('maar') && !before.includes('but')
    out.push({ key: f.key, start: f.start, length: f.length, negated })
  }
  return out.sort((a, b) => a.start - b.start)
}

export const unique = <T>(xs: T[]): T[] => [...new Set(xs)]
