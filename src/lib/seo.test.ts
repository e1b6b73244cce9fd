import { describe, expect, it } from 'vitest'
import { canonicalQuery, jsonLd, localizedPath, organizationJsonLd } from './seo'

describe('seo helpers', () => {
  it('keeps only whitelisted query parameters, page 1 dropped', () => {
    expect(canonicalQuery({ kleur: 'rood,wit', utm_source: 'x', page: '1', sorteer: 'naam' })).toBe('?kleur=rood%2Cwit&sorteer=naam')
    expect(canonicalQuery({ page: '3', eten: 'vis' })).toBe('?page=3')
    expect(canonicalQuery(undefined)).toBe('')
  })
  it('prefixes English paths only', () => {
    expect(localizedPath('/', 'nl')).toBe('/')
    expect(localizedPath('/', 'en')).toBe('/en')
    expect(localizedPath('/producten/2000000000015', 'en')).toBe('/en/producten/2000000000015')
  })
  it('escapes < in JSON-LD', () => {
    expect(jsonLd({ a: '</script>' })).toBe('{"a":"\\u003c/script>"}')
  })
  it('describes the organization without empty fields', () => {
    const org = organizationJsonLd({
      name: 'Kelder & Kurk',
      url: 'https://example.nl',
      kvk: '12345678',
      socials: [{ url: 'https://instagram.com/x' }],
      street: null,
    })
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      name: 'Kelder & Kurk',
      url: 'https://example.nl',
      logo: 'https://example.nl/icon.svg',
      identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: '12345678' },
      sameAs: ['https://instagram.com/x'],
    })
    expect(organizationJsonLd({ name: 'K', url: 'u', street: 'Kade 1', postalCode: '1011 AA', city: 'Amsterdam' }).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Kade 1',
      postalCode: '1011 AA',
      addressLocality: 'Amsterdam',
      addressCountry: 'NL',
    })
  })
})
