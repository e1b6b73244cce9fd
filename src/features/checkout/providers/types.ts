/** One interface for every payment provider: create a hosted checkout session for an order. */
import { localizedPath } from '../../../lib/paths'
import { MESSAGES } from '../../../messages'
export type SessionLine = { name: string; type?: string | null; ean: string; unitPrice: number; quantity: number }

export type SessionRequest = {
  orderId: number | string
  orderNumber: string
  locale: 'nl' | 'en'
  lines: SessionLine[]
  shipping: number
  /** Absolute site origin for the return URLs (`https://shop.example`). */
  origin: string
  expiresAt: Date
}

export type CheckoutSession = { id: string; url: string }

export interface PaymentProvider {
  readonly name: 'stripe' | 'test'
  createSession(request: SessionRequest): Promise<CheckoutSession>
  /** Ends an open session early (the buyer came back through "cancel"); the provider then reports it expired. */
  cancelSession?(sessionId: string): Promise<void>
}

/** A provider refused or could not be reached: its message is shown to the shopper (spec §8). */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

/** The text on the provider's checkout that the buyer must tick (Alcoholwet: no sale under 18). */
/** What the hosted checkout says in the shopper's language (src/messages/{nl,en}/checkout.json), among it the age statement the buyer must tick (Alcoholwet: no sale under 18). */
export const hostedCheckoutText = (locale: 'nl' | 'en') => MESSAGES[locale].checkout.hostedCheckout

export const returnUrls = (origin: string, locale: 'nl' | 'en') => {
  return {
    success: `${origin}${localizedPath('/payments/process-payment', locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}${localizedPath('/payments/cancelled', locale)}?session_id={CHECKOUT_SESSION_ID}`,
  }
}
