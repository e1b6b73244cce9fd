/** Shapes shared by the image module's parts. Pure. */
export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png'

/** What a provider is asked for: one width (and optionally height) of one image. */
export type ImageModifiers = { width?: number; height?: number; quality?: number; format?: ImageFormat }

export type ImageProvider = {
  /** The URL of `src` resized to `modifiers`. `width` is what the URL actually delivers (a provider may round it). */
  getImage(src: string, modifiers: ImageModifiers): { url: string; width?: number }
  /** False for sources the provider leaves alone (SVG, data: URIs): they get no srcset. */
  canTransform(src: string): boolean
}

export type ImagePreset = {
  /** Mobile-first sizes: `100vw sm:50vw lg:352px` (a size from a screen width on; `896:896px` for a width of your own). */
  sizes?: string
  width?: number
  height?: number
  quality?: number
  densities?: number[]
}
