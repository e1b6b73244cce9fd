import { describe, expect, it } from 'vitest'
import { vocabularyFor } from './intent'
import { COMMON_WORDS, KNOWN_WORDS } from './lexicon'
import { DISHES } from './pairings'
import realWords from './real-words.json'
import { correctTypos } from './text'

describe('the real words typo correction leaves alone (real-words.json, scripts/real-words.ts)', () => {
  const vocabulary = vocabularyFor(DISHES)
  it('lists only words that correction would otherwise turn into a wine word: none is stale after a lexicon change', () => {
    const stale = realWords.words.filter((word) => vocabulary.has(word) || correctTypos([word], vocabulary, COMMON_WORDS)[0] === word)
    expect(stale).toEqual([])
    // Corrects each of the 4,722 words once: a workload, not a target (5.7 s alone on this 2-core machine on a
    // slow day, over vitest's default 5 s), so the bound leaves room.
  }, 60_000)
  it('keeps them out of correction, with the everyday words', () => {
    for (const word of ['understood', 'pilot', 'bringing', 'nachts', 'paying']) expect(KNOWN_WORDS.has(word)).toBe(true)
    expect(correctTypos(['understood', 'sauvignion'], vocabulary, KNOWN_WORDS)).toEqual(['understood', 'sauvignon'])
  })
})
