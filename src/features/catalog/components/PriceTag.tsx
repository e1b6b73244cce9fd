import { formatCents } from '../../../lib/money'

/**
 * A wine's price; when discounted, the old price struck through (`<del>`, read out as the old
 * price) and the discount as a badge. `size` follows the card or the product page.
 */
export function PriceTag({
  price,
  originalPrice,
  discountPercent,
  labels,
  size = 'card',
}: {
  price: number
  originalPrice: number | null
  discountPercent: number
  labels: { was: string; now: string; discount: string }
  size?: 'card' | 'page'
}) {
  const big = size === 'page'
  const amount = big ? 'text-3xl' : 'text-xl'
  if (!originalPrice || originalPrice <= price)
    return <p className={`whitespace-nowrap font-semibold tabular-nums text-ink ${amount}`}>{formatCents(price)}</p>
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <del className={`whitespace-nowrap tabular-nums text-ink/60 ${big ? 'text-lg' : 'text-sm'}`}>
        <span className="sr-only">{labels.was}: </span>
        {formatCents(originalPrice)}
      </del>
      <span className={`whitespace-nowrap font-semibold tabular-nums text-wine-700 ${amount}`}>
        <span className="sr-only">{labels.now}: </span>
        {formatCents(price)}
      </span>
      {discountPercent > 0 && (
        <span className={`whitespace-nowrap rounded-full bg-wine-700 px-2 py-0.5 font-semibold text-white ${big ? 'text-sm' : 'text-xs'}`}>
          {labels.discount}
        </span>
      )}
    </p>
  )
}
