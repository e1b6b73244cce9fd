/**
 * Payment events, from Stripe's webhook or the test provider's page, each handled at most once
 * (stored event ids) and each only through the order state machine.
 */
import 'server-only'
import { payload } from '../../lib/payload'
import { findOrder, markPaid, releaseOrder, type Customer } from './orders'

export type PaymentEvent =
  | {
      id: string
      provider: 'stripe' | 'test'
      type: string
      kind: 'paid'
      orderId?: string | number | null
      sessionId: string
      customer?: Customer
    }
  | {
      id: string
      provider: 'stripe' | 'test'
      type: string
      kind: 'failed' | 'cancelled'
      orderId?: string | number | null
      sessionId: string
    }
  | { id: string; provider: 'stripe' | 'test'; type: string; kind: 'ignored'; orderId?: string | number | null; sessionId?: string }

export type EventOutcome = 'duplicate' | 'unknown-order' | 'ignored' | string

async function alreadyHandled(eventId: string): Promise<boolean> {
  const p = await payload()
  const { totalDocs } = await p.count({ collection: 'payment-events', where: { eventId: { equals: eventId } }, overrideAccess: true })
  return totalDocs > 0
}

async function remember(event: PaymentEvent, orderId: number | string | null, outcome: string) {
  try {
    await (
      await payload()
    ).create({
      collection: 'payment-events',
      overrideAccess: true,
      data: {
        eventId: event.id.slice(0, 255),
        type: event.type.slice(0, 100),
        provider: event.provider,
        order: orderId == null ? null : Number(orderId),
        outcome,
      },
    })
  } catch {
    // A concurrent delivery of the same event stored it first; the state machine made the second one a no-op.
  }
}

export async function handlePaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
  if (await alreadyHandled(event.id)) return 'duplicate'
  if (event.kind === 'ignored') {
    await remember(event, null, 'ignored')
    return 'ignored'
  }
  const byId = event.orderId != null && /^\d+$/.test(String(event.orderId)) ? await findOrder({ id: event.orderId }) : null
  const order = byId && byId.sessionId === event.sessionId ? byId : await findOrder({ sessionId: event.sessionId })
  if (!order) return 'unknown-order'
  let outcome: string
  if (event.kind === 'paid') outcome = await markPaid(order.id, event.customer)
  else outcome = (await releaseOrder(order.id, event.kind === 'cancelled' ? 'cancelled' : 'expired')) ? 'released' : 'already-settled'
  await remember(event, order.id, outcome)
  return outcome
}
