/**
 * A shop language's names outside the URL (pure; client components use it too): the BCP 47 tag for
 * dates and numbers (`Intl`, schema.org `inLanguage`) and the Open Graph locale. A third language
 * adds one line here (the compiler asks for it) and one in i18n/routing.ts.
 */
import type { Locale } from '../i18n/routing'

const TAGS: Record<Locale, { intl: string; openGraph: string }> = {
  nl: { intl: 'nl-NL', openGraph: 'nl_NL' },
  en: { intl: 'en-GB', openGraph: 'en_GB' },
}

/** `nl-NL` or `en-GB`: how the shop writes dates and numbers in this language. */
export const intlLocale = (locale: Locale): string => TAGS[locale].intl
/** `nl_NL` or `en_GB` for `og:locale`. */
export const openGraphLocale = (locale: Locale): string => TAGS[locale].openGraph
