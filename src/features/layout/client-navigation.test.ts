import { describe, expect, it } from 'vitest'
import { clientNavigationPath, isFullLoadCandidate } from './client-navigation'

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
const here = { href: 'https://shop.nl/wijnwijzer?x=1', origin: 'https://shop.nl' }
const link = (href: string, extra: Partial<{ target: string; download: boolean }> = {}) => ({ href, target: '', download: false, ...extra })

describe('clientNavigationPath', () => {
  it('gives the path, query and hash of a plain click on a storefront link', () => {
    expect(clientNavigationPath(plain, link('https://shop.nl/producten/2100000002061'), here)).toBe('/producten/2100000002061')
    expect(clientNavigationPath(plain, link('/en/wijnwijzer/rose?page=2#kaart'), here)).toBe('/en/wijnwijzer/rose?page=2#kaart')
    expect(clientNavigationPath(plain, link('/'), here)).toBe('/')
  })

  it('leaves new tabs, other sites, downloads, handled clicks and in-page anchors to the browser', () => {
    expect(clientNavigationPath({ ...plain, metaKey: true }, link('/over-ons'), here)).toBeNull()
    expect(clientNavigationPath({ ...plain, defaultPrevented: true }, link('/over-ons'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/over-ons', { target: '_blank' }), here)).toBeNull()
    expect(clientNavigationPath(plain, link('https://www.instagram.com/kelderenkurk'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/wijnwijzer?x=1#top'), here)).toBeNull()
  })

  it('leaves the CMS, the API and files to a full load', () => {
    expect(clientNavigationPath(plain, link('/admin'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/admin/collections/orders'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/api/media/file/etiket.webp'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/_next/static/x.js'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/sitemap.xml'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/administratie'), here)).toBe('/administratie')
  })

  it('gives payment and order pages a document of their own (their strict CSP, no third-party script carried over)', () => {
    expect(clientNavigationPath(plain, link('/payments/accepted?session_id=cs_1'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/en/bestelling/abc'), here)).toBeNull()
    expect(clientNavigationPath(plain, link('/bestellingen-info'), here)).toBe('/bestellingen-info')
  })
})

describe('isFullLoadCandidate', () => {
  it('takes plain clicks on links to other pages of the shop', () => {
    expect(isFullLoadCandidate(plain, link('/producten/123'), here)).toBe(true)
    expect(isFullLoadCandidate(plain, link('https://shop.nl/'), here)).toBe(true)
    expect(isFullLoadCandidate(plain, link('/wijnwijzer?x=2'), here)).toBe(true)
  })

  it('leaves new tabs, other sites, downloads, handled clicks and in-page anchors alone', () => {
    expect(isFullLoadCandidate({ ...plain, ctrlKey: true }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate({ ...plain, button: 1 }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate({ ...plain, defaultPrevented: true }, link('/x'), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/x', { target: '_blank' }), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/x.pdf', { download: true }), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('https://www.instagram.com/kk'), here)).toBe(false)
    expect(isFullLoadCandidate(plain, link('/wijnwijzer?x=1#top'), here)).toBe(false)
  })
})
