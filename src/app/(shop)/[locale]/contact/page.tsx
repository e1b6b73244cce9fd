import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { pageMetadata } from '@/lib/seo'
import { CmsPage, FaqList, faqPageJsonLd, getFaq, getPage, groupFaq, JsonLd } from '@/features/content'
import { ContactForm } from '@/features/forms'
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
const SLUG = 'contact'
const PATH = '/contact'

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

/** Klantenservice: the contact intro, the FAQ by category (also linked as "Veelgestelde vragen") and the contact form. */
export default async function ContactPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [page, faq, t, tf] = await Promise.all([
    getPage(SLUG, locale),
    getFaq(locale),
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'forms' }),
  ])
  const groups = groupFaq(faq.categories, faq.items)
  return (
    <CmsPage page={page} fallbackTitle={t(`titles.${SLUG}`)} path={PATH} locale={locale} wide>
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <section id="veelgestelde-vragen" aria-labelledby="veelgestelde-vragen-titel" className="scroll-mt-24">
          <h2 id="veelgestelde-vragen-titel" className="font-serif text-2xl font-semibold text-wine-900 sm:text-3xl">
            {t('faq.title')}
          </h2>
          <div className="mt-6">{groups.length > 0 ? <FaqList groups={groups} /> : <p className="text-ink/70">{t('faq.empty')}</p>}</div>
          {groups.length > 0 && <JsonLd data={faqPageJsonLd(groups)} />}
        </section>
        <section
          id="contactformulier"
          aria-labelledby="contactformulier-titel"
          className="scroll-mt-24 rounded-2xl border border-cork-300 bg-white p-5 shadow-sm sm:p-8 lg:sticky lg:top-24"
        >
          <h2 id="contactformulier-titel" className="font-serif text-2xl font-semibold text-wine-900">
            {tf('contact.title')}
          </h2>
          <p className="mb-6 mt-2 text-ink/80">{tf('contact.intro', promiseValues(locale))}</p>
          <ContactForm locale={locale} />
        </section>
      </div>
    </CmsPage>
  )
}
