'use client'
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from './idle'

/**
 * A client component that renders nothing on the server and mounts only once the page is idle (at
 * the latest after 2 s), with its code fetched only then: for what no visitor needs in the first
 * seconds (the build check, the floating cart button that appears only after scrolling, Waine).
 * React.lazy, not next/dynamic, whose loader alone added ~1.5 KiB to every page's first load.
 *
 * Not for parts with HTML of their own, rendered on the server and hydrated lazily: React 19.2 moves
 * a Suspense boundary of more than 500 bytes to the end of the HTML and reveals it by script. Tried
 * for the age gate, the cookie banner and the header: the page then painted without them for a
 * moment (the age gate's no-flash e2e test caught it).
 */
export function whenIdleIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function IdleIsland(props: P) {
    const [ready, setReady] = useState(false)
    useEffect(() => whenIdle(() => setReady(true)), [])
    if (!ready) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return IdleIsland
}
