/** Cookie consent: pure rules, the consent cookies, the CMS-backed settings, banner, modal and analytics gate. */
export * from './rules'
export { CONSENT_COOKIE, CONSENT_IDS_COOKIE, CONSENT_LIFETIME_MS, parseCookieHeader, readConsent } from './cookies'
export type { ConsentConfig, ConsentTexts, BannerPosition } from './config'
export { CookieConsent } from './CookieConsent'
export { ConsentEarlyClicks, ConsentModeDefaults } from './ConsentHead'
