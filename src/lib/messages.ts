/**
 * An ICU message from the shop's messages (src/messages) formatted outside React: in pure rules,
 * mails and API answers. The same icu-minify the client uses, so a text has one syntax everywhere.
 * Pure.
 */
import compile from 'icu-minify/compile'
import format from 'icu-minify/format'

const FORMATTERS = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
}

export type MessageValues = Record<string, string | number>

/** One message, compiled once; call it with its values. */
export function icuMessage(text: string, locale: string): (values?: MessageValues) => string {
  const compiled = compile(text)
  return (values = {}) => String(format(compiled, locale, values, { formatters: FORMATTERS }))
}

/**
 * `t(key, values)` over one namespace of messages (e.g. `MESSAGES.nl.newsletter.mail`), each message
 * compiled at its first use: the same call as next-intl's translator, for code outside React.
 */
export function messagesOf(texts: Record<string, unknown>, locale: string): (key: string, values?: MessageValues) => string {
  const compiled = new Map<string, (values?: MessageValues) => string>()
  return (key, values) => {
    let message = compiled.get(key)
    if (!message) {
      const text = texts[key]
      if (typeof text !== 'string') throw new Error(`message ${key} is missing`)
      message = icuMessage(text, locale)
      compiled.set(key, message)
    }
    return message(values)
  }
}
