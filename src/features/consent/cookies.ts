/**
 * The two consent cookies (spec §9: 365 days, path /) and the deletion of a switched-off cookie's
 * target cookies. Pure string work: the browser code hands in `document.cookie` and the host name.
 */
import type { ConsentState } from './rules'

export const CONSENT_COOKIE = 'kelder-en-kurk-consent'
export const CONSENT_IDS_COOKIE = 'kelder-en-kurk-consent-cookies'
/** Spec §9: 31536000000 ms. */
export const CONSENT_LIFETIME_MS = 31_536_000_000

const ID = /^[A-Za-z0-9_-]{1,40}$/

/** The strings to assign to `document.cookie`, one per cookie. */
export function consentCookieStrings(state: ConsentState, { now, secure }: { now: number; secure: boolean }): string[] {
  const attributes = [
    `Path=/`,
    `Max-Age=${CONSENT_LIFETIME_MS / 1000}`,
    `Expires=${new Date(now + CONSENT_LIFETIME_MS).toUTCString()}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
  const ids = state.given ? state.enabled.filter((id) => ID.test(id)) : []
  return [
    `${CONSENT_COOKIE}=${state.given ? 'true' : 'false'}; ${attributes}`,
    `${CONSENT_IDS_COOKIE}=${encodeURIComponent(ids.join(','))}; ${attributes}`,
  ]
}

/** `name=value; name2=value2` (document.cookie or a Cookie header) as a map; broken pairs are skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const out = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 1) continue
    const name = part.slice(0, eq).trim()
    let value = part.slice(eq + 1).trim()
    try {
      value = decodeURIComponent(value)
    } catch {
      continue
    }
    if (name && !out.has(name)) out.set(name, value)
  }
  return out
}

/** The stored consent, read defensively (anyone can edit cookies). */
export function readConsent(get: (name: string) => string | undefined): ConsentState {
  const given = get(CONSENT_COOKIE) === 'true'
  if (!given) return { given: false, enabled: [] }
  const enabled = [
    ...new Set(
      (get(CONSENT_IDS_COOKIE) ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((id) => ID.test(id)),
    ),
  ]
  return { given, enabled }
}

/** Whether a cookie name is one of the targets (`_ga` exactly, or `_ga_*` as a prefix). */
export function matchesTarget(name: string, target: string): boolean {
  return target.endsWith('*') ? name.startsWith(target.slice(0, -1)) : name === target
}

/**
 * The domains a script may have set its cookie on: none (host-only), the host itself and every
 * parent domain (analytics sets `_ga` on the registrable domain, e.g. `.kelderenkurk.nl` from `www.`).
 * Browsers ignore the attempt on a public suffix such as `co.uk`, so trying it is harmless.
 */
export function domainVariants(hostname: string): (string | null)[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [null]
  const labels = hostname.split('.')
  const parents = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
  return [null, ...parents.flatMap((d) => [d, `.${d}`])]
}

/** Strings for `document.cookie` that delete every present cookie matching the targets, on every domain variant. */
export function deletionStrings(documentCookie: string, targets: string[], hostname: string): string[] {
  if (targets.length === 0) return []
  const names = [...parseCookieHeader(documentCookie).keys()].filter((name) => targets.some((t) => matchesTarget(name, t)))
  const expired = 'Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT'
  return names.flatMap((name) => domainVariants(hostname).map((domain) => `${name}=; ${expired}${domain ? `; Domain=${domain}` : ''}`))
}
