/** Catalog UI (server components, plus the small FilterEnhancer client island). */
export { ProductCard } from './ProductCard'
export { ProductGrid } from './ProductGrid'
export { ProductImage } from './ProductImage'
export { PriceTag } from './PriceTag'
export { StockLabel } from './StockLabel'
export { CatalogFilters } from './CatalogFilters'
export { Pagination } from './Pagination'
export { TasteProfile } from './TasteProfile'
