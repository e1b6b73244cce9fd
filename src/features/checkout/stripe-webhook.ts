/**
 * Stripe's webhook: the signature is verified (Stripe's SDK compares it in constant time, with a
 * 5-minute tolerance) before anything is read, then the event becomes a payment event.
 */
import 'server-only'
import Stripe from 'stripe'
import type { PaymentEvent } from './events'

export class SignatureError extends Error {}

export function verifyStripeEvent(rawBody: string, signature: string | null, secret: string): Stripe.Event {
  if (!signature) throw new SignatureError('Stripe-Signature ontbreekt.')
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret)
  } catch (error) {
    throw new SignatureError(error instanceof Error ? error.message : 'Ongeldige handtekening.')
  }
}

function addressOf(session: Stripe.Checkout.Session): string | null {
  const shipping = session.collected_information?.shipping_details
  const a = shipping?.address ?? session.customer_details?.address
  if (!a) return null
  return [shipping?.name, a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), a.country].filter(Boolean).join('\n')
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent | null {
  // Only a holder of the webhook secret can send a body this far; still, an odd shape is ignored, not a crash.
  if (typeof event?.id !== 'string' || typeof event.type !== 'string') return null
  const base = { id: event.id, provider: 'stripe' as const, type: event.type }
  const session = event.data?.object as Stripe.Checkout.Session | undefined
  if (!event.type.startsWith('checkout.session.') || typeof session?.id !== 'string') return { ...base, kind: 'ignored' }
  const ref = { orderId: session.metadata?.orderId ?? null, sessionId: session.id }
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank transfers and the like complete unpaid and report later (async_payment_*).
      if (session.payment_status === 'unpaid') return { ...base, ...ref, kind: 'ignored' }
      return {
        ...base,
        ...ref,
        kind: 'paid',
        customer: { name: session.customer_details?.name, email: session.customer_details?.email, address: addressOf(session) },
      }
    case 'checkout.session.async_payment_succeeded':
      return {
        ...base,
        ...ref,
        kind: 'paid',
        customer: { name: session.customer_details?.name, email: session.customer_details?.email, address: addressOf(session) },
      }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { ...base, ...ref, kind: 'failed' }
    default:
      return { ...base, ...ref, kind: 'ignored' }
  }
}
