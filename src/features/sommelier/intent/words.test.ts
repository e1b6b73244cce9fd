import { describe, expect, it } from 'vitest'
import data from './words.json'
import { inText, parseWords, phrasePattern } from './words'

describe('words.json', () => {
  it('is valid', () => {
    expect(() => parseWords(data)).not.toThrow()
  })
  it('rejects an empty list and a number word that is not a whole number', () => {
    expect(() => parseWords({ ...data, negations: [] })).toThrow()
    expect(() => parseWords({ ...data, numberWords: { twintig: 'twenty' } })).toThrow()
  })
  it('builds phrases into patterns: * lets a word go on, … skips up to 20 characters, the rest is literal', () => {
    expect(phrasePattern('korting*')).toBe('korting\\w*')
    expect(phrasePattern('ik heb … nodig')).toBe('ik heb .{0,20} nodig')
    expect(inText(['korting*']).test('een kortingscode graag')).toBe(true)
    expect(inText(['ik heb … nodig']).test('ik heb een rode wijn nodig')).toBe(true)
    expect(inText(['0.0']).test('0x0')).toBe(false)
    expect(inText(['tip']).test('tipje')).toBe(false)
  })
  it('reads a/b as either word, each of which may go on', () => {
    expect(phrasePattern('ben je/jij mens/robot*')).toBe('ben (?:je|jij) (?:mens|robot\\w*)')
    expect(inText(['ben je/jij een/echt mens']).test('ben jij echt mens')).toBe(true)
    expect(inText(['ben je/jij een/echt mens']).test('ben jullie een mens')).toBe(false)
  })
})
