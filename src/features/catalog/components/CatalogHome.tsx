import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import { cmsImage } from '../../../lib/cms-image'
import { promiseValues } from '../../../lib/promises'
import { NewsletterSignup } from '../../newsletter'
import { localizedPath } from '../../../lib/seo'
import { getHome } from '../../layout/queries'
import { HomeHero, Usps } from '../../layout'
import { localizeHref } from '../../content'
import { toSearchParams, type CatalogQuery } from '../filters'
import { findCatalogPage, getSelectionAndRangeFacets } from '../listing'
import { ActiveFilters } from './ActiveFilters'
import { CatalogFilters } from './CatalogFilters'
import { Pagination } from './Pagination'
import { ProductGrid } from './ProductGrid'

/**
 * The home page: hero, the shop's promises and the catalog for one query. The plain home page
 * renders it for the default query (cached); `/?zoek=…&kleur=…` reaches it through the per-request
 * twin (lib/query-pages.ts).
 */
export async function CatalogHome({ locale, query }: { locale: Locale; query: CatalogQuery }) {
  const [home, t, { items, total, page, pageCount }, { facets, range: catalog }] = await Promise.all([
    getHome(locale),
    getTranslations({ locale, namespace: 'catalog' }),
    findCatalogPage(query, locale),
    getSelectionAndRangeFacets(query),
  ])
  const path = localizedPath('/', locale)
  const promised = promiseValues(locale)
  const usps = home.usps?.length
    ? home.usps
    : (['shipping', 'delivery', 'tasted', 'pay'] as const).map((k) => ({
        title: t(`usps.${k}`, promised),
        text: t(`usps.${k}Text`, promised),
      }))

  return (
    <>
      <HomeHero
        heading={home.hero?.heading || t('hero.heading')}
        text={home.hero?.heading ? home.hero.text : t('hero.text', promised)}
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
          <aside className="relative">
            {/* With the keyboard, the results are one Tab away instead of every filter (issue #19). */}
            <a
              href="#wijnen-resultaten"
              className="sr-only focus:not-sr-only focus:absolute focus:top-0 focus:left-0 focus:z-10 focus:rounded-full focus:bg-wine-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white"
            >
              {t('skipToResults')}
            </a>
            {/* Keyed by the URL: back/forward remounts the uncontrolled inputs with the URL's values. */}
            <CatalogFilters
              key={toSearchParams(query).toString()}
              query={query}
              facets={facets}
              catalog={catalog}
              total={total}
              locale={locale}
              action={path}
            />
          </aside>
          <div id="wijnen-resultaten" tabIndex={-1} className="relative outline-none">
            {/* Shown while a new selection loads; the old wines stay readable under it (issue #19). */}
            <div className="catalog-progress" role="progressbar" aria-label={t('filters.loading')} />
            <ActiveFilters query={query} catalog={catalog} locale={locale} path={path} />
            {items.length > 0 ? (
              <ProductGrid products={items} locale={locale} eager={2} />
            ) : (
              <p className="rounded-2xl bg-white p-8 text-center text-lg text-ink/80 ring-1 ring-cork-300/50">
                {query.zoek ? t('search.noResults') : t('noResults')}
              </p>
            )}
            <Pagination query={query} page={page} pageCount={pageCount} locale={locale} path={path} />
          </div>
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-4 pb-12 sm:px-6">
        <NewsletterSignup locale={locale} variant="block" heading={home.newsletter?.heading} text={home.newsletter?.text} />
      </div>
    </>
  )
}
