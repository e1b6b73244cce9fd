import createMiddleware from 'next-intl/middleware'
import type { NextRequest } from 'next/server'
import { routing } from './i18n/routing'
import { storefrontCsp } from './lib/security-headers'
import { analyticsConfigured } from './features/consent/analytics-configured'

const handleI18nRouting = createMiddleware(routing)

/** Storefront requests: locale routing, a CSP nonce, and the path for the 404 text. */
export default async function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const analytics = await analyticsConfigured(request.nextUrl.origin)
  const csp = storefrontCsp(nonce, process.env.NODE_ENV === 'development', { analytics })
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
