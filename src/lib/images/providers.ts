/**
 * Image providers (spec §7): the hosting platform's image endpoint, which is Next's `/_next/image`
 * here, and a hosted image-transformation service addressed by a URL pattern. Pure.
 */
import { snapToScreen } from './screens'
import type { ImageProvider } from './types'

/** Spec §9: without a quality the platform endpoint asks for 100. */
export const DEFAULT_QUALITY = 100

const untouched = (src: string) => /^data:/i.test(src) || /\.svg(?:[?#]|$)/i.test(src)

/**
 * `GET /_next/image?url=&w=&q=`. Next only serves the widths of `images.deviceSizes` (next.config.ts
 * lists the screen widths), so a width becomes the next screen width at or above it, else the
 * largest. Only the shop's own images go through it: paths, and absolute URLs on `origin` (Payload
 * writes media URLs with the public URL in front), which become paths. Other addresses are used as
 * they are.
 */
export function platformProvider({ path = '/_next/image', origin }: { path?: string; origin?: string } = {}): ImageProvider {
  const own = origin ? origin.replace(/\/$/, '') : null
  const local = (src: string) => (own && src.startsWith(`${own}/`) ? src.slice(own.length) : src)
  return {
    canTransform: (src) => {
      const p = local(src)
      return p.startsWith('/') && !p.startsWith('//') && !untouched(p)
    },
    getImage(src, { width, quality }) {
      const w = snapToScreen(width ?? Number.POSITIVE_INFINITY)
      const query = new URLSearchParams({ url: local(src), w: String(w), q: String(quality ?? DEFAULT_QUALITY) })
      return { url: `${path}?${query}`, width: w }
    },
  }
}

/**
 * A hosted transformation service. `pattern` is its URL with placeholders, e.g. Cloudflare:
 * `https://shop.example.com/cdn-cgi/image/width={width},quality={quality},format={format}/{src}`,
 * imgproxy-like: `https://img.example.com/insecure/rs:fit:{width}:{height}/q:{quality}/plain/{srcEncoded}@{format}`.
 * A pattern without placeholders is a base URL that gets `?url={srcEncoded}&w={width}&q={quality}&fm={format}`.
 * `{src}` is the absolute source URL (root-relative addresses are prefixed with `origin`, the shop's
 * public URL, so the service can fetch them); `{height}` is 0 when not asked for.
 */
export function hostedProvider({ pattern, origin }: { pattern: string; origin: string }): ImageProvider {
  let base: URL
  try {
    base = new URL(pattern.replace(/\{[a-zA-Z]+\}/g, 'x'))
  } catch {
    throw new TypeError(`IMAGE_PROVIDER_URL is not a URL: ${pattern}`)
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError(`IMAGE_PROVIDER_URL must be http(s): ${pattern}`)
  const template = pattern.includes('{')
    ? pattern
    : `${pattern}${pattern.includes('?') ? '&' : '?'}url={srcEncoded}&w={width}&q={quality}&fm={format}`
  const absolute = (src: string) => (src.startsWith('/') && !src.startsWith('//') ? `${origin.replace(/\/$/, '')}${src}` : src)
  return {
    canTransform: (src) => !untouched(src),
    getImage(src, { width, height, quality, format }) {
      const full = absolute(src)
      const values: Record<string, string> = {
        src: full,
        srcEncoded: encodeURIComponent(full),
        width: String(width ?? 0),
        height: String(height ?? 0),
        quality: String(quality ?? DEFAULT_QUALITY),
        format: format ?? 'webp',
      }
      return { url: template.replace(/\{([a-zA-Z]+)\}/g, (all, key: string) => values[key] ?? all), width }
    },
  }
}
