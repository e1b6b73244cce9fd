/**
 * Issue #6: every Dutch text the seed and the UI show passes hunspell-nl, every English text
 * hunspell-en-gb/-en-us, apart from the reviewed word lists. `.ci/run` installs the dictionaries.
 */
import { describe, expect, it } from 'vitest'
import { DICTIONARY, dictionaryInstalled, unknownWords } from './spelling'

describe('spelling', () => {
  for (const lang of ['nl', 'en'] as const) {
    it(`every ${lang === 'nl' ? 'Dutch' : 'English'} text is spelled right (hunspell ${DICTIONARY[lang]} + reviewed word list)`, () => {
      expect(dictionaryInstalled(lang), `install it: apt-get install hunspell hunspell-nl hunspell-en-gb hunspell-en-us`).toBe(true)
      expect(unknownWords(lang)).toEqual([])
    })
  }
})
