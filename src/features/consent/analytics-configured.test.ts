import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

const load = async () => (await import('./analytics-configured')).analyticsConfigured

describe('is a measurement id configured (for the CSP)', () => {
  it('the environment answers without asking the CMS', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    expect(await (await load())('http://shop.test', 'G-TEST123')).toBe(true)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('otherwise the CMS global, read once and then reused', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ga4MeasurementId: 'G-CMS4567' })))
    vi.stubGlobal('fetch', fetch)
    const configured = await load()
    expect(await configured('http://shop.test', '')).toBe(true)
    expect(await configured('http://shop.test', '')).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://shop.test/api/globals/cookie-consent?depth=0')
  })

  it('no id, a malformed id or an unreachable CMS: no Google hosts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ga4MeasurementId: 'UA-1-1' }))),
    )
    expect(await (await load())('http://shop.test', undefined)).toBe(false)
    vi.resetModules()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))),
    )
    expect(await (await load())('http://shop.test', 'nope')).toBe(false)
  })
})
