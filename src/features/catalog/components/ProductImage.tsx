import type { ProductImage as Image } from '../product'

/**
 * A bottle shot as a plain `<img>` with Payload's generated sizes in `srcset`: width and height are
 * set (no layout shift) and no image-optimiser round trip or client JS is needed.
 */
export function ProductImage({ image, sizes, priority = false, className }: { image: Image; sizes: string; priority?: boolean; className?: string }) {
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
