/**
 * What the gate's three selects offer (spec §9). Only the server renders them (AgeGate), so the month
 * names stay out of the browser's JavaScript. Pure.
 */

/** How many years back the year list goes. */
export const YEAR_SPAN = 120

export const MONTHS = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
} as const

export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1)

/** The year list: this year down to this year − 120, newest first (121 years). */
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: YEAR_SPAN + 1 }, (_, i) => currentYear - i)
}
