/**
 * Pages that answer a query string (the catalog's filters and search, the guide's search) have a
 * twin route under QUERY_PREFIX. Next makes a whole route dynamic as soon as it reads
 * `searchParams`, so the plain page (the same for everyone, cached) and the one with a query must be
 * separate routes; proxy.ts sends a request with a query to the twin. A twin's own URL is never
 * shown or linked. Pure.
 *
 * The catalog's twin is cached too: the proxy reduces the query to its canonical form (the caller's
 * `catalogKey`: known parameters only, in a fixed order) and puts it in the path, so each distinct
 * catalog page is one cache entry (`?kleur=wit&utm_source=x` and `?kleur=wit` are one page), and a
 * query with nothing the catalog reads is the plain home page. The guide's search twin reads the
 * query per request.
 */
import { localizedPath } from './paths'
export const QUERY_PREFIX = '/met-zoekvraag'
/** Where the catalog's cached twin lives: `/{locale}/met-zoekvraag/catalogus/{key}`. */
export const CATALOG_TWIN = `${QUERY_PREFIX}/catalogus`

/** `/en/wijnwijzer` → `{ locale: 'en', path: '/wijnwijzer' }`; Dutch has no prefix (an explicit `/nl` is read too). */
function split(pathname: string): { locale: 'nl' | 'en'; path: string } {
  const prefix = /^\/(en|nl)(?=\/|$)/.exec(pathname)?.[1]
  const path = (prefix ? pathname.slice(3) : pathname).replace(/\/+$/, '') || '/'
  return { locale: prefix === 'en' ? 'en' : 'nl', path }
}

/** A canonical query string as one path segment (base64url: no character a path would change). */
export const encodeTwinKey = (query: string) => Buffer.from(query, 'utf8').toString('base64url')
export const decodeTwinKey = (segment: string) => Buffer.from(decodeURIComponent(segment), 'base64url').toString('utf8')

/**
 * The internal URL (path and query) that answers this request, or null when the page itself does:
 * the catalog with a query its canonical twin, the guide with a query its per-request twin.
 */
export function queryTwinPath(pathname: string, search: string, catalogKey: (search: string) => string): string | null {
  if (!search || search === '?') return null
  const { locale, path } = split(pathname)
  if (path === '/') {
    const key = catalogKey(search)
    return key ? `/${locale}${CATALOG_TWIN}/${encodeTwinKey(key)}` : null
  }
  if (path === '/wijnwijzer') return `/${locale}${QUERY_PREFIX}/wijnwijzer${search}`
  return null
}

/** A request for a twin's own URL: the public page it belongs to (the proxy redirects there). */
export function publicPathOfTwin(pathname: string): string | null {
  const { locale, path } = split(pathname)
  if (path !== QUERY_PREFIX && !path.startsWith(`${QUERY_PREFIX}/`)) return null
  const rest = path.slice(QUERY_PREFIX.length)
  const publicPath = rest.startsWith('/wijnwijzer') ? '/wijnwijzer' : '/'
  return localizedPath(publicPath, locale)
}
