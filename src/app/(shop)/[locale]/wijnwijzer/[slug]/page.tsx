import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/routing'
import { localizedPath, pageMetadata, siteUrl } from '@/lib/seo'
import { getShopName } from '@/features/layout/queries'
import {
  ArticleCard,
  articleJsonLd,
  getArticle,
  getArticleSummaries,
  getWineNames,
  relatedArticles,
  WineList,
  wineLinkIndex,
} from '@/features/guide'
import { Breadcrumbs, ContentImage, JsonLd, RichText } from '@/features/content'
import { intlLocale } from '@/lib/locale-tags'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const article = await getArticle(slug, locale)
  if (!article) return {}
  const meta = pageMetadata({
    title: article.title,
    description: article.metaDescription || article.summary,
    path: `/wijnwijzer/${slug}`,
    locale,
  })
  const image = article.heroImage
  return image
    ? {
        ...meta,
        openGraph: {
          ...meta.openGraph,
          images: [{ url: `${siteUrl()}${image.url}`, width: image.width, height: image.height, alt: image.alt }],
        },
      }
    : meta
}

const dateFormat = (locale: Locale) => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })

/** A wijnwijzer article: server-rendered only (no client components), so the page stays light. */
export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const article = await getArticle(slug, locale)
  if (!article) notFound()
  const [t, tc, all, shopName, wineNames] = await Promise.all([
    getTranslations({ locale, namespace: 'guide' }),
    getTranslations({ locale, namespace: 'catalog' }),
    getArticleSummaries(locale),
    getShopName(locale),
    getWineNames(),
  ])
  // A wine the text names in bold links to its product page (issue #19); other bold text stays bold.
  const wines = wineLinkIndex(wineNames, locale)
  const wineHref = (text: string) => {
    const ean = wines.find(text)
    return ean ? localizedPath(`/producten/${ean}`, locale) : null
  }
  const path = `/wijnwijzer/${article.slug}`
  const url = `${siteUrl()}${localizedPath(path, locale)}`
  const related = relatedArticles(article, article.relatedIds, all)
  const published = article.publishedAt ? dateFormat(locale).format(new Date(article.publishedAt)) : null

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          description: article.metaDescription || article.summary,
          url,
          image: article.heroImage,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          locale,
          shopName,
          origin: siteUrl(),
        })}
      />
      <Breadcrumbs
        label={t('breadcrumb.label')}
        crumbs={[
          { name: t('breadcrumb.home'), href: localizedPath('/', locale) },
          { name: t('title'), href: localizedPath('/wijnwijzer', locale) },
          { name: article.title, href: localizedPath(path, locale) },
        ]}
      />

      <article>
        <header className="mx-auto mt-6 max-w-[42rem]">
          <p className="text-sm font-medium uppercase tracking-wide text-wine-700">{t(`categories.${article.category}`)}</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold leading-tight text-wine-900 sm:text-5xl sm:leading-tight">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink/80 sm:text-xl">{article.summary}</p>
          <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink/70">
            <span>{t('readingTime', { minutes: article.readingMinutes })}</span>
            {published && article.publishedAt && <time dateTime={article.publishedAt}>{t('published', { date: published })}</time>}
          </p>
        </header>

        {article.heroImage && (
          <figure className="mx-auto mt-8 max-w-4xl overflow-hidden rounded-2xl bg-cork-100">
            <ContentImage image={article.heroImage} preset="article-hero" priority className="h-auto w-full" />
          </figure>
        )}

        <RichText data={article.content} locale={locale} boldLink={wineHref} className="mx-auto mt-10" />
      </article>

      {article.wines.length > 0 && (
        <section aria-labelledby="wijnen-uit-de-shop" className="mt-16 border-t border-cork-300 pt-10">
          <h2 id="wijnen-uit-de-shop" className="font-serif text-2xl font-semibold text-wine-900">
            {t('wines.title')}
          </h2>
          <div className="mt-6">
            <WineList
              wines={article.wines}
              hrefOf={(ean) => localizedPath(`/producten/${ean}`, locale)}
              stockLabels={{ in: tc('stock.in'), low: (count) => tc('stock.low', { count }), out: tc('stock.out') }}
            />
          </div>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="lees-ook" className="mt-16 border-t border-cork-300 pt-10">
          <h2 id="lees-ook" className="font-serif text-2xl font-semibold text-wine-900">
            {t('related')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.id} className="flex">
                <ArticleCard
                  article={a}
                  href={localizedPath(`/wijnwijzer/${a.slug}`, locale)}
                  readingTime={t('readingTime', { minutes: a.readingMinutes })}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
