import { describe, expect, it } from 'vitest'
import { CHECKOUT_TEXT, mergeLines, priceCart, type StoredWine } from './pricing'

const wine = (ean: string, price: number, available: number, name = `Wijn ${ean.slice(-2)}`): StoredWine => ({
  productId: Number(ean.slice(-3)),
  ean,
  name,
  type: 'Fles 75 cl',
  price,
  available,
})
const shop = (...wines: StoredWine[]) => new Map(wines.map((w) => [w.ean, w]))
const A = '2100000000017'
const B = '2100000000024'

describe('priceCart', () => {
  it('re-prices from the stored wine, never from the browser', () => {
    const r = priceCart([{ id: A, quantity: 2 }], shop(wine(A, 1295, 10)))
    expect(r).toEqual({
      ok: true,
      cart: {
        lines: [expect.objectContaining({ ean: A, unitPrice: 1295, quantity: 2, lineTotal: 2590 })],
        subtotal: 2590,
        shipping: 795,
        total: 3385,
      },
    })
  })

  it('adds shipping up to € 75 and none above', () => {
    const at75 = priceCart([{ id: A, quantity: 1 }], shop(wine(A, 7500, 3)))
    const above = priceCart([{ id: A, quantity: 1 }], shop(wine(A, 7501, 3)))
    expect(at75.ok && at75.cart.shipping).toBe(795)
    expect(above.ok && above.cart.shipping).toBe(0)
    expect(above.ok && above.cart.total).toBe(7501)
  })

  it('refuses an empty cart with an info notification', () => {
    expect(priceCart([], shop())).toEqual({ ok: false, notification: { type: 'info', message: CHECKOUT_TEXT.empty } })
  })

  it('names an unknown wine by what the shopper saw', () => {
    const r = priceCart([{ id: B, quantity: 1, name: 'Oude Rioja' }], shop(wine(A, 100, 1)))
    expect(r).toEqual({
      ok: false,
      notification: { type: 'error', message: expect.stringContaining('“Oude Rioja” is niet meer verkrijgbaar') },
    })
  })

  it('names the wine and how many are left when the quantity is above stock', () => {
    const r = priceCart([{ id: A, quantity: 4 }], shop(wine(A, 995, 3, 'Terras Verde')))
    expect(r).toEqual({
      ok: false,
      notification: { type: 'warning', message: 'Van “Terras Verde” zijn er nog 3 beschikbaar. Pas het aantal in je winkelmandje aan.' },
    })
    const one = priceCart([{ id: A, quantity: 2 }], shop(wine(A, 995, 1, 'Terras Verde')))
    expect(!one.ok && one.notification.message).toContain('is er nog 1 beschikbaar')
  })

  it('says sold out when nothing is left', () => {
    const r = priceCart([{ id: A, quantity: 1 }], shop(wine(A, 995, 0, 'Terras Verde')))
    expect(!r.ok && r.notification.message).toBe(CHECKOUT_TEXT.soldOut('Terras Verde'))
  })

  it('refuses a changed or tampered price and tells the new one', () => {
    const r = priceCart([{ id: A, quantity: 1, price: 1 }], shop(wine(A, 1295, 5, 'Terras Verde')))
    expect(r).toEqual({ ok: false, notification: { type: 'warning', message: expect.stringContaining('gewijzigd naar € 12,95') } })
  })

  it('merges the same wine sent twice before checking stock', () => {
    expect(
      mergeLines([
        { id: A, quantity: 2 },
        { id: A, quantity: 3 },
      ]),
    ).toEqual([{ id: A, quantity: 5 }])
    const r = priceCart(
      [
        { id: A, quantity: 2 },
        { id: A, quantity: 2 },
      ],
      shop(wine(A, 1000, 3)),
    )
    expect(r.ok).toBe(false)
  })
})

describe('checkout notices (src/messages/nl/checkout.json)', () => {
  it('reads as the shop has always said it, with the right number form and the price formatted', () => {
    expect(CHECKOUT_TEXT.tooMany('Terras Verde', 1)).toBe(
      'Van “Terras Verde” is er nog 1 beschikbaar. Pas het aantal in je winkelmandje aan.',
    )
    expect(CHECKOUT_TEXT.tooMany('Terras Verde', 3)).toBe(
      'Van “Terras Verde” zijn er nog 3 beschikbaar. Pas het aantal in je winkelmandje aan.',
    )
    expect(CHECKOUT_TEXT.soldOut('Terras Verde')).toBe(
      '“Terras Verde” is helaas uitverkocht. Haal de wijn uit je winkelmandje en probeer het opnieuw.',
    )
    expect(CHECKOUT_TEXT.priceChanged('Terras Verde', 1295)).toBe(
      'De prijs van “Terras Verde” is gewijzigd naar € 12,95. Je winkelmandje is bijgewerkt; controleer het en bestel opnieuw.',
    )
  })
})
