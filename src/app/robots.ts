import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo'

export const dynamic = 'force-dynamic'

/** `/robots.txt`: everything but the CMS, the API and the payment result pages; points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/payments', '/en/payments'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
