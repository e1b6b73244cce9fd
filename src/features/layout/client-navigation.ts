/**
 * Which link clicks become a client navigation (no new document, the cart drawer and Waine stay as
 * they are). One document listener decides this for every link of the storefront, so the links are
 * plain server-rendered `<a>` elements and no link component ships to the browser. Pure.
 */
import { isPrivatePath } from '../../lib/private-pages'

type Click = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }
type Link = { href: string; target: string; download: boolean }
type Here = { href: string; origin: string }

/**
 * Whether a click on a link leaves this page for another one of this site: a plain left click on a
 * same-origin link that opens in this tab. A newer build (BuildWatcher) makes it a full page load.
 * (Here and not with the build check, so the first-load code does not carry the build check along.)
 */
export function isFullLoadCandidate(click: Click, link: Link, here: Here): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if ((link.target && link.target !== '_self') || link.download) return false
  let to: URL
  try {
    to = new URL(link.href, here.href)
  } catch {
    return false
  }
  if (to.origin !== here.origin) return false
  const from = new URL(here.href)
  // Only the hash changes: the browser scrolls, nothing loads.
  return !(to.pathname === from.pathname && to.search === from.search && to.hash !== '')
}

/** Same-origin paths that are not storefront pages: the CMS, the API, Next's files and files by name. */
const OUTSIDE_STOREFRONT = /^\/(?:admin|api|_next)(?:\/|$)|\.[a-z0-9]+$/i

/**
 * The path (with query and hash) to navigate to inside the app for this click, or null when the
 * browser should handle it: modified clicks, new tabs, downloads, other sites, in-page anchors
 * (the same rule as a newer build's full reload) and links out of the storefront.
 */
export function clientNavigationPath(click: Click, link: Link, here: Here): string | null {
  if (!isFullLoadCandidate(click, link, here)) return null
  const to = new URL(link.href, here.href)
  // Payment and order pages get a document of their own: their stricter CSP, no third-party script still running.
  if (OUTSIDE_STOREFRONT.test(to.pathname) || isPrivatePath(to.pathname)) return null
  return to.pathname + to.search + to.hash
}
