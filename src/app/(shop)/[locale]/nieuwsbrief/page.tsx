import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { PageHeader } from '@/features/content'
import { NewsletterSignup } from '@/features/newsletter'

/** Cached like the other content pages (docs/architecture.md, "Page cache and CSP"). */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  return pageMetadata({ title: t('title'), description: t('intro'), path: '/nieuwsbrief', locale })
}

/** The newsletter's own page: where the footer's form and every outcome lead back to. */
export default async function NewsletterPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mt-8">
        <NewsletterSignup locale={locale} variant="block" />
      </div>
    </div>
  )
}
