import { describe, expect, it } from 'vitest'
import { sameLines, addLine, canDecrease, canIncrease, refreshLines, removeLine, setQuantity, type CartLine } from './rules'
import { freeShippingRemainder, shippingFor, totalsOf } from './totals'

const wine = { id: '2000000000015', name: 'Rioja Crianza', type: 'Fles 75 cl', price: 1295, stock: 3 }

describe('shipping', () => {
  it('charges € 7,95 from the first cent up to and including € 75', () => {
    expect(shippingFor(0)).toBe(0)
    expect(shippingFor(1)).toBe(795)
    expect(shippingFor(7500)).toBe(795)
    expect(shippingFor(7501)).toBe(0)
  })
  it('tells how much is left up to the free-shipping limit', () => {
    expect(freeShippingRemainder(1295)).toBe(6206)
    expect(freeShippingRemainder(7500)).toBe(1)
    expect(freeShippingRemainder(0)).toBeNull()
    expect(freeShippingRemainder(7501)).toBeNull()
  })
  it('the hinted amount is exactly enough: adding it makes shipping free, a cent less does not', () => {
    for (const subtotal of [1, 1295, 4999, 7499, 7500]) {
      const more = freeShippingRemainder(subtotal)!
      expect(shippingFor(subtotal + more), `${subtotal} + ${more}`).toBe(0)
      expect(shippingFor(subtotal + more - 1), `${subtotal} + ${more} - 1`).toBe(795)
    }
  })
  it('totals include shipping', () => {
    const lines: CartLine[] = [{ ...wine, quantity: 2 }]
    expect(totalsOf(lines)).toEqual({ subtotal: 2590, shipping: 795, total: 3385 })
  })
})

describe('quantities', () => {
  it('never goes above stock or below 1', () => {
    let lines = addLine([], wine, 5)
    expect(lines[0].quantity).toBe(3)
    expect(canIncrease(lines[0])).toBe(false)
    lines = setQuantity(lines, wine.id, 0)
    expect(lines[0].quantity).toBe(1)
    expect(canDecrease(lines[0])).toBe(false)
  })
  it('adds to an existing line instead of a second one', () => {
    const lines = addLine(addLine([], wine), wine)
    expect(lines).toHaveLength(1)
    expect(lines[0].quantity).toBe(2)
  })
  it('refuses a sold-out wine and removes lines', () => {
    expect(addLine([], { ...wine, stock: 0 })).toEqual([])
    expect(removeLine(addLine([], wine), wine.id)).toEqual([])
  })
  it('takes fresh prices from the server and drops wines that are gone', () => {
    const lines = addLine(addLine([], wine, 3), { ...wine, id: '2000000000022' })
    const fresh = new Map([[wine.id, { name: wine.name, type: wine.type, price: 1395, stock: 2 }]])
    expect(refreshLines(lines, fresh)).toEqual([{ ...wine, price: 1395, stock: 2, quantity: 2 }])
  })
})

describe('sameLines', () => {
  const line: CartLine = { ...wine, quantity: 1 }
  it('is true for equal carts and false when anything a shopper sees changed', () => {
    expect(sameLines([line], [{ ...line }])).toBe(true)
    expect(sameLines([], [])).toBe(true)
    expect(sameLines([line], [])).toBe(false)
    expect(sameLines([line], [{ ...line, price: 1395 }])).toBe(false)
    expect(sameLines([line], [{ ...line, quantity: 2 }])).toBe(false)
    expect(sameLines([line], [{ ...line, name: 'Rioja Reserva' }])).toBe(false)
    expect(sameLines([line], [{ ...line, stock: 2 }])).toBe(false)
  })
})
