/** Which page numbers a pager shows: first, last, and two around the current one; null is a gap. Pure. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const keep = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...keep].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const n of sorted) {
    const prev = out[out.length - 1]
    if (typeof prev === 'number' && n - prev === 2) out.push(prev + 1)
    else if (typeof prev === 'number' && n - prev > 2) out.push(null)
    out.push(n)
  }
  return out
}
