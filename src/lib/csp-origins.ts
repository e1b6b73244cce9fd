/**
 * Hosts the storefront's CSP allows beyond its own, decided at request time in proxy.ts: the review
 * widget's host only while the CMS has the widget on, and the scripts of the consent settings'
 * cookies. Read from the CMS and kept fresh by lib/kept-fresh.ts.
 */
import { KEPT_FRESH_TTL_MS, keptFresh } from './kept-fresh'

export const CSP_ORIGINS_TTL_MS = KEPT_FRESH_TTL_MS

const origins = keptFresh<string[]>('csp-origins', [])

/** Called when the Site or cookie-consent global is saved: the next storefront request reads the settings again. */
export const markCspOriginsStale = (): void => origins.markStale()

export const cspOrigins = (load: () => Promise<string[]>, options?: { now?: number; ttlMs?: number; waitMs?: number }): Promise<string[]> =>
  origins.read(load, options)
