/** Display names for codes, in the page's language. Pure (Intl only). */
import { intlLocale } from '../../lib/locale-tags'
import { asLocale } from '../../lib/paths'
const regionNames = new Map<string, Intl.DisplayNames>()

/** `FR` → `Frankrijk` (nl) / `France` (en); an unknown code is shown as it is. */
export function countryName(code: string, locale: string): string {
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    regionNames.set(locale, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** `12.5` → `12,5` in Dutch, `12.5` in English. */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(asLocale(locale)), { maximumFractionDigits: 1 }).format(value)
}
