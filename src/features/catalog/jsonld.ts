/** schema.org Product with an Offer for a product page. Pure. */
import type { Product } from './product'
import { schemaAvailability } from './stock'

export function productJsonLd(
  p: Product,
  { url, origin, shopName, countryName }: { url: string; origin: string; shopName: string; countryName: string },
) {
  const image = /^https?:\/\//.test(p.image.url) ? p.image.url : `${origin}${p.image.url}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.ean,
    gtin13: p.ean,
    url,
    image,
    description: p.description,
    brand: { '@type': 'Brand', name: p.producer },
    countryOfOrigin: countryName,
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'alcohol', value: p.alcohol, unitText: '% vol' },
      ...(p.vintage ? [{ '@type': 'PropertyValue', name: 'vintage', value: p.vintage }] : []),
    ],
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      // The price paid (after any discount); the old one as schema.org's strike-through price.
      price: (p.price / 100).toFixed(2),
      ...(p.originalPrice && p.originalPrice > p.price
        ? {
            priceSpecification: [
              {
                '@type': 'UnitPriceSpecification',
                priceType: 'https://schema.org/StrikethroughPrice',
                price: (p.originalPrice / 100).toFixed(2),
                priceCurrency: 'EUR',
              },
            ],
          }
        : {}),
      availability: schemaAvailability(p.stock),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shopName },
    },
  }
}
