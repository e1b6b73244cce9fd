'use server'
/**
 * Server actions of the payment pages: the built-in test provider's Betalen / Annuleren, the
 * status the processing page polls, and the cancel return from a hosted checkout.
 */
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { clientKeyFrom, rateLimit } from '../../lib/rate-limit'
import { localizedPath } from '../../lib/seo'
import { handlePaymentEvent } from './events'
import { findOrder, releaseOrder } from './orders'
import { currentProvider, isTestSessionId } from './providers'
import { payableTestOrder } from './test-payments'
import nlCheckout from '../../messages/nl/checkout.json'
import enCheckout from '../../messages/en/checkout.json'

const sessionId = z
  .string()
  .min(8)
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/)
const locale = z.enum(['nl', 'en']).catch('nl')

export type TestPayState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; errors: Partial<Record<TestPayField, string>>; values: Partial<Record<TestPayField, string>> }
export type TestPayField = 'name' | 'email' | 'street' | 'postalCode' | 'city' | 'adult'

/** The test payment page's errors, from src/messages/{nl,en}/checkout.json (testPayment). */
const TEXT = { nl: nlCheckout.testPayment, en: enCheckout.testPayment }

const text = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string().min(1).max(max))
const buyer = z.object({
  name: text(120),
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.email().max(254)),
  // A Dutch delivery address: a street with its house number, and a whole postcode (1234 AB).
  street: text(160).refine((v) => /\p{L}.*\d/u.test(v)),
  postalCode: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .trim()
            .toUpperCase()
            .replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2')
        : '',
    z.string().regex(/^[1-9]\d{3} [A-Z]{2}$/),
  ),
  city: text(80),
  adult: z.literal('ja'),
})

/** Betalen on the test checkout: the same "paid" event Stripe's webhook would deliver. */
export async function payTestSession(_state: TestPayState, form: FormData): Promise<TestPayState> {
  const lang = locale.parse(form.get('locale'))
  const t = TEXT[lang]
  const id = sessionId.safeParse(form.get('session'))
  // What was typed (and ticked) comes back with an error, so nobody has to fill it in again.
  const values = Object.fromEntries(
    ['name', 'email', 'street', 'postalCode', 'city', 'adult'].map((k) => [k, String(form.get(k) ?? '').slice(0, 300)]),
  ) as Partial<Record<TestPayField, string>>
  if (!id.success || !isTestSessionId(id.data)) return { status: 'invalid', message: t.closed, errors: {}, values }
  const limit = await rateLimit('checkout:test-pay', clientKeyFrom(await headers()))
  if (!limit.ok) return { status: 'invalid', message: t.limited, errors: {}, values }
  const parsed = buyer.safeParse(Object.fromEntries(form.entries()))
  if (!parsed.success) {
    const errors: Partial<Record<TestPayField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TestPayField
      errors[field] ??= t[field]
    }
    return { status: 'invalid', message: t.summary, errors, values }
  }
  // Only an order of the test provider, and only where test payments may run (never free on a live shop).
  const order = await payableTestOrder(id.data)
  if (!order) return { status: 'invalid', message: t.closed, errors: {}, values }
  const b = parsed.data
  await handlePaymentEvent({
    id: `test:${id.data}:paid`,
    provider: 'test',
    type: 'test.payment.succeeded',
    kind: 'paid',
    orderId: order.id,
    sessionId: id.data,
    customer: { name: b.name, email: b.email, address: [b.name, b.street, `${b.postalCode} ${b.city}`, 'NL'].join('\n') },
  })
  redirect(`${localizedPath('/payments/process-payment', lang)}?session_id=${encodeURIComponent(id.data)}`)
}

/** Annuleren on the test checkout: the order is cancelled and its stock released at once. */
export async function cancelTestSession(form: FormData): Promise<void> {
  const lang = locale.parse(form.get('locale'))
  const id = sessionId.safeParse(form.get('session'))
  if (id.success && isTestSessionId(id.data)) {
    const limit = await rateLimit('checkout:test-pay', clientKeyFrom(await headers()))
    if (limit.ok)
      await handlePaymentEvent({
        id: `test:${id.data}:cancelled`,
        provider: 'test',
        type: 'test.payment.cancelled',
        kind: 'cancelled',
        sessionId: id.data,
      })
  }
  redirect(`${localizedPath('/payments/cancelled', lang)}${id.success ? `?session_id=${encodeURIComponent(id.data)}` : ''}`)
}

export type PaymentState = 'pending' | 'paid' | 'closed' | 'unknown'

/** What the processing page polls. Tells only the state, nothing personal. */
export async function paymentState(raw: unknown): Promise<PaymentState> {
  const id = sessionId.safeParse(raw)
  if (!id.success) return 'unknown'
  const order = await findOrder({ sessionId: id.data })
  if (!order) return 'unknown'
  if (order.status === 'pending') return 'pending'
  return order.status === 'expired' || order.status === 'cancelled' ? 'closed' : 'paid'
}

/**
 * The buyer came back through the provider's cancel link: end the session there, so it can no
 * longer be paid, and give the stock back now instead of after 30 minutes.
 */
export async function cancelCheckout(raw: unknown): Promise<boolean> {
  const id = sessionId.safeParse(raw)
  if (!id.success) return false
  const order = await findOrder({ sessionId: id.data })
  if (!order || order.status !== 'pending') return false
  if (order.provider === 'stripe') {
    try {
      await (await currentProvider()).cancelSession?.(id.data)
    } catch {
      return false
    }
  }
  return releaseOrder(order.id, 'cancelled')
}
