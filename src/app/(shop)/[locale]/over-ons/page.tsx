import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { CmsPage, getPage } from '@/features/content'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }
const SLUG = 'over-ons'
const PATH = '/over-ons'

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

export default async function AboutPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, t] = await Promise.all([getPage(SLUG, locale), getTranslations({ locale, namespace: 'pages' })])
  return <CmsPage page={page} fallbackTitle={t(`titles.${SLUG}`)} path={PATH} locale={locale} />
}
