/** What the morning dashboard counts, read fresh from the database on every visit (no cache). */
import type { Payload, Where } from 'payload'
import { LOW_STOCK_FROM } from '../../features/catalog'
import { refundDeadline, startOfShopDay, startOfShopWeek } from './shop-day'

const PAID: Where = { status: { in: ['paid', 'shipped', 'delivered'] } }

export type ShopDayFacts = {
  toShip: number
  openWithdrawals: number
  /** The earliest refund deadline among the open withdrawals. */
  nextRefundDeadline: Date | null
  lowStock: number
  soldOut: number
  newContactMessages: number
  newTradeEnquiries: number
  revenueToday: number
  revenueWeek: number
  ordersToday: number
}

/** Paid orders since Monday, read once: the week's revenue, and today's from the same rows. */
async function revenue(payload: Payload, now: Date): Promise<{ today: number; ordersToday: number; week: number }> {
  const week = startOfShopWeek(now)
  const today = startOfShopDay(now).getTime()
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [PAID, { paidAt: { greater_than_equal: week.toISOString() } }] },
    select: { total: true, paidAt: true },
    pagination: false,
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const ofToday = docs.filter((o) => o.paidAt && new Date(o.paidAt).getTime() >= today)
  const sum = (rows: typeof docs) => rows.reduce((total, o) => total + (o.total ?? 0), 0)
  return { today: sum(ofToday), ordersToday: ofToday.length, week: sum(docs) }
}

export async function shopDayFacts(payload: Payload, now = new Date()): Promise<ShopDayFacts> {
  const count = async (collection: 'orders' | 'withdrawals' | 'products' | 'contact-messages' | 'trade-enquiries', where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const [toShip, openWithdrawals, oldestOpen, lowStock, soldOut, newContactMessages, newTradeEnquiries, paid] = await Promise.all([
    count('orders', { status: { equals: 'paid' } }),
    count('withdrawals', { handled: { not_equals: true } }),
    payload.find({
      collection: 'withdrawals',
      where: { handled: { not_equals: true } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { createdAt: true },
    }),
    count('products', {
      and: [{ _status: { equals: 'published' } }, { stock: { greater_than: 0 } }, { stock: { less_than_equal: LOW_STOCK_FROM } }],
    }),
    count('products', { and: [{ _status: { equals: 'published' } }, { stock: { less_than_equal: 0 } }] }),
    count('contact-messages', { handled: { not_equals: true } }),
    count('trade-enquiries', { handled: { not_equals: true } }),
    revenue(payload, now),
  ])
  const oldest = oldestOpen.docs[0]?.createdAt
  return {
    toShip,
    openWithdrawals,
    nextRefundDeadline: oldest ? refundDeadline(new Date(oldest)) : null,
    lowStock,
    soldOut,
    newContactMessages,
    newTradeEnquiries,
    revenueToday: paid.today,
    revenueWeek: paid.week,
    ordersToday: paid.ordersToday,
  }
}
