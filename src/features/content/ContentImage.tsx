import { preload } from 'react-dom'
import type { CmsImage } from '../../lib/cms-image'

/**
 * A CMS image as a plain `<img>` with the srcset of Payload's generated sizes: no client JS and no
 * image optimiser round trip (the sizes are already webp at 320/640/1024 px).
 */
export function ContentImage({
  image,
  sizes,
  className,
  priority = false,
  alt,
}: {
  image: CmsImage
  sizes: string
  className?: string
  priority?: boolean
  alt?: string
}) {
  // The page's main image is announced in <head>, so the browser fetches it before it reaches the tag.
  if (priority) preload(image.url, { as: 'image', fetchPriority: 'high', ...(image.srcSet ? { imageSrcSet: image.srcSet, imageSizes: sizes } : {}) })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload already made the sizes; next/image would add JS and a second resize.
    <img
      src={image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
