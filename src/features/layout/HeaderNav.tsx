'use client'
import { useState } from 'react'
import NextLink from 'next/link'
import { usePathname } from 'next/navigation'
import { currentHref, type NavLink } from './nav'

type Labels = { nav: string; menu: string; language: string; nl: string; en: string }

/**
 * Header links, the language switch and (on narrow screens) the `Menu` toggle. The menu remembers the
 * path it was opened on, so any route change closes it without an effect.
 */
export function HeaderNav({
  links,
  labels,
  locale,
}: {
  links: NavLink[]
  labels: Labels
  locale: 'nl' | 'en'
}) {
  const pathname = usePathname() || '/'
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const current = currentHref(pathname, links.map((l) => l.href))
  // The same page in the other language (Dutch has no prefix).
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/'
  const langHref = { nl: bare, en: bare === '/' ? '/en' : `/en${bare}` }

  const linkList = (mobile: boolean) =>
    links.map((l) => (
      <li key={l.href}>
        <NextLink
          href={l.href}
          aria-current={l.href === current ? 'page' : undefined}
          onClick={() => setOpenOn(null)}
          className={
            mobile
              ? 'block rounded-lg px-3 py-3 text-lg font-medium text-ink hover:bg-cork-100 aria-[current=page]:text-wine-700'
              : 'rounded-full px-3 py-2 text-[0.95rem] font-medium text-ink/85 transition-colors hover:bg-cork-100 hover:text-wine-700 aria-[current=page]:text-wine-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8'
          }
        >
          {l.label}
        </NextLink>
      </li>
    ))

  const languages = (
    <ul className="flex items-center gap-1 text-sm" aria-label={labels.language}>
      {(['nl', 'en'] as const).map((l) => (
        <li key={l}>
          <NextLink
            href={langHref[l]}
            hrefLang={l}
            lang={l}
            aria-current={l === locale ? 'true' : undefined}
            onClick={() => setOpenOn(null)}
            className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-full px-2 font-semibold text-ink/70 hover:bg-cork-100 hover:text-wine-700 aria-[current=true]:bg-wine-700 aria-[current=true]:text-cork-50"
          >
            {l.toUpperCase()}
            <span className="sr-only"> {labels[l]}</span>
          </NextLink>
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
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobiel-menu"
        onClick={() => setOpenOn(open ? null : pathname)}
        className="order-first -ml-2 inline-flex h-11 items-center gap-2 rounded-full px-3 font-medium text-ink hover:bg-cork-100 lg:hidden"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className="sr-only sm:not-sr-only">{labels.menu}</span>
      </button>
      <div
        id="mobiel-menu"
        hidden={!open}
        onKeyDown={(e) => e.key === 'Escape' && setOpenOn(null)}
        className="absolute inset-x-0 top-full border-b border-cork-300/60 bg-cork-50 shadow-lg lg:hidden"
      >
        <nav aria-label={labels.nav} className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col">{linkList(true)}</ul>
          <div className="mt-2 border-t border-cork-100 px-1 pt-3">{languages}</div>
        </nav>
      </div>
    </>
  )
}
