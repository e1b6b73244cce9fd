/**
 * The cookies a fresh shop asks consent for, in nl and en (spec §3): the necessary ones, analytics
 * (GA4, only offered once a measurement id is configured) and functional (embedded content).
 * The consent texts themselves are the UI defaults in src/messages/{nl,en}/consent.json.
 * Pure data, owned by the consent feature: the seed (cms/seed) writes it to the `cookie-consent`
 * global, the storefront falls back to it while that global holds no cookies.
 */
/** A text in both languages. */
type Localized = { nl: string; en: string }

export type CookieSeed = {
  cookieId: string
  group: 'necessary' | 'optional'
  name: Localized
  description: Localized
  targetCookieIds: string[]
  src?: string
  links: { url: string; label: Localized }[]
}

const PRIVACY = { url: '/legal/privacy-policy', label: { nl: 'Ons privacybeleid', en: 'Our privacy policy' } }

export const CONSENT_COOKIES: CookieSeed[] = [
  {
    cookieId: 'necessary',
    group: 'necessary',
    name: { nl: 'Essentiële cookies', en: 'Essential cookies' },
    description: {
      nl: 'Onthouden je cookiekeuze. Je winkelmandje en de leeftijdscontrole bewaren we in je browser zelf, niet in cookies, en we delen ze met niemand.',
      en: 'Remember your cookie choice. Your cart and the age check are kept in your browser itself, not in cookies, and we share them with no one.',
    },
    targetCookieIds: ['kelder-en-kurk-consent', 'kelder-en-kurk-consent-cookies'],
    links: [PRIVACY],
  },
  {
    cookieId: 'ga4',
    group: 'optional',
    name: { nl: 'Analytische cookies', en: 'Analytics cookies' },
    description: {
      nl: 'Met Google Analytics zien we hoe bezoekers de winkel gebruiken, zodat we die kunnen verbeteren. We gebruiken de gegevens niet voor advertenties.',
      en: 'With Google Analytics we see how visitors use the shop, so that we can improve it. We do not use the data for advertising.',
    },
    targetCookieIds: ['_ga', '_ga_*'],
    src: 'https://www.googletagmanager.com/gtag/js?id={measurementId}',
    links: [
      { url: 'https://policies.google.com/privacy', label: { nl: 'Privacybeleid van Google', en: 'Google’s privacy policy' } },
      PRIVACY,
    ],
  },
  {
    cookieId: 'functional',
    group: 'optional',
    name: { nl: 'Functionele cookies', en: 'Functional cookies' },
    description: {
      nl: 'Voor ingesloten inhoud van andere websites, zoals video’s. Zonder jouw toestemming tonen we die niet.',
      en: 'For embedded content from other websites, such as videos. Without your consent we do not show it.',
    },
    targetCookieIds: [],
    links: [PRIVACY],
  },
]
