import { describe, expect, it } from 'vitest'
import { internalDocHref, localizeHref } from './links'
import { faqAnchor, faqPageJsonLd, groupFaq } from './faq'
import { breadcrumbJsonLd } from './breadcrumbs'
import { sitemapEntries } from './sitemap'
import { INDEXABLE_PAGE_SLUGS, isLegalSlug, pagePath } from './paths'

describe('links in CMS rich text', () => {
  it('keeps Dutch site links as they are', () => {
    expect(localizeHref('/wijnwijzer/wijn-bij-kaas', 'nl')).toBe('/wijnwijzer/wijn-bij-kaas')
    expect(localizeHref('/?kleur=wit', 'nl')).toBe('/?kleur=wit')
  })
  it('prefixes site links with /en on English pages, once', () => {
    expect(localizeHref('/wijnwijzer/wijn-bij-kaas', 'en')).toBe('/en/wijnwijzer/wijn-bij-kaas')
    expect(localizeHref('/', 'en')).toBe('/en')
    expect(localizeHref('/?kleur=wit&eten=vis', 'en')).toBe('/en?kleur=wit&eten=vis')
    expect(localizeHref('/#faq', 'en')).toBe('/en#faq')
    expect(localizeHref('/en/contact', 'en')).toBe('/en/contact')
    expect(localizeHref('/english-wines', 'en')).toBe('/en/english-wines')
  })
  it('leaves the API, admin and media paths alone', () => {
    expect(localizeHref('/api/media/file/x.pdf', 'en')).toBe('/api/media/file/x.pdf')
    expect(localizeHref('/admin', 'en')).toBe('/admin')
  })
  it('keeps http(s), mailto, tel and anchors; drops other schemes', () => {
    expect(localizeHref('https://example.com/a', 'en')).toBe('https://example.com/a')
    expect(localizeHref('mailto:info@kelderenkurk.nl', 'nl')).toBe('mailto:info@kelderenkurk.nl')
    expect(localizeHref('tel:+31307601234', 'nl')).toBe('tel:+31307601234')
    expect(localizeHref('#kop', 'en')).toBe('#kop')
    expect(localizeHref('javascript:alert(1)', 'nl')).toBe('#')
    expect(localizeHref(' JavaScript:alert(1)', 'nl')).toBe('#')
    expect(localizeHref('data:text/html,x', 'nl')).toBe('#')
    expect(localizeHref('//evil.example', 'nl')).toBe('#')
    expect(localizeHref('', 'nl')).toBe('#')
    expect(localizeHref('contact', 'en')).toBe('/en/contact')
  })
  it('turns document links into storefront paths', () => {
    expect(internalDocHref({ relationTo: 'articles', value: { slug: 'wijnglazen' } }, 'nl')).toBe('/wijnwijzer/wijnglazen')
    expect(internalDocHref({ relationTo: 'pages', value: { slug: 'privacy-policy' } }, 'en')).toBe('/en/legal/privacy-policy')
    expect(internalDocHref({ relationTo: 'products', value: { ean: '2000000000015' } }, 'nl')).toBe('/producten/2000000000015')
    expect(internalDocHref({ relationTo: 'articles', value: 7 }, 'nl')).toBe('/')
    expect(internalDocHref(null, 'en')).toBe('/en')
  })
})

describe('FAQ', () => {
  const categories = [
    { id: 2, name: 'Betalen', slug: 'betalen', order: 2 },
    { id: 1, name: 'Bestellen', slug: 'bestellen', order: 1 },
    { id: 3, name: 'Leeg', slug: 'leeg', order: 3 },
  ]
  const items = [
    { id: 10, question: 'Welke betaalmethoden?', answer: 'iDEAL | Wero', categoryId: 2, order: 1 },
    { id: 11, question: 'Hoe bestel ik?', answer: 'Via de shop.', categoryId: 1, order: 2 },
    { id: 12, question: 'Account nodig?', answer: 'Nee.', categoryId: 1, order: 1 },
    { id: 13, question: 'Zwerfvraag', answer: '-', categoryId: null, order: 1 },
  ]
  it('groups by category in order, questions in order, empty categories left out', () => {
    expect(groupFaq(categories, items).map((g) => [g.category.slug, g.items.map((i) => i.id)])).toEqual([
      ['bestellen', [12, 11]],
      ['betalen', [10]],
    ])
  })
  it('builds FAQPage JSON-LD of every grouped question', () => {
    const ld = faqPageJsonLd(groupFaq(categories, items))
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toHaveLength(3)
    expect(ld.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Account nodig?', acceptedAnswer: { '@type': 'Answer', text: 'Nee.' } })
  })
  it('makes URL-safe anchors', () => {
    expect(faqAnchor('Verzending & bezorging')).toBe('faq-verzending-bezorging')
  })
})

describe('breadcrumbs', () => {
  it('numbers the trail and makes the links absolute', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Home', href: '/' },
          { name: 'Wijnwijzer', href: '/wijnwijzer' },
        ],
        'https://shop.example',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Wijnwijzer', item: 'https://shop.example/wijnwijzer' },
    ])
  })
})

describe('pages and sitemap', () => {
  it('knows the legal slugs and page paths', () => {
    expect(isLegalSlug('privacy-policy')).toBe(true)
    expect(isLegalSlug('cookies')).toBe(false)
    expect(pagePath('betaling-geslaagd')).toBe('/payments/accepted')
    expect(pagePath('onbekend')).toBeNull()
    expect(INDEXABLE_PAGE_SLUGS).not.toContain('betaling-geslaagd')
    expect(INDEXABLE_PAGE_SLUGS).toContain('voor-handelaren')
  })

  it('lists every path in nl and en with hreflang alternates, once', () => {
    const entries = sitemapEntries(
      [{ path: '/' }, { path: '/wijnwijzer/wijn-bij-kaas', lastModified: '2026-11-01' }, { path: '/' }],
      'https://shop.example',
    )
    expect(entries.map((e) => e.url)).toEqual([
      'https://shop.example/',
      'https://shop.example/en',
      'https://shop.example/wijnwijzer/wijn-bij-kaas',
      'https://shop.example/en/wijnwijzer/wijn-bij-kaas',
    ])
    expect(entries[3]).toEqual({
      url: 'https://shop.example/en/wijnwijzer/wijn-bij-kaas',
      lastModified: '2026-11-01',
      alternates: {
        languages: {
          nl: 'https://shop.example/wijnwijzer/wijn-bij-kaas',
          en: 'https://shop.example/en/wijnwijzer/wijn-bij-kaas',
          'x-default': 'https://shop.example/wijnwijzer/wijn-bij-kaas',
        },
      },
    })
  })
})
