'use client'
import { lazy, Suspense, useEffect, useState } from 'react'
import { whenIdle } from '../../../lib/idle'

// The widget's code (and its markdown renderer and sanitiser) loads only once the page is idle.
// React.lazy, not next/dynamic: the widget never renders on the server, and next/dynamic's loader
// would add its own code to every page's first load.
const ChatWidget = lazy(() => import('./ChatWidget'))

/** Waine on every page, mounted on idle so that it costs the first paint nothing. */
export function SommelierChat() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null
}
