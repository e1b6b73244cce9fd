import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { AgeGateDialog } from './AgeGateDialog'
import { AGE_STORAGE_KEY } from './rules'
import { DAYS, MONTHS, yearOptions } from './options'
import './age-gate.css'

/**
 * The age gate, server-rendered on every page so it is there at first paint for a new visitor.
 * For someone who already passed in this session, AgeGateHeadScript marks <html> before the first
 * paint and CSS hides the gate: no flash either way, and no layout shift (it is a fixed overlay).
 */
export async function AgeGate({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ageGate' })
  const field =
    'w-full rounded-lg border border-cork-300 bg-white px-3 py-2.5 text-base text-ink focus:border-wine-700 focus:ring-2 focus:ring-wine-700/20'
  // The server's year: server and browser show the same list (no hydration mismatch at New Year).
  const years = yearOptions(new Date().getFullYear())
  return (
    <AgeGateDialog
      texts={{ minor: t('minor'), invalid: t('invalid') }}
      confirmButton={
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-full bg-wine-700 px-6 py-3 font-semibold text-white hover:bg-wine-900"
        >
          {t('confirm')}
          <svg
            viewBox="0 0 20 20"
            className="h-5 w-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 10h12M11 5l5 5-5 5" />
          </svg>
        </button>
      }
      intro={
        <>
          <p
            aria-hidden="true"
            className="mb-4 inline-grid h-12 w-12 place-items-center rounded-full border-2 border-wine-700 font-serif text-lg font-bold text-wine-700"
          >
            18+
          </p>
          <h2 id="leeftijdscontrole-titel" className="font-serif text-2xl font-semibold text-wine-900">
            {t('title')}
          </h2>
          <p id="leeftijdscontrole-tekst" className="mt-2 text-[0.95rem] leading-relaxed text-ink/85">
            {t('text')}
          </p>
        </>
      }
      fields={
        <div className="grid grid-cols-[4.75rem_1fr_6rem] gap-2">
          <Select name="dag" label={t('day')} placeholder={t('choose')} field={field} options={DAYS.map((d) => [String(d), String(d)])} />
          <Select
            name="maand"
            label={t('month')}
            placeholder={t('choose')}
            field={field}
            options={MONTHS[locale].map((m, i) => [String(i + 1), m])}
          />
          <Select
            name="jaar"
            label={t('year')}
            placeholder={t('choose')}
            field={field}
            options={years.map((y) => [String(y), String(y)])}
          />
        </div>
      }
    />
  )
}

/** One of the three native selects (Dag, Maand, Jaar): its label is its accessible name. */
function Select({
  name,
  label,
  placeholder,
  field,
  options,
}: {
  name: string
  label: string
  placeholder: string
  field: string
  options: [value: string, text: string][]
}) {
  return (
    <label className="flex flex-col gap-1 text-sm font-medium text-ink/80">
      {label}
      <select name={name} defaultValue="" className={field}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The <html> attribute that says "passed in this session"; the CSS in age-gate.css keys on it. */
export const PASSED_ATTRIBUTE = 'data-leeftijd-ok'

/**
 * Runs in <head> before the body is painted (allowed by its hash in the CSP). Only a presence and shape
 * check: the dialog checks the date itself after hydration and comes back if it is not an adult's.
 */
export function AgeGateHeadScript() {
  const code = `try{/^\\d{4}-\\d{2}-\\d{2}$/.test(sessionStorage.getItem(${JSON.stringify(AGE_STORAGE_KEY)})||'')&&document.documentElement.setAttribute('${PASSED_ATTRIBUTE}','')}catch(e){}`
  return <script dangerouslySetInnerHTML={{ __html: code }} />
}
