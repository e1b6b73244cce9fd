import { describe, expect, it } from 'vitest'
import { normalise } from '../text'
import { parseBudget, priceLevel, relativePrice } from './budget'

const budget = (q: string) => parseBudget(normalise(q))

describe('budget', () => {
  it.each([
    ['rode wijn onder de 10 euro', { max: 1000 }],
    ['max €20', { max: 2000 }],
    ['maximaal 12,50', { max: 1250 }],
    ['tot 15', { max: 1500 }],
    ['tussen 15 en 25 euro', { min: 1500, max: 2500 }],
    ['€15-€25', { min: 1500, max: 2500 }],
    ['iets rond de 20 euro', { min: 1500, max: 2500, target: 2000 }],
    ['vanaf 30 euro', { min: 3000 }],
    ['een fles van 12 euro', { max: 1200 }],
    ['under 15 euros', { max: 1500 }],
    ['voor twintig euro', { max: 2000 }],
    ['een tientje', { max: 1000 }],
    // A number word inside another word is no number: "eten" holds "ten".
    ['duitse riesling bij thais eten, max 15', { max: 1500 }],
  ])('%s → %j', (q, expected) => {
    expect(budget(q)).toEqual(expected)
  })
  it('ignores numbers that are not money', () => {
    expect(budget('een wijn uit 2019 voor 6 personen')).toEqual({})
    expect(budget('tot 18 graden schenken')).toEqual({})
  })
})

describe('budgets as shoppers write them (issue #14)', () => {
  it('reads a ceiling behind a negation, a floor with "of meer", a budget for several bottles and a tenner', () => {
    expect(budget('droge witte wijn, maar niet boven de 15 euro')).toEqual({ max: 1500 })
    expect(budget("I don't want to spend more than €9 a bottle")).toEqual({ max: 900 })
    expect(budget('het mag wat kosten, 30 euro of meer')).toEqual({ min: 3000 })
    expect(budget('40 euros plus')).toEqual({ min: 4000 })
    expect(budget('ik heb 50 euro voor 6 flessen')).toEqual({ max: 833 })
    expect(budget('a French red under a tenner')).toEqual({ max: 1000 })
    expect(budget('a Chardonnay, 20 to 25 euros')).toEqual({ min: 2000, max: 2500 })
    expect(budget('boven de 20 euro')).toEqual({ min: 2000 })
  })
})

describe('budget patterns from words.json', () => {
  it('reads the same budget twice in a row (no pattern keeps state between questions)', () => {
    expect(budget('60 euro voor 6 flessen')).toEqual({ max: 1000 })
    expect(budget('60 euro voor 6 flessen')).toEqual({ max: 1000 })
    expect(budget('twee tientjes')).toEqual({ max: 2000 })
    expect(budget('budget van 25')).toEqual({ max: 2500 })
  })
})

describe('budgets in follow-ups and English (dev2-general)', () => {
  it('reads a ceiling written after the amount', () => {
    expect(budget('a full-bodied red from Italy, 25 euros max')).toEqual({ max: 2500 })
    expect(budget('20 euro hooguit')).toEqual({ max: 2000 })
  })
  it('spreads a total over the bottles named anywhere in the question', () => {
    expect(budget("I need six bottles of red, can't spend more than 60 euros in total")).toEqual({ max: 1000 })
  })
  it('reads "nothing over 12" as a ceiling and "60 guests" as no price', () => {
    expect(budget('an easy red, nothing over 12 euros')).toEqual({ max: 1200 })
    expect(budget('a toast for about 60 guests')).toEqual({})
  })
})

describe('budgets as shoppers write them (dev3-general)', () => {
  it('spreads a total over bottles counted in small words or with "te besteden", and reads "euros"', () => {
    expect(budget('ik heb zo een 25 euro te besteden voor twee flessen rood')).toEqual({ max: 1250 })
    expect(budget('need 3 bottles of white for a bbq, 30 euros total')).toEqual({ max: 1000 })
    expect(budget('wijn voor twee personen onder de 20 euro')).toEqual({ max: 2000 })
  })
  it('reads "niet duurder dan 10" as a ceiling, not as a wish for dearer wine', () => {
    expect(budget('iets wits uit italie, niet duurder dan 10')).toEqual({ max: 1000 })
    expect(priceLevel(normalise('iets wits uit italie, niet duurder dan 10'))).toBeNull()
    expect(relativePrice(normalise('iets wits uit italie, niet duurder dan 10'))).toBeNull()
    expect(relativePrice(normalise('iets duurders?'))).toBe('pricier')
  })
})
