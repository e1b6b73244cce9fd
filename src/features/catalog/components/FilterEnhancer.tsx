'use client'
import { useEffect, useRef, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { parseCatalogQuery, toSearchParams } from '../filters'

/**
 * Progressive enhancement of the catalog's GET form: a choice applies itself, and the URL stays
 * tidy (no empty `min=`), through a soft navigation without scrolling. Without JavaScript the form
 * simply submits.
 */
export function FilterEnhancer() {
  const anchor = useRef<HTMLSpanElement>(null)
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  useEffect(() => {
    const form = anchor.current?.closest('form')
    if (!form) return
    const go = () => {
      const params: Record<string, string[]> = {}
      for (const [key, value] of new FormData(form)) {
        if (typeof value === 'string' && value.trim()) (params[key] ??= []).push(value.trim())
      }
      const query = toSearchParams(parseCatalogQuery(params)).toString()
      const url = `${new URL(form.action).pathname}${query ? `?${query}` : ''}`
      startTransition(() => router.push(url, { scroll: false }))
    }
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault()
      go()
    }
    const onChange = (e: Event) => {
      const el = e.target as HTMLInputElement
      // Price and search fields apply on Enter or with a button; everything else at once.
      if (el.type !== 'number' && el.type !== 'search') go()
    }
    form.addEventListener('submit', onSubmit)
    form.addEventListener('change', onChange)
    return () => {
      form.removeEventListener('submit', onSubmit)
      form.removeEventListener('change', onChange)
    }
  }, [router])

  useEffect(() => {
    const results = document.getElementById('wijnen-resultaten')
    if (!results) return
    if (pending) results.setAttribute('aria-busy', 'true')
    else results.removeAttribute('aria-busy')
  }, [pending])

  return <span ref={anchor} hidden />
}
