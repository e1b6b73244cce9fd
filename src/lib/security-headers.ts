/**
 * The hosts of the Google tag (GA4): its script, and where it sends hits. Allowed only when a
 * measurement id is configured; otherwise the shop loads nothing from another origin.
 */
export const GOOGLE_TAG_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
}

/**
 * Embedded players (rich-text `embed` blocks, features/consent/embed.ts): framed only after the
 * visitor allows functional cookies, and only these privacy-enhanced hosts.
 */
export const EMBED_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

const extra = (hosts: string[], on: boolean) => (on ? ` ${hosts.join(' ')}` : '')

/** Security headers for every response; the storefront's CSP carries a per-request nonce (set in proxy.ts). */
export function storefrontCsp(nonce: string, dev: boolean, { analytics = false }: { analytics?: boolean } = {}): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${extra(GOOGLE_TAG_HOSTS.script, analytics)}${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${extra(GOOGLE_TAG_HOSTS.img, analytics)}`,
    `font-src 'self'`,
    `connect-src 'self'${extra(GOOGLE_TAG_HOSTS.connect, analytics)}${dev ? ' ws:' : ''}`,
    `frame-src 'self' ${EMBED_FRAME_HOSTS.join(' ')}`,
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
