/** Pricing rules (pure): the legal discount cap and the effective price of a stored product. */
export { applyDiscount, discountPercentProblem, effectivePrice, DiscountError, MAX_DISCOUNT_PERCENT, type Price } from './discount'
