import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import type { CatalogQuery } from '../filters'
import type { Facets } from '../listing'
import { COLOR_CODES, SORTS } from '../vocabulary'
import { MAX_SEARCH_LENGTH } from '../filters'
import { countryName } from '../labels'
import { choiceList, type Choice } from '../choice-list'
import { FilterEnhancer } from './FilterEnhancer'

function Group({ legend, size, children }: { legend: string; size?: number; children: React.ReactNode }) {
  // A facet without values (none among the wines of the other choices) is left out.
  if (size === 0) return null
  return (
    <fieldset className="border-t border-cork-300/60 pt-4">
      <legend className="float-left mb-2 w-full font-semibold text-wine-900">{legend}</legend>
      <div className="clear-left space-y-1">{children}</div>
    </fieldset>
  )
}

function Check({ name, choice }: { name: string; choice: Choice }) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-[0.95rem] hover:bg-cork-100 lg:py-1">
      <input type="checkbox" name={name} value={choice.value} defaultChecked={choice.checked} className="h-4 w-4 accent-wine-700" />
      <span className="flex-1">{choice.label}</span>
      <span className="text-xs tabular-nums text-ink/70" aria-hidden="true">
        {choice.count}
      </span>
    </label>
  )
}

/** A price bound in whole euros per bottle; an empty field is no bound. */
function PriceField({ name, label, short, value }: { name: 'min' | 'max'; label: string; short: string; value: string | undefined }) {
  return (
    <label className="flex-1">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="mb-1 block text-xs text-ink/70">
        {short} (€)
      </span>
      <input
        type="number"
        name={name}
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={value}
        className="w-full rounded-lg border border-cork-300 bg-white px-3 py-2"
      />
    </label>
  )
}

/** A long list (grapes, countries): the most common choices, the rest one tap away (issue #19). */
function Choices({ name, choices, more }: { name: string; choices: Choice[]; more: (count: number) => string }) {
  const { common, rest } = choiceList(choices)
  const checks = (list: Choice[]) => list.map((c) => <Check key={c.value} name={name} choice={c} />)
  if (rest.length === 0) return <>{checks(common)}</>
  return (
    <>
      {checks(common)}
      <details className="more-choices" data-keep-open={`meer-${name}`} open={rest.some((c) => c.checked) || undefined}>
        <summary className="cursor-pointer list-none rounded-md px-1 py-1.5 text-sm font-medium text-wine-700 underline underline-offset-4 hover:text-wine-900 [&::-webkit-details-marker]:hidden">
          {more(choices.length)}
        </summary>
        <div className="space-y-1">{checks(rest)}</div>
      </details>
    </>
  )
}

type Props = { query: CatalogQuery; facets: Facets; catalog: Facets; total: number; locale: Locale; action: string }

/**
 * The catalog's filters as a plain GET form (works without JavaScript; FilterEnhancer makes it apply
 * on change). Every choice is a URL parameter: zoek, kleur, land, druif, eten, min, max, sorteer.
 * On a phone the filters open as a full-screen sheet with a sticky "Toon N wijnen"; beside the
 * wines on a large screen they are always open. `facets` counts each value among the wines that
 * match the other choices; `catalog` (the whole range) decides which values are the common ones.
 */
export async function CatalogFilters({ query, facets, catalog, total, locale, action }: Props) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const active =
    query.kleur.length +
    query.land.length +
    query.druif.length +
    query.eten.length +
    (query.min !== null ? 1 : 0) +
    (query.max !== null ? 1 : 0)
  const euros = (cents: number | null) => (cents === null ? undefined : String(cents / 100))
  const choices = (
    facet: keyof Facets,
    chosen: readonly string[],
    label: (value: string) => string,
    valueOf = (v: string) => v,
  ): Choice[] => {
    const counts = new Map(facets[facet].map((f) => [f.value, f.count]))
    return catalog[facet]
      .map((f) => ({
        value: valueOf(f.value),
        label: label(f.value),
        count: counts.get(f.value) ?? 0,
        common: f.count,
        checked: chosen.includes(valueOf(f.value)),
      }))
      .filter((c) => c.count > 0 || c.checked)
  }
  // Colours in the shop's own order (red, white, rosé, sparkling, dessert), not by count.
  const colours = choices('kleur', query.kleur, (v) => t(`colors.${v}`)).sort(
    (a, b) => COLOR_CODES.indexOf(a.value as never) - COLOR_CODES.indexOf(b.value as never),
  )
  const countries = choices('land', query.land, (v) => countryName(v, locale))
  const grapes = choices(
    'druif',
    query.druif,
    (v) => v,
    (v) => v.toLowerCase(),
  )
  const dishes = choices('eten', query.eten, (v) => t(`pairings.${v}`))

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
      <div>
        <label htmlFor="sorteer" className="mb-1 block text-sm font-semibold text-wine-900">
          {t('filters.sort')}
        </label>
        <select
          id="sorteer"
          name="sorteer"
          defaultValue={query.sorteer}
          className="w-full rounded-lg border border-cork-300 bg-white px-3 py-2.5 text-[0.95rem]"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sorts.${s}`)}
            </option>
          ))}
        </select>
      </div>

      <details className="filter-panel mt-4 rounded-xl lg:mt-6" data-keep-open="filters">
        <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg border border-cork-300 bg-white px-3 py-2.5 font-semibold text-wine-900 [&::-webkit-details-marker]:hidden">
          <span>
            {t('filters.title')} {active > 0 && <span className="font-normal text-ink/70">{t('filters.active', { count: active })}</span>}
          </span>
          <svg
            viewBox="0 0 24 24"
            className="filter-chevron h-5 w-5 transition-transform"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </summary>
        <div className="filter-sheet">
          <div className="filter-sheet-head flex items-center justify-between py-3 lg:hidden">
            <p className="font-serif text-2xl font-semibold text-wine-900">{t('filters.title')}</p>
            {/* Without JavaScript this applies the choices (and the page comes back with the sheet closed). */}
            <button
              type="submit"
              data-close-filters
              aria-label={t('filters.close')}
              className="grid h-11 w-11 place-items-center rounded-full text-wine-900 hover:bg-cork-100"
            >
              <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div className="space-y-5 pb-4 lg:pb-0">
            <Group legend={t('filters.colour')} size={colours.length}>
              {colours.map((c) => (
                <Check key={c.value} name="kleur" choice={c} />
              ))}
            </Group>
            <Group legend={t('filters.price')}>
              <div className="flex items-center gap-2">
                <PriceField name="min" label={t('filters.min')} short={t('filters.minShort')} value={euros(query.min)} />
                <PriceField name="max" label={t('filters.max')} short={t('filters.maxShort')} value={euros(query.max)} />
              </div>
            </Group>
            <Group legend={t('filters.country')} size={countries.length}>
              <Choices name="land" choices={countries} more={(count) => t('filters.moreCountries', { count })} />
            </Group>
            <Group legend={t('filters.grape')} size={grapes.length}>
              <Choices name="druif" choices={grapes} more={(count) => t('filters.moreGrapes', { count })} />
            </Group>
            <Group legend={t('filters.food')} size={dishes.length}>
              <Choices name="eten" choices={dishes} more={(count) => t('filters.moreFood', { count })} />
            </Group>
          </div>
          <div className="filter-sheet-foot flex flex-wrap items-center gap-3 border-t border-cork-300/60 py-4">
            <button
              type="submit"
              data-show-results
              className="flex-1 rounded-full bg-wine-700 px-5 py-3 font-semibold text-white hover:bg-wine-900 lg:hidden"
            >
              {t('filters.showResults', { count: total })}
            </button>
            <button
              type="submit"
              className="hidden rounded-full bg-wine-700 px-5 py-2.5 font-semibold text-white hover:bg-wine-900 lg:block"
            >
              {t('filters.apply')}
            </button>
            {(active > 0 || query.zoek) && (
              <a
                href={`${action}#wijnen`}
                data-scroll="keep"
                className="text-sm font-medium text-wine-700 underline underline-offset-4 hover:text-wine-900"
              >
                {t('filters.clear')}
              </a>
            )}
          </div>
        </div>
      </details>
    </form>
  )
}
