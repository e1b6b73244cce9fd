/** The shop's promises (CMS USPs), as a strip under the hero. */
export function Usps({ items, label }: { items: { title: string; text?: string | null }[]; label: string }) {
  if (items.length === 0) return null
  return (
    <section aria-label={label} className="border-b border-cork-300/50 bg-white">
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-5 px-4 py-6 sm:px-6 lg:grid-cols-4">
        {items.map((u) => (
          <li key={u.title} className="flex items-start gap-3">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 h-6 w-6 shrink-0 text-wine-700"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="12" cy="12" r="9.5" />
              <path d="m7.5 12.5 3 3 6-6.5" />
            </svg>
            <div>
              <p className="font-semibold leading-snug text-wine-900">{u.title}</p>
              {u.text && <p className="text-sm text-ink/70">{u.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
