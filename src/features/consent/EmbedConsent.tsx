'use client'
import { useEffect, useState } from 'react'
import { CHANGE_EVENT, requestConsent } from './events'
import { FUNCTIONAL_ID, isEnabled } from './rules'

type Props = { src: string; title: string; texts: { heading: string; blocked: string; allow: string } }

/** Whether functional cookies are allowed; the cookie code loads only on pages that have a frame. */
async function functionalAllowed(): Promise<boolean> {
  const { readBrowserConsent } = await import('./browser')
  return isEnabled(readBrowserConsent(), FUNCTIONAL_ID)
}

/**
 * An iframe from another site, blocked until the visitor allows functional cookies (spec §2).
 * The server renders the placeholder (same size as the frame: no layout shift); its button gives
 * that consent through the consent manager, after which the frame appears.
 */
export function EmbedConsent({ src, title, texts }: Props) {
  // Placeholder first, on the server and in the browser alike; the frame once consent is known.
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    let live = true
    const check = () => void functionalAllowed().then((yes) => live && setAllowed(yes))
    check()
    window.addEventListener(CHANGE_EVENT, check)
    return () => {
      live = false
      window.removeEventListener(CHANGE_EVENT, check)
    }
  }, [])
  return (
    <div className="not-prose my-6 aspect-video w-full overflow-hidden rounded-xl bg-wine-900 text-cork-50">
      {allowed ? (
        <iframe src={src} title={title} className="h-full w-full" loading="lazy" allow="fullscreen; picture-in-picture" referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-5 text-center">
          <p className="font-serif text-lg font-semibold">{title}</p>
          <p className="max-w-md text-sm text-cork-100/90">{texts.blocked}</p>
          <button type="button" onClick={() => requestConsent({ type: 'enable', id: FUNCTIONAL_ID })} className="rounded-full bg-cork-50 px-5 py-2.5 text-sm font-semibold text-wine-900 hover:bg-white">
            {texts.allow}
          </button>
          <p className="text-xs text-cork-100/70">{texts.heading}</p>
        </div>
      )}
    </div>
  )
}
