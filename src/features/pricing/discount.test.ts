import { describe, expect, it } from 'vitest'
import { applyDiscount, DiscountError, discountPercentProblem, effectivePrice, MAX_DISCOUNT_PERCENT } from './discount'

describe('applyDiscount', () => {
  it('takes the percentage off in whole cents', () => {
    expect(applyDiscount(1295, 0)).toBe(1295)
    expect(applyDiscount(1000, 10)).toBe(900)
    expect(applyDiscount(1295, 25)).toBe(972) // 323.75 off → 323
    expect(applyDiscount(1999, 12.5)).toBe(1750) // 249.875 off → 249
    expect(applyDiscount(0, 20)).toBe(0)
  })

  it('rounds the discount down, so rounding never exceeds the 25 % cap', () => {
    expect(applyDiscount(2, 25)).toBe(2)
    expect(applyDiscount(3, 25)).toBe(3)
    expect(applyDiscount(4, 25)).toBe(3)
    for (let cents = 1; cents < 500; cents++) {
      const paid = applyDiscount(cents, MAX_DISCOUNT_PERCENT)
      expect(Number.isInteger(paid)).toBe(true)
      expect(cents - paid).toBeLessThanOrEqual(cents * 0.25)
    }
  })

  it('refuses more than 25 %, negative or non-numeric percentages', () => {
    expect(() => applyDiscount(1000, 25.01)).toThrow(DiscountError)
    expect(() => applyDiscount(1000, 30)).toThrow('Korting mag niet hoger zijn dan 25% (Alcoholwet art. 2a).')
    expect(() => applyDiscount(1000, 100)).toThrow(DiscountError)
    expect(() => applyDiscount(1000, -5)).toThrow('Korting kan niet negatief zijn.')
    expect(() => applyDiscount(1000, Number.NaN)).toThrow(DiscountError)
    expect(() => applyDiscount(1000, Number.POSITIVE_INFINITY)).toThrow(DiscountError)
    expect(() => applyDiscount(1000, '10' as unknown as number)).toThrow(DiscountError)
    expect(() => applyDiscount(1000, 10.005)).toThrow('twee decimalen')
  })

  it('refuses prices that are not whole, non-negative cents', () => {
    expect(() => applyDiscount(12.95, 10)).toThrow(DiscountError)
    expect(() => applyDiscount(-100, 10)).toThrow(DiscountError)
    expect(() => applyDiscount(Number.MAX_SAFE_INTEGER + 2, 10)).toThrow(DiscountError)
  })
})

describe('discountPercentProblem (the CMS field check)', () => {
  it('accepts 0 to 25 and names the law above that', () => {
    expect(discountPercentProblem(0)).toBeNull()
    expect(discountPercentProblem(25)).toBeNull()
    expect(discountPercentProblem(30)).toMatch(/Alcoholwet/)
  })
})

describe('effectivePrice', () => {
  it('is the stored price without a discount, and keeps the original when discounted', () => {
    expect(effectivePrice({ price: 1295 })).toEqual({ price: 1295, original: null, discountPercent: 0 })
    expect(effectivePrice({ price: 1295, discountPercent: null })).toEqual({ price: 1295, original: null, discountPercent: 0 })
    expect(effectivePrice({ price: 2000, discountPercent: 15 })).toEqual({ price: 1700, original: 2000, discountPercent: 15 })
  })

  it('shows no strike-through when rounding leaves the price unchanged', () => {
    expect(effectivePrice({ price: 3, discountPercent: 10 })).toEqual({ price: 3, original: null, discountPercent: 0 })
  })

  it('sells at the full price when a stored discount breaks the rule, and reports it', () => {
    const refused: string[] = []
    expect(effectivePrice({ price: 2000, discountPercent: 40 }, (e) => refused.push(e.message))).toEqual({
      price: 2000,
      original: null,
      discountPercent: 0,
    })
    expect(refused).toEqual(['Korting mag niet hoger zijn dan 25% (Alcoholwet art. 2a).'])
  })
})
