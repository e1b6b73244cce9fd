/**
 * Foundation §6: security headers on every response. Checks the header source
 * (src/lib/security-headers.ts), what next.config.ts hands to Next for every path and the API,
 * and what the proxy adds to a storefront page: a per-request nonce CSP without 'unsafe-inline' scripts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import nextConfig from '../../next.config'
import proxy from '../../src/proxy'
import { markCspOriginsStale } from '../../src/lib/csp-origins'
import { STATIC_SECURITY_HEADERS, storefrontCsp } from '../../src/lib/security-headers'

type Directives = Map<string, string[]>
function directives(csp: string): Directives {
  return new Map(
    csp.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...values] = d.split(/\s+/)
      return [name!.toLowerCase(), values] as const
    }),
  )
}

function expectStrictScripts(csp: string, nonce?: string) {
  const d = directives(csp)
  const scripts = d.get('script-src') ?? d.get('default-src')!
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain('*')
  expect(scripts.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s))).toBe(true)
  if (nonce) expect(scripts).toContain(`'nonce-${nonce}'`)
  expect(d.get('frame-ancestors')).toEqual(["'none'"])
  expect(d.get('object-src')).toEqual(["'none'"])
  expect(d.get('base-uri')).toEqual(["'self'"])
  // Nothing may load from another origin (no CDNs; the shop is self-contained). The one exception:
  // frames of the privacy-enhanced video players, shown only after consent for functional cookies.
  for (const [name, values] of d) for (const v of values) if (name !== 'frame-src') expect(v, `${name} ${v}`).not.toMatch(/^https?:|^\*\./)
  expect(d.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
}

describe('security headers: src/lib/security-headers.ts', () => {
  it('builds a nonce CSP without unsafe-inline scripts, and without unsafe-eval in production', () => {
    const csp = storefrontCsp('abcdefghijklmnopqrstuv==', false)
    expectStrictScripts(csp, 'abcdefghijklmnopqrstuv==')
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-eval'")
  })

  it('allows the Google tag hosts only when a GA4 measurement id is configured (issue #4)', () => {
    const withAnalytics = directives(storefrontCsp('abcdefghijklmnopqrstuv==', false, { analytics: true }))
    expect(withAnalytics.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(withAnalytics.get('script-src')).toContain("'nonce-abcdefghijklmnopqrstuv=='")
    expect(withAnalytics.get('script-src')).not.toContain("'unsafe-inline'")
    expect(withAnalytics.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']))
    expect(withAnalytics.get('img-src')).toContain('https://*.google-analytics.com')
    expect(withAnalytics.get('default-src')).toEqual(["'self'"])
    const without = storefrontCsp('abcdefghijklmnopqrstuv==', false, { analytics: false })
    expect(without).not.toMatch(/google/)
  })

  it('allows eval only for the development server (React dev tooling)', () => {
    expect(directives(storefrontCsp('abcdefghijklmnopqrstuv==', true)).get('script-src')).toContain("'unsafe-eval'")
  })

  it('sends HSTS, nosniff, a referrer policy and a frame ban on every response', () => {
    const h = new Headers(STATIC_SECURITY_HEADERS)
    const hsts = h.get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toContain('includeSubDomains')
    expect(h.get('x-content-type-options')).toBe('nosniff')
    expect(['no-referrer', 'strict-origin', 'strict-origin-when-cross-origin', 'same-origin']).toContain(h.get('referrer-policy'))
    expect(h.get('x-frame-options')).toBe('DENY')
    expect(h.get('permissions-policy')).toMatch(/camera=\(\)/)
  })
})

describe('security headers: next.config.ts headers()', () => {
  it('applies the static headers to every path and a locked-down CSP to the API', async () => {
    const rules = await nextConfig.headers!()
    const all = rules.find((r) => r.source === '/:path*')
    expect(all, 'a rule for every path').toBeDefined()
    const sent = new Headers(all!.headers.map((h) => [h.key, h.value] as [string, string]))
    for (const [key, value] of Object.entries(STATIC_SECURITY_HEADERS)) expect(sent.get(key), key).toBe(value)

    const api = rules.find((r) => r.source === '/api/:path*')
    const apiCsp = api?.headers.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value ?? ''
    expect(directives(apiCsp).get('default-src')).toEqual(["'none'"])
    expect(directives(apiCsp).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('asks for the colour-scheme client hint only on the admin: Critical-CH would restart every shopper\'s first page load', async () => {
    const rules = await nextConfig.headers!()
    const hintRules = rules.filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'critical-ch'))
    expect(hintRules.map((r) => r.source).sort()).toEqual(['/admin', '/admin/:path*'])
  })

  it('does not advertise the framework', () => {
    expect(nextConfig.poweredByHeader).toBe(false)
  })
})

describe('security headers: the proxy on storefront pages', () => {
  it('gives each request its own nonce, the same in the CSP and in the request header the page reads', async () => {
    const seen = new Set<string>()
    for (const path of ['/', '/en', '/producten/2900000000018', '/wijnwijzer']) {
      const request = new NextRequest(new URL(path, 'http://localhost:3000'))
      const response = await proxy(request)
      const csp = response.headers.get('content-security-policy') ?? ''
      const nonce = request.headers.get('x-nonce') ?? ''
      expect(nonce.length).toBeGreaterThanOrEqual(16)
      expectStrictScripts(csp, nonce)
      expect(request.headers.get('content-security-policy')).toBe(csp)
      seen.add(nonce)
    }
    expect(seen.size).toBe(4)
  })

  it('allows a third-party host only when it is configured (review widget, hosted images)', () => {
    const plain = storefrontCsp('bm9uY2U=', false)
    expect(plain).not.toMatch(/example/)
    // Frames: only the shop itself and the privacy-enhanced video players (shown after consent).
    expect(directives(plain).get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    const widget = directives(storefrontCsp('bm9uY2U=', false, { widgets: ['https://widgets.example.com'], images: ['https://img.example.com'] }))
    for (const d of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) expect(widget.get(d), d).toContain('https://widgets.example.com')
    expect(widget.get('img-src')).toContain('https://img.example.com')
    expect(widget.get('connect-src')).not.toContain('https://img.example.com')
    expect(widget.get('script-src')).toContain("'strict-dynamic'")
  })

  it('is in front of the storefront and the admin, not the API or static files (they get the static headers only)', async () => {
    const { config } = await import('../../src/proxy')
    const matcher = new RegExp(`^${config.matcher[0]!.replace(/^\//, '\\/')}$`)
    for (const path of ['/', '/en/producten/2900000000018', '/wijnwijzer/witte-wijn', '/admin', '/admin/collections/orders']) expect(matcher.test(path), path).toBe(true)
    for (const path of ['/api/fetchAllProducts', '/api/users/login', '/_next/static/x.js', '/favicon.ico']) expect(matcher.test(path), path).toBe(false)
  })
})

/** Every host a CSP names outside the shop itself. */
const thirdParty = (csp: string) => [...directives(csp).values()].flat().filter((v) => /^https?:|^\*\.|^[a-z0-9-]+\.[a-z]/i.test(v))

describe('security headers: the admin (issue #13)', () => {
  it('gives /admin its own nonce CSP, forwarded to Next for its scripts, with nothing from another origin', async () => {
    vi.stubEnv('GA4_MEASUREMENT_ID', 'G-TEST123')
    for (const path of ['/admin', '/admin/collections/products/3']) {
      const response = await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))
      const csp = response.headers.get('content-security-policy') ?? ''
      const d = directives(csp)
      expect(d.get('script-src')).toEqual(expect.arrayContaining(["'self'", "'strict-dynamic'"]))
      expect(d.get('script-src')!.some((v) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(v))).toBe(true)
      expect(d.get('script-src')).not.toContain("'unsafe-inline'")
      expect(d.get('script-src')).not.toContain("'unsafe-eval'")
      for (const [name, value] of [['default-src', "'self'"], ['frame-ancestors', "'none'"], ['object-src', "'none'"], ['base-uri', "'self'"], ['form-action', "'self'"]] as const)
        expect(d.get(name), name).toEqual([value])
      expect(thirdParty(csp), path).toEqual([])
      expect(directives(csp).get('connect-src')).toEqual(["'self'"])
      // Next reads the nonce for its own scripts from the request's CSP header.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(csp)
      // The admin is not a localised storefront route.
      expect(response.headers.get('x-middleware-rewrite')).toBeNull()
      expect(response.headers.get('location')).toBeNull()
    }
    vi.unstubAllEnvs()
  })
})

describe('security headers: payment and order pages (issue #13)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
    markCspOriginsStale()
  })

  it('allow no third-party host even when analytics and the review widget are on', async () => {
    vi.stubEnv('GA4_MEASUREMENT_ID', 'G-TEST123')
    // The CMS as the proxy reads it: the review widget switched on.
    vi.stubGlobal('fetch', async () => Response.json({ reviews: { enabled: true, scriptUrl: 'https://widget.example-reviews.nl/w.js', widgetId: '42' } }))
    markCspOriginsStale()
    const cspOf = async (path: string) => (await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))).headers.get('content-security-policy') ?? ''

    // The rest of the shop does allow them: the configuration is really on.
    const home = await cspOf('/')
    expect(home).toContain('https://www.googletagmanager.com')
    expect(home).toContain('https://widget.example-reviews.nl')

    for (const path of ['/payments/test-checkout/cs_test_a1b2c3', '/payments/accepted?session_id=cs_live_x', '/en/payments/cancelled', '/payments/process-payment', '/bestelling/AbCdEfGhIjKlMnOpQrStUvWxYz012345', '/en/bestelling/AbCdEfGhIjKlMnOpQrStUvWxYz012345']) {
      const csp = await cspOf(path)
      expect(thirdParty(csp), path).toEqual([])
      expect(directives(csp).get('script-src')?.some((s) => s.startsWith("'nonce-")), path).toBe(true)
    }
  })
})
