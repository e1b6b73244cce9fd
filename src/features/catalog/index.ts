/**
 * The catalog's pure surface: the product shape, its vocabulary and filters, stock rules, cache tags,
 * labels and structured data. No React, no Payload, no 'server-only', so the Payload config, scripts,
 * client components and Waine may all import it. Reads are in `queries.ts`, components in
 * `components/`, the JSON endpoints in `api.ts` (src/features/entry-points.mjs).
 */
export type { Product, ProductImage } from './product'
export { productPrice, toProduct } from './product'
export * from './filters'
export * from './vocabulary'
export { LOW_STOCK_FROM, schemaAvailability } from './stock'
export * from './tags'
export { countryName, formatNumber } from './labels'
export { productJsonLd } from './jsonld'
