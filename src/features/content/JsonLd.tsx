import { jsonLd } from '../../lib/seo'

/** Structured data for search engines (a data block, not a script: the CSP does not apply to it). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />
}
