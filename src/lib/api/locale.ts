import { isLocale, routing, type Locale } from '../../i18n/routing'
import { ApiError } from './response'

/** `?locale=en` picks the content language of a public call; absent or empty means Dutch. */
export function localeFrom(request: Request): Locale {
  let value: string | null
  try {
    value = new URL(request.url).searchParams.get('locale')
  } catch {
    value = null
  }
  if (value === null || value === '') return routing.defaultLocale
  if (isLocale(value)) return value
  throw new ApiError(400, 'invalid_locale', `Onbekende taal; kies uit: ${routing.locales.join(', ')}.`)
}
