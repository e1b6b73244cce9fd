/**
 * The image module: providers (platform `/_next/image`, hosted service), presets, screen widths,
 * densities 1 and 2, webp. `images` is the shop's instance, configured from the environment:
 * IMAGE_PROVIDER (`platform`, the default, or `hosted`) and IMAGE_PROVIDER_URL (the hosted pattern).
 */
import { createImage } from './image'
import { hostedProvider, platformProvider } from './providers'
import { PRESETS } from './presets'
import type { ImageProvider } from './types'

export {
  createImage,
  parseDensities,
  parseSizes,
  sizesAttribute,
  toNumber,
  DEFAULT_DENSITIES,
  type ImageAttrs,
  type ImageConfig,
  type ImageOptions,
  type ImageService,
} from './image'
export { platformProvider, hostedProvider, DEFAULT_QUALITY } from './providers'
export { PRESETS, type PresetName } from './presets'
export { SCREENS, SCREEN_WIDTHS, snapToScreen } from './screens'
export { getImageMeta, browserMetaLoader, type ImageMeta, type MetaLoader } from './meta'
export type { ImageProvider, ImagePreset, ImageModifiers, ImageFormat } from './types'

/** The shop's image service for an environment (read at render time on the server). */
export function imagesFromEnv(env: Partial<Record<'SITE_URL' | 'IMAGE_PROVIDER' | 'IMAGE_PROVIDER_URL', string>>) {
  const providers: Record<string, ImageProvider> = { platform: platformProvider({ origin: env.SITE_URL || 'http://localhost:3000' }) }
  if (env.IMAGE_PROVIDER_URL)
    providers.hosted = hostedProvider({ pattern: env.IMAGE_PROVIDER_URL, origin: env.SITE_URL || 'http://localhost:3000' })
  return createImage({ providers, defaultProvider: env.IMAGE_PROVIDER || 'platform', presets: PRESETS })
}
