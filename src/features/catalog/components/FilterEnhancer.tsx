'use client'
import { useEffect, useLayoutEffect, useRef, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { canonicalCatalogSearch, catalogQueryOf, parseCatalogQuery, toSearchParams } from '../filters'

/**
 * Progressive enhancement of the catalog's GET form: a choice applies itself, and the URL stays
 * tidy (no empty `min=`), through a soft navigation without scrolling. Without JavaScript the form
 * simply submits.
 *
 * Each selection is its own cached page (lib/query-pages.ts), so the form that comes back is a new
 * element. What the shopper was doing is carried over to it (issue #19): the control that had the
 * focus, the open sheet and lists, the sheet's scroll position, and any choice made while the page
 * was on its way (so quick ticks never fall back to an older selection).
 */
type Carried = { search: string; focus: string | null; open: string[]; scroll: number }

// Module state outlives the form element that is replaced.
let carried: Carried | null = null
let inerted: Element[] = []

const PHONE = '(max-width: 1023.98px)'
const RESULTS = '#wijnen-resultaten'

function searchOf(form: HTMLFormElement): string {
  const params: Record<string, string[]> = {}
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) (params[key] ??= []).push(value.trim())
  }
  return toSearchParams(parseCatalogQuery(params)).toString()
}

/** A selector for a control that finds its twin in the form that comes back. */
function addressOf(el: Element | null): string | null {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return `input[name="${el.name}"][value="${CSS.escape(el.value)}"]`
  if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name) return `[name="${el.name}"]`
  const keep = el instanceof HTMLElement && el.tagName === 'SUMMARY' ? el.parentElement?.dataset.keepOpen : undefined
  return keep ? `[data-keep-open="${keep}"] > summary` : null
}

const openIds = (form: HTMLFormElement) =>
  Array.from(form.querySelectorAll<HTMLDetailsElement>('details[data-keep-open][open]'), (d) => d.dataset.keepOpen!)

/** Sets the controls to a selection: a newer choice than the page that just arrived. */
function fill(form: HTMLFormElement, search: string) {
  const q = catalogQueryOf(search) as unknown as Record<string, string | string[] | number | null>
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox')
      el.checked = ((q[el.name] as string[] | undefined) ?? []).includes(el.value)
    else if (el instanceof HTMLInputElement && (el.name === 'min' || el.name === 'max'))
      el.value = q[el.name] === null ? '' : String(Number(q[el.name]) / 100)
    else if (el instanceof HTMLInputElement && el.name === 'zoek') el.value = String(q.zoek)
    else if (el instanceof HTMLSelectElement && el.name === 'sorteer') el.value = String(q.sorteer)
  }
}

/** While the sheet covers a phone's screen, nothing behind it can be reached (as in a modal dialog). */
function inertOutside(inside: Element | null) {
  for (const el of inerted) el.removeAttribute('inert')
  inerted = []
  for (let node = inside; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue
      sibling.setAttribute('inert', '')
      inerted.push(sibling)
    }
  }
}

function restore(form: HTMLFormElement, view: Carried) {
  for (const id of view.open) form.querySelector(`details[data-keep-open="${id}"]`)?.setAttribute('open', '')
  const sheet = form.querySelector('.filter-sheet')
  if (sheet) sheet.scrollTop = view.scroll
  const target =
    view.focus === 'chips'
      ? (document.querySelector('[data-filter-chips] a') ?? document.querySelector(RESULTS))
      : view.focus
        ? document.querySelector(view.focus)
        : null
  if (target instanceof HTMLElement) target.focus({ preventScroll: true })
}

export function FilterEnhancer() {
  const anchor = useRef<HTMLSpanElement>(null)
  const router = useRouter()
  const [pending, startTransition] = useTransition()

  // Before the new form is painted: no flash of a closed sheet or a lost focus.
  useLayoutEffect(() => {
    const form = anchor.current?.closest('form')
    const view = carried
    if (!form || !view) return
    if (canonicalCatalogSearch(view.search) !== canonicalCatalogSearch(window.location.search)) {
      fill(form, view.search)
      form.dataset.busy = ''
      document.querySelector(RESULTS)?.setAttribute('aria-busy', 'true')
    } else carried = null
    restore(form, view)
  }, [])

  useEffect(() => {
    const form = anchor.current?.closest('form')
    const sheet = form?.querySelector<HTMLDetailsElement>('details.filter-panel')
    if (!form || !sheet) return
    const summary = sheet.querySelector('summary')!
    const phone = window.matchMedia(PHONE)

    const go = () => {
      const search = searchOf(form)
      const focus = form.contains(document.activeElement) ? addressOf(document.activeElement) : RESULTS
      carried = { search, focus, open: openIds(form), scroll: form.querySelector('.filter-sheet')?.scrollTop ?? 0 }
      if (canonicalCatalogSearch(search) === canonicalCatalogSearch(window.location.search)) {
        carried = null
        return
      }
      const url = `${new URL(form.action).pathname}${search ? `?${search}` : ''}`
      startTransition(() => router.push(url, { scroll: false }))
    }
    const closeSheet = (focus: 'results' | 'summary') => {
      sheet.open = false
      inertOutside(null)
      const target = focus === 'results' ? document.querySelector<HTMLElement>(RESULTS) : summary
      target?.focus({ preventScroll: focus === 'summary' })
      if (focus === 'results') document.getElementById('wijnen')?.scrollIntoView()
    }
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault()
      const by = e.submitter
      if (by?.hasAttribute('data-show-results') || by?.hasAttribute('data-close-filters'))
        closeSheet(by.hasAttribute('data-show-results') ? 'results' : 'summary')
      go()
    }
    const onChange = (e: Event) => {
      const el = e.target as HTMLInputElement
      // Price and search fields apply on Enter or with a button; everything else at once.
      if (el.type !== 'number' && el.type !== 'search') go()
    }
    const onToggle = () => {
      if (!sheet.open || !phone.matches) return inertOutside(null)
      inertOutside(sheet.querySelector('.filter-sheet'))
      if (document.activeElement === summary) sheet.querySelector<HTMLElement>('[data-close-filters]')?.focus()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && sheet.open && phone.matches) closeSheet('summary')
    }
    const onScreen = () => {
      if (!phone.matches) inertOutside(null)
    }
    // A chip keeps the view as it was; any other link or back/forward starts afresh.
    const onLink = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!link) return
      const chip = link.closest('[data-filter-chips]') || link.hasAttribute('data-filter-chip-clear')
      carried = chip ? { search: new URL(link.href).search, focus: 'chips', open: openIds(form), scroll: 0 } : null
    }
    const forget = () => {
      carried = null
    }
    form.addEventListener('submit', onSubmit)
    form.addEventListener('change', onChange)
    form.addEventListener('keydown', onKey)
    sheet.addEventListener('toggle', onToggle)
    phone.addEventListener('change', onScreen)
    document.addEventListener('click', onLink, true)
    window.addEventListener('popstate', forget)
    return () => {
      form.removeEventListener('submit', onSubmit)
      form.removeEventListener('change', onChange)
      form.removeEventListener('keydown', onKey)
      sheet.removeEventListener('toggle', onToggle)
      phone.removeEventListener('change', onScreen)
      document.removeEventListener('click', onLink, true)
      window.removeEventListener('popstate', forget)
    }
  }, [router])

  useEffect(() => {
    const form = anchor.current?.closest('form')
    const results = document.querySelector(RESULTS)
    if (!form || !results || !pending) return
    results.setAttribute('aria-busy', 'true')
    form.dataset.busy = ''
    return () => {
      results.removeAttribute('aria-busy')
      delete form.dataset.busy
    }
  }, [pending])

  return <span ref={anchor} hidden />
}
