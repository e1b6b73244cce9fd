import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import { formatCents } from '../../../lib/money'
import { toSearchParams, type CatalogQuery } from '../filters'
import type { Facets } from '../listing'
import { countryName } from '../labels'

type Chip = { key: string; label: string; without: Partial<CatalogQuery> }

/**
 * The active filters as removable chips above the wines, on every screen size (issue #19): a ticked
 * "Italië" no longer hides inside a closed panel. Each chip is a link to the same selection without
 * it, so it works without JavaScript too.
 */
export async function ActiveFilters({
  query,
  catalog,
  locale,
  path,
}: {
  query: CatalogQuery
  catalog: Facets
  locale: Locale
  path: string
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const grapeName = (value: string) => catalog.druif.find((f) => f.value.toLowerCase() === value)?.value ?? value
  const drop = <K extends 'kleur' | 'land' | 'druif' | 'eten'>(key: K, value: string): Partial<CatalogQuery> => ({
    [key]: (query[key] as string[]).filter((v) => v !== value),
  })
  const chips: Chip[] = [
    ...(query.zoek ? [{ key: 'zoek', label: t('filters.searchChip', { text: query.zoek }), without: { zoek: '' } }] : []),
    ...query.kleur.map((v) => ({ key: `kleur-${v}`, label: t(`colors.${v}`), without: drop('kleur', v) })),
    ...query.land.map((v) => ({ key: `land-${v}`, label: countryName(v, locale), without: drop('land', v) })),
    ...query.druif.map((v) => ({ key: `druif-${v}`, label: grapeName(v), without: drop('druif', v) })),
    ...query.eten.map((v) => ({ key: `eten-${v}`, label: t(`pairings.${v}`), without: drop('eten', v) })),
    ...(query.min !== null ? [{ key: 'min', label: t('filters.minChip', { price: formatCents(query.min) }), without: { min: null } }] : []),
    ...(query.max !== null ? [{ key: 'max', label: t('filters.maxChip', { price: formatCents(query.max) }), without: { max: null } }] : []),
  ]
  if (chips.length === 0) return null
  const href = (without: Partial<CatalogQuery>) => {
    const search = toSearchParams({ ...query, ...without, page: 1 }).toString()
    return `${path}${search ? `?${search}` : ''}#wijnen`
  }

  return (
    <div className="mb-5 flex flex-wrap items-center gap-2">
      <ul aria-label={t('filters.chips')} className="flex flex-wrap gap-2" data-filter-chips>
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={href(chip.without)}
              data-scroll="keep"
              aria-label={t('filters.remove', { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-wine-700/10 py-1.5 pl-3.5 pr-2.5 text-sm font-medium text-wine-900 ring-1 ring-wine-700/25 hover:bg-wine-700/15"
            >
              {chip.label}
              <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.2">
                <path d="M7 7l10 10M17 7 7 17" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <a
          href={href({ zoek: '', kleur: [], land: [], druif: [], eten: [], min: null, max: null })}
          data-scroll="keep"
          data-filter-chip-clear
          className="px-1 text-sm font-medium text-wine-700 underline underline-offset-4 hover:text-wine-900"
        >
          {t('filters.clear')}
        </a>
      )}
    </div>
  )
}
