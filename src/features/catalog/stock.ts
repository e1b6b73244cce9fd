/** How a wine's stock is shown (op voorraad / nog maar N / uitverkocht) and told to search engines. Pure. */
export const LOW_STOCK_FROM = 5

export type StockState = { kind: 'in' } | { kind: 'low'; count: number } | { kind: 'out' }

export function stockState(stock: number): StockState {
  if (!Number.isFinite(stock) || stock < 1) return { kind: 'out' }
  if (stock <= LOW_STOCK_FROM) return { kind: 'low', count: Math.floor(stock) }
  return { kind: 'in' }
}

export function schemaAvailability(stock: number): 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' {
  return stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock'
}
