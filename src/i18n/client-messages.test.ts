import { describe, expect, it } from 'vitest'
import { formatMessage } from './client'
import { compileClientMessages } from './client-messages'
import { MESSAGES } from '../messages'

describe('client messages (compiled on the server, formatted in the browser)', () => {
  const nl = compileClientMessages(MESSAGES.nl, ['cart', 'common'])
  const en = compileClientMessages(MESSAGES.en, ['cart'])
  const t = (messages: typeof nl, locale: string, ns: string, key: string, values?: Record<string, string | number>) =>
    formatMessage(messages[ns]![key]!, locale, values)

  it('says how many lines the cart has, in Dutch and English plurals', () => {
    expect([0, 1, 3].map((count) => t(nl, 'nl', 'cart', 'lineCount', { count }))).toEqual(['Geen artikelen', '1 artikel', '3 artikelen'])
    expect(t(en, 'en', 'cart', 'lineCount', { count: 1 })).toMatch(/^1 \w+$/)
  })

  it('fills in names and amounts, and keeps nested keys reachable', () => {
    expect(t(nl, 'nl', 'cart', 'addedCount', { count: 2, name: 'Rioja Crianza' })).toBe('2 × Rioja Crianza toegevoegd aan je winkelmandje.')
    expect(t(nl, 'nl', 'cart', 'freeShippingHint', { amount: '€ 12,95' })).toBe('Bestel nog voor min. € 12,95 voor gratis verzending')
    expect(Object.keys(nl.common!)).toContain('error.title')
  })

  it('is plain JSON, so React can pass it from the server to the client', () => {
    const json = JSON.parse(JSON.stringify(nl))
    expect(json).toEqual(nl)
    // compile() itself makes null-prototype objects (the plural cases), which React refuses.
    const prototypes = new Set<unknown>()
    const walk = (v: unknown) => {
      if (typeof v !== 'object' || v === null) return
      prototypes.add(Object.getPrototypeOf(v))
      for (const child of Object.values(v)) walk(child)
    }
    walk(nl.cart!.lineCount)
    expect([...prototypes]).toEqual(expect.arrayContaining([Array.prototype, Object.prototype]))
    expect(prototypes.has(null)).toBe(false)
  })
})
