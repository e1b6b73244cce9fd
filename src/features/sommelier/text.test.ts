import { describe, expect, it } from 'vitest'
import { correctTypos, editDistance, findTerm, normalise } from './text'

describe('normalise', () => {
  it('lowercases, drops accents and punctuation, keeps amounts and ranges', () => {
    expect(normalise('Rosé uit Italië?!')).toBe('rose uit italie')
    expect(normalise('Max €12,50')).toBe('max € 12,50')
    expect(normalise('tussen €15-€25')).toBe('tussen € 15 tot € 25')
    expect(normalise('10,- euro')).toBe('10 euro')
    expect(normalise('Zuid-Afrikaanse wijn')).toBe('zuid afrikaanse wijn')
  })
})

describe('editDistance', () => {
  it('counts edits and adjacent swaps', () => {
    expect(editDistance('zalm', 'zalm')).toBe(0)
    expect(editDistance('zlam', 'zalm')).toBe(1)
    expect(editDistance('kabeljouw', 'kabeljauw')).toBe(1)
    expect(editDistance('sauvignion', 'sauvignon')).toBe(1)
    expect(editDistance('biefstk', 'biefstuk')).toBe(1)
    expect(editDistance('abc', 'xyzxyz', 2)).toBe(3)
  })
})

describe('correctTypos', () => {
  const vocab = new Set(['zalm', 'kabeljauw', 'biefstuk', 'chardonnay', 'wild', 'rood'])
  const known = new Set(['welke', 'wilde'])
  it('fixes a typo to the one word it is close to', () => {
    expect(correctTypos(['kabeljouw', 'biefstk', 'chardonay', 'zlam'], vocab, known)).toEqual([
      'kabeljauw',
      'biefstuk',
      'chardonnay',
      'zalm',
    ])
  })
  it('leaves known words, short words and numbers alone', () => {
    expect(correctTypos(['welke', 'wilde', 'rod', '2019'], vocab, known)).toEqual(['welke', 'wilde', 'rod', '2019'])
  })
})

describe('findTerm', () => {
  it('finds phrases and compound words marked with *', () => {
    expect(findTerm(['wijn', 'bij', 'zalmfilet'], 'zalm*')).toBe(2)
    expect(findTerm(['gebakken', 'witvis'], '*vis')).toBe(1)
    expect(findTerm(['rode', 'curry', 'met', 'kip'], 'rode curry')).toBe(0)
    expect(findTerm(['lambrusco'], 'lam')).toBe(-1)
  })
})
