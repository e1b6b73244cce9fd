'use client'
import { useEffect, useState } from 'react'
import { CHANGE_EVENT } from './events'

/**
 * The frame of an embed (EmbedBlock), once functional cookies are allowed: at once when they already
 * were, or as soon as the visitor allows them. Renders nothing until then; CSS hides the placeholder
 * beside it once the frame is there.
 */
export function EmbedFrame({ src, title }: { src: string; title: string }) {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    let live = true
    const check = () => void import('./browser').then((b) => live && setAllowed(b.functionalAllowed()))
    check()
    window.addEventListener(CHANGE_EVENT, check)
    return () => {
      live = false
      window.removeEventListener(CHANGE_EVENT, check)
    }
  }, [])
  if (!allowed) return null
  return (
    <iframe
      src={src}
      title={title}
      className="absolute inset-0 h-full w-full"
      loading="lazy"
      allow="fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}
