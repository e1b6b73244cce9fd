/**
 * Issue #13: the in-process rate-limit store stays bounded when a flood of distinct clients (a
 * million keys within one window, as many addresses or IPv6 /64s could make) passes through it.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { expect, it } from 'vitest'
import { MemoryRateLimitStore } from './rate-limit'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const heapMiB = () => {
  gc()
  return process.memoryUsage().heapUsed / 2 ** 20
}

it('holds at most its key limit, in a few tens of MiB, after 1,000,000 distinct keys in one window', async () => {
  const store = new MemoryRateLimitStore()
  const before = heapMiB()
  for (let i = 0; i < 1_000_000; i++)
    await store.hit(`api:fetchProduct:10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:${i}`, 60_000, 1_000)
  const grown = heapMiB() - before
  console.log(`[bounded store] ${store.size} keys held, heap +${grown.toFixed(1)} MiB`)
  expect(store.size).toBeLessThanOrEqual(50_000)
  expect(grown).toBeLessThan(30)
  // Still a limiter: a recent client's window goes on counting.
  expect((await store.hit('api:fetchProduct:10.15.66.63:999999', 60_000, 1_001)).count).toBe(2)
})
