'use client'
import { useActionState, useId } from 'react'
import { cancelTestSession, payTestSession, type TestPayField, type TestPayState } from '../actions'

type Labels = Record<'name' | 'email' | 'street' | 'postalCode' | 'city' | 'adult' | 'pay' | 'cancel' | 'paying' | 'delivery', string>

const FIELDS: { name: Exclude<TestPayField, 'adult'>; type?: string; autoComplete: string; half?: boolean }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'street', autoComplete: 'street-address' },
  { name: 'postalCode', autoComplete: 'postal-code', half: true },
  { name: 'city', autoComplete: 'address-level2', half: true },
]

/** The test provider's checkout form: address, the required 18+ tick, Betalen and Annuleren. */
export function TestCheckoutForm({ session, locale, labels }: { session: string; locale: 'nl' | 'en'; labels: Labels }) {
  const [state, action, pending] = useActionState<TestPayState, FormData>(payTestSession, { status: 'idle' })
  const id = useId()
  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.status === 'invalid' ? state.values : {}
  const input =
    'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-wine-500'
  return (
    <div className="mt-8">
      <form action={action} noValidate aria-busy={pending} className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="session" value={session} />
        <input type="hidden" name="locale" value={locale} />
        {state.status === 'invalid' && (
          <p role="alert" className="rounded-lg border border-wine-500/40 bg-wine-50 p-3 text-wine-900 sm:col-span-2">
            {state.message}
          </p>
        )}
        <h2 className="font-serif text-xl font-semibold text-wine-900 sm:col-span-2">{labels.delivery}</h2>
        {FIELDS.map((f) => (
          <div key={f.name} className={f.half ? '' : 'sm:col-span-2'}>
            <label htmlFor={`${id}-${f.name}`} className="block font-medium">
              {labels[f.name]}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type ?? 'text'}
              required
              autoComplete={f.autoComplete}
              defaultValue={values[f.name] ?? ''}
              key={`${f.name}-${values[f.name] ?? ''}`}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
              className={`${input} ${errors[f.name] ? 'border-wine-500' : 'border-cork-300'}`}
            />
            {errors[f.name] && (
              <p id={`${id}-${f.name}-error`} className="mt-1 text-sm text-wine-700">
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              name="adult"
              value="ja"
              required
              defaultChecked={values.adult === 'ja'}
              key={`adult-${values.adult ?? ''}-${state.status}`}
              aria-invalid={errors.adult ? true : undefined}
              aria-describedby={errors.adult ? `${id}-adult-error` : undefined}
              className="mt-1 h-5 w-5 accent-wine-700"
            />
            <span>{labels.adult}</span>
          </label>
          {errors.adult && (
            <p id={`${id}-adult-error`} className="mt-1 text-sm text-wine-700">
              {errors.adult}
            </p>
          )}
        </div>
        {/* While paying (the order is marked paid, then the page moves on) the button says so at once. */}
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center gap-3 rounded-full bg-wine-700 px-6 py-3 text-lg font-semibold text-white hover:bg-wine-900 disabled:bg-wine-700/70 sm:col-span-2"
        >
          {pending && <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
          {pending ? labels.paying : labels.pay}
        </button>
        <p role="status" className="sr-only">
          {pending ? labels.paying : ''}
        </p>
      </form>
      <form action={cancelTestSession} className="mt-3">
        <input type="hidden" name="session" value={session} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="w-full rounded-full border border-wine-700 px-6 py-3 font-medium text-wine-700 hover:bg-wine-50">
          {labels.cancel}
        </button>
      </form>
    </div>
  )
}
