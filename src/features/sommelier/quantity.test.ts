import { describe, expect, it } from 'vitest'
import { askWaine, linkedEans } from './engine'
import { bottlesFor, guestsAsked } from './quantity'
import { ARTICLES, CATALOG } from '../../../tests/sommelier/fixtures'

describe('how much wine for a number of guests', () => {
  it('reads the number of guests only when the question asks how much to buy', () => {
    expect(guestsAsked('hoeveel flessen heb ik nodig voor 25 gasten?')).toBe(25)
    expect(guestsAsked('How many bottles for a party of 40?')).toBe(40)
    expect(guestsAsked('wij zijn met 8 man, hoeveel wijn moet ik halen?')).toBe(8)
    expect(guestsAsked('welke wijn voor 25 gasten?')).toBeNull()
    expect(guestsAsked('hoeveel flessen rode wijn onder 15 euro heb je?')).toBeNull()
  })

  it('counts half a bottle a guest, rounded up', () => {
    expect([bottlesFor(1), bottlesFor(8), bottlesFor(25), bottlesFor(40)]).toEqual([1, 4, 13, 20])
  })

  it('answers with the figure and a reminder of water, and still recommends when a wine is asked for', () => {
    const plain = askWaine({ question: 'hoeveel flessen heb ik nodig voor 25 gasten?', products: CATALOG, articles: ARTICLES })
    expect(plain.answer).toMatch(/13 flessen/)
    expect(plain.answer).toMatch(/water/)
    const withWine = askWaine({
      question: 'we zijn met 8 personen, hoeveel flessen rode wijn bij stoofvlees?',
      products: CATALOG,
      articles: ARTICLES,
    })
    expect(withWine.answer).toMatch(/4 flessen/)
    expect(linkedEans(withWine.answer).length).toBeGreaterThan(0)
    expect(askWaine({ question: 'How many bottles for a party of 40?', products: CATALOG, articles: ARTICLES }).answer).toMatch(
      /20 bottles/,
    )
  })
})
