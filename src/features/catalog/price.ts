/**
 * The price a wine is sold for, from its stored document. One function, used by every price shown
 * and by the checkout, so a shopper is charged what the shop showed.
 * (The Alcoholwet discount cap plugs in here.)
 */
export function effectivePrice(doc: { price: number }): number {
  return doc.price
}
