/** What the test checkout's Betalen may pay: only a live-enough order of the test provider, only where test payments may run. */
import 'server-only'
import type { Order } from '../../payload-types'
import { findOrder } from './orders'
import { testPaymentsAllowed } from './providers'

export async function payableTestOrder(sessionId: string, now = new Date()): Promise<Order | null> {
  const order = await findOrder({ sessionId })
  if (!order || order.provider !== 'test' || order.status !== 'pending' || new Date(order.expiresAt ?? 0) <= now) return null
  return (await testPaymentsAllowed()) ? order : null
}
