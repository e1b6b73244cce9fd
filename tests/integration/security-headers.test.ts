/**
 * Foundation §6: security headers on every response. Checks the header source
 * (src/lib/security-headers.ts), what next.config.ts hands to Next for every path and the API,
 * and what the proxy adds to a storefront page: a CSP without 'unsafe-inline' scripts whose inline
 * scripts are allowed by hash (the marker that scripts/page-finisher.mjs replaces; see its tests).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import nextConfig from '../../next.config'
import proxy from '../../src/proxy'
import { markCspOriginsStale } from '../../src/lib/csp-origins'
import { INLINE_SCRIPTS_MARKER, STATIC_SECURITY_HEADERS, storefrontCsp } from '../../src/lib/security-headers'

type Directives = Map<string, string[]>
function directives(csp: string): Directives {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/)
        return [name!.toLowerCase(), values] as const
      }),
  )
}

function expectStrictScripts(csp: string) {
  const d = directives(csp)
  const scripts = d.get('script-src') ?? d.get('default-src')!
  expect(scripts).not.toContain("'unsafe-inline'")
  expect(scripts).not.toContain('*')
  expect(scripts).toEqual(["'self'", INLINE_SCRIPTS_MARKER])
  expect(d.get('frame-ancestors')).toEqual(["'none'"])
  expect(d.get('object-src')).toEqual(["'none'"])
  expect(d.get('base-uri')).toEqual(["'self'"])
  // Nothing may load from another origin (no CDNs; the shop is self-contained). The one exception:
  // frames of the privacy-enhanced video players, shown only after consent for functional cookies.
  for (const [name, values] of d) for (const v of values) if (name !== 'frame-src') expect(v, `${name} ${v}`).not.toMatch(/^https?:|^\*\./)
  expect(d.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
}

describe('security headers: src/lib/security-headers.ts', () => {
  it('builds a CSP without unsafe-inline scripts (inline ones by hash), and without unsafe-eval in production', () => {
    const csp = storefrontCsp(false)
    expectStrictScripts(csp)
    expect(directives(csp).get('script-src')).not.toContain("'unsafe-eval'")
  })

  it('allows the Google tag hosts only when a GA4 measurement id is configured (issue #4)', () => {
    const withAnalytics = directives(storefrontCsp(false, { analytics: true }))
    expect(withAnalytics.get('script-src')).toContain('https://www.googletagmanager.com')
    expect(withAnalytics.get('script-src')).toContain(INLINE_SCRIPTS_MARKER)
    expect(withAnalytics.get('script-src')).not.toContain("'unsafe-inline'")
    expect(withAnalytics.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com', 'https://*.analytics.google.com']),
    )
    expect(withAnalytics.get('img-src')).toContain('https://*.google-analytics.com')
    expect(withAnalytics.get('default-src')).toEqual(["'self'"])
    const without = storefrontCsp(false, { analytics: false })
    expect(without).not.toMatch(/google/)
  })

  it('allows eval only for the development server (React dev tooling)', () => {
    expect(directives(storefrontCsp(true)).get('script-src')).toContain("'unsafe-eval'")
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

  it("asks for the colour-scheme client hint only on the admin: Critical-CH would restart every shopper's first page load", async () => {
    const rules = await nextConfig.headers!()
    const hintRules = rules.filter((r) => r.headers.some((h) => h.key.toLowerCase() === 'critical-ch'))
    expect(hintRules.map((r) => r.source).sort()).toEqual(['/admin', '/admin/:path*'])
  })

  it('does not advertise the framework', () => {
    expect(nextConfig.poweredByHeader).toBe(false)
  })
})

describe('security headers: the proxy on storefront pages', () => {
  it('sends the same policy to every visitor of a page (so the page can be cached), with no nonce for the page to read', async () => {
    for (const path of ['/', '/en', '/producten/2900000000018', '/wijnwijzer']) {
      const policies = new Set<string>()
      for (let i = 0; i < 2; i++) {
        const request = new NextRequest(new URL(path, 'http://localhost:3000'))
        const csp = (await proxy(request)).headers.get('content-security-policy') ?? ''
        expectStrictScripts(csp)
        expect(request.headers.get('x-nonce')).toBeNull()
        policies.add(csp)
      }
      expect(policies.size, path).toBe(1)
    }
  })

  it('allows a third-party host only when it is configured (review widget, hosted images)', () => {
    const plain = storefrontCsp(false)
    expect(plain).not.toMatch(/example/)
    // Frames: only the shop itself and the privacy-enhanced video players (shown after consent).
    expect(directives(plain).get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'])
    const widget = directives(storefrontCsp(false, { widgets: ['https://widgets.example.com'], images: ['https://img.example.com'] }))
    for (const d of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src'])
      expect(widget.get(d), d).toContain('https://widgets.example.com')
    expect(widget.get('img-src')).toContain('https://img.example.com')
    expect(widget.get('connect-src')).not.toContain('https://img.example.com')
    // Not 'strict-dynamic': a browser would then ignore the hosts and 'self' (the page's own script files).
    expect(widget.get('script-src')).not.toContain("'strict-dynamic'")
  })

  it('is in front of the storefront and the admin, not the API or static files (they get the static headers only)', async () => {
    const { config } = await import('../../src/proxy')
    const matcher = new RegExp(`^${config.matcher[0]!.replace(/^\//, '\\/')}$`)
    for (const path of ['/', '/en/producten/2900000000018', '/wijnwijzer/witte-wijn', '/admin', '/admin/collections/orders'])
      expect(matcher.test(path), path).toBe(true)
    for (const path of ['/api/fetchAllProducts', '/api/users/login', '/_next/static/x.js', '/favicon.ico'])
      expect(matcher.test(path), path).toBe(false)
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
      for (const [name, value] of [
        ['default-src', "'self'"],
        ['frame-ancestors', "'none'"],
        ['object-src', "'none'"],
        ['base-uri', "'self'"],
        ['form-action', "'self'"],
      ] as const)
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
    vi.stubGlobal('fetch', async () =>
      Response.json({ reviews: { enabled: true, scriptUrl: 'https://widget.example-reviews.nl/w.js', widgetId: '42' } }),
    )
    markCspOriginsStale()
    const cspOf = async (path: string) =>
      (await proxy(new NextRequest(new URL(path, 'http://localhost:3000')))).headers.get('content-security-policy') ?? ''

    // The rest of the shop does allow them: the configuration is really on.
    const home = await cspOf('/')
    expect(home).toContain('https://www.googletagmanager.com')
    expect(home).toContain('https://widget.example-reviews.nl')

    for (const path of [
      '/payments/test-checkout/cs_test_a1b2c3',
      '/payments/accepted?session_id=cs_live_x',
      '/en/payments/cancelled',
      '/payments/process-payment',
      '/bestelling/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
      '/en/bestelling/AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    ]) {
      const csp = await cspOf(path)
      expect(thirdParty(csp), path).toEqual([])
      expect(directives(csp).get('script-src'), path).toEqual(["'self'", INLINE_SCRIPTS_MARKER])
    }
  })

  it("allow the origin of a consent cookie's script elsewhere (loaded after consent, without a nonce to trust it)", async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      String(url).includes('/cookie-consent')
        ? Response.json({
            cookies: [
              { src: 'https://stats.example-analytics.nl/s.js' },
              { src: 'https://www.googletagmanager.com/gtag/js?id={measurementId}' },
              { src: '/local.js' },
              { src: null },
            ],
          })
        : Response.json({}),
    )
    markCspOriginsStale()
    const csp = (await proxy(new NextRequest(new URL('/wijnwijzer', 'http://localhost:3000')))).headers.get('content-security-policy') ?? ''
    expect(directives(csp).get('script-src')).toEqual(["'self'", INLINE_SCRIPTS_MARKER, 'https://stats.example-analytics.nl'])
    const order =
      (await proxy(new NextRequest(new URL('/bestelling/AbCdEfGhIjKlMnOpQrStUvWxYz012345', 'http://localhost:3000')))).headers.get(
        'content-security-policy',
      ) ?? ''
    expect(thirdParty(order)).toEqual([])
  })
})
