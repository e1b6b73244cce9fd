import { describe, expect, it, vi } from 'vitest'
import {
  createImage,
  getImageMeta,
  hostedProvider,
  imagesFromEnv,
  parseDensities,
  parseSizes,
  platformProvider,
  PRESETS,
  snapToScreen,
  toNumber,
} from '.'

const images = createImage({ providers: { platform: platformProvider() }, defaultProvider: 'platform', presets: PRESETS })
const q = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)

describe('screen widths', () => {
  it('snaps to the next screen width at or above the request, else the largest', () => {
    expect([1, 320, 321, 640, 700, 768, 1000, 1024, 1280, 1500, 1536, 5000].map(snapToScreen)).toEqual([
      320, 320, 640, 640, 768, 768, 1024, 1024, 1280, 1536, 1536, 1536,
    ])
  })
})

describe('platform provider (/_next/image)', () => {
  it('asks for url, a screen width and quality 100 by default', () => {
    const url = images.url('/api/media/file/rioja.webp', { width: 500 })
    expect(url.startsWith('/_next/image?')).toBe(true)
    expect(q(url)).toEqual({ url: '/api/media/file/rioja.webp', w: '640', q: '100' })
    expect(q(images.url('/a.webp'))).toMatchObject({ w: '1536' })
    expect(q(images.url('/a.webp', { width: '300', quality: '70' }))).toMatchObject({ w: '320', q: '70' })
  })

  it("takes the shop's own absolute URLs (Payload writes them so) as paths", () => {
    const own = createImage({
      providers: { platform: platformProvider({ origin: 'https://shop.nl/' }) },
      defaultProvider: 'platform',
      presets: PRESETS,
    })
    expect(q(own.url('https://shop.nl/api/media/file/a.webp', { width: 320 }))).toMatchObject({ url: '/api/media/file/a.webp', w: '320' })
    expect(own.attrs('https://shop.nl/api/media/file/a.webp', { preset: 'product-card', width: 600 }).srcSet).toContain(
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.webp',
    )
    expect(own.url('https://shop.nl.elders.example.com/a.webp')).toBe('https://shop.nl.elders.example.com/a.webp')
    expect(own.url('https://shop.nl/logo.svg')).toBe('https://shop.nl/logo.svg')
  })

  it('leaves SVG, data: and other-origin addresses alone', () => {
    expect(images.url('/bottle-placeholder.svg', { width: 300 })).toBe('/bottle-placeholder.svg')
    expect(images.attrs('/bottle-placeholder.svg', { preset: 'product-card', width: 400, height: 1000 })).toEqual({
      src: '/bottle-placeholder.svg',
      width: 400,
      height: 1000,
    })
    expect(images.url('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(images.url('https://elders.example.com/x.jpg')).toBe('https://elders.example.com/x.jpg')
  })
})

describe('hosted provider', () => {
  const hosted = createImage({
    providers: {
      platform: platformProvider(),
      hosted: hostedProvider({
        pattern: 'https://img.example.com/cdn-cgi/image/width={width},quality={quality},format={format}/{src}',
        origin: 'https://shop.example.nl/',
      }),
    },
    defaultProvider: 'platform',
    presets: PRESETS,
  })
  it('fills the pattern with the absolute source, the width as asked, quality and webp', () => {
    expect(hosted.url('/api/media/file/a.webp', { provider: 'hosted', width: 500 })).toBe(
      'https://img.example.com/cdn-cgi/image/width=500,quality=100,format=webp/https://shop.example.nl/api/media/file/a.webp',
    )
  })
  it('turns a plain base URL into a query-string pattern', () => {
    const svc = createImage({
      providers: { cdn: hostedProvider({ pattern: 'https://cdn.example.com/i', origin: 'https://s.nl' }) },
      defaultProvider: 'cdn',
      presets: {},
    })
    expect(svc.url('/a b.webp', { width: 320, quality: 80 })).toBe(
      'https://cdn.example.com/i?url=https%3A%2F%2Fs.nl%2Fa%20b.webp&w=320&q=80&fm=webp',
    )
  })
  it('refuses a pattern that is not a URL', () => {
    expect(() => hostedProvider({ pattern: 'img.example.com', origin: 'https://s.nl' })).toThrow(TypeError)
  })
  it('is the default only when configured so; the platform is the default otherwise', () => {
    expect(imagesFromEnv({}).url('/a.webp', { width: 320 })).toMatch(/^\/_next\/image\?/)
    expect(
      imagesFromEnv({ IMAGE_PROVIDER: 'hosted', IMAGE_PROVIDER_URL: 'https://cdn.example.com/i', SITE_URL: 'https://s.nl' }).url(
        '/a.webp',
        { width: 320 },
      ),
    ).toMatch(/^https:\/\/cdn\.example\.com\/i\?/)
    expect(() => imagesFromEnv({ IMAGE_PROVIDER: 'hosted' }).url('/a.webp')).toThrow('Unknown provider: hosted')
  })
})

describe('errors (spec §8)', () => {
  it('names an unknown provider or preset', () => {
    expect(() => images.url('/a.webp', { provider: 'cloudinary' })).toThrow(new Error('Unknown provider: cloudinary'))
    expect(() => images.attrs('/a.webp', { preset: 'banner' })).toThrow(new Error('Unknown preset: banner'))
    expect(() => images.attrs('/a.webp', { preset: 'toString' })).toThrow('Unknown preset: toString')
  })
  it('throws a TypeError for an address that is not a string', () => {
    for (const bad of [undefined, null, 42, { url: '/a.webp' }, '']) expect(() => images.attrs(bad)).toThrow(TypeError)
  })
  it('refuses empty densities and says to use 1', () => {
    expect(() => parseDensities([])).toThrow("'densities' must not be empty, configure to '1' to render regular size only.")
    expect(() => images.attrs('/a.webp', { width: 100, densities: '' })).toThrow(/configure to '1'/)
    expect(parseDensities('x1 x2')).toEqual([1, 2])
    expect(parseDensities([2, 1, 2])).toEqual([1, 2])
  })
  it('converts width and height to numbers', () => {
    expect(toNumber('240')).toBe(240)
    expect(toNumber('240px')).toBe(240)
    expect(toNumber(240)).toBe(240)
    expect(toNumber('auto')).toBeUndefined()
    expect(images.attrs('/a.webp', { width: '600', height: '800', sizes: '100vw' })).toMatchObject({ width: 600, height: 800 })
  })
})

describe('responsive attributes', () => {
  it('turns mobile-first sizes into the HTML sizes attribute', () => {
    expect(parseSizes('lg:240px 45vw sm:30vw').map((e) => e.from)).toEqual([0, 640, 1024])
    expect(images.attrs('/a.webp', { preset: 'product-card' }).sizes).toBe('(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw')
    expect(images.attrs('/a.webp', { preset: 'article-hero' }).sizes).toBe('(min-width: 896px) 896px, 100vw')
    expect(() => images.attrs('/a.webp', { sizes: 'huge:50vw' })).toThrow('Invalid image size: huge:50vw')
  })

  it('offers every screen width the image can be drawn at, at 1x and 2x, in accepted widths', () => {
    const a = images.attrs('/api/media/file/hero.webp', { preset: 'article-hero', width: 2400, height: 1350 })
    expect(a.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w'])
    for (const c of a.srcSet!.split(', ')) expect(q(c.split(' ')[0]!).w).toBe(c.split(' ')[1]!.replace('w', ''))
    expect(a).toMatchObject({ width: 2400, height: 1350 })
    expect(q(a.src)).toMatchObject({ w: '1536', q: '80' })
  })

  it('asks for no copy wider than the source: the last candidate is the source width', () => {
    const a = images.attrs('/api/media/file/fles.webp', { preset: 'product-page', width: 600, height: 800 })
    expect(a.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '600w'])
    expect(q(a.srcSet!.split(', ')[1]!.split(' ')[0]!).w).toBe('640')
  })

  it('keeps a product card to small copies (a 240 px slot needs at most 640 at 2x)', () => {
    const a = images.attrs('/api/media/file/fles.webp', { preset: 'product-card', width: 1200, height: 1600 })
    expect(a.srcSet?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w'])
  })

  it('gives a fixed-size image x descriptors', () => {
    const a = images.attrs('/a.webp', { width: 400, height: 200 })
    expect(a.sizes).toBeUndefined()
    expect(a.srcSet?.split(', ').map((c) => `${q(c.split(' ')[0]!).w} ${c.split(' ')[1]}`)).toEqual(['640 1x', '1024 2x'])
    expect(images.attrs('/a.webp', { width: 48, densities: [1] }).srcSet).toBeUndefined()
  })
})

describe('image metadata', () => {
  it('gives width, height and ratio', async () => {
    expect(await getImageMeta('/a.webp', async () => ({ width: 600, height: 800 }))).toEqual({ width: 600, height: 800, ratio: 0.75 })
  })
  it('logs a failed load and gives 0 × 0, ratio 0', async () => {
    const log = vi.fn()
    expect(
      await getImageMeta(
        '/kapot.webp',
        async () => {
          throw new Error('404')
        },
        log,
      ),
    ).toEqual({ width: 0, height: 0, ratio: 0 })
    expect(log).toHaveBeenCalledWith('[images] Failed to get image meta for /kapot.webp', expect.any(Error))
    expect(await getImageMeta('/leeg.webp', async () => ({ width: 0, height: 0 }), log)).toEqual({ width: 0, height: 0, ratio: 0 })
  })
})
