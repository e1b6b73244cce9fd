/** A Payload media document as the storefront shows it: url, alt, size and a srcset of its generated sizes. Pure. */
export type CmsImage = { url: string; alt: string; width: number; height: number; srcSet?: string }

type MediaLike = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined> | null
}

/** The image of an upload field or node; null when it is missing or only an id (not populated). */
export function cmsImage(media: unknown, fallbackAlt = ''): CmsImage | null {
  if (!media || typeof media !== 'object') return null
  const m = media as MediaLike
  if (typeof m.url !== 'string' || !m.url) return null
  const width = m.width && m.width > 0 ? m.width : 1200
  const height = m.height && m.height > 0 ? m.height : Math.round(width * 0.5625)
  const sizes = Object.values(m.sizes ?? {})
    .filter(
      (s): s is { url: string; width: number } =>
        typeof s?.url === 'string' && !!s.url && typeof s.width === 'number' && s.width > 0 && s.width < width,
    )
    .sort((a, b) => a.width - b.width)
  const srcSet = sizes.length ? [...sizes.map((s) => `${s.url} ${s.width}w`), `${m.url} ${width}w`].join(', ') : undefined
  return { url: m.url, alt: typeof m.alt === 'string' ? m.alt : fallbackAlt, width, height, ...(srcSet ? { srcSet } : {}) }
}
