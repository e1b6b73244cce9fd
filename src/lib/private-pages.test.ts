/**
 * Issue #13: payment and order pages carry a secret in the URL, so nothing from a third party loads
 * there even when analytics and the review widget are configured (the layout's part; the CSP's part
 * is in tests/integration/security-headers.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { isPrivatePath } from './private-pages'
import { withoutThirdPartyScripts } from '../features/consent/private'
import type { ConsentConfig } from '../features/consent/config'

describe('isPrivatePath', () => {
  it('covers the payment pages, the order page and the newsletter links, in both languages', () => {
    for (const path of [
      '/payments/test-checkout/cs_test_1',
      '/payments/accepted',
      '/en/payments/cancelled',
      '/payments/process-payment',
      '/bestelling/AbC',
      '/en/bestelling/AbC',
      '/nl/bestelling/x',
      '/payments',
      '/nieuwsbrief/bevestigen/1-abc',
      '/en/nieuwsbrief/afmelden/1-abc',
    ])
      expect(isPrivatePath(path), path).toBe(true)
  })
  it('leaves the rest of the shop alone', () => {
    for (const path of [
      '/',
      '/en',
      '/producten/2100000002061',
      '/wijnwijzer/betalen-met-ideal',
      '/bestellingen',
      '/en/paymentsx',
      '/legal/betaling',
      '/nieuwsbrief',
      '/nieuwsbrief/aangemeld',
    ])
      expect(isPrivatePath(path), path).toBe(false)
  })
})

describe('withoutThirdPartyScripts', () => {
  it('keeps the choice visible but drops the Google tag and every cookie script', () => {
    const config = {
      texts: {},
      position: 'bottom-right',
      forceOpen: false,
      measurementId: 'G-TEST123',
      cookies: [
        {
          id: 'ga4',
          group: 'analytics',
          name: 'Google Analytics',
          description: '',
          targetCookieIds: ['_ga'],
          src: 'https://www.googletagmanager.com/gtag/js?id={measurementId}',
          links: [],
        },
        { id: 'session', group: 'necessary', name: 'Sessie', description: '', targetCookieIds: [], links: [] },
      ],
    } as unknown as ConsentConfig
    const stripped = withoutThirdPartyScripts(config)
    expect(stripped.measurementId).toBeNull()
    expect(stripped.cookies.map((c) => c.id)).toEqual(['ga4', 'session'])
    expect(stripped.cookies.every((c) => c.src === undefined)).toBe(true)
    expect(JSON.stringify(stripped)).not.toMatch(/googletagmanager|G-TEST123/)
    expect(config.measurementId).toBe('G-TEST123')
  })
})
