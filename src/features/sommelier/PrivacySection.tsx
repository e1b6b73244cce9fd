import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { env } from '../../lib/env'
import { modelConfigFrom } from './model'

/**
 * The privacy statement's part on Waine that depends on how this shop runs it (issue #15 §3): with a
 * language model configured it names the model and its host, definitively; without one it says that
 * questions stay on the shop's server. Decided by the same rule that switches the model on.
 */
export async function WainePrivacySection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages.privacyWaine' })
  const model = modelConfigFrom(env())
  return (
    <section aria-labelledby="waine-privacy" className="mt-10">
      <h2 id="waine-privacy" className="font-serif text-2xl font-semibold text-wine-900">
        {t('heading')}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/85">
        {model ? t('model', { model: model.name, host: new URL(model.url).host }) : t('local')}
      </p>
    </section>
  )
}
