'use client'
import { useCallback, useContext } from 'react'
import format, { type CompiledMessage } from 'icu-minify/format'
import { ClientMessagesContext } from './client-context'

export { useLocale } from './client-context'

type Values = Record<string, string | number>

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

/** One compiled message in words (plurals by the locale's rules, Dutch times). */
export function formatMessage(message: CompiledMessage, locale: string, values?: Values): string {
  return String(format(message, locale, values, { formatters, timeZone: 'Europe/Amsterdam' }))
}

/** Like next-intl's: `t('key', { name })`; a missing message shows its key, as next-intl does. */
export function useTranslations(namespace: string) {
  const { locale, messages } = useContext(ClientMessagesContext)
  return useCallback(
    (key: string, values?: Values): string => {
      const message = messages[namespace]?.[key]
      if (message === undefined) return `${namespace}.${key}`
      return formatMessage(message, locale, values)
    },
    [locale, messages, namespace],
  )
}
