/**
 * Decanting and letting wine breathe, answered from the real wijnwijzer texts (the demo seed, as the
 * eval reads them): the passage in rode-wijn-bewaren, with its link and no wines, unless the shopper
 * asks for a bottle outright.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { askWaine, linkedEans, type SommelierInput } from './engine'
import { loadEvalSources } from '../../../tests/sommelier/eval/sources'

let sources: Omit<SommelierInput, 'question'>
beforeAll(async () => {
  const { products, articles, byLang } = await loadEvalSources()
  sources = { products, articles, byLang: { nl: { products, articles }, ...byLang } }
})
const ask = (question: string) => askWaine({ question, ...sources })

describe('decanting and letting wine breathe (real wijnwijzer articles)', () => {
  it.each([
    ['moet ik een goedkope rode decanteren?', 'nl'],
    ['decanteren, wanneer doe je dat?', 'nl'],
    ['hoe lang van tevoren open ik een rode wijn?', 'nl'],
    ['wat is een karaf en waarom gebruik je die?', 'nl'],
    ['moet die oude bordeaux in een karaf?', 'nl'],
    ['moet ge ne rode wijn laten ademen?', 'nl'],
    ['how long should I decant a barolo?', 'en'],
    ['should I let my red breathe before dinner?', 'en'],
    ['do I need to decant champagne?', 'en'],
  ])('%s: the passage on decanting, linked, without wines', (question, lang) => {
    const r = ask(question)
    expect(r.kind).toBe('knowledge')
    expect(r.lang).toBe(lang)
    expect(r.answer).toContain('(/wijnwijzer/rode-wijn-bewaren)')
    expect(r.excerpt).toMatch(/decant|karaf/i)
    expect(r.wines).toEqual([])
    expect(linkedEans(r.answer)).toEqual([])
  })

  it('quotes how long, not how to store: a young red one to two hours before the meal', () => {
    expect(ask('should I let my red breathe before dinner?').excerpt).toMatch(/one to two hours before dinner/)
    expect(ask('hoe lang van tevoren open ik een rode wijn?').excerpt).toMatch(/een uur van tevoren/)
    expect(ask('moet ik een goedkope rode decanteren?').excerpt).toMatch(/goedkope rode wijn voor elke dag zelden/)
  })

  it('still recommends wines when a bottle is asked for with a budget', () => {
    const r = ask('welke rode wijn moet ik decanteren voor de kerst, iets rond 20 euro?')
    expect(['recommend', 'closest']).toContain(r.kind)
    expect(r.wines.length).toBeGreaterThan(0)
  })
})
