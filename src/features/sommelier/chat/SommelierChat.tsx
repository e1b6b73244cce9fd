'use client'
import { useEffect, useState } from 'react'
import dynamic from 'next/dynamic'
import { whenIdle } from '../../../lib/idle'

// The widget's code (and its markdown renderer and sanitiser) loads only once the page is idle.
const ChatWidget = dynamic(() => import('./ChatWidget'), { ssr: false })

/** Waine on every page, mounted on idle so that it costs the first paint nothing. */
export function SommelierChat() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready ? <ChatWidget /> : null
}
