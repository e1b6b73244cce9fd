import { describe, expect, it } from 'vitest'
import { schemaAvailability, stockState } from './stock'
import { countryName, formatNumber } from './labels'
import { productJsonLd } from './jsonld'
import { toProduct, type Product } from './product'
import type { Product as ProductDoc } from '../../payload-types'

describe('stockState', () => {
  it('is out at 0 or less, low up to 5, in above', () => {
    expect(stockState(0)).toEqual({ kind: 'out' })
    expect(stockState(-2)).toEqual({ kind: 'out' })
    expect(stockState(1)).toEqual({ kind: 'low', count: 1 })
    expect(stockState(5)).toEqual({ kind: 'low', count: 5 })
    expect(stockState(6)).toEqual({ kind: 'in' })
  })
  it('tells search engines InStock or OutOfStock', () => {
    expect(schemaAvailability(3)).toBe('https://schema.org/InStock')
    expect(schemaAvailability(0)).toBe('https://schema.org/OutOfStock')
  })
})

describe('labels', () => {
  it('names countries in the page language', () => {
    expect(countryName('FR', 'nl')).toBe('Frankrijk')
    expect(countryName('za', 'nl')).toBe('Zuid-Afrika')
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('XX', 'nl')).toBe('XX')
  })
  it('formats numbers per locale', () => {
    expect(formatNumber(12.5, 'nl')).toBe('12,5')
    expect(formatNumber(13, 'en')).toBe('13')
  })
})

const doc = {
  id: 1,
  name: 'Rioja Crianza',
  ean: '2000000000015',
  producer: 'Bodega Ejemplo',
  unit: 'fles',
  type: 'Fles 75 cl',
  price: 1295,
  stock: 0,
  colorCode: 'rood',
  countryCode: 'es',
  region: 'Rioja',
  grapes: ['Tempranillo'],
  vintage: 2020,
  alcohol: 13.5,
  servingTemperature: '16-18 °C',
  pairings: ['rood-vlees'],
  description: 'Soepel en kruidig.',
  tastingNotes: 'Kers, vanille.',
  taste: { body: 3, sweetness: 1, acidity: 3, tannin: 3 },
  image: {
    id: 9,
    alt: 'Fles Rioja',
    url: '/api/media/file/rioja.webp',
    width: 800,
    height: 2000,
    sizes: { thumb: { url: '/api/media/file/rioja-320.webp', width: 320 }, card: { url: '/api/media/file/rioja-640.webp', width: 640 } },
  },
  updatedAt: '',
  createdAt: '',
} as unknown as ProductDoc

describe('product image and JSON-LD', () => {
  it('gives the image a srcset of the generated sizes', () => {
    const p = toProduct(doc)
    expect(p.image).toEqual({
      url: '/api/media/file/rioja.webp',
      alt: 'Fles Rioja',
      width: 800,
      height: 2000,
      srcSet: '/api/media/file/rioja-320.webp 320w, /api/media/file/rioja-640.webp 640w, /api/media/file/rioja.webp 800w',
    })
  })

  it('describes the offer in EUR with availability', () => {
    const p: Product = toProduct(doc)
    const ld = productJsonLd(p, {
      url: 'https://x.nl/producten/2000000000015',
      origin: 'https://x.nl',
      shopName: 'Kelder & Kurk',
      countryName: 'Spanje',
    })
    expect(ld.offers).toMatchObject({ priceCurrency: 'EUR', price: '12.95', availability: 'https://schema.org/OutOfStock' })
    expect(ld.image).toBe('https://x.nl/api/media/file/rioja.webp')
    expect(ld.gtin13).toBe('2000000000015')
    expect(productJsonLd({ ...p, stock: 4 }, { url: 'u', origin: 'o', shopName: 's', countryName: 'c' }).offers.availability).toBe(
      'https://schema.org/InStock',
    )
  })

  it('prices a discounted wine at its effective price, with the old price as strike-through in the offer', () => {
    const p = toProduct({ ...doc, price: 2000, discountPercent: 15 } as ProductDoc)
    expect(p).toMatchObject({ price: 1700, originalPrice: 2000, discountPercent: 15 })
    const ld = productJsonLd(p, { url: 'u', origin: 'o', shopName: 's', countryName: 'c' })
    expect(ld.offers).toMatchObject({
      price: '17.00',
      priceSpecification: [{ priceType: 'https://schema.org/StrikethroughPrice', price: '20.00', priceCurrency: 'EUR' }],
    })
    expect(toProduct(doc)).toMatchObject({ price: 1295, originalPrice: null, discountPercent: 0 })
    expect(productJsonLd(toProduct(doc), { url: 'u', origin: 'o', shopName: 's', countryName: 'c' }).offers).not.toHaveProperty(
      'priceSpecification',
    )
  })
})
