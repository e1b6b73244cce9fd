/** Recommendation rule shared by the product page and /api/fetchRecommendedProducts. Pure. */
import type { Product } from './product'

export const RECOMMENDATION_LIMIT = 4

/**
 * Up to 4 in-stock wines, never the product itself, same colour and same country first
 * (colour and country both match > colour > country > the rest), then by name for a stable order.
 */
export function recommend(
  products: readonly Product[],
  { productId, colorCode, countryCode }: { productId?: string | null; colorCode?: string | null; countryCode?: string | null },
  limit = RECOMMENDATION_LIMIT,
): Product[] {
  const country = countryCode?.toUpperCase()
  const score = (p: Product) => (p.colorCode === colorCode ? 2 : 0) + (p.countryCode === country ? 1 : 0)
  return products
    .filter((p) => p.stock > 0 && p.id !== productId)
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.p.name.localeCompare(b.p.name, 'nl'))
    .slice(0, limit)
    .map(({ p }) => p)
}
