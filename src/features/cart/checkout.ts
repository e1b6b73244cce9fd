'use client'
/**
 * `Bestellen`: the cart goes to /api/checkoutPayment, which answers either a notification (shown,
 * no redirect; the cart is refreshed so it shows the new price or stock) or the hosted checkout to
 * go to. A failure of the payment provider throws with the provider's message (spec §8).
 */
import { notify } from '../notifications'
import { refreshCart } from './refresh'
import type { CartLine } from './rules'

export class PaymentRedirectError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentRedirectError'
  }
}

type Answer = { id?: unknown; url?: unknown; notification?: { type?: unknown; message?: unknown } }
const NOTIFICATION_TYPES = ['error', 'warning', 'info'] as const

function parseAnswer(data: unknown): Answer | null {
  const body = (data as { body?: unknown } | null)?.body
  if (typeof body !== 'string') return null
  try {
    return JSON.parse(body) as Answer
  } catch {
    return null
  }
}

export async function onCheckout(lines: readonly CartLine[], locale: string, fallbackMessage: string): Promise<'redirecting' | 'notified'> {
  const response = await fetch(`/api/checkoutPayment?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shoppingCart: lines }),
  }).catch(() => null)
  const data: unknown = await response?.json().catch(() => null)
  if (!response?.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message
    throw new PaymentRedirectError(typeof message === 'string' && message ? message : fallbackMessage)
  }
  const answer = parseAnswer(data)
  const n = answer?.notification
  if (n && typeof n.message === 'string') {
    const type = NOTIFICATION_TYPES.find((t) => t === n.type) ?? 'error'
    notify({ type, message: n.message, duration: 0, dismissible: true })
    await refreshCart(locale).catch(() => false)
    return 'notified'
  }
  if (typeof answer?.url !== 'string' || !/^https?:\/\//.test(answer.url)) throw new PaymentRedirectError(fallbackMessage)
  window.location.assign(answer.url)
  return 'redirecting'
}
