/**
 * How a long filter list is shown (issue #19): about 70 grapes in one column made a phone scroll
 * 2,000 px before the first wine. The values most wines have come first; the rest, by name, one
 * tap away. Which values are common is judged on the whole range, so the list does not reshuffle
 * while the shopper ticks. Pure.
 */
export type Choice = {
  value: string
  label: string
  /** Wines with this value among those matching the other choices (what the shopper would get). */
  count: number
  /** Wines with this value in the whole range. */
  common: number
  checked: boolean
}

/** Lists up to this long are shown whole. */
export const SHORT_LIST = 8
/** How many common values a longer list shows before "Alle N …". */
export const COMMON_SHOWN = 6

export function choiceList(choices: readonly Choice[], locale = 'nl'): { common: Choice[]; rest: Choice[] } {
  const byName = (a: Choice, b: Choice) => a.label.localeCompare(b.label, locale)
  if (choices.length <= SHORT_LIST) return { common: [...choices].sort(byName), rest: [] }
  const common = [...choices].sort((a, b) => b.common - a.common || byName(a, b)).slice(0, COMMON_SHOWN)
  const shown = new Set(common.map((c) => c.value))
  return { common, rest: choices.filter((c) => !shown.has(c.value)).sort(byName) }
}
