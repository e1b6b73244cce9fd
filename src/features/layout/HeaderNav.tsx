import { languageHrefs, MENU_ID, type NavLink } from './nav'
import { HeaderBehaviour } from './HeaderBehaviour'

type Labels = { nav: string; menu: string; language: string; nl: string; en: string }

/**
 * Header links, the language switch and (on narrow screens) the `Menu` toggle, rendered on the server
 * once per language. What depends on the page (the current link, the language links to this page)
 * and the menu opening and closing are done by HeaderBehaviour, so this markup is not also shipped as
 * JavaScript. Before that runs (or without JavaScript) the language links lead to each home page.
 */
export function HeaderNav({ links, labels, locale }: { links: NavLink[]; labels: Labels; locale: 'nl' | 'en' }) {
  const langHref = languageHrefs('/')

  const linkList = (mobile: boolean) =>
    links.map((l) => (
      <li key={l.href}>
        <a href={l.href} data-nav-link="" className={mobile ? 'nav-link-mobile' : 'nav-link'}>
          {l.label}
        </a>
      </li>
    ))

  const languages = (
    <ul className="flex items-center gap-1 text-sm" aria-label={labels.language}>
      {(['nl', 'en'] as const).map((l) => (
        <li key={l}>
          <a
            href={langHref[l]}
            hrefLang={l}
            lang={l}
            data-language={l}
            aria-current={l === locale ? 'true' : undefined}
            className="lang-link"
          >
            {l.toUpperCase()}
            <span className="sr-only"> {labels[l]}</span>
          </a>
        </li>
      ))}
    </ul>
  )

  return (
    <>
      <nav aria-label={labels.nav} className="hidden flex-1 items-center justify-center lg:flex">
        <ul className="flex items-center gap-1">{linkList(false)}</ul>
      </nav>
      <div className="hidden lg:block">{languages}</div>
      <button type="button" aria-expanded="false" aria-controls={MENU_ID} className="menu-toggle">
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path className="menu-icon-closed" d="M4 7h16M4 12h16M4 17h16" />
          <path className="menu-icon-open" d="M6 6l12 12M18 6 6 18" />
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.menu}</span>
      </button>
      <div id={MENU_ID} hidden className="mobile-menu">
        <nav aria-label={labels.nav} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col">{linkList(true)}</ul>
          <div className="mt-2 border-t border-cork-100 px-1 pt-3">{languages}</div>
        </nav>
      </div>
      <HeaderBehaviour />
    </>
  )
}
