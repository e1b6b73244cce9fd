'use client'
import { useEffect, useRef, type DialogHTMLAttributes, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel' | 'onClose'> & {
  /** Shown as a modal while true: the browser puts it in the top layer and makes the page behind it inert. */
  open: boolean
  /** Escape or a click on the backdrop asks to close; without it the dialog cannot be dismissed (the age gate). */
  onDismiss?: () => void
  /** After it closed; focus is already back on what had it before (or on `fallbackFocus`). */
  onClosed?: () => void
  /** Where focus goes on close when the element that had it before is gone. */
  fallbackFocus?: () => HTMLElement | null
  /** Rendered open on the server, so it is painted before any JavaScript runs (the age gate). */
  openInHtml?: boolean
  dialogRef?: RefObject<HTMLDialogElement | null>
}

/**
 * The shop's one modal: a native `<dialog>` opened with `showModal()`. The browser makes the rest of
 * the page inert and gives Escape; on top of that, Tab and Shift+Tab go round the dialog's own
 * controls instead of leaving for the browser's address bar, a click whose press started on the
 * backdrop dismisses, and focus goes back where it came from. Used by the age gate, the cart drawer
 * and the cookie settings.
 */
export function ModalDialog({ open, onDismiss, onClosed, fallbackFocus, openInHtml, dialogRef, children, ...rest }: Props) {
  const own = useRef<HTMLDialogElement>(null)
  const ref = dialogRef ?? own
  const returnFocus = useRef<HTMLElement | null>(null)
  const pressedOnBackdrop = useRef(false)
  const dismissable = Boolean(onDismiss)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.matches(':modal')) {
      const active = document.activeElement
      returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null
      // Painted open by the server (not modal): reopen it as a modal without a frame in between.
      if (dialog.open) dialog.close()
      dialog.showModal()
    } else if (!open && dialog.matches(':modal')) {
      // Only a dialog opened as a modal is closed here: one the server painted open stays until the
      // page knows (the age gate while it reads the session).
      dialog.close()
    }
  }, [open, ref])

  const onClose = () => {
    const dialog = ref.current
    // A dialog that may not be dismissed comes straight back (Chrome closes one after a second Escape
    // without a click in between, whatever the page says).
    if (open && !dismissable && dialog) {
      if (!dialog.open) dialog.showModal()
      return
    }
    const target = returnFocus.current?.isConnected ? returnFocus.current : (fallbackFocus?.() ?? null)
    target?.focus()
    onClosed?.()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    if (items.length === 0) return
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  // The backdrop is the dialog box itself, outside its content; a press that starts there and ends
  // there dismisses. A press that starts on it must not move the focus to <body> either.
  const onMouseDown = (e: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = e.target === e.currentTarget
    if (pressedOnBackdrop.current && !dismissable) e.preventDefault()
  }
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget && pressedOnBackdrop.current) onDismiss?.()
  }

  return (
    <dialog
      ref={ref}
      open={openInHtml}
      onCancel={(e) => {
        e.preventDefault()
        onDismiss?.()
      }}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      {...rest}
    >
      {children}
    </dialog>
  )
}
