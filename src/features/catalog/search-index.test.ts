import { describe, expect, it } from 'vitest'
import { buildWineSearch, foldTerm, type SearchableWine } from './search-index'

const wine = (ean: string, over: Partial<SearchableWine>): SearchableWine => ({
  ean,
  names: [ean],
  producer: 'Huis',
  region: 'Elders',
  countryCode: 'NL',
  colorCode: 'rood',
  grapes: [],
  ...over,
})

const wines = [
  wine('rioja', { names: ['Rioja Crianza', 'Rioja Crianza'], region: 'Rioja', countryCode: 'ES', grapes: ['Tempranillo'] }),
  wine('cdp', {
    names: ['Châteauneuf-du-Pape'],
    producer: 'Domaine du Vieux Télégraphe',
    region: 'Rhône',
    countryCode: 'FR',
    grapes: ['Grenache', 'Syrah'],
  }),
  wine('gewurz', { names: ['Gewürztraminer Réserve'], region: 'Elzas', countryCode: 'FR', colorCode: 'wit', grapes: ['Gewürztraminer'] }),
  wine('chianti', { names: ['Chianti Classico'], region: 'Toscane', countryCode: 'IT', grapes: ['Sangiovese'] }),
  wine('sancerre', { names: ['Sancerre'], region: 'Loire', countryCode: 'FR', colorCode: 'wit', grapes: ['Sauvignon Blanc'] }),
]
const search = buildWineSearch(wines).search

describe('the catalog search', () => {
  it('forgives accents both ways', () => {
    expect(search('chateauneuf')[0]).toBe('cdp')
    expect(search('gewurztraminer')[0]).toBe('gewurz')
    expect(search('Télégraphe')).toEqual(['cdp'])
    expect(search('telegraphe')).toEqual(['cdp'])
  })

  it('forgives a small typo and a word still being typed', () => {
    expect(search('tempranilo')).toEqual(['rioja'])
    expect(search('sangioveze')).toEqual(['chianti'])
    expect(search('sanc')).toEqual(['sancerre'])
  })

  it('finds by name, producer, grape, region and country in Dutch and English', () => {
    expect(search('rioja')).toEqual(['rioja'])
    expect(search('Spanje')).toEqual(['rioja'])
    expect(search('spain')).toEqual(['rioja'])
    expect(search('Italië')).toEqual(['chianti'])
    expect(search('italy')).toEqual(['chianti'])
    expect(search('Loire')).toEqual(['sancerre'])
    expect(search('syrah')).toEqual(['cdp'])
  })

  it('needs every word when some wine has them all, and ranks the best first', () => {
    expect(search('witte wijn uit Frankrijk').sort()).toEqual(['gewurz', 'sancerre'])
    expect(search('white france').sort()).toEqual(['gewurz', 'sancerre'])
    // No wine is both Spanish and from the Loire: any word then counts.
    expect(search('spanje loire').sort()).toEqual(['rioja', 'sancerre'])
  })

  it('finds nothing for an unknown word or only filler words', () => {
    expect(search('blauwbessenjam')).toEqual([])
    expect(search('de wijn van')).toEqual([])
    expect(search('')).toEqual([])
  })

  it('folds terms to lower case without accents and drops filler words', () => {
    expect(foldTerm('Château')).toBe('chateau')
    expect(foldTerm('Weißburgunder')).toBe('weissburgunder')
    expect(foldTerm('wijn')).toBeNull()
  })
})
