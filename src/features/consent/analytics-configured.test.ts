import { beforeEach, describe, expect, it, vi } from 'vitest'
import { analyticsConfigured, markAnalyticsStale } from './analytics-configured'

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('kelder-en-kurk.analytics-configured')]
})

describe('is a measurement id configured (for the CSP)', () => {
  it('the environment answers without asking the CMS', async () => {
    const read = vi.fn()
    expect(await analyticsConfigured('G-TEST123', read)).toBe(true)
    expect(read).not.toHaveBeenCalled()
  })

  it('otherwise the CMS setting, read once and then reused; again at once after a save', async () => {
    const read = vi.fn().mockResolvedValueOnce('G-CMS4567').mockResolvedValueOnce('')
    expect(await analyticsConfigured('', read)).toBe(true)
    expect(await analyticsConfigured('', read)).toBe(true)
    expect(read).toHaveBeenCalledTimes(1)
    markAnalyticsStale()
    expect(await analyticsConfigured('', read)).toBe(false)
  })

  it('no id, a malformed id or an unreachable CMS: no Google hosts', async () => {
    expect(await analyticsConfigured(undefined, async () => 'UA-1-1')).toBe(false)
    markAnalyticsStale()
    expect(await analyticsConfigured('nope', () => Promise.reject(new Error('ECONNREFUSED')))).toBe(false)
  })
})
