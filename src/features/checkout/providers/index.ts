/** Which provider this shop uses: Stripe when a secret key is configured, otherwise the test provider. */
import type { PaymentProvider } from './types'
import { testProvider } from './test-provider'

export * from './types'
export { isTestSessionId, testProvider } from './test-provider'

let stripe: { key: string; provider: PaymentProvider } | undefined

export async function currentProvider(): Promise<PaymentProvider> {
  const key = process.env.STRIPE_SECRET_KEY?.trim()
  if (!key) return testProvider
  if (stripe?.key !== key) {
    const { stripeProvider } = await import('./stripe-provider')
    stripe = { key, provider: stripeProvider({ secretKey: key, apiUrl: process.env.STRIPE_API_URL?.trim() || undefined }) }
  }
  return stripe.provider
}

export const providerName = (): 'stripe' | 'test' => (process.env.STRIPE_SECRET_KEY?.trim() ? 'stripe' : 'test')
