/** Article JSON-LD for a wijnwijzer page. Pure. */
import type { GuideImage } from './article'
import { intlLocale } from '../../lib/locale-tags'

export function articleJsonLd(a: {
  title: string
  description: string
  url: string
  image: GuideImage | null
  publishedAt: string | null
  updatedAt: string
  locale: 'nl' | 'en'
  shopName: string
  origin: string
}) {
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${a.origin}${u.startsWith('/') ? '' : '/'}${u}`)
  const organization = { '@type': 'Organization', name: a.shopName, url: `${a.origin}/` }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.description,
    inLanguage: intlLocale(a.locale),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
    url: a.url,
    ...(a.image ? { image: [absolute(a.image.url)] } : {}),
    ...(a.publishedAt ? { datePublished: a.publishedAt } : {}),
    dateModified: a.updatedAt,
    author: organization,
    publisher: organization,
  }
}
