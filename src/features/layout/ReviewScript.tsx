'use client'
import { useEffect } from 'react'

/** Adds the review service's script once (`async`, with the page's CSP nonce); renders nothing. */
export function ReviewScript({ scriptUrl, widgetId, nonce }: { scriptUrl: string; widgetId: string; nonce?: string }) {
  useEffect(() => {
    if (document.querySelector(`script[data-kk-review-widget]`)) return
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    if (nonce) script.nonce = nonce
    script.dataset.kkReviewWidget = ''
    if (widgetId) script.dataset.widgetId = widgetId
    document.head.appendChild(script)
  }, [scriptUrl, widgetId, nonce])
  return null
}
