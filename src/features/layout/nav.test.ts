import { describe, expect, it } from 'vitest'
import { currentHref, DEFAULT_NAV, languageHrefs } from './nav'

const nl = DEFAULT_NAV.map((l) => l.href)
const en = nl.map((h) => (h === '/' ? '/en' : `/en${h}`))

describe('currentHref', () => {
  it('marks the section the page belongs to', () => {
    expect(currentHref('/wijnwijzer', nl)).toBe('/wijnwijzer')
    expect(currentHref('/wijnwijzer/wijn-bij-kaas', nl)).toBe('/wijnwijzer')
    expect(currentHref('/contact/', nl)).toBe('/contact')
    expect(currentHref('/en/over-ons', en)).toBe('/en/over-ons')
  })
  it('treats home and product pages as the webshop', () => {
    expect(currentHref('/', nl)).toBe('/')
    expect(currentHref('/producten/2000000000015', nl)).toBe('/')
    expect(currentHref('/en', en)).toBe('/en')
    expect(currentHref('/en/producten/2000000000015', en)).toBe('/en')
  })
  it('marks nothing for pages outside the menu', () => {
    expect(currentHref('/legal/privacy-policy', nl)).toBeNull()
    expect(currentHref('/wijnwijzerx', nl)).toBeNull()
    expect(currentHref('/over-ons', ['https://example.com/over-ons'])).toBeNull()
  })
  it('ignores query and hash in link targets', () => {
    expect(currentHref('/', ['/?kleur=rood'])).toBe('/?kleur=rood')
    expect(currentHref('/contact', ['/contact#faq'])).toBe('/contact#faq')
  })
})

describe('languageHrefs', () => {
  it('links the same page in both languages (Dutch without prefix)', () => {
    expect(languageHrefs('/')).toEqual({ nl: '/', en: '/en' })
    expect(languageHrefs('/en')).toEqual({ nl: '/', en: '/en' })
    expect(languageHrefs('/wijnwijzer/rose')).toEqual({ nl: '/wijnwijzer/rose', en: '/en/wijnwijzer/rose' })
    expect(languageHrefs('/en/producten/2100000002061')).toEqual({ nl: '/producten/2100000002061', en: '/en/producten/2100000002061' })
    // A Dutch path that merely starts with "en" keeps its letters.
    expect(languageHrefs('/enkel')).toEqual({ nl: '/enkel', en: '/en/enkel' })
  })
})
