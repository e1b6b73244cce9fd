/**
 * The age check (spec §2, §4, §5, §9). Pure: no React, Next or Payload, so it is unit-tested on its own
 * and the same rule runs in the browser.
 */

/** Spec §9: the minimum age. */
export const MIN_AGE = 18

/**
 * Session-storage key of an accepted check. It starts with the app's prefix (the cart's local-storage
 * key), so everything the shop keeps in the browser is recognisable as ours.
 */
export const AGE_STORAGE_KEY = 'kelder-en-kurk:leeftijdscontrole'

/** A calendar date; month 1-12. */
export type DateParts = { year: number; month: number; day: number }

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** True for a date that exists: 31 April or 29 February 2023 do not. */
export function isRealDate({ year, month, day }: DateParts): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

/**
 * Completed years on `today`. Someone born on 29 February has, in a year without one, their
 * birthday on 1 March: the cautious reading when selling alcohol (they are not 18 yet on 28 February).
 */
export function ageOn(birth: DateParts, today: DateParts): number {
  let birthdayMonth = birth.month
  let birthdayDay = birth.day
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(today.year)) {
    birthdayMonth = 3
    birthdayDay = 1
  }
  const hadBirthday = today.month > birthdayMonth || (today.month === birthdayMonth && today.day >= birthdayDay)
  return today.year - birth.year - (hadBirthday ? 0 : 1)
}

export type AgeVerdict = 'adult' | 'minor' | 'invalid'

/** What the gate does with a chosen date: let in, refuse (under 18), or ask again (no such date, or in the future). */
export function checkBirthDate(birth: DateParts, today: DateParts): AgeVerdict {
  if (!isRealDate(birth)) return 'invalid'
  if (formatBirthDate(birth) > formatBirthDate(today)) return 'invalid'
  return ageOn(birth, today) >= MIN_AGE ? 'adult' : 'minor'
}

/** The local calendar date of a moment (the visitor's own "today"). */
export const localDate = (d: Date): DateParts => ({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })

/** The stored value: the accepted date of birth as `YYYY-MM-DD`. */
export function formatBirthDate({ year, month, day }: DateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

export function parseBirthDate(value: string | null | undefined): DateParts | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!m) return null
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  return isRealDate(parts) ? parts : null
}

/** Whether a stored value (anyone can edit session storage) is an accepted adult date today. */
export function isStoredValueAccepted(value: string | null | undefined, today: DateParts): boolean {
  const birth = parseBirthDate(value)
  return birth !== null && checkBirthDate(birth, today) === 'adult'
}
