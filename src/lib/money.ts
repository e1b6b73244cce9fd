/** Money is integer cents (VAT included) everywhere; it is formatted only at the edge. */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })

/** `1295` → `€ 12,95` (nl-NL, with a normal space, whatever the runtime's ICU prints). */
export function formatCents(cents: number): string {
  if (!Number.isInteger(cents)) throw new TypeError(`Money must be integer cents, got ${cents}`)
  return euro.format(cents / 100).replace(/\u00a0/g, ' ')
}
