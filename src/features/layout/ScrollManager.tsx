'use client'
import { useEffect, useRef } from 'react'
import { usePathname } from 'next/navigation'

/**
 * Spec §2: a navigation scrolls to the top, or to the hash anchor if one is given. Back and forward
 * keep the browser's own scroll restoration. Query-only changes (catalog filters) do not scroll.
 */
export function ScrollManager() {
  const pathname = usePathname()
  const first = useRef(true)
  const popped = useRef(false)

  useEffect(() => {
    const onPop = () => {
      popped.current = true
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

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
