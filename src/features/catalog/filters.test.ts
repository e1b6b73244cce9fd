import { describe, expect, it } from 'vitest'
import { applyCatalogQuery, facetsOf, parseCatalogQuery, toSearchParams } from './filters'
import type { Product } from './product'

const wine = (id: string, over: Partial<Product>): Product =>
  ({ id, ean: id, name: id, type: 'Fles 75 cl', price: 1000, stock: 5, colorCode: 'rood', countryCode: 'FR', region: 'x', grapes: ['Merlot'], vintage: null, alcohol: 13, pairings: ['kaas'], ...over }) as Product

describe('parseCatalogQuery', () => {
  it('reads repeated and comma-separated values, and ignores unknown ones', () => {
    const q = parseCatalogQuery({ kleur: ['rood', 'wit,blauw'], land: 'fr,xx1', druif: 'Merlot', eten: 'vis,soep', sorteer: 'raar', page: '0' })
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

describe('applyCatalogQuery and toSearchParams', () => {
  const wines = [wine('a', { price: 900 }), wine('b', { price: 2500, colorCode: 'wit' }), wine('c', { price: 1500, stock: 0 })]
  it('filters by price range and sorts', () => {
    const q = parseCatalogQuery({ max: '20', sorteer: 'prijs-af' })
    expect(applyCatalogQuery(wines, q).items.map((w) => w.id)).toEqual(['c', 'a'])
  })
  it('writes a tidy URL without defaults or empty fields', () => {
    expect(toSearchParams(parseCatalogQuery({ kleur: ['rood', 'wit'], min: '', max: '20', sorteer: 'populair', page: '1' })).toString()).toBe('kleur=rood%2Cwit&max=20')
  })
  it('counts facets over the whole catalog', () => {
    expect(facetsOf(wines).kleur).toEqual([
      { value: 'rood', count: 2 },
      { value: 'wit', count: 1 },
    ])
  })
})
