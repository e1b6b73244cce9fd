/** The sitemap entries: every indexable path in both locales, with hreflang alternates. Pure. */
import { localizedPath } from '../../lib/paths'
type Locale = 'nl' | 'en'
const LOCALES: readonly Locale[] = ['nl', 'en']

export type SitemapEntry = {
  url: string
  lastModified?: string
  changeFrequency?: 'daily' | 'weekly' | 'monthly' | 'yearly'
  priority?: number
  alternates: { languages: Record<string, string> }
}

export type SitemapPath = { path: string; lastModified?: string; changeFrequency?: SitemapEntry['changeFrequency']; priority?: number }

/** One entry per path and locale; each lists both language versions and x-default (Dutch). */
export function sitemapEntries(paths: readonly SitemapPath[], origin: string): SitemapEntry[] {
  const seen = new Set<string>()
  const out: SitemapEntry[] = []
  for (const p of paths) {
    if (seen.has(p.path)) continue
    seen.add(p.path)
    const languages: Record<string, string> = {}
    for (const l of LOCALES) languages[l] = `${origin}${localizedPath(p.path, l)}`
    languages['x-default'] = languages.nl!
    for (const l of LOCALES) {
      out.push({
        url: languages[l]!,
        ...(p.lastModified ? { lastModified: p.lastModified } : {}),
        ...(p.changeFrequency ? { changeFrequency: p.changeFrequency } : {}),
        ...(p.priority !== undefined ? { priority: p.priority } : {}),
        alternates: { languages },
      })
    }
  }
  return out
}
