'use client'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { CompiledMessage } from 'icu-minify/format'

/** Messages per namespace, nested keys flattened ("error.title"), each compiled on the server. */
export type ClientMessages = Record<string, Record<string, CompiledMessage>>

export const ClientMessagesContext = createContext<{ locale: string; messages: ClientMessages }>({ locale: 'nl', messages: {} })

/**
 * The few texts the shop's client components show, without next-intl's client runtime: messages are
 * compiled to icu-minify's form on the server (client-messages.ts), so the browser only formats them
 * (under 1 KiB, in ./client, and only where a text has arguments) instead of shipping next-intl's
 * 12 KiB message parser on every page.
 */
export function ClientMessagesProvider({ locale, messages, children }: { locale: string; messages: ClientMessages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages])
  return <ClientMessagesContext.Provider value={value}>{children}</ClientMessagesContext.Provider>
}

export function useLocale(): string {
  return useContext(ClientMessagesContext).locale
}

/** Texts without arguments compile to plain strings: these need no formatter at all. */
export function usePlainTexts(namespace: string) {
  const texts = useContext(ClientMessagesContext).messages[namespace]
  return (key: string): string => {
    const message = texts?.[key]
    return typeof message === 'string' ? message : `${namespace}.${key}`
  }
}
