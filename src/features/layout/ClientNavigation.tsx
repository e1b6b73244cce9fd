'use client'
import { useEffect, useRef } from 'react'
import { usePathname, useRouter } from 'next/navigation'
import { clientNavigationPath } from './client-navigation'

/**
 * How the storefront moves between pages, for every link at once:
 * - A plain click on a storefront link is a client navigation (the links are plain `<a>` elements;
 *   one document listener instead of a link component per link keeps them out of the JavaScript).
 *   `data-scroll="keep"` on a link keeps the scroll position (catalog filter links).
 * - Spec §2: a navigation scrolls to the top, or to the hash anchor if one is given. Back and forward
 *   keep the browser's own scroll restoration. Query-only changes (catalog filters) do not scroll.
 */
export function ClientNavigation() {
  const router = useRouter()
  const pathname = usePathname()
  const first = useRef(true)
  const popped = useRef(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link) return
      const path = clientNavigationPath(
        event,
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        window.location,
      )
      if (path === null) return
      event.preventDefault()
      router.push(path, { scroll: link.dataset.scroll !== 'keep' })
    }
    const onPop = () => {
      popped.current = true
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [router])

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (popped.current) {
      popped.current = false
      return
    }
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [pathname])

  return null
}
