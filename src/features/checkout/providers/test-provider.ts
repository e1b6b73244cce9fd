/**
 * The built-in test provider (default without `STRIPE_SECRET_KEY`): its hosted checkout is a page
 * of this app (`/payments/test-checkout/{session}`), and paying or cancelling there drives the same
 * order state machine as Stripe's webhook.
 */
import { randomBytes } from 'node:crypto'
import type { PaymentProvider } from './types'
import { localizedPath } from '../../../lib/paths'

export const TEST_SESSION_PREFIX = 'kktest_'
export const isTestSessionId = (id: string) => /^kktest_[A-Za-z0-9_-]{32}$/.test(id)

export const testProvider: PaymentProvider = {
  name: 'test',
  async createSession({ origin, locale }) {
    const id = TEST_SESSION_PREFIX + randomBytes(24).toString('base64url')
    return { id, url: `${origin}${localizedPath(`/payments/test-checkout/${id}`, locale)}` }
  },
}
