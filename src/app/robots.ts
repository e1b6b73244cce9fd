import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo'

export const dynamic = 'force-dynamic'

/** `/robots.txt`: everything but the CMS, the API, the payment pages and private order pages; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/payments', '/en/payments', '/bestelling', '/en/bestelling'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
