import { preload } from 'react-dom'
import type { ProductImage as Image } from '../product'

/**
 * A bottle shot as a plain `<img>` with Payload's generated sizes in `srcset`: width and height are
 * set (no layout shift) and no image-optimiser round trip or client JS is needed.
 */
export function ProductImage({ image, sizes, priority = false, className }: { image: Image; sizes: string; priority?: boolean; className?: string }) {
  // The product page's bottle is its main image: announced in <head> so the fetch starts at once.
  if (priority) preload(image.url, { as: 'image', fetchPriority: 'high', ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: sizes } : {}) })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already made webp sizes; next/image would resize again.
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
