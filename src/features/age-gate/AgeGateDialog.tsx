'use client'
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react'
import { ModalDialog } from '../../lib/modal-dialog'
import { AGE_STORAGE_KEY, checkBirthDate, formatBirthDate, isStoredValueAccepted, localDate, type AgeVerdict } from './rules'

type Texts = Record<'minor' | 'invalid', string>
/** `intro` (badge, title, text), `fields` (the three selects) and the confirm button are rendered on the server (AgeGate). */
type Props = { texts: Texts; intro: ReactNode; fields: ReactNode; confirmButton: ReactNode }

const PASSED_ATTRIBUTE = 'data-leeftijd-ok'

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
 * The modal itself (lib/modal-dialog.tsx, painted open by the server and made modal once the page
 * knows the visitor has not passed): native selects (keyboard and screen readers know them), the
 * confirm button only once all three are chosen. It cannot be dismissed; it goes away when the age is
 * confirmed.
 */
export function AgeGateDialog({ texts, intro, fields, confirmButton }: Props) {
  // null while the server renders and during hydration (the gate is in the HTML), then the stored value.
  const stored = useSyncExternalStore(subscribe, readStored, () => null)
  const status =
    stored === null ? 'checking' : stored === PASSED_THIS_PAGE || isStoredValueAccepted(stored, localDate(new Date())) ? 'passed' : 'open'
  const [complete, setComplete] = useState(false)
  const [verdict, setVerdict] = useState<AgeVerdict | null>(null)
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
    return () => cancelAnimationFrame(frame)
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

  return (
    <ModalDialog
      open={open}
      openInHtml
      aria-modal="true"
      aria-labelledby="leeftijdscontrole-titel"
      aria-describedby="leeftijdscontrole-tekst"
      className="age-gate"
    >
      <div className="age-gate-card">
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
    </ModalDialog>
  )
}
