/**
 * The Stripe adapter against a local stand-in of Stripe's API, and the webhook: verified
 * signatures, each event once, out-of-order events harmless.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import Stripe from 'stripe'
import type { Payload } from 'payload'
import * as checkoutRoute from '../../src/app/api/checkoutPayment/route'
import * as webhookRoute from '../../src/app/api/webhooks/stripe/route'
import { findOrder } from '../../src/features/checkout/orders'
import { EAN, PUBLISHED_WINES } from './support/fixtures'
import { bodyOf, call, read, request } from './support/http'
import { startStripeStandIn } from './support/stripe-standin'
import { dbSuite } from './support/suite'

const SECRET = 'whsec_test_kelderenkurk'
let payload: Payload
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>

const priceOf = (ean: string) => PUBLISHED_WINES.find((w) => w.ean === ean)!.price
const checkout = async (lines: { id: string; quantity: number; price?: number }[], query = '') =>
  bodyOf(await call(checkoutRoute.POST, `/api/checkoutPayment${query}`, { method: 'POST', body: { shoppingCart: lines } })) as {
    id?: string
    url?: string
    notification?: unknown
  }

function signed(event: object, secret = SECRET) {
  const body = JSON.stringify(event)
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}
async function deliver(event: object, { secret = SECRET, signature }: { secret?: string; signature?: string } = {}) {
  const s = signed(event, secret)
  return read(
    await webhookRoute.POST(
      request('/api/webhooks/stripe', {
        method: 'POST',
        body: s.body,
        headers: { 'stripe-signature': signature ?? s.signature, 'content-type': 'application/json' },
      }),
    ),
  )
}
let eventCounter = 0
const sessionEvent = (type: string, sessionId: string, orderId: number | string, extra: object = {}) => ({
  id: `evt_test_${++eventCounter}`,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { orderId: String(orderId) },
      customer_details: { name: 'Sanne de Vries', email: 'sanne@voorbeeld.nl', address: null },
      collected_information: {
        shipping_details: {
          name: 'Sanne de Vries',
          address: { line1: 'Kade 3', line2: null, postal_code: '3511 AB', city: 'Utrecht', country: 'NL' },
        },
      },
      ...extra,
    },
  },
})
const product = async (ean: string) =>
  (await payload.find({ collection: 'products', where: { ean: { equals: ean } }, limit: 1, overrideAccess: true })).docs[0]!

beforeAll(async () => {
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@payload-config')).default })
  standIn = await startStripeStandIn()
  process.env.STRIPE_SECRET_KEY = 'sk_test_standin'
  process.env.STRIPE_API_URL = standIn.url
  process.env.STRIPE_WEBHOOK_SECRET = SECRET
})
afterAll(async () => {
  delete process.env.STRIPE_SECRET_KEY
  delete process.env.STRIPE_API_URL
  await standIn?.close()
})

dbSuite('Stripe Checkout adapter (against a stand-in)', () => {
  it('sends EUR lines at database prices, shipping, card/iDEAL/Bancontact, nl, return URLs, order id, 18+ consent and a 30-minute expiry', async () => {
    const before = standIn.requests.length
    const answer = await checkout([
      { id: EAN.riojaCrianza, quantity: 2, price: priceOf(EAN.riojaCrianza) },
      { id: EAN.tawnyPort, quantity: 1, price: priceOf(EAN.tawnyPort) },
    ])
    expect(answer.id).toMatch(/^cs_test_standin/)
    expect(answer.url).toBe(`https://checkout.stripe.com/c/pay/${answer.id}`)
    const sent = standIn.requests.slice(before)
    expect(sent).toHaveLength(1)
    const { method, path, form, headers } = sent[0]!
    expect([method, path]).toEqual(['POST', '/v1/checkout/sessions'])
    expect(headers.authorization).toBe('Bearer sk_test_standin')
    expect(headers['idempotency-key']).toMatch(/^kk-order-\d+$/)
    const order = (await findOrder({ sessionId: answer.id! }))!
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      locale: 'nl',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'ideal',
      'allowed_payment_method_types[2]': 'bancontact',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '1295',
      'line_items[0][price_data][product_data][name]': 'Rioja Crianza (Fles 75 cl)',
      'line_items[1][price_data][unit_amount]': '1695',
      'shipping_options[0][shipping_rate_data][fixed_amount][amount]': '795',
      'shipping_options[0][shipping_rate_data][fixed_amount][currency]': 'eur',
      'consent_collection[terms_of_service]': 'required',
      'custom_text[terms_of_service_acceptance][message]':
        'Ik ben 18 jaar of ouder. Ik weet dat mijn leeftijd bij de bezorging opnieuw wordt gecontroleerd.',
      success_url: 'http://localhost:3000/payments/process-payment?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payments/cancelled?session_id={CHECKOUT_SESSION_ID}',
      'metadata[orderId]': String(order.id),
      'metadata[orderNumber]': order.orderNumber,
      client_reference_id: order.orderNumber,
    })
    const expiresAt = Number(form.get('expires_at'))
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(29 * 60_000)
    expect(expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(30 * 60_000)
    expect(order.provider).toBe('stripe')
  })

  it('uses English and /en return URLs for an English shopper, and free shipping above € 75', async () => {
    const before = standIn.requests.length
    await checkout([{ id: EAN.cavaBrut, quantity: 2 }], '?locale=en')
    const form = standIn.requests[before]!.form
    expect(form.get('locale')).toBe('en')
    expect(form.get('success_url')).toBe('http://localhost:3000/en/payments/process-payment?session_id={CHECKOUT_SESSION_ID}')
    expect(form.get('shipping_options[0][shipping_rate_data][fixed_amount][amount]')).toBe('0')
    expect(form.get('custom_text[terms_of_service_acceptance][message]')).toMatch(/^I am 18 or older/)
  })

  it('never lets a tampered browser price reach Stripe', async () => {
    const before = standIn.requests.length
    const answer = await checkout([{ id: EAN.chablis, quantity: 1, price: 1 }])
    expect(answer.notification).toBeTruthy()
    expect(standIn.requests.length).toBe(before)
    // Without a price the database decides, and Stripe gets the database's.
    await checkout([{ id: EAN.chablis, quantity: 1 }])
    expect(standIn.requests[before]!.form.get('line_items[0][price_data][unit_amount]')).toBe('1995')
  })

  it("shows the provider's message when Stripe refuses, and gives the stock back", async () => {
    const failing = await startStripeStandIn({ fail: { status: 400, message: 'Your account cannot currently make live charges.' } })
    process.env.STRIPE_API_URL = failing.url
    process.env.STRIPE_SECRET_KEY = 'sk_test_failing'
    try {
      const before = await product(EAN.sancerre)
      const answer = await call(checkoutRoute.POST, '/api/checkoutPayment', {
        method: 'POST',
        body: { shoppingCart: [{ id: EAN.sancerre, quantity: 1 }] },
      })
      expect(answer.status).toBe(502)
      expect(answer.json).toEqual({
        error: { code: 'payment_provider_error', message: 'Your account cannot currently make live charges.' },
      })
      expect((await product(EAN.sancerre)).reserved).toBe(before.reserved)
      // The order that never got a session is cancelled and keeps a number the merchant can find.
      const { payload: getPayload } = await import('../../src/lib/payload')
      const [last] = (
        await (await getPayload()).find({ collection: 'orders', sort: '-createdAt', limit: 1, depth: 0, overrideAccess: true })
      ).docs
      expect(last).toMatchObject({ status: 'cancelled', orderNumber: expect.stringMatching(/^\S+$/) })
    } finally {
      process.env.STRIPE_API_URL = standIn.url
      process.env.STRIPE_SECRET_KEY = 'sk_test_standin'
      await failing.close()
    }
  })
})

dbSuite('POST /api/webhooks/stripe', () => {
  async function openOrder(quantity = 1) {
    const answer = await checkout([{ id: EAN.cavaBrut, quantity }])
    return (await findOrder({ sessionId: answer.id! }))!
  }

  it('refuses a missing or invalid signature and changes nothing', async () => {
    const order = await openOrder()
    const event = sessionEvent('checkout.session.completed', order.sessionId!, order.id)
    expect((await deliver(event, { secret: 'whsec_wrong' })).status).toBe(400)
    expect((await deliver(event, { signature: 't=1,v1=deadbeef' })).status).toBe(400)
    const noHeader = await read(await webhookRoute.POST(request('/api/webhooks/stripe', { method: 'POST', body: JSON.stringify(event) })))
    expect(noHeader.status).toBe(400)
    expect((await findOrder({ id: order.id }))!.status).toBe('pending')
  })

  it('marks the order paid on checkout.session.completed, records the buyer, and ignores a replay', async () => {
    const before = await product(EAN.cavaBrut)
    const order = await openOrder(2)
    const event = sessionEvent('checkout.session.completed', order.sessionId!, order.id)
    expect((await deliver(event)).json).toEqual({ received: true, outcome: 'paid' })
    const paid = (await findOrder({ id: order.id }))!
    expect(paid).toMatchObject({ status: 'paid', customerEmail: 'sanne@voorbeeld.nl', customerName: 'Sanne de Vries' })
    expect(paid.shippingAddress).toContain('3511 AB Utrecht')
    expect(await product(EAN.cavaBrut)).toMatchObject({ stock: before.stock - 2, reserved: before.reserved })
    expect((await deliver(event)).json).toEqual({ received: true, outcome: 'duplicate' })
    expect(await product(EAN.cavaBrut)).toMatchObject({ stock: before.stock - 2 })
  })

  it('waits for async_payment_succeeded when the session completes unpaid', async () => {
    const order = await openOrder()
    await deliver(sessionEvent('checkout.session.completed', order.sessionId!, order.id, { payment_status: 'unpaid' }))
    expect((await findOrder({ id: order.id }))!.status).toBe('pending')
    await deliver(sessionEvent('checkout.session.async_payment_succeeded', order.sessionId!, order.id))
    expect((await findOrder({ id: order.id }))!.status).toBe('paid')
  })

  it('releases the reservation on expired and async_payment_failed; a late expired after paid changes nothing', async () => {
    const before = await product(EAN.cavaBrut)
    const expiring = await openOrder()
    await deliver(sessionEvent('checkout.session.expired', expiring.sessionId!, expiring.id, { payment_status: 'unpaid' }))
    expect((await findOrder({ id: expiring.id }))!.status).toBe('expired')
    expect((await product(EAN.cavaBrut)).reserved).toBe(before.reserved)

    const failing = await openOrder()
    await deliver(sessionEvent('checkout.session.async_payment_failed', failing.sessionId!, failing.id))
    expect((await findOrder({ id: failing.id }))!.status).toBe('expired')

    const paid = await openOrder()
    await deliver(sessionEvent('checkout.session.completed', paid.sessionId!, paid.id))
    const afterPaid = await product(EAN.cavaBrut)
    expect((await deliver(sessionEvent('checkout.session.expired', paid.sessionId!, paid.id))).json).toMatchObject({
      outcome: 'already-settled',
    })
    expect((await findOrder({ id: paid.id }))!.status).toBe('paid')
    expect(await product(EAN.cavaBrut)).toMatchObject({ stock: afterPaid.stock, reserved: afterPaid.reserved })
  })

  it('does not trust metadata alone: an order id that does not match the session is looked up by session', async () => {
    const a = await openOrder()
    const b = await openOrder()
    // An event for session A that names order B in its metadata pays A, never B.
    await deliver(sessionEvent('checkout.session.completed', a.sessionId!, b.id))
    expect((await findOrder({ id: a.id }))!.status).toBe('paid')
    expect((await findOrder({ id: b.id }))!.status).toBe('pending')
  })

  it('answers 200 for events it does not handle, and for unknown sessions', async () => {
    expect(
      (await deliver({ id: 'evt_other_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } })).json,
    ).toEqual({ received: true, outcome: 'ignored' })
    expect((await deliver(sessionEvent('checkout.session.completed', 'cs_test_unknown', 999999))).json).toEqual({
      received: true,
      outcome: 'unknown-order',
    })
  })

  it('never answers a 5xx to odd bodies, even correctly signed ones', async () => {
    const bodies: unknown[] = [
      {},
      [],
      'x',
      null,
      { id: 5, type: [] },
      { id: 'evt_x', type: 'checkout.session.completed' },
      { id: 'evt_y', type: 'checkout.session.completed', data: {} },
      { id: 'evt_z', type: 'checkout.session.completed', data: { object: { id: 7 } } },
    ]
    for (const body of bodies) {
      const answer = await deliver(body as object)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
    const raw = 'not json at all'
    const sig = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: SECRET })
    expect(
      (
        await read(
          await webhookRoute.POST(request('/api/webhooks/stripe', { method: 'POST', body: raw, headers: { 'stripe-signature': sig } })),
        )
      ).status,
    ).toBe(400)
    const huge = 'x'.repeat(600 * 1024)
    expect(
      (
        await read(
          await webhookRoute.POST(
            request('/api/webhooks/stripe', { method: 'POST', body: huge, headers: { 'stripe-signature': 't=1,v1=a' } }),
          ),
        )
      ).status,
    ).toBe(413)
  })
})
