import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, withdrawalConfirmationMail } from '../../../features/checkout/mail-text'
import { findContradictions } from '../../../lib/promise-check'
import { promiseValues } from '../../../lib/promises'
import { textsOf } from './spelling'

/** A message as a visitor reads it: the promise placeholders filled in (others stay as written). */
function rendered(text: string, lang: 'nl' | 'en'): string {
  const values: Record<string, unknown> = promiseValues(lang)
  return text.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m))
}

describe.each(['nl', 'en'] as const)('the shop states its promises once (%s)', (lang) => {
  it('no seeded page, FAQ answer, article, home text or UI message contradicts them', () => {
    const found = textsOf(lang).flatMap((t) => findContradictions(rendered(t, lang)))
    expect(found).toEqual([])
  })

  it('nor do the mails a buyer gets', () => {
    const order = orderConfirmationMail({
      locale: lang,
      shopName: 'Kelder & Kurk',
      orderNumber: 'KK-2026-00001',
      customerName: 'Sanne',
      lines: [{ name: 'Rioja Crianza', quantity: 6, lineTotal: 7500 }],
      subtotal: 7500,
      shipping: 795,
      total: 8295,
      orderUrl: 'https://example.test/o',
      withdrawUrl: 'https://example.test/w',
    })
    const withdrawal = withdrawalConfirmationMail({
      locale: lang,
      shopName: 'Kelder & Kurk',
      orderNumber: 'KK-2026-00001',
      receivedAt: new Date(),
    })
    expect(findContradictions(`${order.text}\n${withdrawal.text}`)).toEqual([])
  })

  it('and the check would notice the old texts', () => {
    const old =
      lang === 'nl'
        ? 'Gratis verzending vanaf € 75. Vóór 16.00 uur besteld, morgen in huis.'
        : 'Free shipping from € 75. Order before 4 pm, delivered tomorrow.'
    expect(findContradictions(old).map((c) => c.promise)).toEqual(['shipping', 'delivery'])
  })
})
