import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from './i18n/routing'
import { cspOrigins } from './lib/csp-origins'
import { env } from './lib/env'
import { isPrivatePath } from './lib/private-pages'
import { publicPathOfTwin, queryTwinPath } from './lib/query-pages'
import { canonicalCatalogSearch } from './features/catalog'
import { reviewWidget } from './lib/review-widget'
import { adminCsp, storefrontCsp } from './lib/security-headers'
import { analyticsConfigured } from './features/consent/analytics-configured'

const handleI18nRouting = createMiddleware(routing)
const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')

/** A hosted image service (IMAGE_PROVIDER_URL) serves images from its own origin. */
function imageOrigins(): string[] {
  const pattern = env().IMAGE_PROVIDER_URL
  try {
    return pattern ? [new URL(pattern.replace(/\{[a-zA-Z]+\}/g, 'x')).origin] : []
  } catch {
    return []
  }
}

/** Where a script URL is from, or nothing when it is not an absolute http(s) URL (a same-origin path is 'self'). */
function originOf(url: string | null | undefined): string[] {
  try {
    const parsed = new URL(String(url ?? ''))
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : []
  } catch {
    return []
  }
}

const readGlobal = async <T>(slug: string, select: string): Promise<T> => {
  const res = await fetch(`http://127.0.0.1:${env().PORT}/api/globals/${slug}?depth=0&select[${select}]=true`, {
    signal: AbortSignal.timeout(3000),
    cache: 'no-store',
  })
  if (!res.ok) throw new Error(`${slug}: ${res.status}`)
  return (await res.json()) as T
}

/**
 * Origins the CMS turns on, from Payload's REST API on this same server: the review widget (while it
 * is on) and the scripts of the consent settings' cookies (loaded only after consent). Such a script
 * usually also sends data and shows images from its origin, so each is allowed as a widget is.
 */
async function cmsScriptOrigins(): Promise<string[]> {
  const [site, consent] = await Promise.all([
    readGlobal<{ reviews?: Parameters<typeof reviewWidget>[0] }>('site', 'reviews'),
    readGlobal<{ cookies?: { src?: string | null }[] }>('cookie-consent', 'cookies'),
  ])
  const widget = reviewWidget(site.reviews)
  // A script that needs the GA4 id is the Google tag: its hosts follow `analytics` (off while there is no id).
  const scripts = (consent.cookies ?? []).filter((c) => !c.src?.includes('{measurementId}')).flatMap((c) => originOf(c.src))
  return [...new Set([...(widget ? [widget.origin] : []), ...scripts])]
}

/**
 * The storefront's CSP. A page with a secret in its URL (payments, order page) allows no third
 * party at all, whatever is configured; the others allow analytics and the widget when they are on.
 */
async function storefrontPolicy(request: NextRequest, dev: boolean): Promise<string> {
  if (isPrivatePath(request.nextUrl.pathname)) return storefrontCsp(dev, { images: imageOrigins(), embeds: false })
  const [analytics, widgets] = await Promise.all([
    analyticsConfigured(
      env().GA4_MEASUREMENT_ID,
      async () => (await readGlobal<{ ga4MeasurementId?: unknown }>('cookie-consent', 'ga4MeasurementId')).ga4MeasurementId,
    ),
    cspOrigins(cmsScriptOrigins),
  ])
  return storefrontCsp(dev, { analytics, widgets, images: imageOrigins() })
}

/** The CMS: its own CSP with the nonce Next puts on its scripts (read from the request header). */
function admin(request: NextRequest, nonce: string, dev: boolean) {
  const csp = adminCsp(nonce, dev)
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

/**
 * Storefront requests: locale routing and the CSP (its inline-script hashes are added by
 * scripts/serve.mjs once the page is rendered); the admin: its CSP with a per-request nonce.
 */
export default async function proxy(request: NextRequest) {
  const dev = env().NODE_ENV === 'development'
  if (isAdminPath(request.nextUrl.pathname)) return admin(request, Buffer.from(crypto.randomUUID()).toString('base64'), dev)
  const { pathname, search } = request.nextUrl
  const publicPath = publicPathOfTwin(pathname)
  if (publicPath) return NextResponse.redirect(new URL(publicPath + search, request.url), 308)
  const csp = await storefrontPolicy(request, dev)
  // A page with a query string is answered by its twin; without one it is the plain cached page (lib/query-pages.ts).
  const twin = queryTwinPath(pathname, search, canonicalCatalogSearch)
  const response = twin ? NextResponse.rewrite(new URL(twin, request.url)) : handleI18nRouting(request)
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  // Not for the API, the public calls, Next internals or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
}
