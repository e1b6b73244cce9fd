/**
 * Rate limiting behind one interface, so several app instances can share a store.
 * Fixed window per (bucket, client). The default store lives in memory (one process).
 */
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export interface RateLimitStore {
  /** Adds one hit to `key` within a window of `windowMs` and returns the hit count and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>()
  async hit(key: string, windowMs: number, now: number) {
    const current = this.windows.get(key)
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs }
    window.count += 1
    this.windows.set(key, window)
    if (this.windows.size > 10_000) this.sweep(now)
    return { ...window }
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}

let store: RateLimitStore = new MemoryRateLimitStore()
export function setRateLimitStore(next: RateLimitStore) {
  store = next
}

export async function rateLimit(
  bucket: string,
  clientKey: string,
  { limit = Number(process.env.RATE_LIMIT_PER_MINUTE) || 20, windowMs = 60_000, now = Date.now() } = {},
): Promise<RateLimitResult> {
  const { count, resetAt } = await store.hit(`${bucket}:${clientKey}`, windowMs, now)
  if (count > limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
  return { ok: true, remaining: limit - count }
}

/** The client's address as the proxy in front of us reports it (first X-Forwarded-For hop), else a shared key. */
export function clientKeyFrom(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip') || 'local'
}
