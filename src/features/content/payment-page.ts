/**
 * What the three /payments/* pages share: their CMS page (by slug) with the `pages` messages, a
 * title that falls back to the message, and metadata that keeps them out of search engines.
 */
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '../../i18n/routing'
import { pageMetadata } from '../../lib/seo'
import { getPage } from './queries'

type Params = Promise<{ locale: string }>

async function load(slug: string, locale: Parameters<typeof getPage>[1]) {
  const [page, t] = await Promise.all([getPage(slug, locale), getTranslations({ locale, namespace: 'pages' })])
  return { page, t, title: page?.title || t(`titles.${slug}`) }
}

/** `generateMetadata` for a payment page: `{title} | {shop}`, canonical `path`, noindex. */
export function paymentPageMetadata(slug: string, path: string) {
  return async ({ params }: { params: Params }): Promise<Metadata> => {
    const { locale } = await params
    if (!isLocale(locale)) return {}
    const { title } = await load(slug, locale)
    return { ...pageMetadata({ title, path, locale }), robots: { index: false, follow: false } }
  }
}

/** The page's content for rendering; an unknown locale is a 404. */
export async function loadPaymentPage(slug: string, params: Params) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return { locale, ...(await load(slug, locale)) }
}
