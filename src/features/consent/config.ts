/** What the storefront needs of the consent settings; built on the server, handed to the browser as props. */
import type { CookieDefinition } from './rules'

export type ConsentTexts = Record<
  | 'bannerTitle'
  | 'bannerDescription'
  | 'accept'
  | 'decline'
  | 'manageCookies'
  | 'settingsTitle'
  | 'settingsUnsaved'
  | 'close'
  | 'save'
  | 'acceptAll'
  | 'declineAll'
  | 'cookiesNecessary'
  | 'cookiesOptional'
  | 'cookiesFunctional'
  | 'cookieIds',
  string
>

export type BannerPosition = 'bottom-right' | 'bottom-left' | 'bottom'

export type ConsentConfig = {
  texts: ConsentTexts
  position: BannerPosition
  forceOpen: boolean
  /** GA4 measurement id (CMS, else env GA4_MEASUREMENT_ID); null = no analytics at all. */
  measurementId: string | null
  cookies: CookieDefinition[]
}
