import path from 'node:path'
import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import createNextIntlPlugin from 'next-intl/plugin'
import { GUIDE_SLUGS } from './src/features/guide/slugs'
import { STATIC_SECURITY_HEADERS } from './src/lib/security-headers'
import { SCREEN_WIDTHS } from './src/lib/images/screens'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Pages get their ETag (and their 304) from scripts/page-finisher.mjs, which hashes the body anyway.
  generateEtags: false,
  // Cached pages and data live in memory only (docs/architecture.md, "Page cache and CSP"): a restart,
  // a new build or another database never serves what an earlier one cached. Bounded: the LRU drops
  // the least used pages beyond this size.
  cacheMaxMemorySize: 192 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // Next's own cache, or with REDIS_URL one shared by every instance (src/lib/cache-handler.mjs, decided at start).
  cacheHandler: path.resolve('src/lib/cache-handler.mjs'),
  // The shared cache is keyed by build id. Built by `npm start`/`npm run cluster` (scripts/build-if-stale.mjs),
  // the id is the hash of the sources, so machines that build the same release agree on it.
  generateBuildId: async () => process.env.KK_BUILD_ID || null,
  productionBrowserSourceMaps: process.env.KK_SOURCE_MAPS === '1',
  // `npm test` type-checks the whole project first (tsc) and then builds twice (e2e, cluster): it sets
  // KK_TYPES_CHECKED=1 so those builds skip a second and third check of the same sources (30 to 45 s
  // each here). Every other build checks its types.
  typescript: { ignoreBuildErrors: process.env.KK_TYPES_CHECKED === '1' },
  // The e2e suite builds into its own folder (against its own database), leaving the dev build alone.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The platform image endpoint as src/lib/images uses it: screen widths only (spec §9), webp,
  // quality 80 (the presets) or 100 (the default), CMS media and nothing from elsewhere.
  images: {
    deviceSizes: [...SCREEN_WIDTHS],
    imageSizes: [],
    qualities: [80, 100],
    formats: ['image/webp'],
    minimumCacheTTL: 86_400,
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // Every top-level alias of a guide article is a permanent redirect to its wijnwijzer page.
  async redirects() {
    return GUIDE_SLUGS.flatMap((slug) => [
      { source: `/${slug}`, destination: `/wijnwijzer/${slug}`, permanent: true },
      { source: `/en/${slug}`, destination: `/en/wijnwijzer/${slug}`, permanent: true },
    ])
  },
  async headers() {
    const headers = Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value }))
    return [
      { source: '/:path*', headers },
      // The storefront gets a nonce CSP from proxy.ts; the API answers JSON only.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }] },
    ]
  },
}

const withPayloadConfig = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint with `Critical-CH`, which makes Chromium
 * restart a shopper's first navigation to send it: one extra round trip (about 1.2 s on Lighthouse's
 * mobile network) before any storefront byte. Only the admin's theme reads that hint, so only the
 * admin asks for it.
 */
function clientHintsOnlyForAdmin(config: NextConfig): NextConfig {
  const headers = config.headers
  if (!headers) return config
  return {
    ...config,
    async headers() {
      return (await headers()).flatMap((rule) => {
        const asksHint = rule.headers.some((h) => h.key.toLowerCase() === 'critical-ch')
        if (!asksHint || rule.source !== '/:path*') return [rule]
        return ['/admin', '/admin/:path*'].map((source) => ({ ...rule, source }))
      })
    },
  }
}

export default clientHintsOnlyForAdmin(withPayloadConfig)
