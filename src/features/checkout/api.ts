/** The public checkout call and the Stripe webhook, as route handlers. */
import 'server-only'
import { z } from 'zod'
import { parseJsonBody, readBodyBytes } from '../../lib/api/body'
import { endpoint } from '../../lib/api/endpoint'
import { localeFrom } from '../../lib/api/locale'
import { ApiError, bodyResponse, json } from '../../lib/api/response'
import { isValidEan13 } from '../../lib/ean'
import { clientKeyFrom, writeLimitPerMinute } from '../../lib/rate-limit'
import { siteUrl } from '../../lib/seo'
import { PaymentProviderError } from './providers'
import { checkout, orderClientKey } from './service'
import { env } from '../../lib/env'

export const MAX_CART_LINES = 100

const cartLine = z.object({
  id: z.string({ error: 'verwacht een EAN-13 als tekst' }).max(32).refine(isValidEan13, { error: 'geen geldige EAN-13' }),
  name: z.string({ error: 'verwacht tekst' }).max(200).optional(),
  type: z.string({ error: 'verwacht tekst' }).max(100).optional(),
  price: z
    .number({ error: 'verwacht een prijs in centen' })
    .int({ error: 'verwacht een prijs in hele centen' })
    .min(0)
    .max(10_000_000)
    .optional(),
  quantity: z
    .number({ error: 'verwacht een aantal' })
    .int({ error: 'verwacht een heel aantal' })
    .min(1, { error: 'het aantal is minstens 1' })
    .max(10_000, { error: 'het aantal is te groot' }),
  stock: z.number({ error: 'verwacht een aantal' }).int().min(0).max(1_000_000).optional(),
})

export const checkoutInput = z.object({
  shoppingCart: z
    .array(cartLine, { error: 'verwacht een lijst winkelmandregels' })
    .max(MAX_CART_LINES, { error: `hooguit ${MAX_CART_LINES} regels` }),
})

/** POST /api/checkoutPayment (api-contract.md). */
export const checkoutPaymentEndpoint = endpoint({
  bucket: 'api:checkoutPayment',
  limit: writeLimitPerMinute,
  POST: async (request) => {
    const locale = localeFrom(request)
    const { shoppingCart } = await parseJsonBody(request, checkoutInput)
    try {
      return bodyResponse(
        await checkout(shoppingCart, { locale, origin: siteUrl(), clientKey: orderClientKey(clientKeyFrom(request.headers)) }),
      )
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error
      console.error('[checkout] payment provider refused', error.message)
      return json({ error: { code: 'payment_provider_error', message: error.message } }, { status: 502 })
    }
  },
})

/** POST /api/webhooks/stripe: verified, then handled once. */
export async function stripeWebhook(request: Request): Promise<Response> {
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!secret) return json({ error: { code: 'not_configured', message: 'STRIPE_WEBHOOK_SECRET is niet ingesteld.' } }, { status: 503 })
  let raw: string
  try {
    raw = new TextDecoder().decode(await readBodyBytes(request, 512 * 1024))
  } catch (error) {
    if (error instanceof ApiError) return json({ error: { code: error.code, message: error.message } }, { status: error.status })
    throw error
  }
  const { verifyStripeEvent, toPaymentEvent, SignatureError } = await import('./stripe-webhook')
  let event
  try {
    event = verifyStripeEvent(raw, request.headers.get('stripe-signature'), secret)
  } catch (error) {
    if (error instanceof SignatureError)
      return json({ error: { code: 'invalid_signature', message: 'Ongeldige handtekening.' } }, { status: 400 })
    throw error
  }
  const { handlePaymentEvent } = await import('./events')
  const paymentEvent = toPaymentEvent(event)
  if (!paymentEvent) return json({ error: { code: 'invalid_event', message: 'Onbekend gebeurtenisformaat.' } }, { status: 400 })
  const outcome = await handlePaymentEvent(paymentEvent)
  return json({ received: true, outcome })
}
