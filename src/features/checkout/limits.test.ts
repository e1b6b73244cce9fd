import { describe, expect, it } from 'vitest'
import { DEFAULT_CHECKOUT_LIMITS, limitsFrom, openCheckoutsProblem, quantityProblem } from './limits'

const limits = { maxPerLine: 24, maxPerOrder: 60, maxOpenPerClient: 3 }
const name = (id: string) => (id === 'a' ? 'Rioja Crianza' : 'Chablis')

describe('checkout limits', () => {
  it('lets a cart within every cap through', () => {
    expect(
      quantityProblem(
        [
          { id: 'a', quantity: 24 },
          { id: 'b', quantity: 24 },
          { id: 'c', quantity: 12 },
        ],
        limits,
        name,
      ),
    ).toBeNull()
  })

  it('names the wine of a line over the per-wine cap', () => {
    const problem = quantityProblem(
      [
        { id: 'b', quantity: 2 },
        { id: 'a', quantity: 25 },
      ],
      limits,
      name,
    )
    expect(problem).toEqual({ type: 'warning', message: expect.stringContaining('Van “Rioja Crianza” kun je hoogstens 24 stuks') })
  })

  it('refuses a cart whose lines fit but whose total does not', () => {
    const problem = quantityProblem(
      [
        { id: 'a', quantity: 24 },
        { id: 'b', quantity: 24 },
        { id: 'c', quantity: 13 },
      ],
      limits,
      name,
    )
    expect(problem?.message).toMatch(/^Een bestelling heeft hoogstens 60 stuks\./)
  })

  it('refuses a new checkout once the client has its maximum of unpaid ones', () => {
    expect(openCheckoutsProblem(2, limits)).toBeNull()
    expect(openCheckoutsProblem(3, limits)?.message).toMatch(/^Je hebt al 3 bestellingen die op betaling wachten\./)
    expect(openCheckoutsProblem(1, { ...limits, maxOpenPerClient: 1 })?.message).toMatch(
      /^Je hebt al een bestelling die op betaling wacht\./,
    )
  })

  it('falls back to the defaults for missing or nonsensical stored values', () => {
    expect(limitsFrom(null)).toEqual(DEFAULT_CHECKOUT_LIMITS)
    expect(limitsFrom({ maxPerLine: 6, maxPerOrder: 0, maxOpenPerClient: 2.5 })).toEqual({ ...DEFAULT_CHECKOUT_LIMITS, maxPerLine: 6 })
  })
})
