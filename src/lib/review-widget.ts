/** The review widget's settings (Site global, group `reviews`) as the shop uses them. Pure. */
export type ReviewWidget = {
  scriptUrl: string
  /** The script's origin: the only host the CSP adds, and only while the widget is on. */
  origin: string
  widgetId: string
  heading: string
  badge: { href: string; label: string } | null
}

type ReviewsSettings =
  | {
      enabled?: boolean | null
      scriptUrl?: string | null
      widgetId?: string | null
      heading?: string | null
      badgeHref?: string | null
      badgeLabel?: string | null
    }
  | null
  | undefined

export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && !url.username && !url.password
  } catch {
    return false
  }
}

/** The widget when it is switched on with a usable https script URL; otherwise null (nothing shows). */
export function reviewWidget(settings: ReviewsSettings): ReviewWidget | null {
  if (!settings?.enabled || !isHttpsUrl(settings.scriptUrl)) return null
  const badge =
    isHttpsUrl(settings.badgeHref) && settings.badgeLabel?.trim() ? { href: settings.badgeHref, label: settings.badgeLabel.trim() } : null
  return {
    scriptUrl: settings.scriptUrl,
    origin: new URL(settings.scriptUrl).origin,
    widgetId: settings.widgetId?.trim() ?? '',
    heading: settings.heading?.trim() ?? '',
    badge,
  }
}
