'use client'
import { useEffect, useRef, useState } from 'react'
import { useCartStore } from '../cart/store'
import type { ConsentConfig } from './config'
import { announceConsent, REQUEST_EVENT, type ConsentAction } from './events'
import { acceptAll, declineAll, declineOptional, enableOne, saveSelection, type ConsentState, type CookieDefinition } from './rules'
import { applyConsent, readBrowserConsent, writeConsentCookies } from './browser'
import { ConsentModal } from './ConsentModal'

export type ManagerProps = { config: ConsentConfig; initialAction: ConsentAction | null; onGivenChange: (given: boolean) => void }

function after(cookies: CookieDefinition[], state: ConsentState, action: ConsentAction | null): ConsentState {
  if (action?.type === 'accept') return acceptAll(cookies)
  if (action?.type === 'necessary') return declineOptional(cookies)
  if (action?.type === 'enable') return enableOne(cookies, state, action.id)
  return state
}

const same = (a: ConsentState, b: ConsentState) => a.given === b.given && a.enabled.join(',') === b.enabled.join(',')

/**
 * Loaded on idle by ConsentRoot: holds the consent state, applies it to the page and shows the modal.
 * Banner and settings button stay ConsentRoot's (the same elements before and after this code arrives,
 * so the focus can return to them). `initialAction` is what the visitor clicked before this code was
 * listening.
 */
export default function ConsentManager({ config, initialAction, onGivenChange }: ManagerProps) {
  const [state, setState] = useState<ConsentState>(() => after(config.cookies, readBrowserConsent(), initialAction))
  const [modalOpen, setModalOpen] = useState(initialAction?.type === 'manage')
  const applied = useRef<ConsentState | null>(null)

  useEffect(() => {
    if (!same(readBrowserConsent(), state)) writeConsentCookies(state)
    applyConsent(config.cookies, applied.current, state, config.measurementId)
    applied.current = state
    // Spec §3: the flag is also kept with the cart in local storage.
    useCartStore.getState().setConsentGiven(state.given)
    onGivenChange(state.given)
    announceConsent(state)
  }, [state, config, onGivenChange])

  const act = (action: ConsentAction) => {
    if (action.type === 'manage') setModalOpen(true)
    else setState((s) => after(config.cookies, s, action))
  }

  // A request ConsentRoot took after this component mounted but before its listener below was
  // registered (passive effects run after paint): it arrives as a new `initialAction`. The first one
  // is already in the state above.
  const mountAction = useRef(initialAction)
  useEffect(() => {
    if (initialAction && initialAction !== mountAction.current) act(initialAction)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new request, not per render
  }, [initialAction])

  // Requests from elsewhere on the page (an embedded video's "show" button).
  useEffect(() => {
    const onRequest = (e: Event) => act((e as CustomEvent<ConsentAction>).detail)
    window.addEventListener(REQUEST_EVENT, onRequest)
    return () => window.removeEventListener(REQUEST_EVENT, onRequest)
  })

  return (
    <>
      {modalOpen && (
        <ConsentModal
          cookies={config.cookies}
          texts={config.texts}
          stored={state}
          onSave={(ticks) => setState(saveSelection(config.cookies, ticks))}
          onAcceptAll={() => setState(acceptAll(config.cookies))}
          onDeclineAll={() => setState(declineAll())}
          onClosed={() => setModalOpen(false)}
        />
      )}
    </>
  )
}
