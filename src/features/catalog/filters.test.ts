import { describe, expect, it } from 'vitest'
import { MAX_SEARCH_LENGTH, parseCatalogQuery, toSearchParams } from './filters'

describe('parseCatalogQuery', () => {
  it('reads repeated and comma-separated values, and ignores unknown ones', () => {
    const q = parseCatalogQuery({
      kleur: ['rood', 'wit,blauw'],
      land: 'fr,xx1',
      druif: 'Merlot',
      eten: 'vis,soep',
      sorteer: 'raar',
      page: '0',
    })
    expect(q).toMatchObject({ kleur: ['rood', 'wit'], land: ['FR'], druif: ['merlot'], eten: ['vis'], sorteer: 'populair', page: 1 })
  })
  it('treats empty price fields (a plain form submit) as no limit', () => {
    const q = parseCatalogQuery({ min: '', max: '  ' })
    expect(q.min).toBeNull()
    expect(q.max).toBeNull()
  })
  it('reads euro prices, with a Dutch decimal comma too', () => {
    expect(parseCatalogQuery({ min: '10', max: '12,50' })).toMatchObject({ min: 1000, max: 1250 })
    expect(parseCatalogQuery({ min: '-1', max: 'abc' })).toMatchObject({ min: null, max: null })
  })
})

describe('toSearchParams', () => {
  it('writes a tidy URL without defaults or empty fields', () => {
    expect(
      toSearchParams(parseCatalogQuery({ kleur: ['rood', 'wit'], min: '', max: '20', sorteer: 'populair', page: '1' })).toString(),
    ).toBe('kleur=rood%2Cwit&max=20')
  })
  it('keeps a search text, tidied and cut to its maximum length', () => {
    expect(parseCatalogQuery({ zoek: '  rioja   reserva ' }).zoek).toBe('rioja reserva')
    expect(parseCatalogQuery({ zoek: 'x'.repeat(200) }).zoek).toHaveLength(MAX_SEARCH_LENGTH)
    expect(parseCatalogQuery({}).zoek).toBe('')
    expect(toSearchParams(parseCatalogQuery({ zoek: 'châteauneuf', kleur: 'rood' })).toString()).toBe('zoek=ch%C3%A2teauneuf&kleur=rood')
  })
})
