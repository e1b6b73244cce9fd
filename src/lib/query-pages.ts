/**
 * Pages that answer a query string (the catalog's filters, the guide's search) exist twice: the plain
 * page, the same for everyone and cached, and a per-request twin under QUERY_PREFIX that reads the
 * query. Next makes a whole route dynamic as soon as it reads `searchParams`, so the two must be
 * separate routes; proxy.ts sends a request with a query to the twin. The twin's own URL is never
 * shown or linked. Pure.
 */
export const QUERY_PREFIX = '/met-zoekvraag'

/** The paths (without locale prefix) that have a per-request twin. */
const WITH_TWIN = new Set(['/', '/wijnwijzer'])

/** `/en/wijnwijzer` → `{ locale: 'en', path: '/wijnwijzer' }`; Dutch has no prefix (an explicit `/nl` is read too). */
function split(pathname: string): { locale: 'nl' | 'en'; path: string } {
  const prefix = /^\/(en|nl)(?=\/|$)/.exec(pathname)?.[1]
  const path = (prefix ? pathname.slice(3) : pathname).replace(/\/+$/, '') || '/'
  return { locale: prefix === 'en' ? 'en' : 'nl', path }
}

/**
 * The internal path that answers this request, or null when the page itself does: a page with a
 * twin and a non-empty query string goes to `/{locale}/met-zoekvraag{path}`.
 */
export function queryTwinPath(pathname: string, search: string): string | null {
  if (!search || search === '?') return null
  const { locale, path } = split(pathname)
  if (!WITH_TWIN.has(path)) return null
  return `/${locale}${QUERY_PREFIX}${path === '/' ? '' : path}`
}

/** A request for a twin's own URL: the public page it belongs to (the proxy redirects there). */
export function publicPathOfTwin(pathname: string): string | null {
  const { locale, path } = split(pathname)
  if (path !== QUERY_PREFIX && !path.startsWith(`${QUERY_PREFIX}/`)) return null
  const publicPath = path.slice(QUERY_PREFIX.length) || '/'
  return locale === 'en' ? (publicPath === '/' ? '/en' : `/en${publicPath}`) : publicPath
}
