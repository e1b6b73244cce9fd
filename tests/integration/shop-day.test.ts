/**
 * Issue #15 §5: the admin's morning figures count what a merchant acts on: paid orders to ship,
 * open withdrawals with the first refund deadline, wines running low or sold out, unhandled
 * messages, and revenue of today and this week (paid orders only, in Amsterdam time).
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { inStoreEan } from '../../src/lib/ean'
import { shopDayFacts } from '../../src/cms/dashboard/facts'
import { dbSuite } from './support/suite'

let payload: Payload
const NOW = new Date('2026-11-25T10:00:00Z') // a Wednesday
let serial = 0

async function order(status: string, paidAt: string | null, total: number) {
  const mark = `KK-DAG-${++serial}`
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    context: { system: true },
    data: {
      orderNumber: mark,
      status: status as 'paid',
      locale: 'nl',
      lines: [{ ean: inStoreEan(27, serial), name: 'Proefwijn', unitPrice: total - 795, quantity: 1, lineTotal: total - 795 }],
      subtotal: total - 795,
      shipping: 795,
      total,
      customerName: 'Koper',
      customerEmail: `${mark}@voorbeeld.nl`.toLowerCase(),
      shippingAddress: 'Dorpsstraat 1',
      provider: 'test',
      sessionId: mark,
      ...(paidAt ? { paidAt } : {}),
    } as never,
  })
}

dbSuite("the shop's day on the dashboard", () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
  })

  it('counts what waits, what runs out and what came in', async () => {
    const before = await shopDayFacts(payload, NOW)
    await order('paid', '2026-11-25T08:00:00Z', 3000) // today, to ship
    await order('shipped', '2026-11-24T23:30:00Z', 5000) // today in Amsterdam (00:30), already shipped
    await order('delivered', '2026-11-23T09:00:00Z', 7000) // Monday: this week
    await order('paid', '2026-11-22T09:00:00Z', 10000) // Sunday: last week, still to ship
    await order('pending', null, 9900) // not paid: no revenue
    const withdrawn = await order('delivered', '2026-11-20T09:00:00Z', 2000)
    await payload.create({
      collection: 'withdrawals',
      overrideAccess: true,
      data: { order: withdrawn.id, orderNumber: withdrawn.orderNumber!, email: withdrawn.customerEmail!, handled: false },
    })
    await payload.create({
      collection: 'contact-messages',
      overrideAccess: true,
      data: { name: 'Klant', email: 'dag@voorbeeld.nl', message: 'Waar blijft mijn wijn?', handled: false },
    })

    const after = await shopDayFacts(payload, NOW)
    expect(after.toShip - before.toShip).toBe(2)
    expect(after.revenueToday - before.revenueToday).toBe(8000)
    expect(after.ordersToday - before.ordersToday).toBe(2)
    expect(after.revenueWeek - before.revenueWeek).toBe(15000)
    expect(after.openWithdrawals - before.openWithdrawals).toBe(1)
    expect(after.nextRefundDeadline).not.toBeNull()
    expect(after.newContactMessages - before.newContactMessages).toBe(1)
  })

  it('counts wines running low and sold out among the published ones', async () => {
    const before = await shopDayFacts(payload, NOW)
    const { docs } = await payload.find({
      collection: 'products',
      where: { _status: { equals: 'published' }, stock: { greater_than: 5 } },
      limit: 2,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'products',
      id: docs[0]!.id,
      data: { stock: 3, _status: 'published' },
      overrideAccess: true,
      context: { system: true },
    })
    await payload.update({
      collection: 'products',
      id: docs[1]!.id,
      data: { stock: 0, _status: 'published' },
      overrideAccess: true,
      context: { system: true },
    })
    const after = await shopDayFacts(payload, NOW)
    expect(after.lowStock - before.lowStock).toBe(1)
    expect(after.soldOut - before.soldOut).toBe(1)
  })
})
