/**
 * Rate limiting behind one interface, so several app instances can share a store.
 * Fixed window per (bucket, client). `RATE_LIMIT_STORE=memory` (default) counts in this process;
 * `RATE_LIMIT_STORE=database` counts in the shop database (table `rate_limit_windows`), which
 * every instance behind a load balancer shares.
 */
import { payloadSqlRunner, type SqlRunner } from './sql'

export { payloadSqlRunner, type SqlRunner }
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export interface RateLimitStore {
  /** Adds one hit to `key` within a window of `windowMs` and returns the hit count and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private windows = new Map<string, { count: number; resetAt: number }>()
  constructor(private readonly maxKeys = 10_000) {}
  async hit(key: string, windowMs: number, now: number) {
    const current = this.windows.get(key)
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs }
    window.count += 1
    this.windows.set(key, window)
    if (this.windows.size > this.maxKeys) this.sweep(now)
    return { ...window }
  }
  /** Number of client windows held (for tests and monitoring). */
  get size() {
    return this.windows.size
  }
  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k)
  }
}

/**
 * A store in a SQL table shared by every app instance. One statement per hit (an upsert that
 * restarts an expired window), atomic in both SQLite and Postgres, so concurrent hits on several
 * instances are all counted. Expired rows are swept now and then.
 */
export class SqlRateLimitStore implements RateLimitStore {
  constructor(
    private readonly run: SqlRunner,
    private readonly sweepEvery = 500,
  ) {}
  private hits = 0

  async hit(key: string, windowMs: number, now: number) {
    const resetAt = now + windowMs
    const rows = await this.run(
      `INSERT INTO rate_limit_windows (client_key, count, reset_at) VALUES (?, 1, ?)
       ON CONFLICT (client_key) DO UPDATE SET
         count = CASE WHEN rate_limit_windows.reset_at <= ? THEN 1 ELSE rate_limit_windows.count + 1 END,
         reset_at = CASE WHEN rate_limit_windows.reset_at <= ? THEN excluded.reset_at ELSE rate_limit_windows.reset_at END
       RETURNING count, reset_at`,
      [key.slice(0, 255), resetAt, now, now],
    )
    const row = rows[0]
    if (++this.hits % this.sweepEvery === 0) await this.run('DELETE FROM rate_limit_windows WHERE reset_at <= ?', [now]).catch(() => {})
    // Postgres returns BIGINT as text; both drivers agree after Number().
    return { count: Number(row?.count ?? 1), resetAt: Number(row?.reset_at ?? resetAt) }
  }
}

export type RateLimitStoreKind = 'memory' | 'database'
export function storeKindFrom(value: string | undefined): RateLimitStoreKind {
  const kind = (value ?? '').trim().toLowerCase()
  if (kind === '' || kind === 'memory') return 'memory'
  if (kind === 'database') return 'database'
  throw new Error(`RATE_LIMIT_STORE must be "memory" or "database", not "${value}"`)
}

let store: Promise<RateLimitStore> | undefined
export function setRateLimitStore(next: RateLimitStore) {
  store = Promise.resolve(next)
}
function currentStore(): Promise<RateLimitStore> {
  if (!store) {
    const next: Promise<RateLimitStore> =
      storeKindFrom(process.env.RATE_LIMIT_STORE) === 'database'
        ? payloadSqlRunner().then((run) => new SqlRateLimitStore(run))
        : Promise.resolve(new MemoryRateLimitStore())
    // A store that failed to start is tried again on the next request.
    next.catch(() => {
      if (store === next) store = undefined
    })
    store = next
  }
  return store
}

/** Requests per minute per client on forms and public POST calls (`RATE_LIMIT_PER_MINUTE`, default 20). */
export function writeLimitPerMinute(): number {
  const n = Number(process.env.RATE_LIMIT_PER_MINUTE)
  return Number.isInteger(n) && n > 0 ? n : 20
}
/** Read-only public calls are cached and called on every page load: six times the write limit. */
export function readLimitPerMinute(): number {
  return writeLimitPerMinute() * 6
}

/** The fixed-window decision, separate from the store so it can be tested on its own. */
export function decide({ count, resetAt }: { count: number; resetAt: number }, limit: number, now: number): RateLimitResult {
  if (count > limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
  return { ok: true, remaining: limit - count }
}

export async function rateLimit(
  bucket: string,
  clientKey: string,
  { limit = writeLimitPerMinute(), windowMs = 60_000, now = Date.now() } = {},
): Promise<RateLimitResult> {
  let hit: { count: number; resetAt: number }
  try {
    hit = await (await currentStore()).hit(`${bucket}:${clientKey}`, windowMs, now)
  } catch (error) {
    // A broken shared store must not take the shop down with it: let the request through, loudly.
    console.error('[rate-limit] store failed; request allowed', error)
    return { ok: true, remaining: limit }
  }
  return decide(hit, limit, now)
}

/** The client's address as the proxy in front of us reports it (first X-Forwarded-For hop), else a shared key. */
export function clientKeyFrom(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return (forwarded || headers.get('x-real-ip') || 'local').slice(0, 100)
}
