/**
 * The shared rate-limit store (RATE_LIMIT_STORE=database) on the real database of this run (SQLite
 * or Postgres): counts survive across store instances (= app instances), concurrent hits are all
 * counted, windows restart, and the public calls use it when configured.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import * as productRoute from '../../src/app/api/fetchProduct/route'
import { MemoryRateLimitStore, payloadSqlRunner, setRateLimitStore, SqlRateLimitStore, type SqlRunner } from '../../src/lib/rate-limit'
import { EAN } from './support/fixtures'
import { call, expectError } from './support/http'
import { dbSuite } from './support/suite'

let run: SqlRunner

dbSuite('rate limit: database store', () => {
  beforeAll(async () => {
    run = await payloadSqlRunner()
  })
  afterAll(() => {
    setRateLimitStore(new MemoryRateLimitStore())
  })

  it('counts hits of one key across two store instances (two app instances)', async () => {
    const a = new SqlRateLimitStore(run)
    const b = new SqlRateLimitStore(run)
    const now = 1_000_000
    expect(await a.hit('t:shared', 60_000, now)).toEqual({ count: 1, resetAt: now + 60_000 })
    expect(await b.hit('t:shared', 60_000, now + 10)).toEqual({ count: 2, resetAt: now + 60_000 })
    expect(await a.hit('t:shared', 60_000, now + 20)).toEqual({ count: 3, resetAt: now + 60_000 })
    expect((await b.hit('t:other', 60_000, now)).count).toBe(1)
  })

  it('starts a new window once the old one has ended', async () => {
    const store = new SqlRateLimitStore(run)
    const now = 2_000_000
    await store.hit('t:window', 1_000, now)
    await store.hit('t:window', 1_000, now + 999)
    expect(await store.hit('t:window', 1_000, now + 1_000)).toEqual({ count: 1, resetAt: now + 2_000 })
  })

  it('peeks at a running window without counting (failed logins are counted only when they fail)', async () => {
    const store = new SqlRateLimitStore(run)
    const now = 6_000_000
    expect(await store.peek('t:peek', now)).toBeNull()
    await store.hit('t:peek', 1_000, now)
    expect(await store.peek('t:peek', now + 1)).toEqual({ count: 1, resetAt: now + 1_000 })
    expect(await store.peek('t:peek', now + 2)).toEqual({ count: 1, resetAt: now + 1_000 })
    expect(await store.peek('t:peek', now + 1_000)).toBeNull()
  })

  it('loses no hit under concurrency', async () => {
    const stores = [new SqlRateLimitStore(run), new SqlRateLimitStore(run), new SqlRateLimitStore(run)]
    const now = 3_000_000
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => stores[i % 3]!.hit('t:burst', 60_000, now)))
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1))
  })

  it('sweeps expired windows now and then', async () => {
    const store = new SqlRateLimitStore(run, 2)
    await store.hit('t:old', 10, 4_000_000)
    await store.hit('t:new', 60_000, 5_000_000) // second hit: sweep everything ended by now
    const rows = await run('SELECT client_key FROM rate_limit_windows WHERE client_key = ?', ['t:old'])
    expect(rows).toEqual([])
  })

  it('limits the public calls through the shared table when configured', async () => {
    setRateLimitStore(new SqlRateLimitStore(run))
    const saved = process.env.RATE_LIMIT_PER_MINUTE
    process.env.RATE_LIMIT_PER_MINUTE = '1'
    try {
      const headers = { 'x-forwarded-for': '198.51.100.23' }
      for (let i = 0; i < 6; i++)
        expect((await call(productRoute.POST, '/api/fetchProduct', { method: 'POST', body: { id: EAN.chablis }, headers })).status).toBe(
          200,
        )
      const limited = await call(productRoute.POST, '/api/fetchProduct', { method: 'POST', body: { id: EAN.chablis }, headers })
      expectError(limited, 429, 'rate_limited')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      const [row] = await run('SELECT count FROM rate_limit_windows WHERE client_key = ?', ['api:fetchProduct:198.51.100.23'])
      expect(Number(row?.count)).toBe(7)
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = saved
    }
  })
})
