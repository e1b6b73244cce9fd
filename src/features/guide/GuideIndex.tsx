import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { localizedPath } from '../../lib/seo'
import { PageHeader } from '../content'
import { ArticleCard } from './ArticleCard'
import { groupByCategory, searchArticles } from './article'
import { getArticleSummaries } from './queries'

/**
 * The wijnwijzer index: every article by category, or the results of a search (`query`). One
 * component for the cached page (no query) and its per-request twin (lib/query-pages.ts).
 */
export async function GuideIndex({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'guide' })
  const all = await getArticleSummaries(locale)
  const found = searchArticles(all, query)
  const href = (slug: string) => localizedPath(`/wijnwijzer/${slug}`, locale)
  const readingTime = (minutes: number) => t('readingTime', { minutes })

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('title')} intro={t('intro')} />

      <form role="search" method="get" action={localizedPath('/wijnwijzer', locale)} className="mt-8 flex max-w-xl gap-2">
        <label htmlFor="wijnwijzer-zoek" className="sr-only">
          {t('search.label')}
        </label>
        <input
          id="wijnwijzer-zoek"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={t('search.placeholder')}
          className="min-w-0 flex-1 rounded-full border border-cork-300 bg-white px-4 py-2.5 text-base outline-none focus-visible:ring-2 focus-visible:ring-wine-500"
        />
        <button
          type="submit"
          className="rounded-full bg-wine-700 px-5 py-2.5 font-medium text-white hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700"
        >
          {t('search.submit')}
        </button>
      </form>

      {query ? (
        <section aria-labelledby="zoekresultaten" className="mt-10">
          <h2 id="zoekresultaten" className="text-lg font-medium">
            {t('search.results', { count: found.length, query })}
          </h2>
          {found.length > 0 && (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {found.map((a) => (
                <li key={a.id} className="flex">
                  <ArticleCard article={a} href={href(a.slug)} readingTime={readingTime(a.readingMinutes)} />
                </li>
              ))}
            </ul>
          )}
          <p className="mt-6">
            <a href={localizedPath('/wijnwijzer', locale)} className="text-wine-700 underline underline-offset-2 hover:text-wine-900">
              {t('search.showAll')}
            </a>
          </p>
        </section>
      ) : all.length === 0 ? (
        <p className="mt-10 text-ink/70">{t('empty')}</p>
      ) : (
        groupByCategory(all).map((group, gi) => (
          <section key={group.category} aria-labelledby={`categorie-${group.category}`} className="mt-12">
            <h2 id={`categorie-${group.category}`} className="font-serif text-2xl font-semibold text-wine-900">
              {t(`categories.${group.category}`)}
            </h2>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.articles.map((a, i) => (
                <li key={a.id} className="flex">
                  <ArticleCard article={a} href={href(a.slug)} readingTime={readingTime(a.readingMinutes)} priority={gi === 0 && i === 0} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
