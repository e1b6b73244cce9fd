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
