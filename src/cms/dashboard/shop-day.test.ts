import { describe, expect, it } from 'vitest'
import { refundDeadline, startOfShopDay, startOfShopWeek } from './shop-day'

describe("the shop's day and week, in Amsterdam time", () => {
  it('starts the day at local midnight, winter and summer', () => {
    expect(startOfShopDay(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-23T23:00:00.000Z')
    expect(startOfShopDay(new Date('2026-07-01T00:30:00Z')).toISOString()).toBe('2026-06-30T22:00:00.000Z')
    // 00:30 local on 25 November is still 24 November in UTC.
    expect(startOfShopDay(new Date('2026-11-24T23:30:00Z')).toISOString()).toBe('2026-11-24T23:00:00.000Z')
  })

  it('starts the week on Monday', () => {
    // Tuesday 24 November 2026 → Monday 23 November, 00:00 local.
    expect(startOfShopWeek(new Date('2026-11-24T12:00:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z')
    // A Sunday evening belongs to the week that began six days before.
    expect(startOfShopWeek(new Date('2026-11-29T20:00:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z')
    // Monday itself.
    expect(startOfShopWeek(new Date('2026-11-23T08:00:00Z')).toISOString()).toBe('2026-11-22T23:00:00.000Z')
  })

  it('gives a withdrawal 14 days for the refund', () => {
    expect(refundDeadline(new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-12-08T10:00:00.000Z')
  })
})
