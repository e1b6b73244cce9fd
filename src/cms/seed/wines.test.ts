import { describe, expect, it } from 'vitest'
import { isValidEan13 } from '../../lib/ean'
import { COLOR_CODES, PAIRINGS } from '../../features/catalog/vocabulary'
import { WINES } from './wines'
import { demoEan } from './ean'

describe('the demo catalog a fresh shop starts with', () => {
  it('has at least 60 wines in all five colours, 10+ countries and 20+ grapes', () => {
    expect(WINES.length).toBeGreaterThanOrEqual(60)
    expect(new Set(WINES.map((w) => w.colorCode))).toEqual(new Set(COLOR_CODES))
    expect(new Set(WINES.map((w) => w.countryCode)).size).toBeGreaterThanOrEqual(10)
    expect(new Set(WINES.flatMap((w) => w.grapes)).size).toBeGreaterThanOrEqual(20)
  })

  it('prices run from € 5,95 to € 69,95, in whole cents', () => {
    const prices = WINES.map((w) => w.price)
    expect(prices.every(Number.isInteger)).toBe(true)
    expect(Math.min(...prices)).toBe(595)
    expect(Math.max(...prices)).toBe(6995)
  })

  it('stock includes sold-out wines and some nearly gone; bottles and boxes', () => {
    expect(WINES.some((w) => w.stock === 0)).toBe(true)
    expect(WINES.filter((w) => w.stock >= 1 && w.stock <= 5).length).toBeGreaterThanOrEqual(3)
    expect(WINES.every((w) => Number.isInteger(w.stock) && w.stock >= 0)).toBe(true)
    expect(WINES.some((w) => w.unit === 'doos' && w.type.nl.startsWith('Doos'))).toBe(true)
    expect(WINES.some((w) => w.unit === 'fles')).toBe(true)
  })

  it('every wine has a unique, valid in-store EAN-13 (prefix 20-29) and a unique name', () => {
    const eans = WINES.map(demoEan)
    for (const ean of eans) {
      expect(isValidEan13(ean), ean).toBe(true)
      expect(Number(ean.slice(0, 2))).toBeGreaterThanOrEqual(20)
      expect(Number(ean.slice(0, 2))).toBeLessThanOrEqual(29)
    }
    expect(new Set(eans).size).toBe(WINES.length)
    expect(new Set(WINES.map((w) => w.name.nl)).size).toBe(WINES.length)
  })

  it('each wine has Dutch and English texts, a taste profile of 1-5 and known pairings', () => {
    for (const w of WINES) {
      for (const text of [w.description, w.tastingNotes, w.name, w.type]) expect(text.nl.trim() && text.en.trim(), w.name.nl).toBeTruthy()
      expect(w.description.nl, w.name.nl).not.toBe(w.description.en)
      for (const score of Object.values(w.taste)) expect(score >= 1 && score <= 5, w.name.nl).toBe(true)
      for (const p of w.pairings) expect(PAIRINGS, w.name.nl).toContain(p)
      expect(w.countryCode, w.name.nl).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('features six in-stock wines on the home page', () => {
    const featured = WINES.filter((w) => w.featured)
    expect(featured.length).toBe(6)
    expect(featured.every((w) => w.stock > 0)).toBe(true)
  })
})
