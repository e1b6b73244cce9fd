import { defineRouting } from 'next-intl/routing'

/** Dutch at `/` (never redirected by browser language), English under `/en`. No locale cookie (no consent needed). */
export const routing = defineRouting({
  locales: ['nl', 'en'],
  defaultLocale: 'nl',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})

export type Locale = (typeof routing.locales)[number]
export const isLocale = (value: unknown): value is Locale => routing.locales.includes(value as Locale)
