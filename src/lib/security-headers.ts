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

const list = (hosts: readonly string[]) => hosts.map((o) => ` ${o}`).join('')

export type CspExtras = {
  /** A GA4 measurement id is configured: the Google tag hosts are allowed. */
  analytics?: boolean
  /** Third-party origins the CMS turns on (the review widget, consent cookies' scripts): script, styles, images, data, frames. */
  widgets?: string[]
  /** A hosted image service. */
  images?: string[]
  /** The embedded video players (default on; off on pages with a secret in the URL). */
  embeds?: boolean
}

/**
 * Stands in `script-src` for the hashes of the page's own inline scripts, which scripts/serve.mjs
 * (page-finisher.mjs) puts there once the page is rendered. A policy that still has it allows no
 * inline script: browsers skip an unknown source, so a page served without that step fails closed.
 */
export const INLINE_SCRIPTS_MARKER = "'kk-inline-scripts'"

/**
 * The storefront's CSP (set in proxy.ts). No nonce: a page is the same for every visitor so that it
 * can be cached; its inline scripts are allowed by hash, scripts from files by origin ('self' and the
 * hosts below). Not 'strict-dynamic': with it a browser ignores 'self', and Next's <script src> tags
 * would need a nonce. Hosts of scripts that consent or the widget add must therefore be listed.
 */
export function storefrontCsp(dev: boolean, extra: CspExtras = {}): string {
  const widgets = list(extra.widgets ?? [])
  const images = list(extra.images ?? [])
  const ga = (hosts: string[]) => (extra.analytics ? list(hosts) : '')
  return [
    `default-src 'self'`,
    `script-src 'self' ${INLINE_SCRIPTS_MARKER}${ga(GOOGLE_TAG_HOSTS.script)}${widgets}${dev ? " 'unsafe-eval' 'unsafe-inline'" : ''}`,
    `style-src 'self' 'unsafe-inline'${widgets}`,
    `img-src 'self' data: blob:${ga(GOOGLE_TAG_HOSTS.img)}${images}${widgets}`,
    `font-src 'self'${widgets}`,
    `connect-src 'self'${ga(GOOGLE_TAG_HOSTS.connect)}${widgets}${dev ? ' ws:' : ''}`,
    `frame-src 'self'${extra.embeds === false ? '' : list(EMBED_FRAME_HOSTS)}${widgets}`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `base-uri 'self'`,
    `object-src 'none'`,
  ].join('; ')
}

/**
 * The CMS at /admin: Payload's pages with a per-request nonce for Next's scripts, styles inline
 * (Payload's UI sets them), images from the shop itself (media, data: and blob: previews of an
 * upload), and nothing from another origin. Set in proxy.ts.
 */
export function adminCsp(nonce: string, dev: boolean): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    `worker-src 'self' blob:`,
    `frame-src 'self'`,
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
