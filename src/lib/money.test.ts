import { describe, expect, it } from 'vitest'
import { formatCents } from './money'
import { ean13CheckDigit, inStoreEan, isValidEan13 } from './ean'

describe('money', () => {
  it('formats cents the Dutch way', () => {
    expect(formatCents(1295)).toBe('€ 12,95')
    expect(formatCents(695)).toBe('€ 6,95')
    expect(formatCents(123456)).toBe('€ 1.234,56')
  })
  it('refuses fractions of a cent', () => {
    expect(() => formatCents(12.5)).toThrow(TypeError)
  })
})

describe('EAN-13', () => {
  it('computes the GS1 check digit', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1) // 4006381333931, a well-known valid EAN
    expect(isValidEan13('4006381333931')).toBe(true)
    expect(isValidEan13('4006381333932')).toBe(false)
  })
  it('rejects what is not 13 digits', () => {
    expect(isValidEan13('123')).toBe(false)
    expect(isValidEan13(4006381333931)).toBe(false)
  })
  it('makes in-store EANs in the 20-29 range', () => {
    const ean = inStoreEan(21, 42)
    expect(ean.startsWith('21')).toBe(true)
    expect(isValidEan13(ean)).toBe(true)
    expect(() => inStoreEan(30, 1)).toThrow(RangeError)
  })
})
