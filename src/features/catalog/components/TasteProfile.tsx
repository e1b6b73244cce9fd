type Row = { key: string; label: string; value: number; low: string; high: string; valueText: string }

/** Body, sweetness, acidity and tannin (1-5) as labelled meters: screen readers hear "Body: 3 van 5". */
export function TasteProfile({ rows }: { rows: Row[] }) {
  return (
    <dl className="space-y-4">
      {rows.map((r) => (
        <div key={r.key}>
          <dt id={`smaak-${r.key}`} className="flex justify-between text-sm">
            <span className="font-semibold text-wine-900">{r.label}</span>
            <span className="text-ink/70" aria-hidden="true">
              {r.low} – {r.high}
            </span>
          </dt>
          <dd className="mt-1.5">
            <div
              role="meter"
              aria-labelledby={`smaak-${r.key}`}
              aria-valuemin={1}
              aria-valuemax={5}
              aria-valuenow={r.value}
              aria-valuetext={r.valueText}
              className="grid grid-cols-5 gap-1"
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <span key={n} className={`h-2.5 rounded-full ${n <= r.value ? 'bg-wine-700' : 'bg-cork-300/60'}`} />
              ))}
            </div>
          </dd>
        </div>
      ))}
    </dl>
  )
}
