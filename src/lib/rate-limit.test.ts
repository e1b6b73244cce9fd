import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clientKeyFrom,
  decide,
  MemoryRateLimitStore,
  rateLimit,
  readLimitPerMinute,
  setRateLimitStore,
  SqlRateLimitStore,
  writeLimitPerMinute,
  type RateLimitStore,
} from './rate-limit'

describe('MemoryRateLimitStore', () => {
  it('counts hits per key inside one window', async () => {
    const store = new MemoryRateLimitStore()
    expect(await store.hit('a', 60_000, 0)).toEqual({ count: 1, resetAt: 60_000 })
    expect(await store.hit('a', 60_000, 59_999)).toEqual({ count: 2, resetAt: 60_000 })
    expect(await store.hit('b', 60_000, 10)).toEqual({ count: 1, resetAt: 60_010 })
  })

  it('starts a fresh window exactly when the old one ends', async () => {
    const store = new MemoryRateLimitStore()
    await store.hit('a', 1_000, 0)
    await store.hit('a', 1_000, 500)
    expect(await store.hit('a', 1_000, 1_000)).toEqual({ count: 1, resetAt: 2_000 })
  })

  it('holds at most maxKeys windows, dropping the ones not hit for longest', async () => {
    const store = new MemoryRateLimitStore(3)
    for (const k of ['a', 'b', 'c']) await store.hit(k, 60_000, 0)
    await store.hit('a', 60_000, 1) // a is hit again: it moves to the newer generation
    await store.hit('d', 60_000, 2) // the older generation, now only b, is dropped
    expect(store.size).toBe(3)
    expect(await store.peek('b', 3)).toBeNull()
    expect(await store.peek('a', 3)).toEqual({ count: 2, resetAt: 60_000 })
  })

  it('peeks without counting, and not at an ended window', async () => {
    const store = new MemoryRateLimitStore()
    await store.hit('a', 1_000, 0)
    expect(await store.peek('a', 10)).toEqual({ count: 1, resetAt: 1_000 })
    expect(await store.peek('a', 20)).toEqual({ count: 1, resetAt: 1_000 })
    expect(await store.peek('a', 1_000)).toBeNull()
  })

  it('starts a fresh window for a key whose window ended, wherever it is held', async () => {
    const store = new MemoryRateLimitStore(4)
    await store.hit('a', 1_000, 0)
    await store.hit('a', 1_000, 2_000)
    expect(await store.hit('a', 1_000, 2_001)).toEqual({ count: 2, resetAt: 3_000 })
  })

  it('returns a copy, so callers cannot change the count', async () => {
    const store = new MemoryRateLimitStore()
    const first = await store.hit('a', 1_000, 0)
    first.count = 99
    expect((await store.hit('a', 1_000, 1)).count).toBe(2)
  })
})

describe('decide (fixed window)', () => {
  it('allows up to the limit and reports what is left', () => {
    expect(decide({ count: 1, resetAt: 60_000 }, 3, 0)).toEqual({ ok: true, remaining: 2 })
    expect(decide({ count: 3, resetAt: 60_000 }, 3, 0)).toEqual({ ok: true, remaining: 0 })
  })

  it('refuses above the limit with the seconds until the window ends, at least 1', () => {
    expect(decide({ count: 4, resetAt: 60_000 }, 3, 0)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(decide({ count: 4, resetAt: 60_000 }, 3, 58_001)).toEqual({ ok: false, retryAfterSeconds: 2 })
    expect(decide({ count: 4, resetAt: 60_000 }, 3, 60_000)).toEqual({ ok: false, retryAfterSeconds: 1 })
  })
})

describe('rateLimit', () => {
  afterEach(() => {
    setRateLimitStore(new MemoryRateLimitStore())
    vi.unstubAllEnvs()
  })

  it('keys the window by bucket and client', async () => {
    setRateLimitStore(new MemoryRateLimitStore())
    const opts = { limit: 2, now: 0 }
    expect((await rateLimit('forms', '1.2.3.4', opts)).ok).toBe(true)
    expect((await rateLimit('forms', '1.2.3.4', opts)).ok).toBe(true)
    expect(await rateLimit('forms', '1.2.3.4', opts)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect((await rateLimit('forms', '5.6.7.8', opts)).ok).toBe(true)
    expect((await rateLimit('api', '1.2.3.4', opts)).ok).toBe(true)
  })

  it('lets requests through (and logs) when the shared store fails', async () => {
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('database down')),
      peek: () => Promise.reject(new Error('database down')),
    }
    setRateLimitStore(broken)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await rateLimit('forms', 'x', { limit: 5 })).toEqual({ ok: true, remaining: 5 })
    expect(log).toHaveBeenCalled()
    log.mockRestore()
  })

  it('reads the limits from RATE_LIMIT_PER_MINUTE, reads at six times writes', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '')
    expect(writeLimitPerMinute()).toBe(20)
    expect(readLimitPerMinute()).toBe(120)
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '5')
    expect(writeLimitPerMinute()).toBe(5)
    expect(readLimitPerMinute()).toBe(30)
    // A malformed value is a configuration error (lib/env.ts), not a silent default.
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '-3')
    expect(() => writeLimitPerMinute()).toThrow(/RATE_LIMIT_PER_MINUTE/)
  })
})

describe('SqlRateLimitStore', () => {
  it('sends one parameterised upsert per hit and reads the numbers back (Postgres gives BIGINT as text)', async () => {
    const calls: { sql: string; params: ReadonlyArray<string | number> }[] = []
    const store = new SqlRateLimitStore(async (sql, params) => {
      calls.push({ sql, params })
      return [{ count: '3', reset_at: '61000' }]
    })
    expect(await store.hit('api:x:1.2.3.4', 60_000, 1_000)).toEqual({ count: 3, resetAt: 61_000 })
    expect(calls).toHaveLength(1)
    expect(calls[0]!.sql).toMatch(/INSERT INTO rate_limit_windows[\s\S]*ON CONFLICT \(client_key\)[\s\S]*RETURNING/)
    expect(calls[0]!.params).toEqual(['api:x:1.2.3.4', 61_000, 1_000, 1_000])
  })
})
