/**
 * Security headers for every response; the storefront's CSP carries a per-request nonce (set in
 * proxy.ts). `extra.widgets` are third-party widget origins (the review widget, only while it is
 * on): its script, styles, images, data and frames. `extra.images` is a hosted image service.
 */
export function storefrontCsp(nonce: string, dev: boolean, extra: { widgets?: string[]; images?: string[] } = {}): string {
  const widgets = (extra.widgets ?? []).map((o) => ` ${o}`).join('')
  const images = (extra.images ?? []).map((o) => ` ${o}`).join('')
  return [
    `default-src 'self'`,
    // With 'strict-dynamic' browsers ignore hosts here (the nonce'd loader may add scripts); older ones use them.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${widgets}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'${widgets}`,
    `img-src 'self' data: blob:${images}${widgets}`,
    `font-src 'self'${widgets}`,
    `connect-src 'self'${widgets}${dev ? ' ws:' : ''}`,
    ...(widgets ? [`frame-src 'self'${widgets}`] : []),
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
}
