'use client'
import { useRef, useState } from 'react'
import { ModalDialog } from '../../lib/modal-dialog'
import type { ConsentTexts } from './config'
import { hasUnsavedChanges, isLocked, ticksFor, type ConsentState, type CookieDefinition, type CookieGroup } from './rules'

type Props = {
  cookies: CookieDefinition[]
  texts: ConsentTexts
  stored: ConsentState
  onSave: (ticks: Set<string>) => void
  onAcceptAll: () => void
  onDeclineAll: () => void
  onClosed: () => void
}

/**
 * The settings (spec §2): the shop's modal (lib/modal-dialog.tsx), so focus stays inside, Escape and
 * a click on the backdrop (outside the box) close it, and focus goes back to the button that opened it.
 */
export function ConsentModal({ cookies, texts, stored, onSave, onAcceptAll, onDeclineAll, onClosed }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const [ticks, setTicks] = useState(() => ticksFor(cookies, stored))
  const unsaved = hasUnsavedChanges(cookies, stored, ticks)

  const finish = (action?: () => void) => {
    action?.()
    ref.current?.close()
  }
  const toggle = (id: string, on: boolean) =>
    setTicks((t) => {
      const next = new Set(t)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const groups: { group: CookieGroup; heading: string }[] = [
    { group: 'necessary', heading: texts.cookiesNecessary },
    { group: 'optional', heading: texts.cookiesOptional },
  ]
  const button = 'rounded-full px-4 py-2.5 text-sm font-semibold'
  return (
    <ModalDialog
      dialogRef={ref}
      open
      onDismiss={() => finish()}
      onClosed={onClosed}
      aria-labelledby="cookie-instellingen-titel"
      className="consent-modal m-auto w-[min(40rem,calc(100vw-1.5rem))] max-w-none rounded-2xl bg-cork-50 p-0 text-ink shadow-2xl backdrop:bg-ink/55"
    >
      <div className="flex max-h-[min(44rem,calc(100dvh-1.5rem))] flex-col">
        <h2
          id="cookie-instellingen-titel"
          className="border-b border-cork-100 px-5 py-4 font-serif text-xl font-semibold text-wine-900 sm:px-6"
        >
          {texts.settingsTitle}
        </h2>
        <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5 sm:px-6">
          {groups.map(({ group, heading }) => {
            const list = cookies.filter((c) => c.group === group)
            if (list.length === 0) return null
            return (
              <section key={group}>
                <h3 className="text-sm font-bold uppercase tracking-wide text-ink/75">{heading}</h3>
                <ul className="mt-2 space-y-3">
                  {list.map((c) => {
                    const locked = isLocked(c)
                    return (
                      <li key={c.id} className="rounded-xl bg-white p-4 ring-1 ring-cork-100">
                        <label className="flex items-center gap-3 font-semibold">
                          <input
                            type="checkbox"
                            checked={locked || ticks.has(c.id)}
                            disabled={locked}
                            onChange={(e) => toggle(c.id, e.target.checked)}
                            aria-describedby={`cookie-${c.id}-uitleg`}
                            className="h-5 w-5 shrink-0 accent-wine-700"
                          />
                          <span>{c.name}</span>
                        </label>
                        <div id={`cookie-${c.id}-uitleg`} className="mt-1.5 pl-8 text-sm leading-relaxed text-ink/80">
                          {c.description && <p>{c.description}</p>}
                          {c.targetCookieIds.length > 0 && (
                            <p className="mt-1">
                              {texts.cookieIds}:{' '}
                              {c.targetCookieIds.map((id, i) => (
                                <span key={id}>
                                  {i > 0 && ', '}
                                  <code className="rounded bg-cork-100 px-1 text-[0.8rem]">{id}</code>
                                </span>
                              ))}
                            </p>
                          )}
                        </div>
                        {c.links.length > 0 && (
                          <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 pl-8 text-sm">
                            {c.links.map((l) => (
                              <li key={l.url}>
                                <a
                                  href={l.url}
                                  className="font-medium text-wine-700 underline underline-offset-2 hover:text-wine-900"
                                  {...(/^https?:/.test(l.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                                >
                                  {l.label}
                                </a>
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    )
                  })}
                </ul>
              </section>
            )
          })}
        </div>
        <div className="border-t border-cork-100 px-5 py-4 sm:px-6">
          <p role="status" className="mb-2 min-h-5 text-sm font-medium text-wine-700">
            {unsaved ? texts.settingsUnsaved : ''}
          </p>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <button
              type="button"
              className={`${button} bg-wine-700 text-white hover:bg-wine-900`}
              onClick={() => finish(() => onSave(ticks))}
            >
              {texts.save}
            </button>
            <button type="button" className={`${button} bg-wine-700 text-white hover:bg-wine-900`} onClick={() => finish(onAcceptAll)}>
              {texts.acceptAll}
            </button>
            <button type="button" className={`${button} bg-wine-700 text-white hover:bg-wine-900`} onClick={() => finish(onDeclineAll)}>
              {texts.declineAll}
            </button>
            <button
              type="button"
              className={`${button} text-wine-700 ring-1 ring-cork-300 hover:bg-white sm:ml-auto`}
              onClick={() => finish()}
            >
              {texts.close}
            </button>
          </div>
        </div>
      </div>
    </ModalDialog>
  )
}
