/**
 * Cookie consent rules (spec §3, §4, §5). Pure: no React, Next or Payload; the banner, the settings
 * modal and the server all decide through these functions.
 */
import { FUNCTIONAL_ID } from './ids'

export type CookieGroup = 'necessary' | 'optional'

/** One cookie definition as an editor keeps it in the CMS (spec §3). */
export type CookieDefinition = {
  id: string
  group: CookieGroup
  name: string
  description: string
  /** Cookies deleted when this one is switched off; `_ga_*` matches every name starting with `_ga_`. */
  targetCookieIds: string[]
  /** Script added to <head> once this cookie is enabled. */
  src?: string
  links: { url: string; label: string }[]
}

/** Spec §3: whether consent was given, and which cookie ids are enabled. */
export type ConsentState = { given: boolean; enabled: string[] }

export const NO_CONSENT: ConsentState = { given: false, enabled: [] }

/** Spec §9: the analytics cookie's id. */
export const ANALYTICS_ID = 'ga4'
/** Spec §5: the one necessary cookie a visitor may still switch, and the one that unblocks embedded content. */
export { FUNCTIONAL_ID }

/** Spec §5: necessary cookies are checked and disabled, except the functional one. */
export const isLocked = (c: CookieDefinition) => c.group === 'necessary' && c.id !== FUNCTIONAL_ID

const lockedIds = (cookies: CookieDefinition[]) => cookies.filter(isLocked).map((c) => c.id)
const unique = (ids: string[]) => [...new Set(ids)]

/** Accept / Alles accepteren: every cookie on. */
export function acceptAll(cookies: CookieDefinition[]): ConsentState {
  return { given: true, enabled: unique(cookies.map((c) => c.id)) }
}

/** Alleen noodzakelijk: consent given, necessary cookies only. */
export function declineOptional(cookies: CookieDefinition[]): ConsentState {
  return { given: true, enabled: lockedIds(cookies) }
}

/** Opslaan: the necessary cookies plus the ticked ones (ids that are not defined are dropped). */
export function saveSelection(cookies: CookieDefinition[], ticked: Iterable<string>): ConsentState {
  const known = new Set(cookies.map((c) => c.id))
  return { given: true, enabled: unique([...lockedIds(cookies), ...[...ticked].filter((id) => known.has(id))]) }
}

/** Alles weigeren: back to "not given", nothing enabled (the banner asks again). */
export function declineAll(): ConsentState {
  return { given: false, enabled: [] }
}

/** One cookie switched on from outside the modal (an embedded video's "show" button). */
export function enableOne(cookies: CookieDefinition[], state: ConsentState, id: string): ConsentState {
  return saveSelection(cookies, [...(state.given ? state.enabled : []), id])
}

export const isEnabled = (state: ConsentState, id: string) => state.given && state.enabled.includes(id)

/** The ticks the modal opens with: what is stored (nothing optional before consent) plus the locked ones. */
export function ticksFor(cookies: CookieDefinition[], state: ConsentState): Set<string> {
  return new Set([...lockedIds(cookies), ...(state.given ? state.enabled : [])])
}

/** Spec §2: the unsaved notice shows when the ticks differ from what is stored. */
export function hasUnsavedChanges(cookies: CookieDefinition[], state: ConsentState, ticks: Set<string>): boolean {
  const stored = ticksFor(cookies, state)
  return cookies.some((c) => !isLocked(c) && stored.has(c.id) !== ticks.has(c.id))
}

/** What changes between two states: cookies to switch on (scripts to add) and off (scripts and cookies to remove). */
export function changes(before: ConsentState, after: ConsentState): { added: string[]; removed: string[] } {
  const was = new Set(before.given ? before.enabled : [])
  const is = new Set(after.given ? after.enabled : [])
  return { added: [...is].filter((id) => !was.has(id)), removed: [...was].filter((id) => !is.has(id)) }
}

/** Spec §4: analytics consent is granted exactly when ga4 is among the enabled ids. */
export const analyticsGranted = (state: ConsentState) => isEnabled(state, ANALYTICS_ID)

/** A script source with the measurement id filled in; null when it needs one and none is configured. */
export function scriptSource(src: string | undefined, measurementId: string | null): string | null {
  if (!src) return null
  if (!src.includes('{measurementId}')) return src
  return measurementId ? src.replaceAll('{measurementId}', encodeURIComponent(measurementId)) : null
}

/** GA4 measurement ids look like `G-XXXXXXX`. */
export const isMeasurementId = (value: unknown): value is string => typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value)
