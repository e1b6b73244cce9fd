/**
 * The contact and trade-enquiry forms: zod schemas and the mapping of their errors to one clear
 * message per field, Dutch first, English under /en. Pure: no Payload, React or Next.
 */
import { z } from 'zod'
import nl from '../../messages/nl/forms.json'
import en from '../../messages/en/forms.json'
import { promiseValues } from '../../lib/promises'
import { icuMessage, messagesOf } from '../../lib/messages'

export type FormLocale = 'nl' | 'en'
const TEXTS = { nl, en } as const

/** Control characters (except tab and newline) never belong in a form field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
const clean = (v: unknown) => (typeof v === 'string' ? v.replace(CONTROL, '').trim() : v == null ? '' : v)

const required = (max: number, min = 1) =>
  z.preprocess(
    clean,
    z
      .string({ error: 'invalid' })
      .min(1, { error: 'required', abort: true })
      .min(min, { error: 'tooShort', abort: true })
      .max(max, { error: 'tooLong', abort: true }),
  )
const optional = (max: number) => z.preprocess(clean, z.string({ error: 'invalid' }).max(max, { error: 'tooLong', abort: true }))
const email = z.preprocess(
  clean,
  z
    .string({ error: 'invalid' })
    .min(1, { error: 'required', abort: true })
    .max(254, { error: 'tooLong', abort: true })
    .pipe(z.email({ error: 'invalid' })),
)
/** KvK: empty, or exactly 8 digits (spaces and dots people type are allowed and removed). */
const kvk = z.preprocess(
  (v) => {
    const c = clean(v)
    return typeof c === 'string' ? c.replace(/[\s.]/g, '') : c
  },
  z.string({ error: 'invalid' }).regex(/^(\d{8})?$/, { error: 'invalid' }),
)
/** Phone: empty, or digits with the usual separators, 8 to 15 digits in all. */
const phone = z.preprocess(
  clean,
  z
    .string({ error: 'invalid' })
    .max(40, { error: 'tooLong', abort: true })
    .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, ''))), { error: 'invalid' }),
)

export const contactSchema = z.object({
  name: required(120),
  email,
  subject: optional(200),
  message: required(5000, 10),
})

export const tradeSchema = z.object({
  company: required(160),
  kvk,
  name: required(120),
  email,
  phone,
  message: required(5000, 10),
})

/** `KK-2026-000123`, as people type it: spaces dropped, lower case allowed. */
const orderNumber = z.preprocess(
  (v) => {
    const c = clean(v)
    return typeof c === 'string' ? c.replace(/\s+/g, '').toUpperCase() : c
  },
  z
    .string({ error: 'invalid' })
    .min(1, { error: 'required', abort: true })
    .regex(/^KK-\d{4}-\d{6,9}$/, { error: 'invalid' }),
)

/** Directive 2023/2673 (art. 11a): the consumer gives their name, what identifies the contract, and an e-mail for the receipt. */
export const withdrawalSchema = z.object({
  name: required(120),
  orderNumber,
  email,
  reason: optional(2000),
})

export type ContactInput = z.infer<typeof contactSchema>
export type TradeInput = z.infer<typeof tradeSchema>
export type ContactField = keyof ContactInput
export type TradeField = keyof TradeInput
export type WithdrawalInput = z.infer<typeof withdrawalSchema>
export type WithdrawalField = keyof WithdrawalInput
export const WITHDRAWAL_FIELDS = Object.keys(withdrawalSchema.shape) as WithdrawalField[]
export const CONTACT_FIELDS = Object.keys(contactSchema.shape) as ContactField[]
export const TRADE_FIELDS = Object.keys(tradeSchema.shape) as TradeField[]

/** The hidden field that people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'

/** The state a form shows: nothing yet, sent, field errors, rate limited, or a failure on our side. */
export type FormState<F extends string> =
  | { status: 'idle' }
  | { status: 'sent'; message: string }
  | { status: 'invalid'; message: string; errors: Partial<Record<F, string>>; values: Partial<Record<F, string>> }
  | { status: 'limited'; message: string; retryAfterSeconds: number; values: Partial<Record<F, string>> }
  | { status: 'failed'; message: string; values: Partial<Record<F, string>> }

type ErrorTexts = (typeof nl)['errors']

/** One message per field: the first problem zod found for it, in the visitor's language. */
export function fieldErrors<F extends string>(issues: readonly z.core.$ZodIssue[], locale: FormLocale): Partial<Record<F, string>> {
  const texts = TEXTS[locale].errors as Record<string, unknown>
  const out: Partial<Record<F, string>> = {}
  for (const issue of issues) {
    const field = issue.path[0]
    if (typeof field !== 'string' || field in out) continue
    const perField = (texts[field] ?? {}) as Record<string, string>
    out[field as F] = perField[issue.message] ?? perField.invalid ?? perField.required ?? (TEXTS[locale].errors as ErrorTexts).summary
  }
  return out
}

const ERRORS = { nl: messagesOf(nl.errors, 'nl'), en: messagesOf(en.errors, 'en') }
const sentOf = (texts: typeof nl, locale: FormLocale) => ({
  contact: icuMessage(texts.contact.sent, locale),
  trade: icuMessage(texts.trade.sent, locale),
  withdraw: icuMessage(texts.withdraw.sent, locale),
})
const SENT = { nl: sentOf(nl, 'nl'), en: sentOf(en as typeof nl, 'en') }

export function formText(locale: FormLocale, key: 'summary' | 'failed' | 'limited', vars: { seconds?: number } = {}): string {
  return ERRORS[locale](key, { seconds: vars.seconds ?? 60 })
}

export function sentText(locale: FormLocale, form: 'contact' | 'trade' | 'withdraw'): string {
  return SENT[locale][form]({ replyWithin: promiseValues(locale).replyWithin })
}

/** A plain object of the fields sent (FormData entries or JSON); anything else counts as empty. */
export function asRecord(input: unknown): Record<string, unknown> {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    if (typeof (input as FormData).entries === 'function' && typeof (input as FormData).get === 'function') {
      return Object.fromEntries((input as FormData).entries())
    }
    return input as Record<string, unknown>
  }
  return {}
}

/** What a visitor typed, echoed back into the form after an error (strings only, cut to a sane length). */
export function echoValues<F extends string>(record: Record<string, unknown>, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const f of fields) {
    const v = Object.prototype.hasOwnProperty.call(record, f) ? record[f] : undefined
    if (typeof v === 'string') out[f] = v.slice(0, 5000)
  }
  return out
}

export const isHoneypotFilled = (record: Record<string, unknown>): boolean => {
  const v = Object.prototype.hasOwnProperty.call(record, HONEYPOT_FIELD) ? record[HONEYPOT_FIELD] : undefined
  return v != null && v !== ''
}

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; state: Extract<FormState<F>, { status: 'invalid' }> }

function validate<T, F extends string>(schema: z.ZodType<T>, fields: readonly F[], input: unknown, locale: FormLocale): Validation<T, F> {
  const record = asRecord(input)
  // Only own, known keys go into zod: `__proto__` and friends never reach the schema.
  const picked: Record<string, unknown> = {}
  for (const f of fields) if (Object.prototype.hasOwnProperty.call(record, f)) picked[f] = record[f]
  const parsed = schema.safeParse(picked)
  if (parsed.success) return { ok: true, data: parsed.data }
  return {
    ok: false,
    state: {
      status: 'invalid',
      message: formText(locale, 'summary'),
      errors: fieldErrors<F>(parsed.error.issues, locale),
      values: echoValues(record, fields),
    },
  }
}

export const validateContact = (input: unknown, locale: FormLocale = 'nl') =>
  validate<ContactInput, ContactField>(contactSchema, CONTACT_FIELDS, input, locale)
export const validateWithdrawal = (input: unknown, locale: FormLocale = 'nl') =>
  validate<WithdrawalInput, WithdrawalField>(withdrawalSchema, WITHDRAWAL_FIELDS, input, locale)
export const validateTrade = (input: unknown, locale: FormLocale = 'nl') =>
  validate<TradeInput, TradeField>(tradeSchema, TRADE_FIELDS, input, locale)
