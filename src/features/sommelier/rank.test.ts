import { describe, expect, it } from 'vitest'
import { parseQuestion } from './intent'
import { wineItem } from './compose'
import { bottlePrice, canonicalGrape, missesFor, pickWines, rankWines } from './rank'
import { CATALOG } from '../../../tests/sommelier/fixtures'

const top = (q: string, n = 3) => pickWines(rankWines(CATALOG, parseQuestion(q)).matches, n, false).map((s) => s.product)

describe('retrieval', () => {
  it('never returns a sold-out wine', () => {
    const barolo = CATALOG.find((p) => p.name === 'Barolo Riserva')!
    expect(barolo.stock).toBe(0)
    const all = rankWines(CATALOG, parseQuestion('een Barolo uit Piemonte bij wild')).matches
    expect(all.map((s) => s.product.ean)).not.toContain(barolo.ean)
  })
  it('applies hard wishes: colour, country, budget, organic', () => {
    const wines = rankWines(CATALOG, parseQuestion('rode wijn uit Spanje onder de 10 euro')).matches.map((s) => s.product)
    expect(wines.length).toBeGreaterThan(0)
    for (const w of wines) expect([w.colorCode, w.countryCode, bottlePrice(w) <= 1000]).toEqual(['rood', 'ES', true])
    expect(rankWines(CATALOG, parseQuestion('biologische witte wijn')).matches.every((s) => s.product.organic)).toBe(true)
  })
  it('maps grape synonyms to one name', () => {
    expect(canonicalGrape('Garnacha')).toBe('Grenache')
    expect(canonicalGrape('Shiraz')).toBe('Syrah')
    const grenache = rankWines(CATALOG, parseQuestion('een grenache')).matches.map((s) => s.product.name)
    expect(grenache).toContain('Garnacha Campo de Borja')
  })
  it('matches regions on the label', () => {
    const wines = rankWines(CATALOG, parseQuestion('iets uit de Bourgogne')).matches.map((s) => s.product.name)
    expect(wines.sort()).toEqual(['Bourgogne Pinot Noir', 'Chablis Premier Cru Montmains'])
  })
  it('says what a wine misses', () => {
    const sauternes = CATALOG.find((p) => p.name === 'Sauternes')!
    expect(missesFor(sauternes, parseQuestion('rode wijn onder 10 euro'))).toEqual(['kleur', 'budget'])
  })
  it('offers the closest wine when nothing meets every wish', () => {
    const { matches, closest } = rankWines(CATALOG, parseQuestion('droge witte wijn uit Italië onder 5 euro'))
    expect(matches).toEqual([])
    expect(closest?.product.name).toBe('Pinot Grigio delle Venezie')
    expect(closest?.misses).toEqual(['budget'])
  })
  it('counts a box by the bottle for price leanings and budgets', () => {
    const box = CATALOG.find((p) => p.unit === 'doos')!
    expect(bottlePrice(box)).toBe(995)
    // € 59,70 for six is € 9,95 a bottle: within "onder 12 euro", not within "rond 30".
    expect(missesFor(box, parseQuestion('rode wijn onder 12 euro'))).toEqual([])
    expect(missesFor(box, parseQuestion('een rode wijn rond de 30 euro'))).toEqual(['budget'])
    expect(wineItem({ product: box, score: 0, reasons: [], misses: [] }, 1, 'nl')).toContain('– € 59,70 (Doos 6 × 75 cl, € 9,95 per fles)')
    expect(wineItem({ product: box, score: 0, reasons: [], misses: [] }, 1, 'en')).toContain('€ 9,95 a bottle')
  })
})

describe('pairing rules in the ranking', () => {
  it('steak: a tannic red comes first', () => {
    const [first] = top('wat drink ik bij biefstuk')
    expect(first!.colorCode).toBe('rood')
    expect(first!.taste.tannin).toBeGreaterThanOrEqual(4)
  })
  it('white fish: whites or bubbles, never a tannic red', () => {
    expect(top('kabeljauw uit de oven').length).toBeGreaterThan(0)
    for (const w of top('kabeljauw uit de oven')) {
      expect(['wit', 'mousserend']).toContain(w.colorCode)
      expect(w.taste.tannin).toBeLessThanOrEqual(2)
    }
  })
  it('spicy food: off-dry, low-tannin wines first', () => {
    const [first] = top('thaise groene curry')
    expect(first!.taste.sweetness).toBeGreaterThanOrEqual(2)
    expect(first!.taste.tannin).toBe(1)
  })
  it('dessert: the wine at least as sweet as the food', () => {
    expect(top('chocolademousse').length).toBeGreaterThan(0)
    for (const w of top('chocolademousse')) expect(w.taste.sweetness).toBeGreaterThanOrEqual(4)
  })
  it('fried and salty: bubbles rank high', () => {
    expect(top('bitterballen en kibbeling')[0]!.colorCode).toBe('mousserend')
  })
  it('blue cheese: sweet wine', () => {
    expect(top('roquefort')[0]!.colorCode).toBe('dessert')
  })
  it('explains every pick with a reason', () => {
    const scored = pickWines(rankWines(CATALOG, parseQuestion('lamsrack')).matches, 3, false)
    expect(scored.length).toBeGreaterThan(0)
    for (const s of scored) expect(s.reasons.length).toBeGreaterThan(0)
    expect(scored[0]!.reasons.map((r) => r.nl).join(' ')).toMatch(/tannine|body|klassieker/)
  })
  it('cheap leans to lower prices, premium to higher', () => {
    const cheap = top('een goedkope rode wijn')[0]!
    const premium = top('een bijzondere rode wijn die wat mag kosten')[0]!
    expect(cheap.price).toBeLessThan(premium.price)
  })
  it('picks different producers and respects a count', () => {
    const wines = top('witte wijn', 3)
    expect(new Set(wines.map((w) => w.producer)).size).toBe(wines.length)
    expect(pickWines(rankWines(CATALOG, parseQuestion('één wijn bij zalm')).matches, 1, false)).toHaveLength(1)
  })
})

describe('wishes as shoppers write them (dev3-general)', () => {
  it('keeps to the style named before cutting to the cheapest: the cheapest champagne, not the cheapest bubbles', () => {
    const cava = CATALOG.find((p) => p.name === 'Cava Brut Reserva')!
    const champagne = CATALOG.find((p) => p.name === 'Champagne Brut')!
    const catalog = [
      ...CATALOG,
      { ...cava, ean: '2199999000011', id: '2199999000011', name: 'Prosecco Brut', region: 'Prosecco', price: 895 },
      { ...cava, ean: '2199999000028', id: '2199999000028', name: 'Crémant de Loire', region: 'Crémant de Loire', price: 1295 },
      { ...champagne, ean: '2199999000035', id: '2199999000035', name: 'Champagne Grand Cru', price: 4995 },
    ]
    const matches = rankWines(catalog, parseQuestion('wat is de goedkoopste champagne die jullie verkopen?')).matches
    expect(matches.length).toBeGreaterThan(0)
    for (const m of matches) expect(m.product.name).toMatch(/Champagne/)
  })
  it('reads a wine known by name as the style it stands for, the shop has it or not', () => {
    const amarone = parseQuestion('Do you stock Amarone?')
    expect([amarone.colors, amarone.grapes, amarone.countries]).toEqual([['rood'], ['Corvina'], ['IT']])
    const cloudy = parseQuestion('hebben jullie cloudy bay? liever een rode')
    expect([cloudy.colors, cloudy.grapes]).toEqual([['rood'], ['Sauvignon Blanc']])
  })
  it('lets the main dish lead over its side: red with stoverij and chips, not bubbles for the chips', () => {
    const [first] = top('wat drinkt ge bij stoverij met frietjes', 1)
    expect(first?.colorCode).toBe('rood')
  })
  it('puts the wines nearest the amount first for "around 18"', () => {
    const red = CATALOG.find((p) => p.colorCode === 'rood' && p.stock > 0)!
    const at = (price: number, n: number) => ({ ...red, ean: `21999990001${n}`, id: `21999990001${n}`, producer: `P${n}`, price })
    const catalog = [at(1400, 1), at(1800, 2), at(2200, 3)]
    const matches = rankWines(catalog, parseQuestion('een rode wijn rond de 18 euro')).matches
    expect(matches.map((m) => m.product.price)[0]).toBe(1800)
  })
  it('keeps to boxes when a box is asked for and one fits', () => {
    const matches = rankWines(CATALOG, parseQuestion('verkopen jullie ook wijn per doos van 6?')).matches
    expect(matches.length).toBeGreaterThan(0)
    for (const m of matches) expect(m.product.unit).toBe('doos')
  })
  it('keeps to the body asked for: "stevig" leaves out a light wine that shares the grape', () => {
    const red = CATALOG.find((p) => p.colorCode === 'rood' && p.stock > 0)!
    const wine = (n: number, colorCode: 'rood' | 'rose', body: number) => ({
      ...red,
      ean: `21999990002${n}`,
      id: `21999990002${n}`,
      producer: `P${n}`,
      colorCode,
      grapes: ['Syrah'],
      taste: { ...red.taste, body },
    })
    const catalog = [wine(1, 'rood', 4), wine(2, 'rood', 3), wine(3, 'rose', 2)]
    const matches = rankWines(catalog, parseQuestion('een syrah, als het maar stevig is')).matches
    expect(matches.map((m) => m.product.taste.body)).toEqual([4, 3])
  })
  it('reads "mag wat kosten" as twenty euros or more when such wines fit', () => {
    const white = CATALOG.find((p) => p.colorCode === 'wit' && p.stock > 0)!
    const at = (price: number, n: number) => ({ ...white, ean: `21999990003${n}`, id: `21999990003${n}`, producer: `P${n}`, price })
    const catalog = [at(900, 1), at(1300, 2), at(1400, 3), at(2100, 4), at(2300, 5)]
    const matches = rankWines(catalog, parseQuestion('het mag wat kosten: een hele goede witte')).matches
    expect(matches.map((m) => m.product.price).sort()).toEqual([2100, 2300])
  })
})
