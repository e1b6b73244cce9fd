import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import type { CatalogQuery } from '../filters'
import type { Facets } from '../listing'
import { COLOR_CODES, SORTS } from '../vocabulary'
import { MAX_SEARCH_LENGTH } from '../filters'
import { countryName } from '../labels'
import { FilterEnhancer } from './FilterEnhancer'

function Group({ legend, children, scroll = false }: { legend: string; children: React.ReactNode; scroll?: boolean }) {
  // A facet without values (an empty catalog) is left out.
  if (Array.isArray(children) && children.length === 0) return null
  return (
    <fieldset className="border-t border-cork-300/60 pt-4">
      <legend className="float-left mb-2 w-full font-semibold text-wine-900">{legend}</legend>
      <div className={`clear-left space-y-1 ${scroll ? 'max-h-56 overflow-y-auto pr-1' : ''}`}>{children}</div>
    </fieldset>
  )
}

function Check({ name, value, label, count, checked }: { name: string; value: string; label: string; count: number; checked: boolean }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-[0.95rem] hover:bg-cork-100">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className="h-4 w-4 accent-wine-700" />
      <span className="flex-1">{label}</span>
      <span className="text-xs tabular-nums text-ink/70" aria-hidden="true">
        {count}
      </span>
    </label>
  )
}

/**
 * The catalog's filters as a plain GET form (works without JavaScript; FilterEnhancer makes it apply
 * on change). Every choice is a URL parameter: zoek, kleur, land, druif, eten, min, max, sorteer.
 */
export async function CatalogFilters({ query, facets, locale, action }: { query: CatalogQuery; facets: Facets; locale: Locale; action: string }) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const active = query.kleur.length + query.land.length + query.druif.length + query.eten.length + (query.min !== null ? 1 : 0) + (query.max !== null ? 1 : 0)
  const countries = facets.land.map((f) => ({ ...f, label: countryName(f.value, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale))
  // Colours in the shop's own order (red, white, rosé, sparkling, dessert), not alphabetically.
  const colours = [...facets.kleur].sort((a, b) => COLOR_CODES.indexOf(a.value as never) - COLOR_CODES.indexOf(b.value as never))
  const euros = (cents: number | null) => (cents === null ? undefined : String(cents / 100))

  return (
    <form method="get" action={`${action}#wijnen`} aria-label={t('filters.title')} className="catalog-filters">
      <FilterEnhancer />
      <div role="search" className="mb-4">
        <label htmlFor="zoek" className="mb-1 block text-sm font-semibold text-wine-900">
          {t('search.label')}
        </label>
        <div className="flex gap-2">
          <input
            type="search"
            id="zoek"
            name="zoek"
            defaultValue={query.zoek}
            maxLength={MAX_SEARCH_LENGTH}
            enterKeyHint="search"
            placeholder={t('search.placeholder')}
            className="min-w-0 flex-1 rounded-lg border border-cork-300 bg-white px-3 py-2.5 text-[0.95rem]"
          />
          <button type="submit" className="rounded-lg bg-wine-700 px-3 py-2.5 font-semibold text-white hover:bg-wine-900">
            {t('search.submit')}
          </button>
        </div>
      </div>
      <div className="flex items-end gap-3">
        <div className="flex-1">
          <label htmlFor="sorteer" className="mb-1 block text-sm font-semibold text-wine-900">
            {t('filters.sort')}
          </label>
          <select id="sorteer" name="sorteer" defaultValue={query.sorteer} className="w-full rounded-lg border border-cork-300 bg-white px-3 py-2.5 text-[0.95rem]">
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <details className="filter-panel mt-4 rounded-xl lg:mt-6" open={active > 0 ? true : undefined}>
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg border border-cork-300 bg-white px-3 py-2.5 font-semibold text-wine-900 [&::-webkit-details-marker]:hidden">
          <span>
            {t('filters.title')} {active > 0 && <span className="font-normal text-ink/70">{t('filters.active', { count: active })}</span>}
          </span>
          <svg viewBox="0 0 24 24" className="filter-chevron h-5 w-5 transition-transform" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="m6 9 6 6 6-6" />
          </svg>
        </summary>
        <div className="mt-4 space-y-5 lg:mt-0">
          <Group legend={t('filters.colour')}>
            {colours.map((f) => (
              <Check key={f.value} name="kleur" value={f.value} label={t(`colors.${f.value}`)} count={f.count} checked={query.kleur.includes(f.value as never)} />
            ))}
          </Group>
          <Group legend={t('filters.price')}>
            <div className="flex items-center gap-2">
              <label className="flex-1">
                <span className="sr-only">{t('filters.min')}</span>
                <span aria-hidden="true" className="mb-1 block text-xs text-ink/70">
                  {t('filters.minShort')} (€)
                </span>
                <input type="number" name="min" min={0} step={1} inputMode="numeric" defaultValue={euros(query.min)} className="w-full rounded-lg border border-cork-300 bg-white px-3 py-2" />
              </label>
              <label className="flex-1">
                <span className="sr-only">{t('filters.max')}</span>
                <span aria-hidden="true" className="mb-1 block text-xs text-ink/70">
                  {t('filters.maxShort')} (€)
                </span>
                <input type="number" name="max" min={0} step={1} inputMode="numeric" defaultValue={euros(query.max)} className="w-full rounded-lg border border-cork-300 bg-white px-3 py-2" />
              </label>
            </div>
          </Group>
          <Group legend={t('filters.country')} scroll>
            {countries.map((f) => (
              <Check key={f.value} name="land" value={f.value} label={f.label} count={f.count} checked={query.land.includes(f.value)} />
            ))}
          </Group>
          <Group legend={t('filters.grape')} scroll>
            {facets.druif.map((f) => (
              <Check key={f.value} name="druif" value={f.value.toLowerCase()} label={f.value} count={f.count} checked={query.druif.includes(f.value.toLowerCase())} />
            ))}
          </Group>
          <Group legend={t('filters.food')} scroll>
            {facets.eten.map((f) => (
              <Check key={f.value} name="eten" value={f.value} label={t(`pairings.${f.value}`)} count={f.count} checked={query.eten.includes(f.value as never)} />
            ))}
          </Group>
          <div className="flex flex-wrap items-center gap-3 border-t border-cork-300/60 pt-4">
            <button type="submit" className="rounded-full bg-wine-700 px-5 py-2.5 font-semibold text-white hover:bg-wine-900">
              {t('filters.apply')}
            </button>
            {(active > 0 || query.zoek) && (
              <a href={`${action}#wijnen`} data-scroll="keep" className="text-sm font-medium text-wine-700 underline underline-offset-4 hover:text-wine-900">
                {t('filters.clear')}
              </a>
            )}
          </div>
        </div>
      </details>
    </form>
  )
}
