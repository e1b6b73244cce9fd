'use client'
import { useEffect } from 'react'
import { usePathname } from 'next/navigation'
import { currentHref, languageHrefs, MENU_ID } from './nav'

function setMenu(open: boolean) {
  document.getElementById(MENU_ID)?.toggleAttribute('hidden', !open)
  document.querySelector(`[aria-controls="${MENU_ID}"]`)?.setAttribute('aria-expanded', String(open))
}

/**
 * The header's behaviour on top of its server-rendered markup (HeaderNav): the `Menu` toggle opens
 * and closes the menu; Escape, a link in it and any route change close it. After a client navigation
 * (the layout is not rendered again) the current link and the language links follow the new path.
 */
export function HeaderBehaviour() {
  const pathname = usePathname() || '/'

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const target = e.target as Element
      if (target.closest?.(`[aria-controls="${MENU_ID}"]`)) setMenu(document.getElementById(MENU_ID)?.hidden ?? false)
      else if (target.closest?.(`#${MENU_ID} a`)) setMenu(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && document.getElementById(MENU_ID)?.contains(e.target as Node)) setMenu(false)
    }
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])

  useEffect(() => {
    setMenu(false)
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-nav-link]')]
    const current = currentHref(
      pathname,
      links.map((a) => a.getAttribute('href') ?? ''),
    )
    for (const a of links) {
      if (a.getAttribute('href') === current) a.setAttribute('aria-current', 'page')
      else a.removeAttribute('aria-current')
    }
    const hrefs = languageHrefs(pathname)
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-language]'))
      a.setAttribute('href', hrefs[a.dataset.language as 'nl' | 'en'])
  }, [pathname])

  return null
}
