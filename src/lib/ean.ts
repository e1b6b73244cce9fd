/** EAN-13 check digit (GS1): weights 1 and 3 from the left over the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new TypeError('EAN-13 needs 12 digits before the check digit')
  const sum = [...first12].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0)
  return (10 - (sum % 10)) % 10
}

export function isValidEan13(value: unknown): value is string {
  return typeof value === 'string' && /^\d{13}$/.test(value) && ean13CheckDigit(value.slice(0, 12)) === Number(value[12])
}

/** A shop-internal EAN (GS1 prefix 20-29, "in-store" range) from a 10-digit serial. */
export function inStoreEan(prefix: number, serial: number): string {
  if (prefix < 20 || prefix > 29) throw new RangeError('In-store EAN prefix must be 20-29')
  const first12 = `${prefix}${String(serial).padStart(10, '0')}`
  return first12 + ean13CheckDigit(first12)
}
