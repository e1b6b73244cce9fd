import { preload } from 'react-dom'
import type { CmsImage } from '../../lib/cms-image'
import type { PresetName } from '../../lib/images'
import { shopImages } from '../../lib/images/shop'

/**
 * A CMS image as a plain `<img>` with the srcset of the image module (one preset per place it is
 * shown): no client JS, webp at the screen widths the layout needs.
 */
export function ContentImage({
  image,
  preset,
  className,
  priority = false,
  alt,
}: {
  image: CmsImage
  preset: PresetName
  className?: string
  priority?: boolean
  alt?: string
}) {
  const a = shopImages.attrs(image.url, { preset, width: image.width, height: image.height })
  // The page's main image is announced in <head>, so the browser fetches it before it reaches the tag.
  if (priority) preload(a.src, { as: 'image', fetchPriority: 'high', ...(a.srcSet ? { imageSrcSet: a.srcSet, imageSizes: a.sizes } : {}) })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the srcset is built by lib/images; next/image would add client JS.
    <img
      src={a.src}
      srcSet={a.srcSet}
      sizes={a.sizes}
      width={a.width}
      height={a.height}
      alt={alt ?? image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
