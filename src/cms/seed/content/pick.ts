/** Picks the shop wines an article links to. Pure: works on plain wine facts, tested without a DB. */
import type { WineCriteria } from './types'

export type WineFacts = {
  id: number
  colorCode: string
  pairings?: readonly string[] | null
  stock: number
  taste?: { tannin?: number | null } | null
}

const fits = (w: WineFacts, c: WineCriteria) =>
  (!c.colors?.length || (c.colors as readonly string[]).includes(w.colorCode)) &&
  (!c.pairings?.length || (w.pairings ?? []).some((p) => (c.pairings as readonly string[]).includes(p)))

/** Round-robin over colours, keeping the order within each colour. */
function mixColors(wines: WineFacts[]): WineFacts[] {
  const queues = new Map<string, WineFacts[]>()
  for (const w of wines) queues.set(w.colorCode, [...(queues.get(w.colorCode) ?? []), w])
  const mixed: WineFacts[] = []
  while (mixed.length < wines.length) for (const q of queues.values()) if (q.length) mixed.push(q.shift()!)
  return mixed
}

/** Wines that fit, in stock first (sold-out ones only fill up), at most `count`, ids only. */
export function pickWines(wines: readonly WineFacts[], c: WineCriteria): number[] {
  const order = (list: WineFacts[]) => {
    // Stable sort keeps catalog order among equals.
    const sorted = c.preferTannin ? [...list].sort((a, b) => (b.taste?.tannin ?? 0) - (a.taste?.tannin ?? 0)) : list
    return c.mixColors ? mixColors(sorted) : sorted
  }
  const fitting = wines.filter((w) => fits(w, c))
  return [...order(fitting.filter((w) => w.stock > 0)), ...order(fitting.filter((w) => w.stock <= 0))].slice(0, c.count).map((w) => w.id)
}
