/** Storefront shell: header, footer, error shell, scroll behaviour. Queries live in ./queries (server only). */
export { Header } from './Header'
export { Footer } from './Footer'
export { ErrorShell } from './ErrorShell'
export { ScrollManager } from './ScrollManager'
export { Logo, LogoMark } from './Logo'
export { currentHref, DEFAULT_NAV, type NavLink } from './nav'
export { HomeHero } from './HomeHero'
export { Usps } from './Usps'
