import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '../../i18n/routing'
import { confirmNewsletter, unsubscribeNewsletter } from './actions'

// Pages behind a secret link: never indexed, never cached, no referrer (lib/private-pages.ts).
export const LINK_PAGE_METADATA: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

const ACTIONS = { confirm: confirmNewsletter, unsubscribe: unsubscribeNewsletter }

/**
 * The page a newsletter mail's link opens: the confirmation link or the unsubscribe link. One button
 * that posts the token, so a mail scanner that opens every link changes nothing.
 */
export async function NewsletterLinkPage({
  params,
  kind,
}: {
  params: Promise<{ locale: string; token: string }>
  kind: 'confirm' | 'unsubscribe'
}) {
  const { locale, token } = await params
  if (!isLocale(locale) || !/^\d{1,12}-[A-Za-z0-9_-]{32}$/.test(token)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: `newsletter.${kind}` })
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-wine-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink/85">{t('text')}</p>
      <form action={ACTIONS[kind]} className="mt-8">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          className="inline-flex items-center rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700"
        >
          {t('button')}
        </button>
      </form>
    </div>
  )
}
