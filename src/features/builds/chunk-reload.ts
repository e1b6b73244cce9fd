/**
 * Spec §4/§8: when a script chunk or stylesheet of the app fails to load (a deploy removed it, the
 * network dropped it), the page reloads, at most once per 10 s for the same path (guard in
 * sessionStorage), so a chunk that keeps failing cannot make a reload loop.
 *
 * `installChunkReload` runs as an inline script in <head>, before any chunk loads, so it must be
 * self-contained: no imports, no outside helpers (the layout inlines its source text).
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const CHUNK_RELOAD_KEY = 'kk:chunk-reload:'

type Win = Pick<Window, 'addEventListener' | 'sessionStorage'> & { location: Pick<Location, 'pathname' | 'reload'>; next?: unknown }

export function installChunkReload(w: Win, guardMs: number, key: string): void {
  function isAppAsset(url: unknown) {
    return typeof url === 'string' && url.indexOf('/_next/static/') !== -1
  }
  function isChunkError(reason: unknown) {
    if (!reason) return false
    const r = reason as { name?: unknown; message?: unknown }
    if (r.name === 'ChunkLoadError') return true
    const message = String(r.message === undefined ? reason : r.message)
    return /Loading (CSS )?chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      message,
    )
  }
  function reloadOnce() {
    const slot = key + w.location.pathname
    const now = Date.now()
    try {
      const last = Number(w.sessionStorage.getItem(slot))
      if (last && now - last >= 0 && now - last < guardMs) return
      w.sessionStorage.setItem(slot, String(now))
    } catch {
      // Without session storage there is no guard, and a reload could loop: leave the page as it is.
      return
    }
    w.location.reload()
  }
  // Resource errors do not bubble; a capturing listener on the window still sees them.
  w.addEventListener(
    'error',
    function (event) {
      const el = event.target as { tagName?: string; src?: string; href?: string; rel?: string } | null
      if (el && el.tagName === 'SCRIPT' && isAppAsset(el.src)) return reloadOnce()
      if (el && el.tagName === 'LINK' && isAppAsset(el.href) && /stylesheet|preload/.test(el.rel || '')) return reloadOnce()
      if (isChunkError((event as ErrorEvent).error)) reloadOnce()
    },
    true,
  )
  w.addEventListener('unhandledrejection', function (event) {
    if (isChunkError((event as PromiseRejectionEvent).reason)) reloadOnce()
  })
  // This script runs only once the stylesheets above it have loaded, so a chunk can fail before it
  // listens. Such a failure leaves the app unstarted: Next sets `window.next` when it boots, which
  // happens before `load` (async scripts, failed or not, hold `load` back).
  w.addEventListener('load', function () {
    setTimeout(function () {
      if (!(w as { next?: unknown }).next) reloadOnce()
    }, 0)
  })
}

/** The inline script's text. */
export function chunkReloadScript(): string {
  return `(${installChunkReload.toString()})(window, ${CHUNK_RELOAD_GUARD_MS}, ${JSON.stringify(CHUNK_RELOAD_KEY)})`
}
