import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, withdrawalConfirmationMail, withdrawalRefusalMail, type OrderMail } from './mail-text'

const order = (locale: 'nl' | 'en', customerName: string | null, shipping: number): OrderMail => ({
  locale,
  shopName: 'Kelder & Kurk',
  orderNumber: 'KK-2026-000123',
  customerName,
  lines: [
    { name: 'Rioja Crianza', type: 'Fles 75 cl', quantity: 2, lineTotal: 2590 },
    { name: 'Tawny <Port>', type: null, quantity: 1, lineTotal: 1695 },
  ],
  subtotal: 4285,
  shipping,
  total: 4285 + shipping,
  orderUrl: 'https://shop.test/bestelling/abc',
  withdrawUrl: 'https://shop.test/herroepen',
})
const received = new Date('2026-11-20T15:30:00Z')

/** The mails exactly as a buyer gets them, in both languages: a change of wording shows here. */
describe('the shop mails', () => {
  it('order confirmation', () => {
    for (const m of [order('nl', 'Anna de Vries', 795), order('nl', null, 0), order('en', 'Anna', 795), order('en', null, 0)]) {
      const mail = orderConfirmationMail(m)
      expect(mail).toMatchSnapshot(`${m.locale}, ${m.customerName ?? 'no name'}, shipping ${m.shipping}`)
    }
  })
  it('withdrawal received and refused', () => {
    for (const locale of ['nl', 'en'] as const) {
      expect(
        withdrawalConfirmationMail({ locale, shopName: 'Kelder & Kurk', orderNumber: 'KK-2026-000123', receivedAt: received }),
      ).toMatchSnapshot(`${locale} received`)
      for (const reason of ['not-paid', 'too-late'] as const)
        expect(withdrawalRefusalMail({ locale, shopName: 'Kelder & Kurk', orderNumber: 'KK-2026-000123', reason })).toMatchSnapshot(
          `${locale} ${reason}`,
        )
    }
  })
})
