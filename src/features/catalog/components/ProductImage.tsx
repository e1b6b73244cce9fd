import { preload } from 'react-dom'
import { shopImages } from '../../../lib/images/shop'
import type { PresetName } from '../../../lib/images'
import type { ProductImage as Image } from '../product'

/**
 * A bottle shot as a plain `<img>` whose srcset comes from the image module (platform endpoint
 * `/_next/image` at screen widths, webp): width and height are set (no layout shift) and no
 * client JS is needed.
 */
export function ProductImage({
  image,
  preset,
  priority = false,
  className,
}: {
  image: Image
  preset: Extract<PresetName, 'product-card' | 'product-page'>
  priority?: boolean
  className?: string
}) {
  const a = shopImages.attrs(image.url, { preset, width: image.width, height: image.height })
  // The product page's bottle is its main image: announced in <head> so the fetch starts at once.
  if (priority) preload(a.src, { as: 'image', fetchPriority: 'high', ...(a.srcSet ? { imageSrcSet: a.srcSet, imageSizes: a.sizes } : {}) })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the srcset is built by lib/images; next/image would add client JS.
    <img
      src={a.src}
      srcSet={a.srcSet}
      sizes={a.sizes}
      width={a.width}
      height={a.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
