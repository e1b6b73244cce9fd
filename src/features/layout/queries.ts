import 'server-only'
import { cachedQuery } from '../../lib/cached'
import type { Footer, Home, Navigation, Site } from '../../payload-types'
import type { Locale } from '../../i18n/routing'
import { payload } from '../../lib/payload'

type GlobalSlug = 'site' | 'navigation' | 'footer' | 'home'
type Globals = { site: Site; navigation: Navigation; footer: Footer; home: Home }

/** CMS globals per locale, cached under `global:{slug}` (refreshed by the global's afterChange hook). */
function cachedGlobal<S extends GlobalSlug>(slug: S, depth = 0) {
  return cachedQuery(
    async (locale: Locale): Promise<Globals[S]> => {
      const p = await payload()
      return (await p.findGlobal({ slug, locale, depth, overrideAccess: false })) as Globals[S]
    },
    [`global:${slug}`],
    { tags: [`global:${slug}`] },
  )
}

export const getSite = cachedGlobal('site')
export const getNavigation = cachedGlobal('navigation')
export const getFooter = cachedGlobal('footer')
export const getHome = cachedGlobal('home', 2)

export const DEFAULT_SHOP_NAME = 'Kelder & Kurk'
export async function getShopName(locale: Locale): Promise<string> {
  return (await getSite(locale)).shopName || DEFAULT_SHOP_NAME
}

/**
 * Whether this is still the seeded demo shop (Beheer → Installatie): every page then says so. The
 * flag is admin-only to read over the API; the storefront reads it here, cached under its global's tag.
 */
export const isDemoShop = cachedQuery(
  async (): Promise<boolean> => {
    const p = await payload()
    const install = await p.findGlobal({ slug: 'shop-install', depth: 0, overrideAccess: true, select: { demo: true } })
    return install.demo === true
  },
  ['global:shop-install'],
  { tags: ['global:shop-install'] },
)
