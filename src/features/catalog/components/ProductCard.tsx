import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../../i18n/routing'
import { localizedPath } from '../../../lib/seo'
import { countryName } from '../labels'
import type { Product } from '../product'
import { PriceTag } from './PriceTag'
import { ProductImage } from './ProductImage'
import { StockLabel } from './StockLabel'
import { pricePerBottle } from '../../../lib/bottles'
import { formatCents } from '../../../lib/money'

/** One wine in a grid; the whole card is one link to `/producten/{ean}` (named by the wine). */
export async function ProductCard({
  product: p,
  locale,
  priority = false,
  headingLevel = 3,
}: {
  product: Product
  locale: Locale
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const t = await getTranslations({ locale, namespace: 'catalog' })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const soldOut = p.stock < 1
  const perBottle = pricePerBottle(p.price, p.type)
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-cork-300/50 transition-shadow hover:shadow-lg hover:ring-wine-200">
      <div className="relative flex aspect-[4/5] items-end justify-center overflow-hidden rounded-xl bg-gradient-to-b from-cork-100 to-cork-50">
        <ProductImage
          image={{ ...p.image, alt: '' }}
          preset="product-card"
          priority={priority}
          className={`h-[92%] w-auto object-contain drop-shadow-md transition-transform duration-300 group-hover:-translate-y-1 ${soldOut ? 'opacity-60 grayscale' : ''}`}
        />
        <span className="absolute left-2 top-2 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2 py-0.5 text-xs font-medium text-ink/80">
          <span
            className="h-2.5 w-2.5 rounded-full ring-1 ring-ink/10"
            style={{ background: `var(--wine-${p.colorCode})` }}
            aria-hidden="true"
          />
          {t(`colors.${p.colorCode}`)}
        </span>
        {(p.organic || p.vegan) && (
          <span className="absolute bottom-2 left-2 flex flex-wrap gap-1">
            {p.organic && (
              <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-[0.7rem] font-semibold text-white">{t('product.organic')}</span>
            )}
            {p.vegan && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-[0.7rem] font-semibold text-emerald-900">
                {t('product.vegan')}
              </span>
            )}
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-1 flex-col">
        <p className="text-xs font-medium uppercase tracking-wide text-cork-600">
          {p.region}, {countryName(p.countryCode, locale)}
        </p>
        <Heading className="mt-1 font-serif text-lg font-semibold leading-snug text-wine-900">
          <a
            href={localizedPath(`/producten/${p.ean}`, locale)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-wine-500"
          >
            {p.name}
          </a>
        </Heading>
        <p className="mt-0.5 text-sm text-ink/70">
          {p.type}
          {p.vintage ? ` · ${p.vintage}` : ''}
        </p>
        <div className="mt-auto pt-3">
          <PriceTag
            price={p.price}
            originalPrice={p.originalPrice}
            discountPercent={p.discountPercent}
            labels={{ was: t('price.was'), now: t('price.now'), discount: t('price.discount', { percent: p.discountPercent }) }}
          />
          {perBottle !== null && <p className="text-xs text-ink/70">{t('price.perBottle', { price: formatCents(perBottle) })}</p>}
          <StockLabel
            stock={p.stock}
            labels={{ in: t('stock.in'), low: (count) => t('stock.low', { count }), out: t('stock.out') }}
            className="mt-1 text-xs"
          />
        </div>
      </div>
    </article>
  )
}
