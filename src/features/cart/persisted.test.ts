import { describe, expect, it } from 'vitest'
import { readPersisted, writePersisted, STORAGE_KEY } from './persisted'

const line = { id: '2000000000015', name: 'Rioja Crianza', type: 'Fles 75 cl', price: 1295, quantity: 2, stock: 5 }

describe('persisted cart', () => {
  it('uses one fixed key', () => {
    expect(STORAGE_KEY).toBe('kelder-en-kurk')
  })

  it('writes only the cart and the consent flag', () => {
    const raw = writePersisted({ cart: [line], consentGiven: true, ...({ open: true, hydrated: true } as object) } as never)
    expect(JSON.parse(raw)).toEqual({ cart: [line], consentGiven: true })
  })

  it('reads back what it wrote', () => {
    expect(readPersisted(writePersisted({ cart: [line], consentGiven: false }))).toEqual({ cart: [line], consentGiven: false })
  })

  it('survives missing, broken or foreign data', () => {
    expect(readPersisted(null)).toEqual({ cart: [], consentGiven: false })
    expect(readPersisted('{nope')).toEqual({ cart: [], consentGiven: false })
    expect(readPersisted('42')).toEqual({ cart: [], consentGiven: false })
    expect(readPersisted(JSON.stringify({ cart: 'x', consentGiven: 'yes' }))).toEqual({ cart: [], consentGiven: false })
  })

  it('drops invalid, sold-out and duplicate lines and clamps quantities to 1..stock', () => {
    const raw = JSON.stringify({
      consentGiven: true,
      cart: [
        { ...line, quantity: 99 },
        { ...line, quantity: 1 },
        { ...line, id: '2000000000022', quantity: 0 },
        { ...line, id: '2000000000039', stock: 0 },
        { ...line, id: 'not-an-ean' },
        { ...line, id: '2000000000046', price: 12.5 },
        { ...line, id: '2000000000053', name: 7 },
      ],
    })
    expect(readPersisted(raw)).toEqual({
      consentGiven: true,
      cart: [
        { ...line, quantity: 5 },
        { ...line, id: '2000000000022', quantity: 1 },
      ],
    })
  })

  it('keeps at most 100 lines', () => {
    const cart = Array.from({ length: 150 }, (_, i) => ({ ...line, id: String(2000000000000 + i) }))
    expect(readPersisted(JSON.stringify({ cart })).cart).toHaveLength(100)
  })
})
