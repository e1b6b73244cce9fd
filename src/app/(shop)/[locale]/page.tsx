import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale } from '@/i18n/routing'
import { cmsImage } from '@/lib/cms-image'
import { localizedPath, pageMetadata } from '@/lib/seo'
import { applyCatalogQuery, COLOR_CODES, facetsOf, parseCatalogQuery, toSearchParams } from '@/features/catalog'
import { getAllProducts } from '@/features/catalog/queries'
import { CatalogFilters, Pagination, ProductGrid } from '@/features/catalog/components'
import { getHome, getShopName } from '@/features/layout/queries'
import { HomeHero, Usps } from '@/features/layout'
import { localizeHref } from '@/features/content'

type SearchParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/**
 * The catalog's URL, normalised for the canonical link: repeated parameters joined, values in a fixed
 * order (`kleur=wit&kleur=rood` and `kleur=rood,wit` are one page).
 */
const normalised = (sp: SearchParams) => {
  const q = parseCatalogQuery(sp)
  const sorted = { ...q, kleur: COLOR_CODES.filter((c) => q.kleur.includes(c)), land: [...new Set(q.land)].sort(), druif: [...new Set(q.druif)].sort() }
  return Object.fromEntries(toSearchParams(sorted))
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const [t, shop] = await Promise.all([getTranslations({ locale, namespace: 'catalog' }), getShopName(locale)])
  return pageMetadata({ description: t('metaDescription', { shop }), path: '/', locale, searchParams: normalised(await searchParams) })
}

export default async function HomePage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [home, products, t, sp] = await Promise.all([getHome(locale), getAllProducts(locale), getTranslations({ locale, namespace: 'catalog' }), searchParams])

  const query = parseCatalogQuery(sp)
  const { items, total, page, pageCount } = applyCatalogQuery(products, query)
  const path = localizedPath('/', locale)
  const usps = home.usps?.length
    ? home.usps
    : (['shipping', 'delivery', 'tasted', 'pay'] as const).map((k) => ({ title: t(`usps.${k}`), text: t(`usps.${k}Text`) }))

  return (
    <>
      <HomeHero
        heading={home.hero?.heading || t('hero.heading')}
        text={home.hero?.heading ? home.hero.text : t('hero.text')}
        cta={home.hero?.ctaLabel || t('hero.cta')}
        href={home.hero?.ctaHref ? localizeHref(home.hero.ctaHref, locale) : '#wijnen'}
        image={cmsImage(home.hero?.image)}
      />
      <Usps items={usps} label={t('usps.label')} />

      <section id="wijnen" aria-labelledby="wijnen-titel" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="wijnen-titel" className="font-serif text-3xl font-semibold text-wine-900 sm:text-4xl">
            {t('title')}
          </h2>
          <p role="status" className="text-ink/70">
            {t('results', { count: total })}
          </p>
        </div>
        <div className="mt-6 grid gap-8 lg:grid-cols-[15rem_1fr]">
          <aside>
            {/* Keyed by the URL: back/forward remounts the uncontrolled inputs with the URL's values. */}
            <CatalogFilters key={toSearchParams(query).toString()} query={query} facets={facetsOf(products)} locale={locale} action={path} />
          </aside>
          <div id="wijnen-resultaten">
            {items.length > 0 ? (
              <ProductGrid products={items} locale={locale} eager={2} />
            ) : (
              <p className="rounded-2xl bg-white p-8 text-center text-lg text-ink/80 ring-1 ring-cork-300/50">{t('noResults')}</p>
            )}
            <Pagination query={query} page={page} pageCount={pageCount} locale={locale} path={path} />
          </div>
        </div>
      </section>
    </>
  )
}
