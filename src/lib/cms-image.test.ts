import { describe, expect, it } from 'vitest'
import { cmsImage } from './cms-image'

describe('cmsImage', () => {
  it('builds a srcset of the smaller generated sizes plus the original', () => {
    const img = cmsImage({
      url: '/m/a.webp',
      alt: 'Glas',
      width: 1200,
      height: 800,
      sizes: {
        large: { url: '/m/a-1024.webp', width: 1024 },
        thumb: { url: '/m/a-320.webp', width: 320 },
        card: { url: null, width: 640 },
      },
    })
    expect(img).toEqual({
      url: '/m/a.webp',
      alt: 'Glas',
      width: 1200,
      height: 800,
      srcSet: '/m/a-320.webp 320w, /m/a-1024.webp 1024w, /m/a.webp 1200w',
    })
  })
  it('skips sizes not smaller than the original (Payload keeps the original when it is small)', () => {
    expect(
      cmsImage({ url: '/m/s.webp', alt: '', width: 300, height: 200, sizes: { card: { url: '/m/s-640.webp', width: 640 } } })?.srcSet,
    ).toBeUndefined()
  })
  it('is null for a missing or unpopulated upload, and uses the fallback alt', () => {
    expect(cmsImage(null)).toBeNull()
    expect(cmsImage(5)).toBeNull()
    expect(cmsImage({ alt: 'x' })).toBeNull()
    expect(cmsImage({ url: '/m/x.webp' }, 'Titel')).toEqual({ url: '/m/x.webp', alt: 'Titel', width: 1200, height: 675 })
  })
})
