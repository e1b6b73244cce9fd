import { formatCents } from '../../lib/money'
import { shopImages } from '../../lib/images/shop'
import type { Product } from '../catalog'
import { StockLabel } from '../catalog/components/StockLabel'
import { QuickAddButton } from '../cart'

type StockLabels = { in: string; low: (count: number) => string; out: string }

/** The shop's wines an article recommends: name, unit, price, stock, a link to the product page and an add button. */
export function WineList({ wines, hrefOf, stockLabels }: { wines: Product[]; hrefOf: (ean: string) => string; stockLabels: StockLabels }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {wines.map((w) => (
        <li key={w.ean} className="relative flex gap-4 rounded-xl border border-cork-300 bg-white p-4 shadow-sm hover:shadow-md">
          {/* eslint-disable-next-line @next/next/no-img-element -- a small bottle through lib/images; next/image would add client JS to the article. */}
          <img
            {...shopImages.attrs(w.image.url, { preset: 'wine-thumb' })}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-28 w-12 shrink-0 object-contain"
          />
          <div className="flex min-w-0 flex-col">
            <a
              href={hrefOf(w.ean)}
              className="font-medium leading-snug text-wine-900 after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {w.name}
            </a>
            <span className="mt-1 text-sm text-ink/70">{w.type}</span>
            <span className="mt-auto pt-2 font-semibold">{formatCents(w.price)}</span>
            <StockLabel stock={w.stock} labels={stockLabels} className="text-xs" />
            <QuickAddButton item={{ id: w.id, name: w.name, type: w.type, price: w.price, stock: w.stock }} />
          </div>
        </li>
      ))}
    </ul>
  )
}
