/**
 * The shop's own registration numbers, checked before they are printed on every invoice and in the
 * terms (issue #15 §2). Pure. Spaces and dots a merchant types along are allowed and ignored.
 */

/** KvK-nummer: eight digits (the Handelsregister has no check digit for it). */
export function normalizeKvk(value: string): string {
  return value.replace(/[\s.]/g, '')
}

export function isValidKvk(value: string): boolean {
  return /^\d{8}$/.test(normalizeKvk(value))
}

/** Btw-identificatienummer: `NL`, nine digits, `B`, two digits, as VIES knows it. */
export function normalizeBtwId(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase()
}

/** The older numbers (from the RSIN) pass the eleven test over the nine digits. */
function passesElevenTest(digits: string): boolean {
  const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i === 8 ? -1 : 9 - i), 0)
  return sum % 11 === 0
}

/** The numbers for sole traders since 2020 pass ISO 7064 mod 97-10 over the whole id, letters as numbers. */
function passesMod97(id: string): boolean {
  const numeric = [...id].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('')
  let rest = 0
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97
  return rest === 1
}

export function isValidBtwId(value: string): boolean {
  const id = normalizeBtwId(value)
  const m = /^NL(\d{9})B(\d{2})$/.exec(id)
  if (!m || m[2] === '00') return false
  return passesElevenTest(m[1]!) || passesMod97(id)
}

/** A value the demo seeds: all zeros, which no register issues. Valid in form, but not a real shop's. */
export function isPlaceholderId(value: string | null | undefined): boolean {
  return !value || /^(NL)?0+(B0*1)?$/i.test(normalizeBtwId(value))
}

/** Dutch errors for the settings form: true when fine, else the message. Empty is allowed (the checklist asks for it). */
export const validateKvkField = (value: unknown): true | string =>
  !value || (typeof value === 'string' && isValidKvk(value)) ? true : 'Een KvK-nummer heeft 8 cijfers, bijvoorbeeld 12345678.'

export const validateBtwField = (value: unknown): true | string => {
  if (!value) return true
  if (typeof value !== 'string' || !/^NL\d{9}B\d{2}$/.test(normalizeBtwId(value)))
    return 'Een Nederlands btw-id ziet eruit als NL123456789B01: NL, 9 cijfers, B en 2 cijfers.'
  return isValidBtwId(value)
    ? true
    : 'Dit btw-id klopt niet: het controlecijfer wijkt af. Neem het over van je brief van de Belastingdienst.'
}
