'use client'
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import { whenIdle } from '../../lib/idle'
import type { ConsentConfig } from './config'
import { isPrivatePath } from '../../lib/private-pages'
import { readBrowserConsent } from './browser'
import { CONSENT_GIVEN_ATTRIBUTE } from './events'
import { withoutThirdPartyScripts } from './private'
import { ACTION_ATTRIBUTE, buttonRequest, EARLY_CLICKS, requestConsent, REQUEST_EVENT, type ConsentAction } from './events'
import type { ManagerProps } from './ConsentManager'

type Props = { config: ConsentConfig; banner: ReactNode; settingsButton: ReactNode }

/** A click on a consent button (server-rendered: banner, settings button, embed placeholder) becomes a consent request. */
function onActionClick(event: MouseEvent) {
  requestAction((event.target as Element | null)?.closest?.(`[${ACTION_ATTRIBUTE}]`)?.getAttribute(ACTION_ATTRIBUTE))
}

function requestAction(type: string | null | undefined) {
  const action = buttonRequest(type)
  if (action) requestConsent(action)
}

/** After a choice: CSS shows the settings button instead of the banner (the head script does this on load). */
function showGiven(given: boolean) {
  document.documentElement.toggleAttribute(CONSENT_GIVEN_ATTRIBUTE, given)
}

/** Clicks noted by the head script before hydration (ConsentEarlyClicks): the last one counts, once. */
function takeEarlyClick(): string | undefined {
  const early = (window as unknown as Record<string, (string[] & { done?: boolean }) | undefined>)[EARLY_CLICKS]
  if (!early || early.done) return undefined
  early.done = true
  return early.at(-1)
}

/**
 * On every page, and all that loads with it: the banner and the settings button, both server HTML
 * (the page is the same for every visitor, so it can be cached); which one shows is CSS on
 * CONSENT_GIVEN_ATTRIBUTE, set by the head script before the first paint and kept here after a
 * choice. The manager (state, modal, scripts, analytics) is fetched on idle, at the latest after 2 s
 * (spec §9), or at once when the visitor clicks first; that click is then carried out.
 */
export function ConsentRoot({ config: pageConfig, banner, settingsButton }: Props) {
  // A page with a secret in its URL loads no third-party script, whatever was allowed. Only the
  // manager (browser only, mounted later) reads this, so server and browser render the same.
  const [config] = useState(() =>
    typeof window !== 'undefined' && isPrivatePath(window.location.pathname) ? withoutThirdPartyScripts(pageConfig) : pageConfig,
  )
  const [Manager, setManager] = useState<ComponentType<ManagerProps> | null>(null)
  // What the visitor asked for before the manager arrived (the manager carries it out once, on mount).
  const [queued, setQueued] = useState<ConsentAction | null>(null)
  // True once the manager is mounted and listening itself. Not when its code has merely arrived: a
  // click between the import and the mount would otherwise be lost (the button did nothing).
  const managerListening = useRef(false)
  // The child's effects (its listener) run before this one in the same commit: no gap.
  useEffect(() => {
    if (Manager) managerListening.current = true
  }, [Manager])

  useEffect(() => {
    let loading = false
    const load = () => {
      if (loading) return
      loading = true
      void import('./ConsentManager').then((m) => setManager(() => m.default))
    }
    // Once mounted, the manager answers requests itself.
    const onRequest = (e: Event) => {
      if (managerListening.current) return
      setQueued((e as CustomEvent<ConsentAction>).detail)
      load()
    }
    window.addEventListener(REQUEST_EVENT, onRequest)
    document.addEventListener('click', onActionClick)
    requestAction(takeEarlyClick())
    // Spec §4: a forced modal opens on load.
    if (pageConfig.forceOpen && !readBrowserConsent().given) requestConsent({ type: 'manage' })
    const cancel = whenIdle(load)
    return () => {
      cancel()
      window.removeEventListener(REQUEST_EVENT, onRequest)
      document.removeEventListener('click', onActionClick)
    }
  }, [pageConfig.forceOpen])

  return (
    <>
      <div data-consent-view="banner" className="contents">
        {banner}
      </div>
      <div data-consent-view="settings" className="contents">
        {settingsButton}
      </div>
      {Manager && <Manager config={config} initialAction={queued} onGivenChange={showGiven} />}
    </>
  )
}
