import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { CmsPage, getPage } from '@/features/content'
import { TradeForm } from '@/features/forms'
import { promiseValues } from '@/lib/promises'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'voor-handelaren'
const PATH = '/voor-handelaren'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return pageMetadata({
    title: page?.title || t(`titles.${SLUG}`),
    description: page?.metaDescription ?? page?.intro ?? undefined,
    path: PATH,
    locale,
  })
}

export default async function TradePage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, t, tf] = await Promise.all([
    getPage(SLUG, locale),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'forms' }),
  ])
  return (
    <CmsPage page={page} fallbackTitle={t(`titles.${SLUG}`)} path={PATH} locale={locale}>
      <section aria-labelledby="handelsaanvraag" className="mt-12 rounded-2xl border border-cork-300 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="handelsaanvraag" className="font-serif text-2xl font-semibold text-wine-900">
          {tf('trade.title')}
        </h2>
        <p className="mb-6 mt-2 text-ink/80">{tf('trade.intro', promiseValues(locale))}</p>
        <TradeForm locale={locale} />
      </section>
    </CmsPage>
  )
}
