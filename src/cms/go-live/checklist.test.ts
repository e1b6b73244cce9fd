import { describe, expect, it } from 'vitest'
import { SHOP } from '../seed/content/pages/shop'
import { goLiveChecklist, openItems, type GoLiveFacts } from './checklist'

const demo: GoLiveFacts = {
  site: {
    kvk: SHOP.kvk,
    btwNumber: SHOP.btw,
    street: SHOP.street,
    postalCode: SHOP.postalCode,
    city: SHOP.city,
    phone: SHOP.phone,
    email: SHOP.email,
  },
  termsReviewed: null,
  privacyReviewed: null,
  stripe: {},
  smtpConfigured: false,
  testPaymentsForced: false,
  demoAdmin: 'unchanged',
  aboutUsIsTemplate: true,
  privacyHasPrompts: true,
}

const live: GoLiveFacts = {
  site: {
    kvk: '12345678',
    btwNumber: 'NL123456782B01',
    street: 'Kerkstraat 4',
    postalCode: '1017 GB',
    city: 'Amsterdam',
    phone: '020 123 45 67',
    email: 'info@wijnhuis.nl',
  },
  termsReviewed: { at: '2026-11-24T10:00:00.000Z', by: 'eigenaar@wijnhuis.nl' },
  privacyReviewed: { at: '2026-11-24T10:05:00.000Z', by: 'eigenaar@wijnhuis.nl' },
  stripe: { secretKey: 'sk_live_abc', webhookSecret: 'whsec_abc' },
  smtpConfigured: true,
  testPaymentsForced: false,
  demoAdmin: 'gone',
  aboutUsIsTemplate: false,
  privacyHasPrompts: false,
}

const red = (f: GoLiveFacts) => openItems(goLiveChecklist(f)).map((i) => i.id)

describe('the go-live checklist', () => {
  it('is all red for the seeded demo shop (its identity is placeholders)', () => {
    expect(red(demo)).toEqual(['kvk', 'btw', 'address', 'phone', 'email', 'terms', 'privacy', 'stripe', 'mail', 'demo-admin', 'about-us'])
  })

  it('is all green for a shop that did everything', () => {
    expect(red(live)).toEqual([])
    const terms = goLiveChecklist(live).find((i) => i.id === 'terms')!
    expect(terms.done?.nl).toBe('Nagekeken op 2026-11-24 door eigenaar@wijnhuis.nl')
  })

  it('turns one item red for each thing missing', () => {
    expect(red({ ...live, site: { ...live.site, btwNumber: 'NL862345678B01' } })).toEqual(['btw'])
    expect(red({ ...live, site: { ...live.site, kvk: '1234' } })).toEqual(['kvk'])
    expect(red({ ...live, site: { ...live.site, postalCode: '1017' } })).toEqual(['address'])
    expect(red({ ...live, site: { ...live.site, email: 'winkel@kelderenkurk.example' } })).toEqual(['email'])
    expect(red({ ...live, stripe: { secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc' } })).toEqual(['stripe'])
    expect(red({ ...live, stripe: { secretKey: 'sk_live_abc' } })).toEqual(['stripe'])
    expect(red({ ...live, testPaymentsForced: true })).toEqual(['test-payments'])
    expect(red({ ...live, demoAdmin: 'unchanged' })).toEqual(['demo-admin'])
    expect(red({ ...live, demoAdmin: 'changed' })).toEqual([])
    expect(red({ ...live, termsReviewed: null })).toEqual(['terms'])
    // Ticked as reviewed, but the processors are still the seed's prompts.
    expect(red({ ...live, privacyHasPrompts: true })).toEqual(['privacy'])
  })

  it('tells in both languages what to do', () => {
    for (const item of goLiveChecklist(demo)) {
      expect(item.todo.nl.length, item.id).toBeGreaterThan(20)
      expect(item.todo.en.length, item.id).toBeGreaterThan(20)
      expect(item.href).toMatch(/^\/admin/)
    }
  })
})
