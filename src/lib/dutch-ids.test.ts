import { describe, expect, it } from 'vitest'
import { isPlaceholderId, isValidBtwId, isValidKvk, validateBtwField, validateKvkField } from './dutch-ids'

describe('KvK-nummer', () => {
  it('is eight digits, spaces and dots allowed', () => {
    expect(isValidKvk('12345678')).toBe(true)
    expect(isValidKvk('1234 5678')).toBe(true)
    expect(isValidKvk('1234567')).toBe(false)
    expect(isValidKvk('123456789')).toBe(false)
    expect(isValidKvk('1234567a')).toBe(false)
  })
  it('gives a Dutch error in the settings and allows empty', () => {
    expect(validateKvkField('')).toBe(true)
    expect(validateKvkField('1234')).toMatch(/8 cijfers/)
  })
})

describe('btw-id', () => {
  it('accepts the older numbers by the eleven test and the newer ones by mod 97', () => {
    expect(isValidBtwId('NL123456782B01')).toBe(true)
    expect(isValidBtwId('nl 1234.56782 b01')).toBe(true)
    expect(isValidBtwId('NL000099998B57')).toBe(true)
  })
  it('refuses a wrong check digit, a wrong form and the suffix 00', () => {
    // The old demo shop's number (issue #15): the form is right, the check digit is not.
    expect(isValidBtwId('NL862345678B01')).toBe(false)
    expect(isValidBtwId('NL123456783B01')).toBe(false)
    expect(isValidBtwId('NL12345678B01')).toBe(false)
    expect(isValidBtwId('BE0123456789')).toBe(false)
    expect(isValidBtwId('NL123456782B00')).toBe(false)
  })
  it('says in Dutch what is wrong', () => {
    expect(validateBtwField('NL862345678B01')).toMatch(/controlecijfer/)
    expect(validateBtwField('NL1234')).toMatch(/NL123456789B01/)
    expect(validateBtwField('NL123456782B01')).toBe(true)
  })
})

describe('placeholders', () => {
  it('knows the demo values from real ones', () => {
    expect(isPlaceholderId('00000000')).toBe(true)
    expect(isPlaceholderId('NL000000000B01')).toBe(true)
    expect(isPlaceholderId('')).toBe(true)
    expect(isPlaceholderId('12345678')).toBe(false)
    expect(isPlaceholderId('NL123456782B01')).toBe(false)
  })
})
