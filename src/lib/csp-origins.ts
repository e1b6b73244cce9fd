/**
 * Hosts the storefront's CSP allows beyond its own, decided at request time in proxy.ts: the review
 * widget's host only while the CMS has the widget on. The proxy cannot read the CMS itself, so it
 * asks Payload's REST API and keeps the answer for a minute per process (stale while refreshing);
 * saving the Site global marks it stale at once in the process that saved. Pure apart from the
 * process-wide slot on globalThis (the proxy and the CMS hooks are separate bundles).
 */
export const CSP_ORIGINS_TTL_MS = 60_000

type Slot = { origins: string[]; fetchedAt: number; pending: Promise<void> | null }
const KEY = Symbol.for('kelder-en-kurk.csp-origins')

function slot(): Slot {
  const g = globalThis as unknown as Record<symbol, Slot | undefined>
  return (g[KEY] ??= { origins: [], fetchedAt: 0, pending: null })
}

/** Called when the Site global is saved: the next storefront request reads the settings again. */
export function markCspOriginsStale(): void {
  slot().fetchedAt = 0
}

/**
 * The extra origins. While they were never read (the first request, or just after a save) the
 * call waits for the load, at most `waitMs`; otherwise it answers at once with what is known and
 * refreshes in the background once that is older than the TTL.
 */
export async function cspOrigins(
  load: () => Promise<string[]>,
  { now = Date.now(), ttlMs = CSP_ORIGINS_TTL_MS, waitMs = 1500 } = {},
): Promise<string[]> {
  const s = slot()
  if (!s.pending && (s.fetchedAt === 0 || now - s.fetchedAt >= ttlMs)) {
    s.pending = load()
      .then(
        (origins) => {
          s.origins = origins
          s.fetchedAt = Date.now()
        },
        // Keep what we had and try again in a few seconds, not on every request.
        () => {
          s.fetchedAt = Date.now() - ttlMs + 5_000
        },
      )
      .finally(() => {
        s.pending = null
      })
  }
  if (s.pending && s.fetchedAt === 0) await Promise.race([s.pending, new Promise((resolve) => setTimeout(resolve, waitMs))])
  return s.origins
}
