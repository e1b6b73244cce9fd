/** Link targets inside CMS rich text, made to work in the storefront. Pure. */
import { pagePath } from './paths'
import { localizedPath } from '../../lib/paths'

type Locale = 'nl' | 'en'

/** Paths served outside the localized storefront: never given an `/en` prefix. */
const UNLOCALIZED = /^\/(api|admin|media|_next)(\/|$|\?|#)/

/**
 * A CMS link's href for this locale. Site-relative links (`/wijnwijzer/x`, `/?kleur=wit`) get the
 * `/en` prefix on English pages; other schemes than http(s), mailto and tel are dropped.
 */
export function localizeHref(url: string | null | undefined, locale: Locale): string {
  const href = (url ?? '').trim()
  if (!href) return '#'
  if (href.startsWith('#')) return href
  if (href.startsWith('/') && !href.startsWith('//')) {
    if (locale === 'nl' || UNLOCALIZED.test(href) || /^\/en(\/|$|\?|#)/.test(href)) return href
    return localizedPath(href.startsWith('/?') || href.startsWith('/#') ? href.slice(1) : href, 'en')
  }
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return '#'
  // A relative link without a leading slash: treat it as site-relative.
  return localizeHref(`/${href}`, locale)
}

type DocRef = { relationTo?: unknown; value?: unknown }

/** An internal (document) link: an article, page or product in the CMS → its storefront path. */
export function internalDocHref(doc: DocRef | null | undefined, locale: Locale): string {
  const value = doc?.value && typeof doc.value === 'object' ? (doc.value as Record<string, unknown>) : null
  let path: string | null = null
  if (value) {
    if (doc?.relationTo === 'articles' && typeof value.slug === 'string') path = `/wijnwijzer/${value.slug}`
    else if (doc?.relationTo === 'pages' && typeof value.slug === 'string') path = pagePath(value.slug)
    else if (doc?.relationTo === 'products' && typeof value.ean === 'string') path = `/producten/${value.ean}`
  }
  return localizeHref(path ?? '/', locale)
}
