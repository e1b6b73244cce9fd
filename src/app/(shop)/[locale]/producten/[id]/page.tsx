import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from '@/i18n/routing'
import { isValidEan13 } from '@/lib/ean'
import { jsonLd, localizedPath, pageMetadata, siteUrl } from '@/lib/seo'
import { getProductByEan, getRecommendations } from '@/features/catalog/queries'
import { countryName, formatNumber, productJsonLd } from '@/features/catalog'
import { PriceTag, ProductGrid, ProductImage, StockLabel, TasteProfile } from '@/features/catalog/components'
import { getShopName } from '@/features/layout/queries'
import { AddToCartButton } from '@/features/cart/AddToCartButton'
import { Breadcrumbs } from '@/features/content'
import { promiseValues } from '@/lib/promises'
import { pricePerBottle } from '@/lib/bottles'
import { formatCents } from '@/lib/money'
import { StockAlertForm } from '@/features/stock-alerts'

/**
 * A cached page (docs/architecture.md, "Page cache and CSP"): rendered at its first visit, not at
 * build, and kept until a CMS save refreshes one of its tags, at most an hour.
 */
export const revalidate = 3600
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; id: string }> }

/** A valid EAN-13 of a published wine, or nothing (the route then answers 404). */
async function load(locale: string, id: string) {
  if (!isLocale(locale) || !isValidEan13(id)) return null
  return getProductByEan(id, locale)
}

const excerpt = (text: string, max = 155) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const product = await load(locale, id)
  if (!product) return {}
  const meta = pageMetadata({
    title: product.name,
    description: excerpt(product.description),
    path: `/producten/${product.ean}`,
    locale: locale as Locale,
  })
  const image = product.image.url.startsWith('http') ? product.image.url : `${siteUrl()}${product.image.url}`
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      images: [{ url: image, width: product.image.width, height: product.image.height, alt: product.image.alt }],
    },
  }
}

export default async function ProductPage({ params }: Props) {
  const { locale, id } = await params
  const product = await load(locale, id)
  if (!product || !isLocale(locale)) notFound()
  setRequestLocale(locale)
  const p = product
  const perBottle = pricePerBottle(p.price, p.type)
  const [t, ta, shopName, recommendations] = await Promise.all([
    getTranslations({ locale, namespace: 'catalog' }),
    getTranslations({ locale, namespace: 'stockAlert' }),
    getShopName(locale),
    getRecommendations({ productId: p.id, colorCode: p.colorCode, countryCode: p.countryCode }, locale),
  ])
  const country = countryName(p.countryCode, locale)
  const path = localizedPath(`/producten/${p.ean}`, locale)
  const home = localizedPath('/', locale)
  const colourHref = `${home}?kleur=${p.colorCode}#wijnen`
  const taste = (['body', 'sweetness', 'acidity', 'tannin'] as const).map((key) => ({
    key,
    label: t(`product.${key}`),
    value: p.taste[key],
    low: t(`product.tasteLow.${key}`),
    high: t(`product.tasteHigh.${key}`),
    valueText: t('product.tasteScale', { value: p.taste[key] }),
  }))
  const facts: [string, string][] = [
    [t('product.producer'), p.producer],
    [t('product.region'), p.region],
    [t('product.country'), country],
    [t('product.grapes'), p.grapes.join(', ')],
    [t('product.vintage'), p.vintage ? String(p.vintage) : t('product.noVintage')],
    [t('product.alcohol'), t('product.alcoholValue', { value: formatNumber(p.alcohol, locale) })],
    [t('product.serving'), p.servingTemperature],
    [t('product.unit'), p.type],
  ]

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Breadcrumbs
        label={t('product.breadcrumb')}
        crumbs={[
          { name: t('product.home'), href: home },
          { name: t(`colorWines.${p.colorCode}`), href: colourHref },
          { name: p.name, href: path },
        ]}
      />

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-14">
        <div className="relative flex aspect-square items-center justify-center overflow-hidden rounded-3xl sm:aspect-[4/5] bg-gradient-to-b from-cork-100 via-cork-50 to-white ring-1 ring-cork-300/50 md:sticky md:top-24 md:self-start">
          <ProductImage image={p.image} preset="product-page" priority className="h-[88%] w-auto object-contain drop-shadow-xl" />
          {(p.organic || p.vegan) && (
            <ul className="absolute left-4 top-4 flex flex-col items-start gap-1.5">
              {p.organic && (
                <li className="rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">{t('product.organic')}</li>
              )}
              {p.vegan && (
                <li className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">{t('product.vegan')}</li>
              )}
            </ul>
          )}
        </div>

        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-cork-600">{p.producer}</p>
          <h1 className="mt-2 font-serif text-3xl font-semibold leading-tight text-wine-900 sm:text-4xl">{p.name}</h1>
          <p className="mt-2 text-ink/75">
            {t(`colorWines.${p.colorCode}`)} · {p.region}, {country}
            {p.vintage ? ` · ${p.vintage}` : ''}
          </p>

          <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-cork-300/50 sm:p-6">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <PriceTag
                  size="page"
                  price={p.price}
                  originalPrice={p.originalPrice}
                  discountPercent={p.discountPercent}
                  labels={{ was: t('price.was'), now: t('price.now'), discount: t('price.discount', { percent: p.discountPercent }) }}
                />
                <p className="mt-1 text-sm text-ink/70">
                  {p.type} · {t('product.priceNote')}
                </p>
                {perBottle !== null && (
                  <p className="mt-0.5 text-sm font-medium text-ink/80">{t('price.perBottle', { price: formatCents(perBottle) })}</p>
                )}
              </div>
              <StockLabel stock={p.stock} labels={{ in: t('stock.in'), low: (count) => t('stock.low', { count }), out: t('stock.out') }} />
            </div>
            <div className="mt-5">
              <AddToCartButton item={{ id: p.id, name: p.name, type: p.type, price: p.price, stock: p.stock }} />
            </div>
            {p.stock < 1 && (
              <div className="mb-4">
                <StockAlertForm
                  ean={p.ean}
                  locale={locale}
                  labels={{
                    label: ta('label'),
                    email: ta('email'),
                    submit: ta('submit'),
                    sent: ta('sent'),
                    invalid: ta('invalid'),
                    limited: ta('limited'),
                  }}
                />
              </div>
            )}
            {p.stock < 1 && recommendations.length > 0 && (
              // Sold out is not the end of the road: similar wines that are in stock, right where the button is (issue #19).
              <section aria-labelledby="vergelijkbaar-op-voorraad" className="mb-4 rounded-xl bg-cork-50 p-4 ring-1 ring-cork-300/50">
                <h2 id="vergelijkbaar-op-voorraad" className="text-sm font-semibold text-wine-900">
                  {t('product.similarInStock')}
                </h2>
                <ul className="mt-2 space-y-1.5">
                  {recommendations.slice(0, 3).map((r) => (
                    <li key={r.ean} className="flex items-baseline justify-between gap-3 text-sm">
                      <a
                        href={localizedPath(`/producten/${r.ean}`, locale)}
                        className="font-medium text-wine-700 underline-offset-4 hover:underline"
                      >
                        {r.name}
                      </a>
                      <span className="shrink-0 tabular-nums">{formatCents(r.price)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <p className="flex items-center gap-2 text-sm text-ink/70">
              <svg
                viewBox="0 0 24 24"
                className="h-5 w-5 text-wine-700"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7" />
                <circle cx="7" cy="17.5" r="1.5" />
                <circle cx="17" cy="17.5" r="1.5" />
              </svg>
              {t('product.shippingNote', promiseValues(locale))}
            </p>
          </div>

          <section aria-labelledby="omschrijving" className="mt-8">
            <h2 id="omschrijving" className="sr-only">
              {t('product.description')}
            </h2>
            <p className="text-lg leading-relaxed text-ink/90">{p.description}</p>
          </section>

          {p.pairings.length > 0 && (
            <section aria-labelledby="lekker-bij" className="mt-8">
              <h2 id="lekker-bij" className="font-serif text-xl font-semibold text-wine-900">
                {t('product.pairings')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {p.pairings.map((x) => (
                  <li key={x} className="rounded-full bg-wine-50 px-3 py-1.5 text-sm font-medium text-wine-900 ring-1 ring-wine-100">
                    {t(`pairings.${x}`)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="smaakprofiel" className="mt-8">
            <h2 id="smaakprofiel" className="font-serif text-xl font-semibold text-wine-900">
              {t('product.taste')}
            </h2>
            <div className="mt-4 max-w-md">
              <TasteProfile rows={taste} />
            </div>
          </section>

          {p.tastingNotes && (
            <section aria-labelledby="proefnotitie" className="mt-8">
              <h2 id="proefnotitie" className="font-serif text-xl font-semibold text-wine-900">
                {t('product.tastingNotes')}
              </h2>
              <p className="mt-3 leading-relaxed text-ink/85">{p.tastingNotes}</p>
            </section>
          )}

          <section aria-labelledby="over-deze-wijn" className="mt-8">
            <h2 id="over-deze-wijn" className="font-serif text-xl font-semibold text-wine-900">
              {t('product.details')}
            </h2>
            <dl className="mt-3 divide-y divide-cork-300/50 rounded-2xl bg-white px-5 ring-1 ring-cork-300/50">
              {facts.map(([label, value]) => (
                <div key={label} className="grid grid-cols-[10rem_1fr] gap-3 py-3 text-[0.95rem]">
                  <dt className="text-ink/65">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
              <div className="grid grid-cols-[10rem_1fr] gap-3 py-3 text-[0.95rem]">
                <dt className="text-ink/65">{t('product.organic')}</dt>
                <dd className="font-medium">{p.organic ? t('product.yes') : t('product.no')}</dd>
              </div>
              <div className="grid grid-cols-[10rem_1fr] gap-3 py-3 text-[0.95rem]">
                <dt className="text-ink/65">{t('product.vegan')}</dt>
                <dd className="font-medium">{p.vegan ? t('product.yes') : t('product.no')}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>

      {recommendations.length > 0 && (
        <section aria-labelledby="aanbevolen" className="mt-16 border-t border-cork-300/60 pt-10">
          <h2 id="aanbevolen" className="font-serif text-2xl font-semibold text-wine-900 sm:text-3xl">
            {t('product.recommendations')}
          </h2>
          <ProductGrid products={recommendations} locale={locale} className="mt-6 lg:grid-cols-4" />
        </section>
      )}

      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(productJsonLd(p, { url: `${siteUrl()}${path}`, origin: siteUrl(), shopName, countryName: country })),
        }}
      />
    </div>
  )
}
