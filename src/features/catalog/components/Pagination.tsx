import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import { toSearchParams, type CatalogQuery } from '../filters'
import { pageWindow } from '../paging'

/** Numbered pages that keep every filter in the URL (`page` is one of the canonical parameters). */
export async function Pagination({
  query,
  page,
  pageCount,
  locale,
  path,
}: {
  query: CatalogQuery
  page: number
  pageCount: number
  locale: Locale
  path: string
}) {
  if (pageCount < 2) return null
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const href = (n: number) => {
    const qs = toSearchParams({ ...query, page: n }).toString()
    return `${path}${qs ? `?${qs}` : ''}#wijnen`
  }
  const base = 'inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 font-medium'
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" className={`${base} text-wine-700 hover:bg-cork-100`}>
          ← {t('pagination.previous')}
        </a>
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink/70">
              …
            </li>
          ) : (
            <li key={n}>
              <a
                href={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: n })}
                className={`${base} ${n === page ? 'bg-wine-700 text-white' : 'text-ink hover:bg-cork-100'}`}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <a href={href(page + 1)} rel="next" className={`${base} text-wine-700 hover:bg-cork-100`}>
          {t('pagination.next')} →
        </a>
      )}
    </nav>
  )
}
