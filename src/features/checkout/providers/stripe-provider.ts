/**
 * Stripe Checkout (when `STRIPE_SECRET_KEY` is set): EUR line items from the database prices, a
 * shipping line, cards, iDEAL | Wero and Bancontact, a required 18+ consent, 30 minutes to pay.
 */
import Stripe from 'stripe'
import { hostedCheckoutText, PaymentProviderError, returnUrls, type PaymentProvider, type SessionRequest } from './types'

export type StripeOptions = {
  secretKey: string
  /** Only for tests against a local stand-in: `http://127.0.0.1:12111`. */
  apiUrl?: string
}

export function stripeClient({ secretKey, apiUrl }: StripeOptions): Stripe {
  const url = apiUrl ? new URL(apiUrl) : null
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port) || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}

/** The session parameters, kept apart so that what we ask Stripe for is plain data. */
export function sessionParams(request: SessionRequest): Stripe.Checkout.SessionCreateParams {
  const urls = returnUrls(request.origin, request.locale)
  const text = hostedCheckoutText(request.locale)
  const metadata = { orderId: String(request.orderId), orderNumber: request.orderNumber }
  return {
    mode: 'payment',
    locale: request.locale,
    currency: 'eur',
    // A filter on what the Stripe account offers (API 2026-10): cards, iDEAL | Wero, Bancontact.
    allowed_payment_method_types: ['card', 'ideal', 'bancontact'],
    line_items: request.lines.map((l) => ({
      quantity: l.quantity,
      price_data: {
        currency: 'eur',
        unit_amount: l.unitPrice,
        product_data: { name: l.type ? `${l.name} (${l.type})` : l.name, metadata: { ean: l.ean } },
      },
    })),
    shipping_options: [
      {
        shipping_rate_data: {
          type: 'fixed_amount',
          fixed_amount: { amount: request.shipping, currency: 'eur' },
          display_name: request.shipping ? text.delivery : text.freeDelivery,
        },
      },
    ],
    shipping_address_collection: { allowed_countries: ['NL', 'BE'] },
    consent_collection: { terms_of_service: 'required' },
    custom_text: { terms_of_service_acceptance: { message: text.ageConsent } },
    success_url: urls.success,
    cancel_url: urls.cancel,
    client_reference_id: request.orderNumber,
    metadata,
    payment_intent_data: { metadata },
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
  }
}

export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = stripeClient(options)
  return {
    name: 'stripe',
    async createSession(request) {
      try {
        const session = await stripe.checkout.sessions.create(sessionParams(request), { idempotencyKey: `kk-order-${request.orderId}` })
        if (!session.url) throw new PaymentProviderError('Stripe gaf geen betaalpagina terug.')
        return { id: session.id, url: session.url }
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error
        throw new PaymentProviderError(error instanceof Error ? error.message : String(error))
      }
    },
    async cancelSession(sessionId) {
      // Throws when the session can no longer be expired (it was just paid): then nothing is released.
      await stripe.checkout.sessions.expire(sessionId)
    },
  }
}
