import { describe, expect, it } from 'vitest'
import { bestSentences, expandQuery, searchGuide, stem } from './guide-search'
import { ARTICLES } from '../../../tests/sommelier/fixtures'

describe('guide search', () => {
  it('stems Dutch words to one root and drops stop words', () => {
    expect(stem('bewaren')).toBe(stem('bewaar'))
    expect(stem('gerechten')).toBe(stem('gerecht'))
    expect(stem('zoete')).toBe(stem('zoet'))
    expect(stem('de')).toBeNull()
    expect(stem('wijn')).toBeNull()
  })
  it('finds the article for a question worded differently', () => {
    expect(searchGuide(ARTICLES, 'hoe lang blijft een open fles rood goed?')[0]?.article.slug).toBe('rode-wijn-bewaren')
    expect(searchGuide(ARTICLES, 'welk glas voor bubbels')[0]?.article.slug).toBe('wijnglazen')
  })
  it('understands English questions through Dutch paraphrases', () => {
    expect(expandQuery('How long does red wine keep?')).toMatch(/bewaren/)
    expect(searchGuide(ARTICLES, 'How long does an opened bottle of red wine last?')[0]?.article.slug).toBe('rode-wijn-bewaren')
  })
  it('quotes the sentences that answer the question', () => {
    const article = ARTICLES.find((a) => a.slug === 'rode-wijn-bewaren')!
    expect(bestSentences(article, 'hoe lang blijft een geopende fles goed?')).toContain('drie tot vijf dagen')
  })
  it('returns nothing without articles or terms', () => {
    expect(searchGuide([], 'bewaren')).toEqual([])
    expect(searchGuide(ARTICLES, 'de het een')).toEqual([])
  })
})
