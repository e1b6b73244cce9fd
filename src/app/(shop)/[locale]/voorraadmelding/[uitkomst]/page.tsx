import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/routing'

const OUTCOMES = ['bevestigd', 'link-ongeldig'] as const
type Outcome = (typeof OUTCOMES)[number]
const isOutcome = (v: string): v is Outcome => (OUTCOMES as readonly string[]).includes(v)

export const revalidate = 3600
export function generateStaticParams() {
  return OUTCOMES.map((uitkomst) => ({ uitkomst }))
}

type Props = { params: Promise<{ locale: string; uitkomst: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, uitkomst } = await params
  if (!isLocale(locale) || !isOutcome(uitkomst)) return {}
  const t = await getTranslations({ locale, namespace: 'stockAlert.outcome' })
  return { title: t(`${uitkomst}.title`), robots: { index: false, follow: true } }
}

/** What confirming a back-in-stock alert led to. */
export default async function StockAlertOutcomePage({ params }: Props) {
  const { locale, uitkomst } = await params
  if (!isLocale(locale) || !isOutcome(uitkomst)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'stockAlert.outcome' })
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-wine-900 sm:text-4xl">{t(`${uitkomst}.title`)}</h1>
      <p role={uitkomst === 'bevestigd' ? 'status' : 'alert'} className="mt-4 text-lg leading-relaxed text-ink/85">
        {t(`${uitkomst}.text`)}
      </p>
    </div>
  )
}
