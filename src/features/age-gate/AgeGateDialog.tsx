'use client'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { AGE_STORAGE_KEY, checkBirthDate, formatBirthDate, isStoredValueAccepted, localDate, type AgeVerdict } from './rules'

type Texts = Record<'minor' | 'invalid', string>
/** `intro` (badge, title, text), `fields` (the three selects) and the confirm button are rendered on the server (AgeGate). */
type Props = { texts: Texts; intro: ReactNode; fields: ReactNode; confirmButton: ReactNode }

const PASSED_ATTRIBUTE = 'data-leeftijd-ok'
const FOCUSABLE = 'select, button, [href], input, [tabindex]:not([tabindex="-1"])'

const STORED_EVENT = 'kk:leeftijd-opgeslagen'

/** The stored value ('' when none); blocked storage counts as none. */
function readStored(): string {
  try {
    return window.sessionStorage.getItem(AGE_STORAGE_KEY) ?? ''
  } catch {
    return passedThisPage ? PASSED_THIS_PAGE : ''
  }
}
// When session storage is blocked, a confirmed visitor is let in for this page view only.
let passedThisPage = false
const PASSED_THIS_PAGE = 'deze-pagina'

function subscribe(onChange: () => void) {
  window.addEventListener(STORED_EVENT, onChange)
  return () => window.removeEventListener(STORED_EVENT, onChange)
}

/** The chosen values of the three selects, read from the form (so choices made before hydration count too). */
function chosen(form: HTMLFormElement | null) {
  const data = form ? new FormData(form) : null
  const n = (name: string) => Number(data?.get(name) || 0)
  return { day: n('dag'), month: n('maand'), year: n('jaar') }
}

/**
 * The modal itself: native selects (keyboard and screen readers know them), the confirm button only
 * once all three are chosen, focus kept inside while it is open and given back when it closes.
 */
export function AgeGateDialog({ texts, intro, fields, confirmButton }: Props) {
  // null while the server renders and during hydration (the gate is in the HTML), then the stored value.
  const stored = useSyncExternalStore(subscribe, readStored, () => null)
  const status =
    stored === null ? 'checking' : stored === PASSED_THIS_PAGE || isStoredValueAccepted(stored, localDate(new Date())) ? 'passed' : 'open'
  const [complete, setComplete] = useState(false)
  const [verdict, setVerdict] = useState<AgeVerdict | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)

  const open = status === 'open'
  useEffect(() => {
    if (status === 'passed') document.documentElement.setAttribute(PASSED_ATTRIBUTE, '')
    if (!open) return
    // A value edited by hand passed the head script's shape check: the gate shows after all.
    document.documentElement.removeAttribute(PASSED_ATTRIBUTE)
    // Choices made before hydration count.
    const frame = requestAnimationFrame(() => {
      const c = chosen(form.current)
      setComplete(Boolean(c.day && c.month && c.year))
    })
    const previous =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    // Everything else on the page is out of reach while the gate is open.
    const others = [...document.body.children].filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== root.current && !el.contains(root.current),
    )
    for (const el of others) el.inert = true
    if (!dialog.current?.contains(document.activeElement)) dialog.current?.focus()
    // Anything that appears later (widgets mounted on idle) cannot take the focus either.
    const keepFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) dialog.current?.focus()
    }
    document.addEventListener('focusin', keepFocus)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('focusin', keepFocus)
      for (const el of others) el.inert = false
      // Focus goes back where it was before the gate took it (on a fresh page: the document itself).
      if (previous?.isConnected) previous.focus()
    }
  }, [open, status])

  if (status === 'passed') return null

  function onChange() {
    const c = chosen(form.current)
    setComplete(Boolean(c.day && c.month && c.year))
    setVerdict(null)
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault()
    const birth = chosen(form.current)
    const result = checkBirthDate(birth, localDate(new Date()))
    setVerdict(result)
    if (result !== 'adult') return
    try {
      window.sessionStorage.setItem(AGE_STORAGE_KEY, formatBirthDate(birth))
    } catch {
      passedThisPage = true
    }
    document.documentElement.setAttribute(PASSED_ATTRIBUTE, '')
    window.dispatchEvent(new Event(STORED_EVENT))
  }

  /** Tab and Shift+Tab cycle through the gate's own controls; Escape does not close it. */
  function trapTab(e: KeyboardEvent) {
    if (e.key !== 'Tab' || !dialog.current) return
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'))
    if (items.length === 0) return
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (e.shiftKey && (active === first || active === dialog.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    // A click on the backdrop must not take the focus out of the dialog (to <body>).
    <div ref={root} onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()} className="age-gate">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="leeftijdscontrole-titel"
        aria-describedby="leeftijdscontrole-tekst"
        tabIndex={-1}
        onKeyDown={trapTab}
        className="age-gate-card"
      >
        {intro}
        <form ref={form} onChange={onChange} onSubmit={onSubmit} className="mt-5">
          {fields}
          {/* The slot keeps its height, so the card does not jump when the button appears. */}
          <div className="mt-5 flex min-h-12 items-center">{complete && confirmButton}</div>
          <p role="alert" className="mt-3 min-h-6 text-sm font-medium text-wine-700 empty:mt-0">
            {verdict === 'minor' ? texts.minor : verdict === 'invalid' ? texts.invalid : ''}
          </p>
        </form>
      </div>
    </div>
  )
}
