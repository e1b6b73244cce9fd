'use client'
import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { paymentState, type PaymentState } from '../actions'

const INTERVAL_MS = 1000
const SLOW_AFTER_MS = 60_000

/**
 * Waits on the processing page until the provider has confirmed the payment (its webhook may come
 * a moment after the buyer's return), then goes on to the accepted page.
 */
export function PaymentPoller({
  session,
  acceptedHref,
  labels,
}: {
  session: string
  acceptedHref: string
  labels: { closed: string; slow: string; unknown: string }
}) {
  const router = useRouter()
  const [state, setState] = useState<PaymentState>('pending')
  const [slow, setSlow] = useState(false)

  useEffect(() => {
    let stopped = false
    const started = Date.now()
    const tick = async () => {
      const next = await paymentState(session).catch((): PaymentState => 'pending')
      if (stopped) return
      if (next === 'paid') return router.replace(acceptedHref)
      setState(next)
      if (next !== 'pending') return
      if (Date.now() - started > SLOW_AFTER_MS) setSlow(true)
      window.setTimeout(tick, INTERVAL_MS)
    }
    void tick()
    return () => {
      stopped = true
    }
  }, [session, acceptedHref, router])

  const message = state === 'closed' ? labels.closed : state === 'unknown' ? labels.unknown : slow ? labels.slow : ''
  return message ? (
    <p role="alert" className="mt-4 rounded-lg border border-cork-300 bg-cork-100 p-4">
      {message}
    </p>
  ) : null
}
