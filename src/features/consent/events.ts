/**
 * How the parts of the consent feature talk in the browser without loading each other: an embed asks
 * for consent (the root loads the manager and hands the request on), the manager announces changes.
 */
import type { ConsentState } from './rules'
import { FUNCTIONAL_ID } from './ids'

export type ConsentAction = { type: 'accept' } | { type: 'necessary' } | { type: 'manage' } | { type: 'enable'; id: string }

/**
 * Names a server-rendered button's consent action (banner, settings button, an embed's placeholder:
 * `allow-embeds` allows functional cookies); ConsentRoot reads it on click, anywhere on the page.
 */
export const ACTION_ATTRIBUTE = 'data-consent-action'

const BUTTON_REQUESTS = {
  accept: { type: 'accept' },
  necessary: { type: 'necessary' },
  manage: { type: 'manage' },
  'allow-embeds': { type: 'enable', id: FUNCTIONAL_ID },
} as const satisfies Record<string, ConsentAction>

export type ButtonAction = keyof typeof BUTTON_REQUESTS

/** The attribute that gives a server-rendered button its action: `<button {...askConsent('accept')}>`. */
export const askConsent = (action: ButtonAction) => ({ [ACTION_ATTRIBUTE]: action })

/**
 * The request a button's action stands for, or null for anything else. A new object each time: the
 * manager tells one request from the next by identity.
 */
export function buttonRequest(type: string | null | undefined): ConsentAction | null {
  return type && Object.hasOwn(BUTTON_REQUESTS, type) ? { ...BUTTON_REQUESTS[type as ButtonAction] } : null
}

/** Where the head script (ConsentEarlyClicks) keeps button actions clicked before React took over. */
export const EARLY_CLICKS = '__kkConsentClicks'

/** The <html> attribute that says "this visitor has made a consent choice": CSS shows the settings button instead of the banner. */
export const CONSENT_GIVEN_ATTRIBUTE = 'data-toestemming'

export const REQUEST_EVENT = 'kk:consent-request'
export const CHANGE_EVENT = 'kk:consent-change'

export const requestConsent = (action: ConsentAction) =>
  window.dispatchEvent(new CustomEvent<ConsentAction>(REQUEST_EVENT, { detail: action }))
export const announceConsent = (state: ConsentState) => window.dispatchEvent(new CustomEvent<ConsentState>(CHANGE_EVENT, { detail: state }))
