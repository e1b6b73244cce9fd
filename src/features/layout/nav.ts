/** Header navigation: default links (used until the CMS global has some) and which one is current. Pure. */
import { localizedPath } from '../../lib/paths'
export type NavLink = { label: string; href: string }

/** Keys of `common.nav.*` with their paths, in the header's order (ui-contract: header and navigation). */
export const DEFAULT_NAV: readonly { key: string; href: string }[] = [
  { key: 'over-ons', href: '/over-ons' },
  { key: 'wijnwijzer', href: '/wijnwijzer' },
  { key: 'klantenservice', href: '/contact' },
  { key: 'voor-handelaren', href: '/voor-handelaren' },
  { key: 'webshop', href: '/' },
]

const stripQuery = (href: string) => href.replace(/[?#].*$/, '') || '/'

/**
 * The href of the link for the page being shown, or null. Home links (`/`, `/en`) match only the
 * home page itself, the catalog's product pages included; other links match their own subtree.
 */
export function currentHref(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, '') || '/'
  const isHome = (h: string) => h === '/' || h === '/en'
  let best: string | null = null
  for (const href of hrefs) {
    const target = stripQuery(href).replace(/\/+$/, '') || '/'
    if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue
    const hit = isHome(target)
      ? path === target || path.startsWith(`${target === '/' ? '' : target}/producten/`)
      : path === target || path.startsWith(`${target}/`)
    if (hit && (!best || target.length > stripQuery(best).length)) best = href
  }
  return best
}

/** The page being shown in each language (Dutch has no prefix): the language switch's links. */
export function languageHrefs(pathname: string): { nl: string; en: string } {
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/'
  return { nl: bare, en: localizedPath(bare, 'en') }
}

/** The mobile menu's element id (HeaderNav renders it, HeaderBehaviour opens and closes it). */
export const MENU_ID = 'mobiel-menu'
