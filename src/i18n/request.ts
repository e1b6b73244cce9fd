import { getRequestConfig } from 'next-intl/server'
import { hasLocale } from 'next-intl'
import { routing } from './routing'
import { MESSAGES } from '../messages'

type Messages = Record<string, unknown>

/** English is the fallback for any message missing in the requested locale. */
function withFallback(primary: Messages, fallback: Messages): Messages {
  const out: Messages = { ...fallback }
  for (const [key, value] of Object.entries(primary)) {
    const base = fallback[key]
    out[key] =
      value && typeof value === 'object' && base && typeof base === 'object' ? withFallback(value as Messages, base as Messages) : value
  }
  return out
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const messages = locale === 'en' ? MESSAGES.en : withFallback(MESSAGES.nl, MESSAGES.en)
  return { locale, messages, timeZone: 'Europe/Amsterdam' }
})
