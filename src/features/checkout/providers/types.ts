/** One interface for every payment provider: create a hosted checkout session for an order. */
import { localizedPath } from '../../../lib/paths'
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
export const AGE_CONSENT_TEXT = {
  nl: 'Ik ben 18 jaar of ouder. Ik weet dat mijn leeftijd bij de bezorging opnieuw wordt gecontroleerd.',
  en: 'I am 18 or older. I understand that my age is checked again at delivery.',
} as const

export const returnUrls = (origin: string, locale: 'nl' | 'en') => {
  return {
    success: `${origin}${localizedPath('/payments/process-payment', locale)}?session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}${localizedPath('/payments/cancelled', locale)}?session_id={CHECKOUT_SESSION_ID}`,
  }
}
