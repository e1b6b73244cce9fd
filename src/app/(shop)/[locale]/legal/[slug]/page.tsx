import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { CmsPage, getPage, isLegalSlug } from '@/features/content'
import { WainePrivacySection } from '@/features/sommelier/PrivacySection'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale) || !isLegalSlug(slug)) return {}
  const [page, t] = await Promise.all([getPage(slug, locale), getTranslations({ locale, namespace: 'pages' })])
  return pageMetadata({
    title: page?.title || t(`titles.${slug}`),
    description: page?.metaDescription ?? page?.intro ?? undefined,
    path: `/legal/${slug}`,
    locale,
  })
}

/** Only the three legal pages (LEGAL_SLUGS) exist here; any other slug is the 404 page. */
export default async function LegalPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale) || !isLegalSlug(slug)) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(slug, locale), getTranslations({ locale, namespace: 'pages' })])
  return (
    <CmsPage page={page} fallbackTitle={t(`titles.${slug}`)} path={`/legal/${slug}`} locale={locale}>
      {slug === 'privacy-policy' && <WainePrivacySection locale={locale} />}
    </CmsPage>
  )
}
