import 'server-only'
import { cachedQuery } from '../../lib/cached'
import { MESSAGES } from '../../messages'
import { payload } from '../../lib/payload'
import type { Locale } from '../../i18n/routing'
import type { CookieConsent } from '../../payload-types'
import { CONSENT_TEXT_KEYS } from './texts'
import { CONSENT_COOKIES } from './default-cookies'
import { isMeasurementId, scriptSource, type CookieDefinition } from './rules'
import type { BannerPosition, ConsentConfig, ConsentTexts } from './config'
import { env } from '../../lib/env'
import { localizedPath } from '../../lib/paths'

const getGlobal = cachedQuery(
  async (locale: Locale): Promise<CookieConsent> => {
    const p = await payload()
    return (await p.findGlobal({ slug: 'cookie-consent', locale, depth: 0, overrideAccess: false })) as CookieConsent
  },
  ['global:cookie-consent'],
  { tags: ['global:cookie-consent'] },
)

/** The measurement id: the CMS field first, the environment as fallback; anything that is not a GA4 id counts as none. */
export function measurementIdFrom(cmsValue: string | null | undefined, envValue = env().GA4_MEASUREMENT_ID): string | null {
  if (isMeasurementId(cmsValue)) return cmsValue
  return isMeasurementId(envValue) ? envValue : null
}

/** Site-relative links get the locale prefix (/en/legal/...); other links stay as they are. */
const localHref = (url: string, locale: Locale) => (url.startsWith('/') && !url.startsWith('//') ? localizedPath(url, locale) : url)

function cookiesFrom(doc: CookieConsent, locale: Locale): CookieDefinition[] {
  const rows = doc.cookies ?? []
  // A shop that has never saved this global (an existing database) still gets the built-in definitions.
  if (rows.length === 0)
    return CONSENT_COOKIES.map((c) => ({
      id: c.cookieId,
      group: c.group,
      name: c.name[locale],
      description: c.description[locale],
      targetCookieIds: c.targetCookieIds,
      src: c.src,
      links: c.links.map((l) => ({ url: localHref(l.url, locale), label: l.label[locale] })),
    }))
  return rows.map((r) => ({
    id: r.cookieId,
    group: r.group,
    name: r.name,
    description: r.description ?? '',
    targetCookieIds: r.targetCookieIds ?? [],
    src: r.src ?? undefined,
    links: (r.links ?? []).map((l) => ({ url: localHref(l.url, locale), label: l.label })),
  }))
}

/** Banner, modal and analytics settings for one locale; the built-in texts fill any field left empty in the CMS. */
export async function getConsentConfig(locale: Locale): Promise<ConsentConfig> {
  const doc = await getGlobal(locale)
  const builtIn = MESSAGES[locale].consent
  const texts = Object.fromEntries(CONSENT_TEXT_KEYS.map((key) => [key, doc.texts?.[key]?.trim() || builtIn.texts[key]])) as Omit<
    ConsentTexts,
    'cookieIds'
  >
  const measurementId = measurementIdFrom(doc.ga4MeasurementId)
  // A cookie whose script needs a measurement id is not offered while there is none: no choice about nothing.
  const cookies = cookiesFrom(doc, locale).filter((c) => !c.src?.includes('{measurementId}') || scriptSource(c.src, measurementId))
  return {
    texts: { ...texts, cookieIds: builtIn.cookieIds },
    position: (['bottom-right', 'bottom-left', 'bottom'] as const).includes(doc.position as BannerPosition)
      ? (doc.position as BannerPosition)
      : 'bottom-right',
    forceOpen: doc.forceOpen === true,
    measurementId,
    cookies,
  }
}
