import { describe, expect, it } from 'vitest'
import { embedHost, isEmbedUrl } from './embed'

describe('embedded content', () => {
  it('accepts only the privacy-enhanced YouTube and Vimeo players', () => {
    expect(isEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(true)
    expect(isEmbedUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=30')).toBe(true)
    expect(isEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(true)
    expect(isEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isEmbedUrl('http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isEmbedUrl('https://evil.example/embed/dQw4w9WgXcQ')).toBe(false)
    expect(isEmbedUrl('javascript:alert(1)')).toBe(false)
    expect(isEmbedUrl(undefined)).toBe(false)
  })

  it('names the host in the placeholder', () => {
    expect(embedHost('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('youtube-nocookie.com')
    expect(embedHost('https://player.vimeo.com/video/76979871')).toBe('player.vimeo.com')
  })
})
