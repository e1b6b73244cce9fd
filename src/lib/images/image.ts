/**
 * Responsive image URLs and `<img>` attributes from one source address (spec §5, §7, §9).
 * `createImage` is configured with providers and presets; `attrs` gives src, srcset, sizes, width
 * and height for an `<img>`, `url` a single resized URL. Pure: no React, Next or Payload.
 */
import { SCREENS, SCREEN_WIDTHS, LARGEST_SCREEN, snapToScreen, type ScreenName } from './screens'
import type { ImageFormat, ImagePreset, ImageProvider } from './types'

export const DEFAULT_DENSITIES: readonly number[] = [1, 2]
export const DEFAULT_FORMAT: ImageFormat = 'webp'

export type ImageConfig = {
  providers: Record<string, ImageProvider>
  /** The provider used when none is named (spec: the hosting platform's). */
  defaultProvider: string
  presets: Record<string, ImagePreset>
  densities?: readonly number[]
  format?: ImageFormat
}

export type ImageOptions = {
  provider?: string
  preset?: string
  /** The `<img>` width and height (numbers or numeric strings). With `sizes`, `width` is also the source's own width: no larger copy is asked for. */
  width?: number | string | null
  height?: number | string | null
  sizes?: string
  densities?: readonly number[] | string
  quality?: number | string
}

export type ImageAttrs = { src: string; srcSet?: string; sizes?: string; width?: number; height?: number }

/** `240`, `'240'`, `'240px'` → 240; anything else → undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined
  if (typeof value === 'string' && /^\s*\d+(?:\.\d+)?(?:px)?\s*$/.test(value)) return Number.parseFloat(value)
  return undefined
}

/** `[1, 2]`, `'1 2'`, `'x1, x2'` → [1, 2]; empty is an error (spec §8). */
export function parseDensities(input: readonly number[] | string): number[] {
  const raw = typeof input === 'string' ? input.split(/[\s,]+/).map((d) => Number.parseFloat(d.replace(/^x/i, ''))) : [...input]
  const densities = [...new Set(raw.filter((d) => Number.isFinite(d) && d > 0))].sort((a, b) => a - b)
  if (densities.length === 0) throw new Error("'densities' must not be empty, configure to '1' to render regular size only.")
  return densities
}

type SizeEntry = { from: number; value: number; unit: 'vw' | 'px' }

/** Mobile-first sizes: `45vw sm:30vw lg:240px` (keys are screen names or widths in px). */
export function parseSizes(input: string): SizeEntry[] {
  const entries = input
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry): SizeEntry => {
      const [key, size] = entry.includes(':') ? (entry.split(':') as [string, string]) : ['', entry]
      const from = key === '' ? 0 : key in SCREENS ? SCREENS[key as ScreenName] : /^\d+$/.test(key) ? Number(key) : Number.NaN
      const m = /^(\d+(?:\.\d+)?)(vw|px)?$/.exec(size ?? '')
      if (!Number.isFinite(from) || !m) throw new Error(`Invalid image size: ${entry}`)
      return { from, value: Number(m[1]), unit: (m[2] as 'vw' | 'px' | undefined) ?? 'px' }
    })
    .sort((a, b) => a.from - b.from)
  // The smallest entry applies below its own breakpoint as well.
  if (entries[0]) entries[0] = { ...entries[0], from: 0 }
  return entries
}

/** The HTML `sizes` attribute: widest breakpoint first, the smallest entry without a condition. */
export function sizesAttribute(entries: readonly SizeEntry[]): string {
  return [...entries]
    .reverse()
    .map((e) => `${e.from > 0 ? `(min-width: ${e.from}px) ` : ''}${e.value}${e.unit}`)
    .join(', ')
}

/** The narrowest and widest the image is drawn, in CSS px, over all screen widths. */
function renderedRange(entries: readonly SizeEntry[]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY
  let max = 0
  entries.forEach((e, i) => {
    const until = entries[i + 1]?.from ?? Math.max(LARGEST_SCREEN, e.from)
    const low = e.unit === 'px' ? e.value : (e.from * e.value) / 100
    const high = e.unit === 'px' ? e.value : (until * e.value) / 100
    min = Math.min(min, low)
    max = Math.max(max, high)
  })
  return { min, max }
}

export function createImage(config: ImageConfig) {
  const provider = (name?: string): ImageProvider => {
    const key = name ?? config.defaultProvider
    const found = Object.hasOwn(config.providers, key) ? config.providers[key] : undefined
    if (!found) throw new Error(`Unknown provider: ${key}`)
    return found
  }
  const preset = (name?: string): ImagePreset => {
    if (name === undefined) return {}
    const found = Object.hasOwn(config.presets, name) ? config.presets[name] : undefined
    if (!found) throw new Error(`Unknown preset: ${name}`)
    return found
  }
  const checkSrc = (src: unknown): string => {
    if (typeof src !== 'string' || src === '')
      throw new TypeError(`Image address must be a non-empty string (received ${typeof src}: ${JSON.stringify(src)})`)
    return src
  }

  function resolve(src: unknown, options: ImageOptions) {
    const address = checkSrc(src)
    const p = preset(options.preset)
    return {
      address,
      provider: provider(options.provider),
      width: toNumber(options.width ?? p.width),
      height: toNumber(options.height ?? p.height),
      sizes: options.sizes ?? p.sizes,
      quality: toNumber(options.quality ?? p.quality),
      densities: parseDensities(options.densities ?? p.densities ?? config.densities ?? DEFAULT_DENSITIES),
      format: config.format ?? DEFAULT_FORMAT,
    }
  }

  /** One URL of `src` at `options.width` (or the provider's default width). */
  function url(src: unknown, options: ImageOptions = {}): string {
    const r = resolve(src, options)
    if (!r.provider.canTransform(r.address)) return r.address
    return r.provider.getImage(r.address, { width: r.width, height: r.height, quality: r.quality, format: r.format }).url
  }

  /** Attributes for `<img>`: a `w` srcset over the screen widths the image can be drawn at when it has sizes, an `x` srcset otherwise. */
  function attrs(src: unknown, options: ImageOptions = {}): ImageAttrs {
    const r = resolve(src, options)
    const box = { ...(r.width ? { width: r.width } : {}), ...(r.height ? { height: r.height } : {}) }
    if (!r.provider.canTransform(r.address)) return { src: r.address, ...box }
    const ratio = r.width && r.height ? r.height / r.width : undefined
    const get = (width: number) =>
      r.provider.getImage(r.address, { width, height: ratio ? Math.round(width * ratio) : undefined, quality: r.quality, format: r.format })

    if (!r.sizes) {
      // A fixed-size image: one URL per density, `1x`, `2x`.
      const base = r.width ?? LARGEST_SCREEN
      const variants = r.densities.map((d) => ({ d, url: get(Math.round(base * d)).url }))
      const unique = variants.filter((v, i) => variants.findIndex((w) => w.url === v.url) === i)
      return { src: unique[0]!.url, ...(unique.length > 1 ? { srcSet: unique.map((v) => `${v.url} ${v.d}x`).join(', ') } : {}), ...box }
    }

    const entries = parseSizes(r.sizes)
    const { min, max } = renderedRange(entries)
    const lo = snapToScreen(min * r.densities[0]!)
    const hi = snapToScreen(max * r.densities[r.densities.length - 1]!)
    // A copy wider than the source is the source again: stop at the first screen width that covers it.
    const cap = r.width ? snapToScreen(r.width) : Number.POSITIVE_INFINITY
    const widths = SCREEN_WIDTHS.filter((w) => w >= lo && w <= hi && w <= cap)
    if (widths.length === 0) widths.push(Math.min(lo, cap))
    const candidates: { url: string; width: number }[] = []
    for (const w of widths) {
      const made = get(w)
      const delivered = Math.min(made.width ?? w, r.width ?? Number.POSITIVE_INFINITY)
      if (!candidates.some((c) => c.width === delivered)) candidates.push({ url: made.url, width: delivered })
    }
    return {
      src: candidates[candidates.length - 1]!.url,
      srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
      sizes: sizesAttribute(entries),
      ...box,
    }
  }

  return { url, attrs, provider, preset }
}

export type ImageService = ReturnType<typeof createImage>
