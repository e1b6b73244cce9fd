import { describe, expect, it } from 'vitest'
import data from './pairings.json'
import { DISHES, OCCASIONS, parsePairingTable } from './pairings'
import lexicon from './lexicon.json'
import { parseLexicon } from './lexicon'

describe('the pairing table (pairings.json)', () => {
  it('is read whole: every dish has words, colours, traits and advice in both languages', () => {
    expect(DISHES.length).toBe(data.dishes.length)
    expect(new Set(DISHES.map((d) => d.key)).size).toBe(DISHES.length)
    expect(Object.keys(OCCASIONS)).toContain('feest')
  })

  it('refuses a table a merchant mistyped, and says where', () => {
    const wrong = structuredClone(data) as { dishes: { colors: string[]; traits: { intensity: number } }[] }
    wrong.dishes[0]!.colors = ['paars']
    expect(() => parsePairingTable(wrong)).toThrow(/dishes.*0.*colors/s)
    const tooStrong = structuredClone(data) as { dishes: { traits: { intensity: number } }[] }
    tooStrong.dishes[1]!.traits.intensity = 9
    expect(() => parsePairingTable(tooStrong)).toThrow(/intensity/)
  })
})

describe('the lexicon (lexicon.json)', () => {
  it('refuses a lexicon with a colour missing or a country code that is not one', () => {
    const noRed = structuredClone(lexicon) as { colorTerms: Record<string, unknown> }
    delete noRed.colorTerms.rood
    expect(() => parseLexicon(noRed)).toThrow(/colorTerms/)
    const badCountry = structuredClone(lexicon) as { countries: Record<string, unknown> }
    badCountry.countries.frankrijk = { nl: 'Frankrijk', en: 'France', terms: ['frankrijk'] }
    expect(() => parseLexicon(badCountry)).toThrow(/countries/)
  })
})
