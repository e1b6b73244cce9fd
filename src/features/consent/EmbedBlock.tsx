import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { embedHost, isEmbedUrl } from './embed'
import { EmbedConsent } from './EmbedConsent'
import { getConsentConfig } from './queries'

/** The rich-text `embed` block on the server: texts for the placeholder, nothing for a URL that is not allowed. */
export async function EmbedBlock({ url, title, locale }: { url: unknown; title: unknown; locale: Locale }) {
  if (!isEmbedUrl(url)) return null
  const [t, config] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), getConsentConfig(locale)])
  return (
    <EmbedConsent
      src={url}
      title={typeof title === 'string' && title ? title : embedHost(url)}
      texts={{ heading: config.texts.cookiesFunctional, blocked: t('embedBlocked', { host: embedHost(url) }), allow: t('embedAllow') }}
    />
  )
}
