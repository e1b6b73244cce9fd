/**
 * What consent does to the page (spec §4): the two cookies, the scripts in <head>, the target cookies
 * of switched-off cookies, and Google Consent Mode. Browser only; the decisions are in rules.ts.
 */
import { consentCookieStrings, deletionStrings, parseCookieHeader, readConsent } from './cookies'
import {
  analyticsGranted,
  ANALYTICS_ID,
  FUNCTIONAL_ID,
  isEnabled,
  isLocked,
  scriptSource,
  type ConsentState,
  type CookieDefinition,
} from './rules'

type Gtag = (...args: unknown[]) => void
const gtagOf = () => (window as unknown as { gtag?: Gtag }).gtag

export function readBrowserConsent(): ConsentState {
  const cookies = parseCookieHeader(document.cookie)
  return readConsent((name) => cookies.get(name))
}

/** Whether functional cookies (and with them embedded frames) are allowed. */
export const functionalAllowed = (): boolean => isEnabled(readBrowserConsent(), FUNCTIONAL_ID)

export function writeConsentCookies(state: ConsentState): void {
  for (const s of consentCookieStrings(state, { now: Date.now(), secure: window.location.protocol === 'https:' })) document.cookie = s
}

const scriptsOf = (id: string) => document.head.querySelectorAll<HTMLScriptElement>(`script[data-consent-cookie="${CSS.escape(id)}"]`)

/**
 * Brings the page in line with `state`: enabled cookies get their script, others lose it and their
 * target cookies (on every domain variant). Analytics consent follows ga4 and is sent to Consent Mode
 * before the tag itself loads. Idempotent: also used once on load.
 */
export function applyConsent(
  cookies: CookieDefinition[],
  before: ConsentState | null,
  state: ConsentState,
  measurementId: string | null,
): void {
  const gtag = gtagOf()
  if (measurementId && gtag && (before === null ? analyticsGranted(state) : analyticsGranted(before) !== analyticsGranted(state))) {
    gtag('consent', 'update', { analytics_storage: analyticsGranted(state) ? 'granted' : 'denied' })
  }
  for (const c of cookies) {
    const on = isEnabled(state, c.id)
    const src = scriptSource(c.src, measurementId)
    if (on && src && scriptsOf(c.id).length === 0) {
      if (c.id === ANALYTICS_ID && gtag) {
        gtag('js', new Date())
        gtag('config', measurementId)
      }
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.dataset.consentCookie = c.id
      document.head.appendChild(script)
    }
    if (!on) {
      for (const s of scriptsOf(c.id)) s.remove()
      // The consent cookies themselves are the necessary cookie's targets: never deleted here.
      if (!isLocked(c)) for (const s of deletionStrings(document.cookie, c.targetCookieIds, window.location.hostname)) document.cookie = s
    }
  }
}
