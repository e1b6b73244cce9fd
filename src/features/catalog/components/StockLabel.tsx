import { stockState } from '../stock'

type Labels = { in: string; low: (count: number) => string; out: string }

/** Op voorraad / Nog maar N op voorraad / Uitverkocht, with a coloured dot (the text carries the meaning). */
export function StockLabel({ stock, labels, className = '' }: { stock: number; labels: Labels; className?: string }) {
  const s = stockState(stock)
  const [text, dot, tone] =
    s.kind === 'in'
      ? [labels.in, 'bg-emerald-600', 'text-emerald-800']
      : s.kind === 'low'
        ? [labels.low(s.count), 'bg-amber-500', 'text-amber-800']
        : [labels.out, 'bg-ink/40', 'text-ink/70']
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone} ${className}`}>
      <span className={`h-2 w-2 shrink-0 rounded-full ${dot}`} aria-hidden="true" />
      {text}
    </span>
  )
}
