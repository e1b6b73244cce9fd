import { ACTION_ATTRIBUTE, EARLY_CLICKS } from './events'

/**
 * Google Consent Mode v2 defaults, before anything else can run (spec §4): everything denied.
 * Only on shops with a measurement id; the tag itself loads after consent (browser.ts).
 */
export function ConsentModeDefaults({ nonce, measurementId }: { nonce?: string; measurementId: string | null }) {
  if (!measurementId) return null
  const code =
    "window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};" +
    "gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',functionality_storage:'denied',personalization_storage:'denied',security_storage:'granted'});"
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}

/**
 * The banner is server HTML: a click on it before React has hydrated the page would do nothing. This
 * head script notes such clicks; ConsentRoot carries out the last one once it is mounted.
 */
export function ConsentEarlyClicks({ nonce }: { nonce?: string }) {
  const code =
    `(function(){var q=window.${EARLY_CLICKS}=[];document.addEventListener('click',function(e){` +
    `var b=!q.done&&e.target&&e.target.closest&&e.target.closest('[${ACTION_ATTRIBUTE}]');` +
    `if(b)q.push(b.getAttribute('${ACTION_ATTRIBUTE}'))},true)})()`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
