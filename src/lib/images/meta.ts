/** Intrinsic size of an image (spec §8: a failed load is logged and gives 0 × 0, ratio 0). Pure. */
export type ImageMeta = { width: number; height: number; ratio: number }

/** The loader reads the size (in the browser an `Image`, on the server the CMS record or sharp). */
export type MetaLoader = (src: string) => Promise<{ width: number; height: number }>

export async function getImageMeta(
  src: string,
  load: MetaLoader,
  log: (message: string, error: unknown) => void = console.error,
): Promise<ImageMeta> {
  try {
    const { width, height } = await load(src)
    if (!(width > 0) || !(height > 0)) throw new Error(`no size in the image data (${width} × ${height})`)
    return { width, height, ratio: width / height }
  } catch (error) {
    log(`[images] Failed to get image meta for ${src}`, error)
    return { width: 0, height: 0, ratio: 0 }
  }
}

/** A loader for the browser: the decoded image's natural size. */
export const browserMetaLoader: MetaLoader = (src) =>
  new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight })
    img.onerror = () => reject(new Error(`could not load ${src}`))
    img.src = src
  })
