import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from './i18n/routing'
import { cspOrigins } from './lib/csp-origins'
import { env } from './lib/env'
import { isPrivatePath } from './lib/private-pages'
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

/** The review widget's origin when the CMS has it on, from Payload's REST API on this same server. */
async function widgetOrigins(): Promise<string[]> {
  const res = await fetch(`http://127.0.0.1:${env().PORT}/api/globals/site?depth=0&select[reviews]=true`, { signal: AbortSignal.timeout(3000), cache: 'no-store' })
  if (!res.ok) throw new Error(`site settings: ${res.status}`)
  const widget = reviewWidget(((await res.json()) as { reviews?: Parameters<typeof reviewWidget>[0] }).reviews)
  return widget ? [widget.origin] : []
}

/**
 * The storefront's CSP. A page with a secret in its URL (payments, order page) allows no third
 * party at all, whatever is configured; the others allow analytics and the widget when they are on.
 */
async function storefrontPolicy(request: NextRequest, nonce: string, dev: boolean): Promise<string> {
  if (isPrivatePath(request.nextUrl.pathname)) return storefrontCsp(nonce, dev, { images: imageOrigins(), embeds: false })
  const [analytics, widgets] = await Promise.all([analyticsConfigured(request.nextUrl.origin, env().GA4_MEASUREMENT_ID), cspOrigins(widgetOrigins)])
  return storefrontCsp(nonce, dev, { analytics, widgets, images: imageOrigins() })
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

/** Storefront requests: locale routing, a CSP nonce, and the path for the 404 text; the admin: its CSP. */
export default async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const dev = env().NODE_ENV === 'development'
  if (isAdminPath(request.nextUrl.pathname)) return admin(request, nonce, dev)
  const csp = await storefrontPolicy(request, nonce, dev)
  request.headers.set('x-nonce', nonce)
  request.headers.set('content-security-policy', csp)
  request.headers.set('x-pathname', request.nextUrl.pathname)
  const response = handleI18nRouting(request)
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  // Not for the API, the public calls, Next internals or files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
}
