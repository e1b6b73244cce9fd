import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { embedHost, isEmbedUrl } from './embed'
import { askConsent } from './events'
import { LazyEmbedFrame } from './LazyEmbedFrame'
import { getConsentConfig } from './queries'

/**
 * The rich-text `embed` block: an iframe from another site, blocked until the visitor allows
 * functional cookies (spec §2). The server renders the placeholder (same size as the frame: no layout
 * shift); its button asks ConsentRoot for that consent (`allow-embeds`, also when clicked before the
 * page's scripts ran), after which EmbedFrame adds the frame. Nothing for a URL that is not allowed.
 */
export async function EmbedBlock({ url, title, locale }: { url: unknown; title: unknown; locale: Locale }) {
  if (!isEmbedUrl(url)) return null
  const [t, config] = await Promise.all([getTranslations({ locale, namespace: 'consent' }), getConsentConfig(locale)])
  const name = typeof title === 'string' && title ? title : embedHost(url)
  return (
    <div className="embed not-prose relative my-6 aspect-video w-full overflow-hidden rounded-xl bg-wine-900 text-cork-50">
      <div className="embed-placeholder flex h-full flex-col items-center justify-center gap-3 p-5 text-center">
        <p className="font-serif text-lg font-semibold">{name}</p>
        <p className="max-w-md text-sm text-cork-100/90">{t('embedBlocked', { host: embedHost(url) })}</p>
        <button
          type="button"
          {...askConsent('allow-embeds')}
          className="rounded-full bg-cork-50 px-5 py-2.5 text-sm font-semibold text-wine-900 hover:bg-white"
        >
          {t('embedAllow')}
        </button>
        <p className="text-xs text-cork-100/70">{config.texts.cookiesFunctional}</p>
      </div>
      <LazyEmbedFrame src={url} title={name} />
    </div>
  )
}
