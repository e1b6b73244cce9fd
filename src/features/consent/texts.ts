/** Which consent texts a merchant may change in the CMS (the `cookie-consent` global). Pure. */
/** The consent texts of spec §3 (plus the settings title), each localized; empty falls back to Dutch, then to the built-in text. */
export const CONSENT_TEXT_KEYS = [
  'bannerTitle',
  'bannerDescription',
  'accept',
  'decline',
  'manageCookies',
  'settingsTitle',
  'settingsUnsaved',
  'close',
  'save',
  'acceptAll',
  'declineAll',
  'cookiesNecessary',
  'cookiesOptional',
  'cookiesFunctional',
] as const
