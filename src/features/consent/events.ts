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
export const BUTTON_ACTIONS = ['accept', 'necessary', 'manage', 'allow-embeds'] as const

/** The request a button's action stands for, or null for anything else. */
export function buttonRequest(type: string | null | undefined): ConsentAction | null {
  if (type === 'allow-embeds') return { type: 'enable', id: FUNCTIONAL_ID }
  const action = BUTTON_ACTIONS.find((a) => a === type && a !== 'allow-embeds')
  return action ? ({ type: action } as ConsentAction) : null
}

/** Where the head script (ConsentEarlyClicks) keeps button actions clicked before React took over. */
export const EARLY_CLICKS = '__kkConsentClicks'

export const REQUEST_EVENT = 'kk:consent-request'
export const CHANGE_EVENT = 'kk:consent-change'

export const requestConsent = (action: ConsentAction) => window.dispatchEvent(new CustomEvent<ConsentAction>(REQUEST_EVENT, { detail: action }))
export const announceConsent = (state: ConsentState) => window.dispatchEvent(new CustomEvent<ConsentState>(CHANGE_EVENT, { detail: state }))
