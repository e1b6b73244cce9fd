'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'
import { isFullLoadCandidate } from '../layout/client-navigation'
import { buildIdFrom, startBuildCheck } from './check'

/**
 * Asks `/api/build` 1 s after load and then every hour whether a newer build is served. Once one
 * is, the next navigation is a full page load (new HTML, new chunks) instead of a client navigation
 * that would ask the new server for chunks of the old build.
 */
export function BuildWatcher({ buildId }: { buildId: string }) {
  const stale = useRef(false)
  const pathname = usePathname()
  const shownPath = useRef(pathname)

  useEffect(() => {
    if (buildId === 'development') return
    const stop = startBuildCheck({
      current: buildId,
      fetchLatest: async () => {
        const res = await fetch(`/api/build?t=${Date.now()}`, { cache: 'no-store' })
        return res.ok ? buildIdFrom(await res.json()) : null
      },
      onNewer: () => {
        stale.current = true
      },
    })
    // Capturing on the window runs before React's handlers: the link's client navigation never starts.
    const onClick = (event: MouseEvent) => {
      if (!stale.current) return
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link) return
      const candidate = isFullLoadCandidate(
        event,
        { href: link.href, target: link.target, download: link.hasAttribute('download') },
        { href: window.location.href, origin: window.location.origin },
      )
      if (!candidate) return
      event.preventDefault()
      event.stopPropagation()
      window.location.assign(link.href)
    }
    window.addEventListener('click', onClick, true)
    return () => {
      stop()
      window.removeEventListener('click', onClick, true)
    }
  }, [buildId])

  // Navigations that are not link clicks (router.push, back/forward): load the new page in full.
  useEffect(() => {
    if (pathname === shownPath.current) return
    shownPath.current = pathname
    if (stale.current) window.location.reload()
  }, [pathname])

  return null
}
