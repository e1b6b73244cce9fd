/**
 * How many bottles a unit holds, read from its type as the shop writes it ("Doos 6 × 75 cl",
 * "Box 6 × 75 cl"; a single "Fles 75 cl" is one), and the price per bottle of a box (issue #19:
 * "Doos 6 × 75 cl € 34,95" should also say € 5,83 a bottle). Pure.
 */
export function bottlesPerUnit(type: string | null | undefined): number {
  const m = /(\d{1,3})\s*[×xX*]\s*\d+(?:[.,]\d+)?\s*(?:cl|ml|l)\b/i.exec(type ?? '')
  const n = m ? Number(m[1]) : 1
  return n >= 1 ? n : 1
}

/** The price of one bottle in cents (rounded), or null for a single bottle. */
export function pricePerBottle(price: number, type: string | null | undefined): number | null {
  const n = bottlesPerUnit(type)
  return n > 1 ? Math.round(price / n) : null
}

/**
 * What one bottle of a unit costs, the figure a budget, the price filter and the price sort compare:
 * a bottle is one bottle whatever its label says; a box costs its price divided by its bottles.
 */
export function bottlePrice(price: number, unit: string | null | undefined, type: string | null | undefined): number {
  return unit === 'fles' ? price : (pricePerBottle(price, type) ?? price)
}
