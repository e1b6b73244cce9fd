import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { PageHeader } from '@/features/content'
import { WithdrawalForm } from '@/features/forms'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'forms' })
  return pageMetadata({ title: t('withdraw.title'), path: '/herroepen', locale })
}

/** The withdrawal function (herroepingsknop): a guest form, no account, no upload. */
export default async function WithdrawalPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'forms' })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageHeader title={t('withdraw.title')} intro={t('withdraw.intro')} />
      <div className="mt-8">
        <WithdrawalForm locale={locale} />
      </div>
    </div>
  )
}
