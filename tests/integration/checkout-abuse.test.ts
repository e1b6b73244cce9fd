/**
 * Issue #13 §1 and §3 on the real database: one checkout cannot reserve the range (caps per wine,
 * per order and on unpaid orders per client, all from the shop settings), a refused checkout
 * reserves nothing and creates no order; the free test payments never run on a live shop that is
 * not the demo; the withdrawal form answers a stranger exactly as it answers the buyer.
 */
import { randomBytes } from 'node:crypto'
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import * as checkoutRoute from '../../src/app/api/checkoutPayment/route'
import { inStoreEan } from '../../src/lib/ean'
import { findOrder, markPaid, releaseOrder } from '../../src/features/checkout/orders'
import { PAYMENTS_NOT_SET_UP } from '../../src/features/checkout/providers'
import { bodyOf, call } from './support/http'
import { dbSuite } from './support/suite'

let payload: Payload
type Answer = { id?: string; url?: string; notification?: { type: string; message: string } }
type Line = { id: string; quantity: number }

const post = (shoppingCart: Line[], client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) =>
  call(checkoutRoute.POST, '/api/checkoutPayment', { method: 'POST', body: { shoppingCart }, headers: { 'x-forwarded-for': client } })
const answerOf = async (p: ReturnType<typeof post>) => bodyOf(await p) as Answer

let serial = 700
async function newWine(stock: number) {
  const ean = inStoreEan(26, ++serial)
  await payload.create({
    collection: 'products',
    data: {
      ean,
      name: `Voorraadwijn ${serial}`,
      producer: 'Proef',
      unit: 'fles',
      type: 'Fles 75 cl',
      price: 900,
      stock,
      colorCode: 'wit',
      countryCode: 'FR',
      region: 'Loire',
      grapes: ['Chenin Blanc'],
      alcohol: 12,
      servingTemperature: '9 °C',
      description: 'x',
      tastingNotes: 'x',
      taste: { body: 2, sweetness: 1, acidity: 4, tannin: 1 },
      _status: 'published',
    },
  })
  return ean
}
const reserved = async (ean: string) =>
  (await payload.find({ collection: 'products', where: { ean: { equals: ean } }, overrideAccess: true })).docs[0]!.reserved ?? 0
const orderCount = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs
const setLimits = (checkoutLimits: { maxPerLine: number; maxPerOrder: number; maxOpenPerClient: number }) =>
  payload.updateGlobal({ slug: 'site', overrideAccess: true, data: { checkoutLimits } })
const setDemo = (demo: boolean) => payload.updateGlobal({ slug: 'shop-install', overrideAccess: true, data: { demo } })

/** Runs `fn` as a live shop: NODE_ENV=production with a strong secret (lib/env refuses a weak one there). */
async function asLiveShop<T>(fn: () => Promise<T>, extra: Record<string, string> = {}): Promise<T> {
  const saved = { ...process.env }
  Object.assign(process.env, { NODE_ENV: 'production', PAYLOAD_SECRET: randomBytes(32).toString('hex'), ...extra })
  try {
    return await fn()
  } finally {
    for (const key of ['NODE_ENV', 'PAYLOAD_SECRET', ...Object.keys(extra)]) {
      if (saved[key] === undefined) delete process.env[key]
      else process.env[key] = saved[key]
    }
  }
}

beforeAll(async () => {
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@payload-config')).default })
  delete process.env.STRIPE_SECRET_KEY
})

dbSuite('stock hoarding', () => {
  afterEach(() => setLimits({ maxPerLine: 24, maxPerOrder: 60, maxOpenPerClient: 3 }))

  it('a whole stock in one line is refused with a Dutch notification; nothing is reserved, no order is made', async () => {
    const ean = await newWine(10_000)
    const orders = await orderCount()
    const a = await answerOf(post([{ id: ean, quantity: 10_000 }]))
    expect(a).toEqual({
      notification: {
        type: 'warning',
        message: expect.stringMatching(/^Van “Voorraadwijn \d+” kun je hoogstens 24 stuks per bestelling bestellen\./),
      },
    })
    expect(await reserved(ean)).toBe(0)
    expect(await orderCount()).toBe(orders)
  })

  it('lines that each fit but add up past the order cap are refused as a whole', async () => {
    const eans = [await newWine(100), await newWine(100), await newWine(100)]
    const orders = await orderCount()
    const a = await answerOf(post(eans.map((id) => ({ id, quantity: 24 }))))
    expect(a.notification?.message).toMatch(/^Een bestelling heeft hoogstens 60 stuks\./)
    for (const ean of eans) expect(await reserved(ean)).toBe(0)
    expect(await orderCount()).toBe(orders)
  })

  it('a client with the maximum of unpaid orders gets no new one until one is paid or released; others are not affected', async () => {
    const ean = await newWine(100)
    const client = '203.0.113.45'
    const sessions: string[] = []
    for (let i = 0; i < 3; i++) sessions.push((await answerOf(post([{ id: ean, quantity: 2 }], client))).id!)
    expect(sessions.every(Boolean)).toBe(true)
    const orders = await orderCount()
    const fourth = await answerOf(post([{ id: ean, quantity: 2 }], client))
    expect(fourth.notification?.message).toMatch(/^Je hebt al 3 bestellingen die op betaling wachten\./)
    expect(await orderCount()).toBe(orders)
    expect(await reserved(ean)).toBe(6)
    expect((await answerOf(post([{ id: ean, quantity: 2 }], '203.0.113.46'))).id).toBeTruthy()

    const first = (await findOrder({ sessionId: sessions[0]! }))!
    await markPaid(first.id, { email: 'koper@voorbeeld.nl' })
    const second = (await findOrder({ sessionId: sessions[1]! }))!
    await releaseOrder(second.id, 'cancelled')
    expect((await answerOf(post([{ id: ean, quantity: 2 }], client))).id).toBeTruthy()
    expect((await answerOf(post([{ id: ean, quantity: 2 }], client))).id).toBeTruthy()
    expect((await answerOf(post([{ id: ean, quantity: 2 }], client))).notification).toBeDefined()
  })

  it('the caps are the merchant’s: a lower cap in the shop settings applies to the next checkout', async () => {
    const ean = await newWine(50)
    expect((await answerOf(post([{ id: ean, quantity: 3 }]))).id).toBeTruthy()
    await setLimits({ maxPerLine: 2, maxPerOrder: 60, maxOpenPerClient: 3 })
    expect((await answerOf(post([{ id: ean, quantity: 3 }]))).notification?.message).toMatch(/hoogstens 2 stuks per bestelling/)
    expect(await reserved(ean)).toBe(3)
  })
})

dbSuite('free test payments on a live shop', () => {
  afterEach(() => setDemo(false))

  it('are refused when the shop is no longer the demo: no order, nothing reserved, and an existing test session cannot be paid', async () => {
    const ean = await newWine(20)
    const open = (await answerOf(post([{ id: ean, quantity: 1 }]))).id!
    const { payableTestOrder } = await import('../../src/features/checkout/test-payments')
    expect(await payableTestOrder(open)).not.toBeNull()
    await setDemo(false)
    await asLiveShop(async () => {
      const orders = await orderCount()
      const refused = await post([{ id: ean, quantity: 1 }])
      expect(refused.status).toBe(502)
      expect(refused.json).toEqual({ error: { code: 'payment_provider_error', message: PAYMENTS_NOT_SET_UP } })
      expect(await orderCount()).toBe(orders)
      expect(await reserved(ean)).toBe(1)
      expect(await payableTestOrder(open)).toBeNull()
    })
  })

  it('run while the shop is still the seeded demo, or when KK_ALLOW_TEST_PAYMENTS=1 says so', async () => {
    const ean = await newWine(20)
    await setDemo(true)
    expect(await asLiveShop(async () => (await answerOf(post([{ id: ean, quantity: 1 }]))).id)).toMatch(/^kktest_/)
    await setDemo(false)
    expect(await asLiveShop(async () => (await answerOf(post([{ id: ean, quantity: 1 }]))).id, { KK_ALLOW_TEST_PAYMENTS: '1' })).toMatch(
      /^kktest_/,
    )
  })

  it('pay only an order of the test provider', async () => {
    const ean = await newWine(20)
    const session = (await answerOf(post([{ id: ean, quantity: 1 }]))).id!
    const order = (await findOrder({ sessionId: session }))!
    await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      context: { system: true },
      data: { provider: 'stripe' },
    })
    const { payableTestOrder } = await import('../../src/features/checkout/test-payments')
    expect(await payableTestOrder(session)).toBeNull()
  })
})

dbSuite('withdrawal form', () => {
  it('answers a wrong e-mail, an unknown, an unpaid and a paid order alike, and mails only the buyer', async () => {
    const { submitWithdrawal } = await import('../../src/features/forms/submit')
    const ean = await newWine(20)
    const paid = (await findOrder({ sessionId: (await answerOf(post([{ id: ean, quantity: 1 }]))).id! }))!
    await markPaid(paid.id, { email: 'koper@voorbeeld.nl' })
    const unpaid = (await findOrder({ sessionId: (await answerOf(post([{ id: ean, quantity: 1 }]))).id! }))!
    await payload.update({
      collection: 'orders',
      id: unpaid.id,
      overrideAccess: true,
      context: { system: true },
      data: { customerEmail: 'wachter@voorbeeld.nl' },
    })
    const form = (orderNumber: string, email: string) =>
      submitWithdrawal({ name: 'Koper', orderNumber, email, reason: '' }, `client-${Math.random()}`)

    const answers = [
      await form(paid.orderNumber!, 'vreemde@voorbeeld.nl'),
      await form('KK-2026-999999', 'koper@voorbeeld.nl'),
      await form(unpaid.orderNumber!, 'wachter@voorbeeld.nl'),
      await form(paid.orderNumber!, 'koper@voorbeeld.nl'),
    ]
    for (const a of answers) expect(a).toEqual(answers[3])
    expect(answers[3]).toEqual({ status: 'sent', message: expect.stringContaining('Hoort het bestelnummer bij dit e-mailadres') })

    const mailsTo = async (to: string) =>
      (await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, overrideAccess: true })).docs.map((m) => m.subject)
    expect(await mailsTo('vreemde@voorbeeld.nl')).toEqual([])
    expect(await mailsTo('wachter@voorbeeld.nl')).toEqual([`Je herroeping van bestelling ${unpaid.orderNumber}`])
    expect(await mailsTo('koper@voorbeeld.nl')).toContain(`Je herroeping van bestelling ${paid.orderNumber} is ontvangen`)
    const registered = await payload.find({ collection: 'withdrawals', where: { order: { equals: paid.id } }, overrideAccess: true })
    expect(registered.docs.map((w) => w.name)).toEqual(['Koper'])
    expect(
      (await payload.count({ collection: 'withdrawals', where: { order: { equals: unpaid.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })
})
