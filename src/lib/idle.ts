/** Runs `fn` when the browser is idle, at the latest after `timeoutMs` (spec §9: 2000 ms). Returns a cancel function. */
export const IDLE_TIMEOUT_MS = 2000

export function whenIdle(fn: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 1)
  return () => window.clearTimeout(id)
}
