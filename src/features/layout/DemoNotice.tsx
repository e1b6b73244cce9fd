import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'

/**
 * A strip above the header while the shop is the seeded demo (issue #15 §2): discreet, but no
 * visitor takes the placeholder shop for a real one. It goes when the merchant leaves demo mode.
 * An `aside` (a complementary landmark): every piece of the page belongs to one.
 */
export async function DemoNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <aside aria-label={t('demoNotice.label')} className="bg-wine-900 px-4 py-1.5 text-center text-sm text-cork-50">
      <strong className="font-semibold">{t('demoNotice.label')}</strong> · {t('demoNotice.text')}
    </aside>
  )
}
