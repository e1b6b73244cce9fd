import createMiddleware from 'next-intl/middleware'
import type { NextRequest } from 'next/server'
import { routing } from './i18n/routing'
import { cspOrigins } from './lib/csp-origins'
import { reviewWidget } from './lib/review-widget'
import { storefrontCsp } from './lib/security-headers'
import { analyticsConfigured } from './features/consent/analytics-configured'

const handleI18nRouting = createMiddleware(routing)

/** A hosted image service (IMAGE_PROVIDER_URL) serves images from its own origin. */
function imageOrigins(): string[] {
  try {
    return process.env.IMAGE_PROVIDER_URL ? [new URL(process.env.IMAGE_PROVIDER_URL.replace(/\{[a-zA-Z]+\}/g, 'x')).origin] : []
  } catch {
    return []
  }
}

/** The review widget's origin when the CMS has it on, from Payload's REST API on this same server. */
async function widgetOrigins(): Promise<string[]> {
  const port = process.env.PORT || '3000'
  const res = await fetch(`http://127.0.0.1:${port}/api/globals/site?depth=0&select[reviews]=true`, { signal: AbortSignal.timeout(3000), cache: 'no-store' })
  if (!res.ok) throw new Error(`site settings: ${res.status}`)
  const widget = reviewWidget(((await res.json()) as { reviews?: Parameters<typeof reviewWidget>[0] }).reviews)
  return widget ? [widget.origin] : []
}

/** Storefront requests: locale routing, a CSP nonce, and the path for the 404 text. */
export default async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const dev = process.env.NODE_ENV === 'development'
  const [analytics, widgets] = await Promise.all([analyticsConfigured(request.nextUrl.origin), cspOrigins(widgetOrigins)])
  const csp = storefrontCsp(nonce, dev, { analytics, widgets, images: imageOrigins() })
  request.headers.set('x-nonce', nonce)
  request.headers.set('content-security-policy', csp)
  request.headers.set('x-pathname', request.nextUrl.pathname)
  const response = handleI18nRouting(request)
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  // Not for the CMS, its API, the public calls, Next internals or files with an extension.
  matcher: ['/((?!api|admin|_next|_vercel|.*\\..*).*)'],
}
