/**
 * A value the proxy needs on every request but can only learn from the CMS over HTTP (proxy.ts cannot
 * use Payload): loaded once, then answered from memory and reloaded in the background once older
 * than the TTL (stale while refreshing); a CMS save marks it stale at once in the process that saved.
 * Kept in a process-wide slot on globalThis, because the proxy and the CMS hooks are separate bundles.
 */
export const KEPT_FRESH_TTL_MS = 60_000

type Slot<T> = { value: T; fetchedAt: number; pending: Promise<void> | null }

export type KeptFresh<T> = {
  /**
   * The value. While it was never read (the first request, or just after a save) the call waits for
   * the load, at most `waitMs`; otherwise it answers at once. A failed load keeps what was known and
   * is tried again after a few seconds, not on every request.
   */
  read(load: () => Promise<T>, options?: { now?: number; ttlMs?: number; waitMs?: number }): Promise<T>
  /** Called when the CMS saved what the value comes from. */
  markStale(): void
}

export function keptFresh<T>(name: string, initial: T): KeptFresh<T> {
  const key = Symbol.for(`kelder-en-kurk.${name}`)
  const slot = (): Slot<T> => {
    const g = globalThis as unknown as Record<symbol, Slot<T> | undefined>
    return (g[key] ??= { value: initial, fetchedAt: 0, pending: null })
  }
  return {
    markStale() {
      slot().fetchedAt = 0
    },
    async read(load, { now = Date.now(), ttlMs = KEPT_FRESH_TTL_MS, waitMs = 1500 } = {}) {
      const s = slot()
      if (!s.pending && (s.fetchedAt === 0 || now - s.fetchedAt >= ttlMs)) {
        s.pending = load()
          .then(
            (value) => {
              s.value = value
              s.fetchedAt = Date.now()
            },
            () => {
              s.fetchedAt = Date.now() - ttlMs + 5_000
            },
          )
          .finally(() => {
            s.pending = null
          })
      }
      if (s.pending && s.fetchedAt === 0) await Promise.race([s.pending, new Promise((resolve) => setTimeout(resolve, waitMs))])
      return s.value
    },
  }
}
