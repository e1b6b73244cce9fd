import type { Locale } from '../../../i18n/routing'
import type { Product } from '../product'
import { ProductCard } from './ProductCard'

export function ProductGrid({
  products,
  locale,
  eager = 0,
  className = '',
}: {
  products: Product[]
  locale: Locale
  eager?: number
  className?: string
}) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 ${className}`}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} locale={locale} priority={i < eager} />
        </li>
      ))}
    </ul>
  )
}
