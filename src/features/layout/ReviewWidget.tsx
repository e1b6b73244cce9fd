'use client'
import { useEffect } from 'react'
import { whenIdle } from '../../lib/idle'

/**
 * The review widget block (spec §2): a container the review service's script fills. The script is
 * added on idle (at the latest after 2 s), `async`, with the page's CSP nonce, so it never holds up
 * the first paint. Rendered only when the CMS has the widget on.
 */
export function ReviewWidget({ scriptUrl, widgetId, heading, label, nonce }: { scriptUrl: string; widgetId: string; heading: string; label: string; nonce?: string }) {
  useEffect(
    () =>
      whenIdle(() => {
        if (document.querySelector(`script[data-kk-review-widget]`)) return
        const script = document.createElement('script')
        script.src = scriptUrl
        script.async = true
        if (nonce) script.nonce = nonce
        script.dataset.kkReviewWidget = ''
        if (widgetId) script.dataset.widgetId = widgetId
        document.head.appendChild(script)
      }),
    [scriptUrl, widgetId, nonce],
  )
  return (
    <section aria-label={heading || label} className="bg-cork-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {heading && <h2 className="font-serif text-2xl font-semibold text-wine-900">{heading}</h2>}
        <div id="kk-review-widget" data-widget-id={widgetId || undefined} className="mt-4 min-h-24" />
      </div>
    </section>
  )
}
