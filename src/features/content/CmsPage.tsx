import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { localizedPath } from '../../lib/seo'
import { Breadcrumbs } from './Breadcrumbs'
import { PageHeader } from './PageHeader'
import { RichText } from './RichText'
import type { ContentPage } from './queries'

/**
 * A CMS page in the storefront: breadcrumbs, title, intro and rich text, then whatever the route adds
 * (FAQ, a form). When the page is not in the CMS (yet), the route's own title and a short note show.
 */
export async function CmsPage({
  page,
  fallbackTitle,
  path,
  locale,
  children,
  breadcrumbs = true,
  wide = false,
}: {
  page: ContentPage | null
  fallbackTitle: string
  path: string
  locale: Locale
  children?: ReactNode
  breadcrumbs?: boolean
  /** Wide pages (two columns, like Klantenservice) use the full shop width; text pages a centred column. */
  wide?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'pages' })
  const title = page?.title || fallbackTitle
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      {breadcrumbs && (
        <div className="mb-6">
          <Breadcrumbs
            label={t('breadcrumb.label')}
            crumbs={[
              { name: t('breadcrumb.home'), href: localizedPath('/', locale) },
              { name: title, href: localizedPath(path, locale) },
            ]}
          />
        </div>
      )}
      <PageHeader title={title} intro={page?.intro} />
      {page?.content ? (
        <RichText data={page.content} locale={locale} className="mt-8" />
      ) : !page ? (
        <p className="mt-6 text-ink/70">{t('missing')}</p>
      ) : null}
      {children}
    </div>
  )
}
