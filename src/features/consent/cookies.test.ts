import { describe, expect, it } from 'vitest'
import {
  CONSENT_COOKIE,
  CONSENT_IDS_COOKIE,
  CONSENT_LIFETIME_MS,
  consentCookieStrings,
  deletionStrings,
  domainVariants,
  matchesTarget,
  parseCookieHeader,
  readConsent,
} from './cookies'

const NOW = Date.UTC(2026, 0, 1)
const read = (header: string) => {
  const map = parseCookieHeader(header)
  return readConsent((n) => map.get(n))
}
/** What a browser would keep of `document.cookie = s` strings: name=value only. */
const asHeader = (strings: string[]) => strings.map((s) => s.split(';')[0]).join('; ')

describe('the consent cookies (spec §9)', () => {
  it('are two cookies for 365 days on path /, and read back to the same state', () => {
    const strings = consentCookieStrings({ given: true, enabled: ['necessary', 'ga4'] }, { now: NOW, secure: false })
    expect(CONSENT_LIFETIME_MS).toBe(31_536_000_000)
    expect(strings).toHaveLength(2)
    for (const s of strings) {
      expect(s).toContain('Path=/')
      expect(s).toContain('Max-Age=31536000')
      expect(s).toContain(`Expires=${new Date(NOW + 31_536_000_000).toUTCString()}`)
      expect(s).not.toContain('Secure')
    }
    expect(strings[0]).toMatch(new RegExp(`^${CONSENT_COOKIE}=true;`))
    expect(strings[1]).toMatch(new RegExp(`^${CONSENT_IDS_COOKIE}=`))
    expect(read(asHeader(strings))).toEqual({ given: true, enabled: ['necessary', 'ga4'] })
  })

  it('are Secure on https, and "not given" after decline all', () => {
    expect(consentCookieStrings({ given: true, enabled: [] }, { now: NOW, secure: true })[0]).toContain('; Secure')
    const strings = consentCookieStrings({ given: false, enabled: ['ga4'] }, { now: NOW, secure: false })
    expect(read(asHeader(strings))).toEqual({ given: false, enabled: [] })
  })

  it('are read defensively: no cookie, a forged flag or ids with odd characters', () => {
    expect(read('')).toEqual({ given: false, enabled: [] })
    expect(read(`${CONSENT_COOKIE}=yes; ${CONSENT_IDS_COOKIE}=ga4`)).toEqual({ given: false, enabled: [] })
    expect(read(`${CONSENT_COOKIE}=true; ${CONSENT_IDS_COOKIE}=ga4%2C%3Cscript%3E%2Cga4%2Cfunctional`)).toEqual({
      given: true,
      enabled: ['ga4', 'functional'],
    })
    expect(read(`${CONSENT_COOKIE}=true; ${CONSENT_IDS_COOKIE}=%E0%A4%A`)).toEqual({ given: true, enabled: [] })
  })
})

describe('deleting a switched-off cookie’s cookies', () => {
  it('matches exact names and prefixes ending in *', () => {
    expect(matchesTarget('_ga', '_ga')).toBe(true)
    expect(matchesTarget('_ga_TEST123', '_ga')).toBe(false)
    expect(matchesTarget('_ga_TEST123', '_ga_*')).toBe(true)
    expect(matchesTarget('_gat', '_ga_*')).toBe(false)
  })

  it('tries host-only, the host and every parent domain; nothing extra for localhost or an IP address', () => {
    expect(domainVariants('localhost')).toEqual([null])
    expect(domainVariants('127.0.0.1')).toEqual([null])
    expect(domainVariants('www.kelderenkurk.nl')).toEqual([
      null,
      'www.kelderenkurk.nl',
      '.www.kelderenkurk.nl',
      'kelderenkurk.nl',
      '.kelderenkurk.nl',
    ])
  })

  it('expires only the present target cookies, on each domain variant', () => {
    const strings = deletionStrings('_ga=GA1.1.1; _ga_TEST123=GS1; kelder-en-kurk-consent=true; other=1', ['_ga', '_ga_*'], 'shop.nl')
    expect(strings).toEqual([
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=shop.nl',
      '_ga=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.shop.nl',
      '_ga_TEST123=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      '_ga_TEST123=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=shop.nl',
      '_ga_TEST123=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=.shop.nl',
    ])
    expect(deletionStrings('other=1', ['_ga'], 'shop.nl')).toEqual([])
    expect(deletionStrings('_ga=1', [], 'shop.nl')).toEqual([])
  })
})
