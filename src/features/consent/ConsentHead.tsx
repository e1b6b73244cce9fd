import { CONSENT_COOKIE } from './cookies'
import { ACTION_ATTRIBUTE, CONSENT_GIVEN_ATTRIBUTE, EARLY_CLICKS } from './events'

/**
 * Google Consent Mode v2 defaults, before anything else can run (spec §4): everything denied.
 * Only on shops with a measurement id; the tag itself loads after consent (browser.ts).
 */
export function ConsentModeDefaults({ measurementId }: { measurementId: string | null }) {
  if (!measurementId) return null
  const code =
    'window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};' +
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'denied',personalization_storage:'denied',security_storage:'granted'});"
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}

/**
 * Before the first paint: a visitor who has already chosen gets CONSENT_GIVEN_ATTRIBUTE on <html>, so
 * CSS shows the settings button, not the banner (the page itself is the same for everyone). And the
 * banner is server HTML: a click on it before React has hydrated the page would do nothing, so this
 * notes such clicks; ConsentRoot carries out the last one once it is mounted.
 */
export function ConsentEarlyClicks() {
  const code =
    `(function(){if(/(?:^|; )${CONSENT_COOKIE}=true(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_GIVEN_ATTRIBUTE}','');` +
    `var q=window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){` +
    `var b=!q.done&&e.target&&e.target.closest&&e.target.closest('[${ACTION_ATTRIBUTE}]');` +
    `if(b)q.push(b.getAttribute('${ACTION_ATTRIBUTE}'))},true)})()`
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}
