import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CSP_ORIGINS_TTL_MS, cspOrigins, markCspOriginsStale } from './csp-origins'

describe('cspOrigins', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kelder-en-kurk.csp-origins')]
  })

  it('waits for the first load, then answers from memory until the TTL has passed', async () => {
    const load = vi.fn().mockResolvedValueOnce(['https://widgets.example.com']).mockResolvedValue([])
    expect(await cspOrigins(load)).toEqual(['https://widgets.example.com'])
    expect(await cspOrigins(load)).toEqual(['https://widgets.example.com'])
    expect(load).toHaveBeenCalledTimes(1)
    // Past the TTL: the old answer once more while the new one loads in the background.
    expect(await cspOrigins(load, { now: Date.now() + CSP_ORIGINS_TTL_MS + 1 })).toEqual(['https://widgets.example.com'])
    await new Promise((r) => setTimeout(r, 0))
    expect(await cspOrigins(load)).toEqual([])
  })

  it('reads again at once after a save marked it stale', async () => {
    const load = vi.fn().mockResolvedValueOnce([]).mockResolvedValueOnce(['https://w.example.com'])
    expect(await cspOrigins(load)).toEqual([])
    markCspOriginsStale()
    expect(await cspOrigins(load)).toEqual(['https://w.example.com'])
  })

  it('does not wait forever for a slow load, and keeps nothing extra when the load fails', async () => {
    expect(await cspOrigins(() => new Promise(() => {}), { waitMs: 10 })).toEqual([])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kelder-en-kurk.csp-origins')]
    expect(await cspOrigins(() => Promise.reject(new Error('down')))).toEqual([])
  })
})
