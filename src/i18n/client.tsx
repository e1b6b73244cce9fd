'use client'
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react'
import format, { type CompiledMessage } from 'icu-minify/format'

/** Messages per namespace, nested keys flattened ("error.title"), each compiled on the server. */
export type ClientMessages = Record<string, Record<string, CompiledMessage>>
type Values = Record<string, string | number>

const Context = createContext<{ locale: string; messages: ClientMessages }>({ locale: 'nl', messages: {} })

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

/**
 * The few texts the shop's client components show, without next-intl's client runtime: messages are
 * compiled to icu-minify's form on the server (client-messages.ts), so the browser only formats them
 * (under 1 KiB instead of next-intl's 12 KiB message parser on every page).
 */
export function ClientMessagesProvider({ locale, messages, children }: { locale: string; messages: ClientMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <Context.Provider value={value}>{children}</Context.Provider>
}

export function useLocale(): string {
  return useContext(Context).locale
}

/** Like next-intl's: `t('key', { name })`; a missing message shows its key, as next-intl does. */
export function useTranslations(namespace: string) {
  const { locale, messages } = useContext(Context)
  return useCallback(
    (key: string, values?: Values): string => {
      const message = messages[namespace]?.[key]
      if (message === undefined) return `${namespace}.${key}`
      return String(format(message, locale, values, { formatters, timeZone: 'Europe/Amsterdam' }))
    },
    [locale, messages, namespace],
  )
}
