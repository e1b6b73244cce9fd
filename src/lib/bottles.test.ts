import { describe, expect, it } from 'vitest'
import { bottlePrice, bottlesPerUnit, pricePerBottle } from './bottles'

describe('bottles per unit', () => {
  it('reads a box from its type in both languages, and a bottle as one', () => {
    expect(bottlesPerUnit('Doos 6 × 75 cl')).toBe(6)
    expect(bottlesPerUnit('Box 12 x 37,5 cl')).toBe(12)
    expect(bottlesPerUnit('Fles 75 cl')).toBe(1)
    expect(bottlesPerUnit('Magnum 150 cl')).toBe(1)
    expect(bottlesPerUnit(null)).toBe(1)
  })
  it('gives the price per bottle of a box, rounded to the cent', () => {
    expect(pricePerBottle(3495, 'Doos 6 × 75 cl')).toBe(583)
    expect(pricePerBottle(1295, 'Fles 75 cl')).toBeNull()
  })
  it('prices one bottle of any unit: a bottle as itself, whatever its label; a box by its bottles', () => {
    expect(bottlePrice(3495, 'doos', 'Doos 6 × 75 cl')).toBe(583)
    expect(bottlePrice(1295, 'fles', 'Fles 75 cl')).toBe(1295)
    expect(bottlePrice(1295, 'fles', 'Doos 6 × 75 cl')).toBe(1295)
    expect(bottlePrice(2000, 'doos', 'Doos')).toBe(2000)
  })
})
