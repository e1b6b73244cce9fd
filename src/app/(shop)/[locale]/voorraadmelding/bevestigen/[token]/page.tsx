import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/routing'
import { confirmStockAlertAction } from '@/features/stock-alerts'

type Props = { params: Promise<{ locale: string; token: string }> }

// A page behind a secret link: never indexed, never cached, no referrer (lib/private-pages.ts).
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The confirmation link of a back-in-stock alert: one button, so a mail scanner confirms nothing. */
export default async function StockAlertConfirmPage({ params }: Props) {
  const { locale, token } = await params
  if (!isLocale(locale) || !/^\d{1,12}-[A-Za-z0-9_-]{32}$/.test(token)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'stockAlert.confirm' })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-wine-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('text')}</p>
      <form action={confirmStockAlertAction} className="mt-8">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="inline-flex items-center rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900"
        >
          {t('button')}
        </button>
      </form>
    </div>
  )
}
