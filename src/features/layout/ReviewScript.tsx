'use client'
import { useEffect } from 'react'
import { isPrivatePath } from '../../lib/private-pages'

/**
 * Adds the review service's script once (`async`; its origin is in the CSP while the widget is on);
 * renders nothing. Never on a page with a secret in its URL: the service would see that URL.
 */
export function ReviewScript({ scriptUrl, widgetId }: { scriptUrl: string; widgetId: string }) {
  useEffect(() => {
    if (isPrivatePath(window.location.pathname) || document.querySelector(`script[data-kk-review-widget]`)) return
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.dataset.kkReviewWidget = ''
    if (widgetId) script.dataset.widgetId = widgetId
    document.head.appendChild(script)
  }, [scriptUrl, widgetId])
  return null
}
