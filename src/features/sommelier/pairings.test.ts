import { describe, expect, it } from 'vitest'
import data from './pairings.json'
import { DISHES, normaliseTerm, OCCASIONS, parseDish, parsePairingTable, type Dish } from './pairings'
import { askWaine } from './engine'
import { parseQuestion } from './intent'
import { ARTICLES, CATALOG } from '../../../tests/sommelier/fixtures'
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

/** A dish a merchant adds in the admin (the `dishes` collection): not in pairings.json. */
const KAPSALON: Dish = {
  key: 'kapsalon',
  label: { nl: 'kapsalon', en: 'kapsalon' },
  terms: ['kapsalon*'],
  pairings: [],
  colors: ['mousserend'],
  traits: { intensity: 3, fat: 3, fried: true },
  advice: { nl: 'passen frisse bubbels die door het vet snijden', en: 'crisp bubbles cut through the fat' },
}

describe("the shop's own dishes (the CMS collection)", () => {
  it('stores words the way Waine reads them, a compound star kept', () => {
    expect(normaliseTerm('  Zalmfilet* ')).toBe('zalmfilet*')
    expect(normaliseTerm('Crème Brûlée')).toBe('creme brulee')
    expect(normaliseTerm('chili-con-carne')).toBe('chili con carne')
    expect(DISHES.flatMap((d) => d.terms).filter((t) => normaliseTerm(t) !== t)).toEqual([])
  })

  it('refuses a stored dish the engine cannot use, naming the field', () => {
    expect(parseDish(KAPSALON).success).toBe(true)
    const wrong = parseDish({ ...KAPSALON, key: 'Kap Salon', terms: ['Kapsalon'] })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['key', 'terms.0'])
  })

  it('is what Waine reads a question and writes its advice with, typos included', () => {
    const table = [...DISHES, KAPSALON]
    expect(parseQuestion('welke wijn bij een kapsalon?').dishes).toEqual([])
    expect(parseQuestion('welke wijn bij een kapsalonnetje?', table).dishes).toEqual(['kapsalon'])
    expect(parseQuestion('wat drink je bij een kapsallon', table).dishes).toEqual(['kapsalon'])

    const without = askWaine({ question: 'welke wijn bij een kapsalon?', products: CATALOG, articles: ARTICLES })
    expect(without.answer).not.toContain('kapsalon passen')
    const reply = askWaine({ question: 'welke wijn bij een kapsalon?', products: CATALOG, articles: ARTICLES, dishes: table })
    expect(reply.answer).toContain('Bij kapsalon passen frisse bubbels die door het vet snijden.')
    expect(reply.wines[0]?.product.colorCode).toBe('mousserend')
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
