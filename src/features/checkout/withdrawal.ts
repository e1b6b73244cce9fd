/**
 * The withdrawal function (herroepingsknop, Dutch law since 2026-06-19): a buyer withdraws with
 * the order number and the order's e-mail address, no account and no upload. Registered once,
 * confirmed by mail, listed for the merchant.
 *
 * The visitor always sees the same answer (forms/submit.ts): order numbers are sequential, so a
 * page that said "no such order" or "not paid" would tell a stranger who bought what. Only when
 * number and e-mail match does anything happen, and the outcome goes to that e-mail address.
 */
import 'server-only'
import { payload } from '../../lib/payload'
import { withdrawalAllowed, type OrderStatus } from './order-state'
import { findOrderByNumberAndEmail } from './orders'
import { sendWithdrawalConfirmation, sendWithdrawalRefusal } from './mail'

export type WithdrawalOutcome = 'registered' | 'not-found' | 'not-paid' | 'too-late'

export async function registerWithdrawal(
  input: { orderNumber: string; email: string; name?: string; reason?: string },
  locale: 'nl' | 'en',
  now = new Date(),
): Promise<WithdrawalOutcome> {
  const order = await findOrderByNumberAndEmail(input.orderNumber, input.email)
  if (!order) return 'not-found'
  const verdict = withdrawalAllowed(order.status as OrderStatus, order.deliveredAt ? new Date(order.deliveredAt) : null, now)
  if (!verdict.ok) {
    await sendWithdrawalRefusal({ to: order.customerEmail!, orderNumber: order.orderNumber!, locale, reason: verdict.reason }).catch(
      (error) => console.error(`[withdrawal] refusal mail for ${order.orderNumber} failed`, error),
    )
    return verdict.reason
  }
  const p = await payload()
  const existing = await p.count({ collection: 'withdrawals', where: { order: { equals: order.id } }, overrideAccess: true })
  if (existing.totalDocs > 0) return 'registered'
  await p.create({
    collection: 'withdrawals',
    overrideAccess: true,
    data: {
      order: order.id,
      orderNumber: order.orderNumber!,
      email: order.customerEmail!,
      name: input.name || undefined,
      reason: input.reason || undefined,
      handled: false,
    },
  })
  await sendWithdrawalConfirmation({ to: order.customerEmail!, orderNumber: order.orderNumber!, locale, receivedAt: now }).catch((error) =>
    console.error(`[withdrawal] confirmation for ${order.orderNumber} failed`, error),
  )
  return 'registered'
}
