import { describe, expect, it } from 'vitest'
import { AGE_STORAGE_KEY, ageOn, checkBirthDate, formatBirthDate, isStoredValueAccepted, parseBirthDate } from './rules'
import { DAYS, MONTHS, yearOptions } from './options'

const d = (year: number, month: number, day: number) => ({ year, month, day })

describe('age on a given day', () => {
  it('counts a year only once the birthday has come, and today’s birthday counts', () => {
    expect(ageOn(d(2007, 6, 15), d(2025, 6, 14))).toBe(17)
    expect(ageOn(d(2007, 6, 15), d(2025, 6, 15))).toBe(18)
    expect(ageOn(d(2007, 6, 15), d(2025, 6, 16))).toBe(18)
    expect(ageOn(d(2007, 12, 31), d(2026, 1, 1))).toBe(18)
    expect(ageOn(d(2008, 1, 1), d(2025, 12, 31))).toBe(17)
  })

  it('a 29 February birthday falls on 1 March in a year without 29 February', () => {
    expect(ageOn(d(2008, 2, 29), d(2026, 2, 28))).toBe(17)
    expect(ageOn(d(2008, 2, 29), d(2026, 3, 1))).toBe(18)
    // In a leap year the birthday is the day itself.
    expect(ageOn(d(2006, 2, 28), d(2024, 2, 28))).toBe(18)
    expect(ageOn(d(2004, 2, 29), d(2022, 2, 28))).toBe(17)
    expect(ageOn(d(2000, 2, 29), d(2024, 2, 29))).toBe(24)
  })
})

describe('the verdict of the gate', () => {
  const today = d(2026, 5, 10)
  it('18 today is let in, one day short is refused', () => {
    expect(checkBirthDate(d(2008, 5, 10), today)).toBe('adult')
    expect(checkBirthDate(d(2008, 5, 11), today)).toBe('minor')
    expect(checkBirthDate(d(1906, 1, 1), today)).toBe('adult')
  })

  it('a date that does not exist, or lies in the future, is asked again', () => {
    expect(checkBirthDate(d(2000, 2, 31), today)).toBe('invalid')
    expect(checkBirthDate(d(2000, 4, 31), today)).toBe('invalid')
    expect(checkBirthDate(d(2023, 2, 29), today)).toBe('invalid')
    expect(checkBirthDate(d(2024, 2, 29), today)).toBe('minor')
    expect(checkBirthDate(d(2026, 5, 11), today)).toBe('invalid')
    expect(checkBirthDate(d(2026, 5, 10), today)).toBe('minor')
  })
})

describe('the choices', () => {
  it('years run from this year back 120 years, newest first', () => {
    const years = yearOptions(2026)
    expect(years).toHaveLength(121)
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1906)
    expect([...years].sort((a, b) => b - a)).toEqual(years)
  })

  it('days 1-31 and the Dutch month names', () => {
    expect(DAYS).toEqual(Array.from({ length: 31 }, (_, i) => i + 1))
    expect(MONTHS.nl).toEqual([
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ])
    expect(MONTHS.en).toHaveLength(12)
  })
})

describe('the stored value', () => {
  it('is the date of birth under a key with the app prefix, read back strictly', () => {
    expect(AGE_STORAGE_KEY.startsWith('kelder-en-kurk:')).toBe(true)
    expect(formatBirthDate(d(1990, 3, 7))).toBe('1990-03-07')
    expect(parseBirthDate('1990-03-07')).toEqual(d(1990, 3, 7))
    expect(parseBirthDate('1990-02-30')).toBeNull()
    expect(parseBirthDate('ja')).toBeNull()
    expect(parseBirthDate(null)).toBeNull()
  })

  it('counts as passed only for an adult date (session storage can be edited by hand)', () => {
    expect(isStoredValueAccepted('1990-03-07', d(2026, 1, 1))).toBe(true)
    expect(isStoredValueAccepted('2015-03-07', d(2026, 1, 1))).toBe(false)
    expect(isStoredValueAccepted('1', d(2026, 1, 1))).toBe(false)
  })
})
