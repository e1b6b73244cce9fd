/** Cache tags of the catalog's data (docs/architecture.md, "Catalog at scale"). Pure. */

/** Everything the catalog caches: a bulk change (an import, a checkout near the last bottles). */
export const ALL_PRODUCTS_TAG = 'products'
/** Listings, facet counts and the full list: refreshed by any wine's save. */
export const LISTINGS_TAG = 'catalog'
/** Which wines are shown next to which: refreshed when the range itself changes. */
export const RECOMMENDATIONS_TAG = 'recommendations'
/** One wine: its save refreshes its own page and the pages that show it, not every page. */
export const productTag = (ean: string) => `product:${ean}`
