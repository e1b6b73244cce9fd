'use client'
import { useActionState, useEffect, useId, useRef } from 'react'
import { HONEYPOT_FIELD, type FormState } from './schemas'

export type FieldSpec<F extends string = string> = {
  name: F
  label: string
  type?: 'text' | 'email' | 'tel'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email' | 'text'
  maxLength?: number
  hint?: string
  /** Half width on wide screens (two such fields share a row). */
  half?: boolean
}

/**
 * One submission form. With JavaScript it posts through the server action and shows the answer in
 * place; without it the browser posts the same action and the page comes back with that answer.
 */
export function FormView<F extends string>({
  action,
  fields,
  locale,
  submitLabel,
  sendingLabel,
  requiredMark,
  optionalMark,
  honeypotLabel,
}: {
  action: (state: FormState<F>, formData: FormData) => Promise<FormState<F>>
  fields: FieldSpec<F>[]
  locale: 'nl' | 'en'
  submitLabel: string
  sendingLabel: string
  requiredMark: string
  optionalMark: string
  honeypotLabel: string
}) {
  const [state, formAction, pending] = useActionState<FormState<F>, FormData>(action, { status: 'idle' })
  const id = useId()
  const noticeRef = useRef<HTMLDivElement>(null)
  const errors: Partial<Record<F, string>> = state.status === 'invalid' ? state.errors : {}
  const values: Partial<Record<F, string>> = 'values' in state ? state.values : {}

  // Move focus to the answer so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (state.status !== 'idle') noticeRef.current?.focus()
  }, [state])

  const notice =
    state.status === 'sent' ? (
      <div
        ref={noticeRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-green-700/30 bg-green-50 p-4 text-green-900 outline-none"
      >
        {state.message}
      </div>
    ) : state.status !== 'idle' ? (
      <div
        ref={noticeRef}
        tabIndex={-1}
        role="alert"
        className="rounded-lg border border-wine-500/40 bg-wine-50 p-4 text-wine-900 outline-none"
      >
        <p className="font-medium">{state.message}</p>
        {state.status === 'invalid' && (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {fields
              .filter((f) => errors[f.name])
              .map((f) => (
                <li key={f.name}>
                  <a href={`#${id}-${f.name}`} className="underline">
                    {f.label}: {errors[f.name]}
                  </a>
                </li>
              ))}
          </ul>
        )}
      </div>
    ) : null

  return (
    // A container query, not the viewport: the form sits in a narrow column on some pages.
    <div className="@container">
      <form action={formAction} noValidate className="grid gap-5 @lg:grid-cols-2" aria-busy={pending}>
        {notice && <div className="@lg:col-span-2">{notice}</div>}
        <input type="hidden" name="locale" value={locale} />
        {fields.map((f) => {
          const fieldId = `${id}-${f.name}`
          const error = errors[f.name]
          const describedBy = [f.hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined
          const common = {
            id: fieldId,
            name: f.name,
            required: f.required,
            'aria-required': f.required || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            autoComplete: f.autoComplete,
            maxLength: f.maxLength,
            defaultValue: values[f.name] ?? '',
            className: `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-wine-500 ${
              error ? 'border-wine-500' : 'border-cork-300'
            }`,
          }
          return (
            <div key={f.name} className={f.half ? '' : '@lg:col-span-2'}>
              <label htmlFor={fieldId} className="block font-medium">
                {f.label} {/* Visual only: the input's `required` already tells assistive technology, and the name stays clean. */}
                <span aria-hidden="true" className="text-sm font-normal text-ink/70">
                  {f.required ? requiredMark : optionalMark}
                </span>
              </label>
              {/* Keyed on the answer: a new answer refills what was typed, or clears the form once sent. */}
              {f.multiline ? (
                <textarea key={`${state.status}-${values[f.name] ?? ''}`} rows={6} {...common} />
              ) : (
                <input key={`${state.status}-${values[f.name] ?? ''}`} type={f.type ?? 'text'} inputMode={f.inputMode} {...common} />
              )}
              {f.hint && (
                <p id={`${fieldId}-hint`} className="mt-1 text-sm text-ink/70">
                  {f.hint}
                </p>
              )}
              {error && (
                <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-wine-700">
                  {error}
                </p>
              )}
            </div>
          )
        })}
        {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{honeypotLabel}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <div className="@lg:col-span-2">
          <button
            type="submit"
            disabled={pending}
            className="inline-flex items-center rounded-full bg-wine-700 px-6 py-3 font-medium text-white hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:opacity-70"
          >
            {pending ? sendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </div>
  )
}
