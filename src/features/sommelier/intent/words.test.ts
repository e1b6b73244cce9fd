import { describe, expect, it } from 'vitest'
import data from './words.json'
import { parseWords } from './words'

describe('words.json', () => {
  it('is valid', () => {
    expect(() => parseWords(data)).not.toThrow()
  })
  it('rejects an empty list and a number word that is not a whole number', () => {
    expect(() => parseWords({ ...data, negations: [] })).toThrow()
    expect(() => parseWords({ ...data, numberWords: { twintig: 'twenty' } })).toThrow()
  })
})
