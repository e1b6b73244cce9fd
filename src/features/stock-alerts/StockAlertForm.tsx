'use client'
import { useActionState, useId } from 'react'
import { askStockAlert, type AlertFormState } from './actions'

type Labels = { label: string; email: string; submit: string; sent: string; invalid: string; limited: string }

/** "Mail mij als hij er weer is" on a sold-out wine's page: one field, one answer for everybody. */
export function StockAlertForm({ ean, locale, labels }: { ean: string; locale: 'nl' | 'en'; labels: Labels }) {
  const [state, action, pending] = useActionState<AlertFormState, FormData>(askStockAlert, { status: 'idle' })
  const id = useId()
  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-lg border border-green-700/30 bg-green-50 p-3 text-sm text-green-900">
        {labels.sent}
      </p>
    )
  }
  return (
    <form action={action} aria-busy={pending} className="rounded-xl bg-cork-50 p-4 ring-1 ring-cork-300/50">
      <p className="text-sm font-semibold text-wine-900">{labels.label}</p>
      <input type="hidden" name="ean" value={ean} />
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm">
            {labels.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className="mt-1 block w-full rounded-md border border-cork-300 bg-white px-3 py-2 text-base outline-none focus-visible:ring-2 focus-visible:ring-wine-500"
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-full bg-wine-700 px-5 py-2.5 font-medium text-white hover:bg-wine-900 disabled:opacity-70"
        >
          {labels.submit}
        </button>
      </div>
      {(state.status === 'invalid' || state.status === 'limited') && (
        <p role="alert" className="mt-2 text-sm font-medium text-wine-700">
          {state.status === 'invalid' ? labels.invalid : labels.limited}
        </p>
      )}
    </form>
  )
}
