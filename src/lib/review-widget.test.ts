import { describe, expect, it } from 'vitest'
import { isHttpsUrl, reviewWidget } from './review-widget'

describe('reviewWidget', () => {
  it('is off unless enabled with an https script URL', () => {
    expect(reviewWidget(null)).toBeNull()
    expect(reviewWidget({ enabled: false, scriptUrl: 'https://widgets.example.com/w.js' })).toBeNull()
    expect(reviewWidget({ enabled: true })).toBeNull()
    expect(reviewWidget({ enabled: true, scriptUrl: 'http://widgets.example.com/w.js' })).toBeNull()
    expect(reviewWidget({ enabled: true, scriptUrl: 'javascript:alert(1)' })).toBeNull()
  })

  it('gives the script origin for the CSP and a badge only with link and text', () => {
    const on = reviewWidget({
      enabled: true,
      scriptUrl: 'https://widgets.example.com/v2/w.js?x=1',
      widgetId: ' 42 ',
      badgeHref: 'https://reviews.example.com/kk',
      badgeLabel: 'Onze reviews',
    })
    expect(on).toEqual({
      scriptUrl: 'https://widgets.example.com/v2/w.js?x=1',
      origin: 'https://widgets.example.com',
      widgetId: '42',
      heading: '',
      badge: { href: 'https://reviews.example.com/kk', label: 'Onze reviews' },
    })
    expect(reviewWidget({ enabled: true, scriptUrl: 'https://w.example.com/w.js', badgeHref: 'https://r.example.com' })?.badge).toBeNull()
  })

  it('accepts only plain https URLs', () => {
    expect(isHttpsUrl('https://a.example.com/x')).toBe(true)
    expect(isHttpsUrl('https://user:pw@a.example.com/x')).toBe(false)
    expect(isHttpsUrl('/relative.js')).toBe(false)
    expect(isHttpsUrl(3)).toBe(false)
  })
})
