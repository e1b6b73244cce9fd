/**
 * Which provider this shop uses: Stripe when a secret key is configured, otherwise the built-in
 * test provider, which marks orders paid for free. A live shop (NODE_ENV=production) gets the test
 * provider only while it is still the seeded demo (Beheer → Installatie) or with
 * KK_ALLOW_TEST_PAYMENTS=1; otherwise checkout refuses before anything is reserved.
 */
import { env } from '../../../lib/env'
import { PaymentProviderError, type PaymentProvider } from './types'
import { testProvider } from './test-provider'
import nlCheckout from '../../../messages/nl/checkout.json'

export * from './types'
export { isTestSessionId, testProvider } from './test-provider'

/** What the API answers when no payment provider may run (api-contract.md: Dutch). */
export const PAYMENTS_NOT_SET_UP = nlCheckout.notices.paymentsNotSetUp

let stripe: { key: string; provider: PaymentProvider } | undefined
let warned = false

/** Whether the free test payments may run here now. */
export async function testPaymentsAllowed(): Promise<boolean> {
  const e = env()
  if (!e.live) return true
  if (e.KK_ALLOW_TEST_PAYMENTS) {
    if (!warned)
      console.warn(
        '[kk] LET OP: gratis testbetalingen staan aan in productie (KK_ALLOW_TEST_PAYMENTS=1). Nooit op een winkel met echte klanten.',
      )
    warned = true
    return true
  }
  // Read live on every order (one small statement, no cache): going live must stop test payments
  // at once, on every instance.
  const { payloadSqlRunner } = await import('../../../lib/sql')
  const [install] = await (await payloadSqlRunner())(`SELECT "demo" AS demo FROM "shop_install" LIMIT 1`, [])
  return install?.demo === true || install?.demo === 1
}

export async function currentProvider(): Promise<PaymentProvider> {
  const key = env().STRIPE_SECRET_KEY
  if (!key) {
    if (!(await testPaymentsAllowed())) throw new PaymentProviderError(PAYMENTS_NOT_SET_UP)
    return testProvider
  }
  if (stripe?.key !== key) {
    const { stripeProvider } = await import('./stripe-provider')
    stripe = { key, provider: stripeProvider({ secretKey: key, apiUrl: env().STRIPE_API_URL }) }
  }
  return stripe.provider
}
