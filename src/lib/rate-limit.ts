/**
 * Rate limiting behind one interface, so several app instances can share a store.
 * Fixed window per (bucket, client). `RATE_LIMIT_STORE=memory` (default) counts in this process;
 * `RATE_LIMIT_STORE=database` counts in the shop database (table `rate_limit_windows`), which
 * every instance behind a load balancer shares.
 */
import { env } from './env'
import { payloadSqlRunner, type SqlRunner } from './sql'

export { payloadSqlRunner, type SqlRunner }
export { clientKeyFrom } from './client-key'
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

type Window = { count: number; resetAt: number }

export interface RateLimitStore {
  /** Adds one hit to `key` within a window of `windowMs` and returns the hit count and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<Window>
  /** The running window of `key` without counting a hit (null when there is none). */
  peek(key: string, now: number): Promise<Window | null>
}

/**
 * Counts in this process. Bounded: at most `maxKeys` windows (a few hundred bytes each) in two
 * generations; when the newer one is full, the older one is dropped whole. A client hit since then
 * moves to the newer one, so a flood of new keys (many addresses) costs a fixed amount of memory,
 * O(1) per hit, and at worst gives the quietest clients a fresh window early.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private current = new Map<string, Window>()
  private previous = new Map<string, Window>()
  constructor(private readonly maxKeys = 50_000) {}
  async hit(key: string, windowMs: number, now: number) {
    const held = this.find(key, now)
    const window = held ?? { count: 0, resetAt: now + windowMs }
    window.count += 1
    if (this.current.get(key) !== window) this.keep(key, window)
    return { ...window }
  }
  async peek(key: string, now: number) {
    const window = this.find(key, now)
    return window ? { ...window } : null
  }
  /** Number of client windows held (for tests and monitoring). */
  get size() {
    return this.current.size + this.previous.size
  }
  private find(key: string, now: number): Window | null {
    const window = this.current.get(key) ?? this.previous.get(key)
    return window && window.resetAt > now ? window : null
  }
  private keep(key: string, window: Window) {
    this.previous.delete(key)
    if (this.current.size >= Math.ceil(this.maxKeys / 2)) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(key, window)
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

  async peek(key: string, now: number) {
    const [row] = await this.run('SELECT count, reset_at FROM rate_limit_windows WHERE client_key = ? AND reset_at > ?', [
      key.slice(0, 255),
      now,
    ])
    return row ? { count: Number(row.count), resetAt: Number(row.reset_at) } : null
  }
}

let store: Promise<RateLimitStore> | undefined
export function setRateLimitStore(next: RateLimitStore) {
  store = Promise.resolve(next)
}
function currentStore(): Promise<RateLimitStore> {
  if (!store) {
    const next: Promise<RateLimitStore> =
      env().RATE_LIMIT_STORE === 'database'
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
  return env().RATE_LIMIT_PER_MINUTE
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

/**
 * Limits that count failures only (failed logins): `allowedAfterFailures` asks, without counting,
 * whether the client is still under `limit` failures in its window; `countFailure` adds one.
 */
export async function allowedAfterFailures(
  bucket: string,
  clientKey: string,
  { limit, now = Date.now() }: { limit: number; now?: number },
): Promise<RateLimitResult> {
  try {
    const window = await (await currentStore()).peek(`${bucket}:${clientKey}`, now)
    return window && window.count >= limit
      ? decide({ ...window, count: window.count + 1 }, limit, now)
      : { ok: true, remaining: limit - (window?.count ?? 0) }
  } catch (error) {
    console.error('[rate-limit] store failed; request allowed', error)
    return { ok: true, remaining: limit }
  }
}

export async function countFailure(
  bucket: string,
  clientKey: string,
  { windowMs, now = Date.now() }: { windowMs: number; now?: number },
): Promise<void> {
  try {
    await (await currentStore()).hit(`${bucket}:${clientKey}`, windowMs, now)
  } catch (error) {
    console.error('[rate-limit] store failed; failure not counted', error)
  }
}
