/**
 * Discounts on alcohol are capped at 25 % (Alcoholwet art. 2a: no price promotions deeper than
 * that). Every discounted price in the shop is computed here, so the cap holds in one place. Pure.
 */
export const MAX_DISCOUNT_PERCENT = 25

/** Thrown for a discount the law or the arithmetic does not allow; the message is for editors and logs. */
export class DiscountError extends RangeError {
  override name = 'DiscountError'
}

/** Why a percentage cannot be used, or null when it can (also the CMS field's validation). */
export function discountPercentProblem(percent: unknown): string | null {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return 'Korting moet een getal zijn.'
  if (percent < 0) return 'Korting kan niet negatief zijn.'
  if (percent > MAX_DISCOUNT_PERCENT) return `Korting mag niet hoger zijn dan ${MAX_DISCOUNT_PERCENT}% (Alcoholwet art. 2a).`
  // Hundredths of a percent at most: 12.5 is a discount, 12.3456 is a typing error.
  if (Math.abs(percent * 100 - Math.round(percent * 100)) > 1e-9) return 'Korting mag hoogstens twee decimalen hebben.'
  return null
}

/**
 * The price after `percent` discount, in integer cents. The discount is rounded down to whole
 * cents, so the price is rounded up: rounding can never push a discount past the cap
 * (25 % of 2 cents is 0 cents off, not 1).
 * Throws DiscountError for a percentage above 25, below 0 or not a number, and for a price that
 * is not a non-negative whole number of cents.
 */
export function applyDiscount(priceCents: number, percent: number): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0)
    throw new DiscountError(`Prijs moet een geheel aantal centen van 0 of meer zijn, niet ${priceCents}.`)
  const problem = discountPercentProblem(percent)
  if (problem) throw new DiscountError(problem)
  // Basis points keep the arithmetic in integers (12.5 % = 1250 bp).
  const basisPoints = Math.round(percent * 100)
  const off = Math.floor((priceCents * basisPoints) / 10_000)
  return priceCents - off
}

/** The effective price and what it was: `original` only when the discount changed the price. */
export type Price = { price: number; original: number | null; discountPercent: number }

/**
 * The price a shopper pays for a stored price and optional discount. A discount the rule refuses
 * (data edited outside the CMS) is not applied and reported through `onRefused`: the wine sells at
 * its full price rather than at a price the law forbids, and the shop keeps working.
 */
export function effectivePrice(
  stored: { price: number; discountPercent?: number | null },
  onRefused: (error: DiscountError) => void = () => {},
): Price {
  const percent = stored.discountPercent ?? 0
  if (percent === 0) return { price: stored.price, original: null, discountPercent: 0 }
  try {
    const price = applyDiscount(stored.price, percent)
    return price < stored.price
      ? { price, original: stored.price, discountPercent: percent }
      : { price, original: null, discountPercent: 0 }
  } catch (error) {
    if (!(error instanceof DiscountError)) throw error
    onRefused(error)
    return { price: stored.price, original: null, discountPercent: 0 }
  }
}
