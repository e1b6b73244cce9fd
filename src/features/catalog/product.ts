/** The public product shape (api-contract.md) and its mapping from a CMS document. Pure. */
import type { Media, Product as ProductDoc } from '../../payload-types'
import type { ColorCode, Pairing } from './vocabulary'
import { cmsImage } from '../../lib/cms-image'
import { effectivePrice, type Price } from '../pricing'

/** `srcSet` lists Payload's generated sizes (webp), for `<img srcset>` in the storefront. */
export type ProductImage = { url: string; alt: string; width: number; height: number; srcSet?: string }

export type Product = {
  id: string
  ean: string
  name: string
  type: string
  /** What the shopper pays, in cents: the stored price after the product's discount (capped at 25 %). */
  price: number
  /** The price before the discount, only when there is one (shown struck through). */
  originalPrice: number | null
  /** 0 without a discount. */
  discountPercent: number
  stock: number
  colorCode: ColorCode
  countryCode: string
  region: string
  grapes: string[]
  vintage: number | null
  alcohol: number
  pairings: Pairing[]
  image: ProductImage
  producer: string
  unit: 'fles' | 'doos'
  description: string
  tastingNotes: string
  taste: { body: number; sweetness: number; acidity: number; tannin: number }
  servingTemperature: string
  organic: boolean
  vegan: boolean
}

const PLACEHOLDER_IMAGE: ProductImage = { url: '/bottle-placeholder.svg', alt: '', width: 400, height: 1000 }

function imageOf(doc: ProductDoc): ProductImage {
  const media = typeof doc.image === 'object' && doc.image ? (doc.image as Media) : null
  const img = cmsImage(media, doc.name)
  if (!media || !img) return { ...PLACEHOLDER_IMAGE, alt: doc.name }
  return {
    url: img.url,
    alt: img.alt || doc.name,
    width: media.width ?? 400,
    height: media.height ?? 1000,
    ...(img.srcSet ? { srcSet: img.srcSet } : {}),
  }
}

/**
 * The price a stored wine sells for: the one function every shown price, the public API, the cart
 * and the checkout go through. A stored discount the 25 % rule refuses is logged and not applied.
 */
export function productPrice(doc: Pick<ProductDoc, 'ean' | 'price' | 'discountPercent'>): Price {
  return effectivePrice(doc, (error) => console.error(`[pricing] korting van wijn ${doc.ean} niet toegepast: ${error.message}`))
}

export function toProduct(doc: ProductDoc): Product {
  const { price, original, discountPercent } = productPrice(doc)
  return {
    id: doc.ean,
    ean: doc.ean,
    name: doc.name,
    type: doc.type,
    price,
    originalPrice: original,
    discountPercent,
    // What a shopper can still buy: bottles held by open checkouts are not for sale.
    stock: Math.max(0, doc.stock - (doc.reserved ?? 0)),
    colorCode: doc.colorCode,
    countryCode: doc.countryCode.toUpperCase(),
    region: doc.region,
    grapes: doc.grapes ?? [],
    vintage: doc.vintage ?? null,
    alcohol: doc.alcohol,
    pairings: (doc.pairings ?? []) as Pairing[],
    image: imageOf(doc),
    producer: doc.producer,
    unit: doc.unit,
    description: doc.description,
    tastingNotes: doc.tastingNotes,
    taste: { body: doc.taste.body, sweetness: doc.taste.sweetness, acidity: doc.taste.acidity, tannin: doc.taste.tannin },
    servingTemperature: doc.servingTemperature,
    organic: Boolean(doc.organic),
    vegan: Boolean(doc.vegan),
  }
}
