import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'
import { isLocale } from '@/i18n/routing'
import { NewsletterSignup } from '@/features/newsletter'

/** What a sign-up, a confirmation or an unsubscribe led to: one fixed page each, the same for everybody. */
const OUTCOMES = ['aangemeld', 'ongeldig', 'te-vaak', 'bevestigd', 'afgemeld', 'link-ongeldig'] as const
type Outcome = (typeof OUTCOMES)[number]
/** Outcomes after which the visitor may want to (try to) sign up again. */
const WITH_FORM: readonly Outcome[] = ['ongeldig', 'te-vaak', 'afgemeld', 'link-ongeldig']

export const revalidate = 3600
export function generateStaticParams() {
  return OUTCOMES.map((uitkomst) => ({ uitkomst }))
}

type Props = { params: Promise<{ locale: string; uitkomst: string }> }
const isOutcome = (v: string): v is Outcome => (OUTCOMES as readonly string[]).includes(v)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, uitkomst } = await params
  if (!isLocale(locale) || !isOutcome(uitkomst)) return {}
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  return { title: t(`outcome.${uitkomst}.title`), robots: { index: false, follow: true } }
}

export default async function NewsletterOutcomePage({ params }: Props) {
  const { locale, uitkomst } = await params
  if (!isLocale(locale) || !isOutcome(uitkomst)) notFound()
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'newsletter' })
  const problem = uitkomst === 'ongeldig' || uitkomst === 'te-vaak' || uitkomst === 'link-ongeldig'
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-serif text-3xl font-semibold text-wine-900 sm:text-4xl">{t(`outcome.${uitkomst}.title`)}</h1>
      <p role={problem ? 'alert' : 'status'} className="mt-4 text-lg leading-relaxed text-ink/85">
        {t(`outcome.${uitkomst}.text`)}
      </p>
      {WITH_FORM.includes(uitkomst) && (
        <div className="mt-8">
          <NewsletterSignup locale={locale} variant="block" />
        </div>
      )}
    </div>
  )
}
