/**
 * The one rule for a page's address in a language (pure; client components use it too): Dutch has no
 * prefix, English lives under `/en`. A third language would change this file and i18n/routing.ts.
 */
import type { Locale } from '../i18n/routing'

/** `/wijnwijzer` in nl, `/en/wijnwijzer` in en (Dutch has no prefix). */
export function localizedPath(path: string, locale: Locale): string {
  const clean = path === '/' ? '' : path
  return locale === 'nl' ? clean || '/' : `/en${clean}`
}

/** A locale from outside the type system (a client's context, a form field, a stored order) as a Locale; anything unknown is the default, Dutch. */
export const asLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'nl')
