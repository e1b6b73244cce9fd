import 'server-only'
import { payload } from '../../lib/payload'
import { rateLimit } from '../../lib/rate-limit'
import {
  asRecord,
  CONTACT_FIELDS,
  echoValues,
  formText,
  isHoneypotFilled,
  sentText,
  TRADE_FIELDS,
  validateContact,
  validateTrade,
  type ContactField,
  type FormLocale,
  type FormState,
  type TradeField,
  validateWithdrawal,
  WITHDRAWAL_FIELDS,
  type WithdrawalField,
} from './schemas'
import nl from '../../messages/nl/forms.json'
import en from '../../messages/en/forms.json'
import { asLocale } from '../../lib/paths'

/** What `store` returns when the data is valid but cannot be accepted (an unknown order): shown as a field error. */

/**
 * The shared steps of both forms: count the attempt against the client's limit (every attempt,
 * valid or not, so nobody can probe endlessly), drop bot submissions (honeypot) as if sent,
 * validate, and only then store. Never throws: any failure becomes a `failed` state.
 */
async function submit<F extends string, T>(
  bucket: string,
  input: unknown,
  clientKey: string,
  localeInput: unknown,
  fields: readonly F[],
  validate: (input: unknown, locale: FormLocale) => { ok: true; data: T } | { ok: false; state: FormState<F> },
  store: (data: T) => Promise<unknown>,
  form: 'contact' | 'trade' | 'withdraw',
): Promise<FormState<F>> {
  const locale = asLocale(localeInput)
  const record = asRecord(input)
  try {
    const key = typeof clientKey === 'string' && clientKey ? clientKey.slice(0, 100) : 'unknown'
    const limit = await rateLimit(`form:${bucket}`, key)
    if (!limit.ok) {
      return {
        status: 'limited',
        message: formText(locale, 'limited', { seconds: limit.retryAfterSeconds }),
        retryAfterSeconds: limit.retryAfterSeconds,
        values: echoValues(record, fields),
      }
    }
    // A bot filled the hidden field: tell it all went well, store nothing.
    if (isHoneypotFilled(record)) return { status: 'sent', message: sentText(locale, form) }
    const result = validate(record, locale)
    if (!result.ok) return result.state
    await store(result.data)
    return { status: 'sent', message: sentText(locale, form) }
  } catch (error) {
    console.error(`[forms] ${bucket} failed`, error)
    return { status: 'failed', message: formText(locale, 'failed'), values: echoValues(record, fields) }
  }
}

/** The contact form (Klantenservice): validates, rate limits and stores a `contact-messages` document. */
export function submitContact(input: unknown, clientKey: string, locale: FormLocale = 'nl'): Promise<FormState<ContactField>> {
  return submit(
    'contact',
    input,
    clientKey,
    locale,
    CONTACT_FIELDS,
    validateContact,
    async (data) => {
      const p = await payload()
      // Visitors may not create submissions through the API; the server does it for them.
      return p.create({
        collection: 'contact-messages',
        data: { name: data.name, email: data.email, subject: data.subject || undefined, message: data.message, handled: false },
        overrideAccess: true,
      })
    },
    'contact',
  )
}

/** The trade enquiry form (Voor handelaren): validates, rate limits and stores a `trade-enquiries` document. */
export function submitTrade(input: unknown, clientKey: string, locale: FormLocale = 'nl'): Promise<FormState<TradeField>> {
  return submit(
    'trade',
    input,
    clientKey,
    locale,
    TRADE_FIELDS,
    validateTrade,
    async (data) => {
      const p = await payload()
      return p.create({
        collection: 'trade-enquiries',
        data: {
          company: data.company,
          kvk: data.kvk || undefined,
          name: data.name,
          email: data.email,
          phone: data.phone || undefined,
          message: data.message,
          handled: false,
        },
        overrideAccess: true,
      })
    },
    'trade',
  )
}

/**
 * The withdrawal form (Overeenkomst herroepen, then Herroeping bevestigen: Directive 2023/2673): registers the withdrawal when number and e-mail match. Every
 * outcome gets the same answer on the page (see checkout/withdrawal.ts); the details go by e-mail.
 */
export function submitWithdrawal(input: unknown, clientKey: string, locale: FormLocale = 'nl'): Promise<FormState<WithdrawalField>> {
  return submit(
    'withdraw',
    input,
    clientKey,
    locale,
    WITHDRAWAL_FIELDS,
    validateWithdrawal,
    async (data) => {
      const { registerWithdrawal } = await import('../checkout/withdrawal')
      return registerWithdrawal(data, locale)
    },
    'withdraw',
  )
}
