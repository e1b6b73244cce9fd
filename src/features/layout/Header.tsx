import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { localizeHref } from '../content'
import { CartButton } from '../cart/CartButton'
import { CartIcon } from '../cart/CartIcon'
import { HeaderNav } from './HeaderNav'
import { Logo } from './Logo'
import { DEFAULT_NAV, type NavLink } from './nav'
import { getNavigation } from './queries'
import { localizedPath } from '../../lib/paths'

/**
 * Sticky header: logo, navigation from the CMS (with defaults), language switch, cart button. The same
 * for every page of a language (it is in the cached layout): the current link and the language links
 * for this page are set in the browser (HeaderBehaviour).
 */
export async function Header({ locale, shopName }: { locale: Locale; shopName: string }) {
  const [t, navigation] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getNavigation(locale)])
  const fromCms = (navigation.links ?? []).filter((l) => l.label && l.href)
  const links: NavLink[] = (fromCms.length ? fromCms : DEFAULT_NAV.map((l) => ({ label: t(`nav.${l.key}`), href: l.href }))).map((l) => ({
    label: l.label,
    href: localizeHref(l.href, locale),
  }))

  return (
    <header className="sticky top-0 z-40 border-b border-cork-300/50 bg-cork-50/95 backdrop-blur supports-[backdrop-filter]:bg-cork-50/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <a href={localizedPath('/', locale)} className="mr-auto rounded-md lg:mr-0" aria-label={t('logoLabel', { shop: shopName })}>
          <Logo shopName={shopName} />
        </a>
        <HeaderNav
          links={links}
          locale={locale}
          labels={{ nav: t('mainNav'), menu: t('menu'), language: t('language.label'), nl: t('language.nl'), en: t('language.en') }}
        />
        <CartButton icon={<CartIcon />} />
      </div>
    </header>
  )
}
