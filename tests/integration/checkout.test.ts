/**
 * checkoutPayment, reservations, the order state machine and the test provider, on the real
 * database (SQLite, and Postgres in the Postgres run).
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import * as checkoutRoute from '../../src/app/api/checkoutPayment/route'
import { inStoreEan } from '../../src/lib/ean'
import { markPaid, releaseExpiredReservations, releaseOrder, findOrder } from '../../src/features/checkout/orders'
import { ORDER_NUMBER_PATTERN } from '../../src/features/checkout/order-state'
import { EAN, PUBLISHED_WINES } from './support/fixtures'
import { bodyOf, call, expectError } from './support/http'
import { dbSuite } from './support/suite'

const PATH = '/api/checkoutPayment'
let payload: Payload

type Line = { id: string; name?: string; type?: string; price?: number; quantity: number; stock?: number }
const post = (shoppingCart: unknown, query = '') =>
  call(checkoutRoute.POST, PATH + query, { method: 'POST', body: { shoppingCart } as object })
const line = (ean: string, quantity = 1, extra: Partial<Line> = {}): Line => {
  const w = PUBLISHED_WINES.find((x) => x.ean === ean)!
  return { id: ean, name: w.name, type: 'Fles 75 cl', price: w.price, quantity, stock: w.stock, ...extra }
}
type Answer = { id?: string; url?: string; notification?: { type: string; message: string } }
const answerOf = async (p: ReturnType<typeof post>) => bodyOf(await p) as Answer

async function product(ean: string) {
  const { docs } = await payload.find({ collection: 'products', where: { ean: { equals: ean } }, limit: 1, overrideAccess: true })
  return docs[0]!
}
let serial = 500
async function newWine(stock: number, price = 1000) {
  const ean = inStoreEan(27, ++serial)
  await payload.create({
    collection: 'products',
    data: {
      ean,
      name: `Testwijn ${serial}`,
      producer: 'Proef',
      unit: 'fles',
      type: 'Fles 75 cl',
      price,
      stock,
      colorCode: 'rood',
      countryCode: 'FR',
      region: 'Rhône',
      grapes: ['Syrah'],
      alcohol: 13,
      servingTemperature: '16 °C',
      description: 'x',
      tastingNotes: 'x',
      taste: { body: 3, sweetness: 1, acidity: 3, tannin: 3 },
      _status: 'published',
    },
  })
  return ean
}
const orderCount = async () => (await payload.count({ collection: 'orders', overrideAccess: true })).totalDocs

beforeAll(async () => {
  const { getPayload } = await import('payload')
  payload = await getPayload({ config: (await import('@payload-config')).default })
  delete process.env.STRIPE_SECRET_KEY
})

dbSuite('POST /api/checkoutPayment: refusals', () => {
  it('refuses an empty cart with a notification and creates nothing', async () => {
    const before = await orderCount()
    expect(await answerOf(post([]))).toEqual({ notification: { type: 'info', message: expect.stringContaining('winkelmandje is leeg') } })
    expect(await orderCount()).toBe(before)
  })

  it('refuses an unknown wine, naming it', async () => {
    const a = await answerOf(post([{ id: inStoreEan(28, 999_001), name: 'Spookwijn', price: 100, quantity: 1, stock: 3, type: 'Fles' }]))
    expect(a.notification).toEqual({ type: 'error', message: expect.stringContaining('“Spookwijn” is niet meer verkrijgbaar') })
    expect(a.id).toBeUndefined()
  })

  it('refuses a quantity above stock, naming the wine and how many are left', async () => {
    const a = await answerOf(post([line(EAN.bordeauxRouge, 4)]))
    expect(a.notification).toEqual({
      type: 'warning',
      message: 'Van “Bordeaux Rouge” zijn er nog 3 beschikbaar. Pas het aantal in je winkelmandje aan.',
    })
  })

  it('refuses a sold-out wine and a draft-only wine', async () => {
    expect((await answerOf(post([line(EAN.baroloUitverkocht, 1)]))).notification?.message).toContain('“Barolo” is helaas uitverkocht')
    expect((await answerOf(post([{ id: EAN.conceptWijn, quantity: 1, price: 999, name: 'Concept' }]))).notification?.type).toBe('error')
  })

  it('refuses a changed (or tampered) price and tells the real one; nothing is reserved', async () => {
    const before = await product(EAN.chablis)
    const a = await answerOf(post([line(EAN.chablis, 1, { price: 1 })]))
    expect(a.notification).toEqual({ type: 'warning', message: expect.stringContaining('gewijzigd naar € 19,95') })
    expect((await product(EAN.chablis)).reserved).toBe(before.reserved)
  })

  it('answers malformed input with the contract errors and stores nothing', async () => {
    const before = await orderCount()
    expectError(await call(checkoutRoute.POST, PATH, { method: 'POST', body: '{"shoppingCart": [' }), 400, 'invalid_json')
    expectError(await post('nee'), 400, 'invalid_request')
    expectError(await post([{ id: '123', quantity: 1 }]), 400, 'invalid_request')
    expectError(await post([line(EAN.chablis, 0)]), 400, 'invalid_request')
    expectError(await post([line(EAN.chablis, 1.5)]), 400, 'invalid_request')
    expectError(await post(Array.from({ length: 101 }, () => line(EAN.chablis, 1))), 400, 'invalid_request')
    expectError(await call(checkoutRoute.GET, PATH), 405, 'method_not_allowed')
    expect(await orderCount()).toBe(before)
  })
})

dbSuite('POST /api/checkoutPayment: orders and reservations', () => {
  it('re-prices from the database, reserves the stock and answers a session for a pending order', async () => {
    const stockBefore = await product(EAN.riojaCrianza)
    const a = await answerOf(post([line(EAN.riojaCrianza, 2), line(EAN.tawnyPort, 1)]))
    expect(a.id).toMatch(/^kktest_/)
    expect(a.url).toMatch(new RegExp(`/payments/test-checkout/${a.id}$`))
    const order = (await findOrder({ sessionId: a.id! }))!
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 2 * 1295 + 1695,
      shipping: 795,
      total: 2 * 1295 + 1695 + 795,
      provider: 'test',
      locale: 'nl',
    })
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN)
    expect(order.lines?.map((l) => [l.ean, l.name, l.unitPrice, l.quantity, l.lineTotal])).toEqual([
      [EAN.riojaCrianza, 'Rioja Crianza', 1295, 2, 2590],
      [EAN.tawnyPort, 'Tawny Port', 1695, 1, 1695],
    ])
    expect(new Date(order.expiresAt!).getTime() - new Date(order.createdAt).getTime()).toBeGreaterThan(29 * 60_000)
    const after = await product(EAN.riojaCrianza)
    expect([after.stock, after.reserved]).toEqual([stockBefore.stock, (stockBefore.reserved ?? 0) + 2])
    // The public catalog now offers two fewer.
    await releaseOrder(order.id, 'cancelled')
    expect((await product(EAN.riojaCrianza)).reserved).toBe(stockBefore.reserved ?? 0)
  })

  it('repairs at start what a crash between reserving and writing the order left held, and nothing else', async () => {
    const { repairReservations } = await import('../../src/features/checkout/reservations-repair')
    const { sqlRunnerFor } = await import('../../src/lib/sql')
    const run = await sqlRunnerFor(payload.db)
    const held = await newWine(10)
    const crashed = await newWine(10)
    expect((await answerOf(post([{ id: held, quantity: 3, price: 1000 }]))).id).toBeTruthy()
    // The crash: bottles reserved, no order written.
    await run('UPDATE products SET reserved = reserved + 2 WHERE id = ?', [(await product(crashed)).id])
    await run('UPDATE products SET reserved = reserved + 4 WHERE id = ?', [(await product(held)).id])
    expect([(await product(held)).reserved, (await product(crashed)).reserved]).toEqual([7, 2])

    const corrected = await repairReservations(run)
    expect(corrected.map(Number).sort()).toEqual([(await product(held)).id, (await product(crashed)).id].map(Number).sort())
    // The pending order keeps its 3; the 4 and 2 nobody holds are for sale again.
    expect([(await product(held)).reserved, (await product(crashed)).reserved]).toEqual([3, 0])
    expect(await repairReservations(run)).toEqual([])
  })

  it('sells exactly the stock when 200 shoppers check out the last 5 bottles at once', async () => {
    const ean = await newWine(5)
    const answers = await Promise.all(Array.from({ length: 200 }, () => answerOf(post([{ id: ean, quantity: 1, price: 1000 }]))))
    const sessions = answers.filter((a) => a.id)
    const refused = answers.filter((a) => a.notification)
    expect(sessions).toHaveLength(5)
    expect(refused).toHaveLength(195)
    for (const a of refused) expect(a.notification!.message).toMatch(/Testwijn \d+.*(uitverkocht|nog \d+)/)
    expect(await product(ean)).toMatchObject({ stock: 5, reserved: 5 })

    for (const s of sessions) expect(await markPaid((await findOrder({ sessionId: s.id! }))!.id)).toBe('paid')
    expect(await product(ean)).toMatchObject({ stock: 0, reserved: 0 })
    // A second confirmation of the same payment moves nothing.
    expect(await markPaid((await findOrder({ sessionId: sessions[0]!.id! }))!.id)).toBe('already-settled')
    expect(await product(ean)).toMatchObject({ stock: 0, reserved: 0 })
  }, 120_000)

  it('gives stock back when reservations expire after 30 minutes, and only then', async () => {
    const ean = await newWine(5)
    const answers = await Promise.all(Array.from({ length: 20 }, () => answerOf(post([{ id: ean, quantity: 1, price: 1000 }]))))
    expect(answers.filter((a) => a.id)).toHaveLength(5)
    expect(await releaseExpiredReservations(new Date(Date.now() + 29 * 60_000))).toBe(0)
    expect(await product(ean)).toMatchObject({ stock: 5, reserved: 5 })
    expect(await releaseExpiredReservations(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(5)
    expect(await product(ean)).toMatchObject({ stock: 5, reserved: 0 })
    const order = (await findOrder({ sessionId: answers.find((a) => a.id)!.id! }))!
    expect(order.status).toBe('expired')
    // Now a new shopper can buy them.
    expect((await answerOf(post([{ id: ean, quantity: 5, price: 1000 }]))).id).toBeTruthy()
  }, 60_000)

  it('lets a late payment take the stock again, flagged for the merchant', async () => {
    const ean = await newWine(2)
    const a = await answerOf(post([{ id: ean, quantity: 2, price: 1000 }]))
    const order = (await findOrder({ sessionId: a.id! }))!
    await releaseOrder(order.id, 'expired')
    expect(await markPaid(order.id, { email: 'laat@voorbeeld.nl' })).toBe('paid-after-release')
    const after = (await findOrder({ id: order.id }))!
    expect(after.status).toBe('paid')
    expect(after.note).toContain('opnieuw afgeboekt')
    expect(await product(ean)).toMatchObject({ stock: 0, reserved: 0 })
  })
})

dbSuite('order mail and the merchant', () => {
  it('mails the buyer once on payment (outbox without SMTP), with a link to the guest order page', async () => {
    const a = await answerOf(post([line(EAN.cavaBrut, 1)]))
    const order = (await findOrder({ sessionId: a.id! }))!
    await markPaid(order.id, { name: 'Jan Jansen', email: 'jan@voorbeeld.nl', address: 'Dorpsstraat 1\n1234 AB Ergens' })
    await markPaid(order.id, { name: 'Jan Jansen', email: 'jan@voorbeeld.nl' })
    const { docs } = await payload.find({ collection: 'mail-outbox', where: { to: { equals: 'jan@voorbeeld.nl' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    const paid = (await findOrder({ id: order.id }))!
    expect(docs[0]!.subject).toBe(`Bedankt voor je bestelling ${paid.orderNumber} bij Kelder & Kurk`)
    expect(docs[0]!.text).toContain('1 × Cava Brut')
    expect(docs[0]!.text).toContain('Totaalprijs (inclusief btw): € 62,90')
    expect(docs[0]!.text).toContain(`/bestelling/${paid.accessToken}`)
    expect(docs[0]!.text).toMatch(/identiteitsbewijs/)
    expect(paid.confirmationSentAt).toBeTruthy()
  })

  it('lets the shop role ship a paid order and deliver it, but never mark one paid by hand', async () => {
    const shop = (await payload.find({ collection: 'users', where: { roles: { contains: 'shop' } }, limit: 1 })).docs[0]!
    const a = await answerOf(post([line(EAN.chablis, 1)]))
    const order = (await findOrder({ sessionId: a.id! }))!
    const asShop = (status: 'paid' | 'shipped' | 'delivered') =>
      payload.update({ collection: 'orders', id: order.id, data: { status }, user: shop, overrideAccess: false })
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'saved',
        (e: { data?: unknown }) => JSON.stringify(e.data),
      )
    expect(await refusal(asShop('paid'))).toMatch(/kan niet op \\"Betaald\\" worden gezet/)
    await markPaid(order.id)
    expect(await refusal(asShop('delivered'))).toMatch(/kan niet/)
    expect((await asShop('shipped')).shippedAt).toBeTruthy()
    expect((await asShop('delivered')).deliveredAt).toBeTruthy()
    // Totals are not the shop's to change.
    const tampered = await payload.update({ collection: 'orders', id: order.id, data: { total: 1 }, user: shop, overrideAccess: false })
    expect(tampered.total).toBe(order.total)
  })

  it("shows stock and reservations to the merchant and keeps `reserved` out of an editor's hands", async () => {
    const editor = (await payload.find({ collection: 'users', where: { roles: { contains: 'editor' } }, limit: 1 })).docs[0]!
    const ean = await newWine(4)
    await answerOf(post([{ id: ean, quantity: 3, price: 1000 }]))
    const doc = await product(ean)
    const saved = await payload.update({
      collection: 'products',
      id: doc.id,
      data: { reserved: 0, price: 1100 },
      user: editor,
      overrideAccess: false,
    })
    expect(saved).toMatchObject({ reserved: 3, price: 1100 })
    const draftView = await payload.findByID({ collection: 'products', id: doc.id, draft: true, user: editor, overrideAccess: false })
    expect(draftView).toMatchObject({ stock: 4, reserved: 3 })
  })
})

dbSuite('orders stay private', () => {
  it('anonymous visitors cannot read or write orders, withdrawals, the outbox, payment events or jobs (REST and GraphQL)', async () => {
    const { rest, graphql } = await import('./support/payload-http')
    const a = await answerOf(post([line(EAN.sancerre, 1)]))
    const order = (await findOrder({ sessionId: a.id! }))!
    await markPaid(order.id, { name: 'Geheime Koper', email: 'geheim@voorbeeld.nl', address: 'Verborgen 1' })
    for (const path of [
      'orders',
      `orders/${order.id}`,
      'orders?where[customerEmail][like]=geheim',
      'withdrawals',
      'mail-outbox',
      'payment-events',
      'payload-jobs',
    ]) {
      const answer = await rest('GET', path)
      expect(answer.status, path).toBeGreaterThanOrEqual(400)
      expect(answer.text, path).not.toContain('geheim@voorbeeld.nl')
      expect(answer.text, path).not.toContain(order.accessToken!)
    }
    const gql = await graphql('{ Orders { docs { orderNumber customerEmail } } MailOutboxes { docs { to text } } }')
    expect(gql.text).not.toContain('geheim@voorbeeld.nl')
    for (const [method, path, body] of [
      ['POST', 'orders', { status: 'paid', subtotal: 1, shipping: 0, total: 1 }],
      ['PATCH', `orders/${order.id}`, { status: 'delivered' }],
      ['POST', 'withdrawals', { orderNumber: order.orderNumber, email: 'x@y.nl' }],
    ] as const) {
      const answer = await rest(method, path, { body })
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${method} ${path}`).toBeLessThan(500)
    }
    expect((await findOrder({ id: order.id }))!.status).toBe('paid')
  })

  it('never returns the guest page secret through the API, even to staff', async () => {
    const { rest, login } = await import('./support/payload-http')
    const { USERS } = await import('./support/fixtures')
    const token = await login(USERS.admin.email, USERS.admin.password)
    const a = await answerOf(post([line(EAN.sancerre, 1)]))
    const order = (await findOrder({ sessionId: a.id! }))!
    const answer = await rest('GET', `orders/${order.id}`, { token })
    expect(answer.status).toBe(200)
    expect(answer.text).toContain(order.orderNumber!)
    expect(answer.text).not.toContain(order.accessToken!)
  })
})

dbSuite('withdrawal and the release job', () => {
  it('registers a withdrawal once for the right order number and e-mail, confirms it by mail, refuses the rest', async () => {
    const { registerWithdrawal } = await import('../../src/features/checkout/withdrawal')
    const a = await answerOf(post([line(EAN.chablis, 1)]))
    const order = (await findOrder({ sessionId: a.id! }))!
    expect(await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'herroep@voorbeeld.nl' }, 'nl')).toBe('not-found')
    await markPaid(order.id, { email: 'Herroep@Voorbeeld.nl' })
    expect(await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'iemand@anders.nl' }, 'nl')).toBe('not-found')
    expect(await registerWithdrawal({ orderNumber: 'KK-2026-999999', email: 'herroep@voorbeeld.nl' }, 'nl')).toBe('not-found')
    expect(
      await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'herroep@voorbeeld.nl', reason: 'Toch liever rood.' }, 'nl'),
    ).toBe('registered')
    expect(await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'herroep@voorbeeld.nl' }, 'nl')).toBe('registered')
    const { docs } = await payload.find({
      collection: 'withdrawals',
      where: { orderNumber: { equals: order.orderNumber } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ reason: 'Toch liever rood.', handled: false })
    const mails = await payload.find({ collection: 'mail-outbox', where: { subject: { contains: 'herroeping' } }, overrideAccess: true })
    expect(mails.docs.filter((m) => m.subject.includes(order.orderNumber!))).toHaveLength(1)

    const unpaid = (await findOrder({ sessionId: (await answerOf(post([line(EAN.chablis, 1)]))).id! }))!
    await payload.update({
      collection: 'orders',
      id: unpaid.id,
      overrideAccess: true,
      context: { system: true },
      data: { customerEmail: 'x@voorbeeld.nl' },
    })
    expect(await registerWithdrawal({ orderNumber: unpaid.orderNumber!, email: 'x@voorbeeld.nl' }, 'nl')).toBe('not-paid')
  })

  it('refuses a withdrawal more than 14 days after delivery', async () => {
    const { registerWithdrawal } = await import('../../src/features/checkout/withdrawal')
    const order = (await findOrder({ sessionId: (await answerOf(post([line(EAN.chablis, 1)]))).id! }))!
    await markPaid(order.id, { email: 'laat@voorbeeld.nl' })
    await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      context: { system: true },
      data: { status: 'delivered', deliveredAt: '2026-01-01T10:00:00.000Z' },
    })
    expect(
      await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'laat@voorbeeld.nl' }, 'nl', new Date('2026-01-20T10:00:00Z')),
    ).toBe('too-late')
    expect(
      await registerWithdrawal({ orderNumber: order.orderNumber!, email: 'laat@voorbeeld.nl' }, 'nl', new Date('2026-01-10T10:00:00Z')),
    ).toBe('registered')
  })

  it('the scheduled Payload job releases expired reservations through the jobs queue', async () => {
    const ean = await newWine(3)
    const a = await answerOf(post([{ id: ean, quantity: 3, price: 1000 }]))
    const order = (await findOrder({ sessionId: a.id! }))!
    await payload.update({
      collection: 'orders',
      id: order.id,
      overrideAccess: true,
      context: { system: true },
      data: { expiresAt: new Date(Date.now() - 60_000).toISOString() },
    })
    await payload.jobs.queue({ task: 'releaseExpiredReservations', input: {}, queue: 'reservations' })
    await payload.jobs.run({ queue: 'reservations' })
    expect((await findOrder({ id: order.id }))!.status).toBe('expired')
    expect(await product(ean)).toMatchObject({ stock: 3, reserved: 0 })
  })
})

dbSuite('checkout rate limits', () => {
  it('limits checkouts per client: 429 with Retry-After, and a refused request reserves nothing', async () => {
    const saved = process.env.RATE_LIMIT_PER_MINUTE
    process.env.RATE_LIMIT_PER_MINUTE = '2'
    try {
      const headers = { 'x-forwarded-for': '203.0.113.99' }
      const before = await product(EAN.riojaCrianza)
      const statuses: number[] = []
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await call(checkoutRoute.POST, PATH, {
              method: 'POST',
              body: { shoppingCart: [{ id: EAN.riojaCrianza, quantity: 1, price: 1295 }] },
              headers,
            })
          ).status,
        )
      expect(statuses).toEqual([200, 200, 429])
      const limited = await call(checkoutRoute.POST, PATH, {
        method: 'POST',
        body: { shoppingCart: [{ id: EAN.riojaCrianza, quantity: 1 }] },
        headers,
      })
      expectError(limited, 429, 'rate_limited')
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect((await product(EAN.riojaCrianza)).reserved).toBe((before.reserved ?? 0) + 2)
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = saved
    }
  })
})
