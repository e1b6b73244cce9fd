import { describe, expect, it } from 'vitest'
import { canMerchantSet, canTransition, formatOrderNumber, ORDER_NUMBER_PATTERN, reservationExpiry, withdrawalAllowed } from './order-state'

describe('order state machine', () => {
  it('lets a pending order be paid, cancelled or expired, once', () => {
    expect(canTransition('pending', 'paid')).toBe(true)
    expect(canTransition('pending', 'expired')).toBe(true)
    expect(canTransition('paid', 'expired')).toBe(false)
    expect(canTransition('expired', 'paid')).toBe(false)
    expect(canTransition('paid', 'paid')).toBe(false)
  })

  it('lets the merchant only ship a paid order and deliver a shipped one', () => {
    expect(canMerchantSet('paid', 'shipped')).toBe(true)
    expect(canMerchantSet('shipped', 'delivered')).toBe(true)
    expect(canMerchantSet('pending', 'paid')).toBe(false)
    expect(canMerchantSet('paid', 'delivered')).toBe(false)
    expect(canMerchantSet('delivered', 'shipped')).toBe(false)
    expect(canMerchantSet('paid', 'paid')).toBe(true)
  })

  it('numbers orders like KK-2026-000123', () => {
    expect(formatOrderNumber(123, new Date('2026-11-23T10:00:00Z'))).toBe('KK-2026-000123')
    expect(formatOrderNumber(1234567, new Date('2027-01-01T00:00:00Z'))).toBe('KK-2027-1234567')
    expect(ORDER_NUMBER_PATTERN.test('KK-2026-000123')).toBe(true)
  })

  it('holds stock for 30 minutes', () => {
    expect(reservationExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T10:30:00.000Z')
  })
})

describe('withdrawal window', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('is open for a paid or shipped order', () => {
    expect(withdrawalAllowed('paid', null, now)).toEqual({ ok: true })
    expect(withdrawalAllowed('shipped', null, now)).toEqual({ ok: true })
  })
  it('closes 14 days after delivery, at the end of that day', () => {
    expect(withdrawalAllowed('delivered', new Date('2026-11-09T08:00:00Z'), now)).toEqual({ ok: true })
    expect(withdrawalAllowed('delivered', new Date('2026-11-08T08:00:00Z'), now)).toEqual({ ok: false, reason: 'too-late' })
  })
  it('has nothing to withdraw for an unpaid order', () => {
    expect(withdrawalAllowed('pending', null, now)).toEqual({ ok: false, reason: 'not-paid' })
    expect(withdrawalAllowed('expired', null, now)).toEqual({ ok: false, reason: 'not-paid' })
  })
})
