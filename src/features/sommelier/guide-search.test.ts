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
  it("quotes no heading or other question, and weighs the asker's words above the paraphrases", () => {
    const article = {
      slug: 'bewaren',
      title: 'Bewaren',
      summary: 'Zo bewaar je wijn.',
      text: [
        'Hoe lang blijft een geopende fles goed?',
        'Bewaar wijn donker en koel, dan blijft hij lang goed.',
        'Een geopende fles blijft drie tot vijf dagen goed in de koelkast.',
        'Schenk een jonge rode wijn een uur voor het eten in een karaf.',
      ].join('\n'),
    }
    expect(bestSentences(article, 'hoe lang blijft een geopende fles goed?')).not.toContain('?')
    expect(bestSentences(article, 'hoe lang blijft een geopende fles goed?', 1)).toContain('drie tot vijf dagen')
    expect(bestSentences(article, 'hoe lang moet een rode wijn in de karaf?', 1)).toContain('karaf')
  })
  it('returns nothing without articles or terms', () => {
    expect(searchGuide([], 'bewaren')).toEqual([])
    expect(searchGuide(ARTICLES, 'de het een')).toEqual([])
  })
  it('reads more ways of asking: decanting, leftovers for cooking, older vintages, wine that tastes too sour', () => {
    expect(expandQuery('do I really need to decant a cheap red?')).toMatch(/decanteren/)
    expect(expandQuery('kan ik die restjes nog gebruiken om mee te koken?')).toMatch(/keuken/)
    expect(expandQuery('does a wine from an older year always taste better?')).toMatch(/rijpen/)
    expect(expandQuery('is it still ok to drink a 2015 rioja?')).toMatch(/rijpen/)
    expect(expandQuery('waarom vind ik wijn altijd zo zuur?')).toMatch(/leren drinken/)
  })
  it('puts the article about the colour asked for first', () => {
    const white = {
      slug: 'witte-wijn-open',
      title: 'Witte wijn na het openen',
      summary: 'Witte wijn in de koelkast.',
      text: 'Een geopende fles witte wijn blijft in de koelkast een paar dagen goed.',
    }
    const hits = searchGuide([...ARTICLES, white], 'How long will an opened bottle of white keep in the fridge?')
    expect(hits[0]?.article.slug).toBe('witte-wijn-open')
  })
  it('reads recognising quality and mixing as the guide words them', () => {
    expect(expandQuery('Waaraan herken je een goede witte wijn?')).toMatch(/kwaliteit/)
    expect(expandQuery('Is rosé just red and white wine mixed together?')).toMatch(/mengen/)
  })
})
