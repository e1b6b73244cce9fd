import { getTranslations } from 'next-intl/server'
import type { Locale } from '../../i18n/routing'
import { AgeGateDialog } from './AgeGateDialog'
import { AGE_STORAGE_KEY, DAYS, MONTHS, yearOptions } from './rules'
import './age-gate.css'

/**
 * The age gate, server-rendered on every page so it is there at first paint for a new visitor.
 * For someone who already passed in this session, AgeGateHeadScript marks <html> before the first
 * paint and CSS hides the gate: no flash either way, and no layout shift (it is a fixed overlay).
 */
export async function AgeGate({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ageGate' })
  return (
    <AgeGateDialog
      days={DAYS}
      months={[...MONTHS[locale]]}
      // The server's year: server and browser render the same list (no hydration mismatch at New Year).
      years={yearOptions(new Date().getFullYear())}
      texts={{
        title: t('title'),
        text: t('text'),
        day: t('day'),
        month: t('month'),
        year: t('year'),
        choose: t('choose'),
        confirm: t('confirm'),
        minor: t('minor'),
        invalid: t('invalid'),
      }}
    />
  )
}

/** The <html> attribute that says "passed in this session"; the CSS in age-gate.css keys on it. */
export const PASSED_ATTRIBUTE = 'data-leeftijd-ok'

/**
 * Runs in <head> before the body is painted (it carries the CSP nonce). Only a presence and shape
 * check: the dialog checks the date itself after hydration and comes back if it is not an adult's.
 */
export function AgeGateHeadScript({ nonce }: { nonce?: string }) {
  const code = `try{/^\\d{4}-\\d{2}-\\d{2}$/.test(sessionStorage.getItem(${JSON.stringify(AGE_STORAGE_KEY)})||'')&&document.documentElement.setAttribute('${PASSED_ATTRIBUTE}','')}catch(e){}`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
}
