import { faqAnchor, type FaqGroup } from './faq'

/** Questions per category as native disclosure widgets: keyboard and screen-reader friendly, no JS. */
export function FaqList({ groups, headingLevel = 3 }: { groups: FaqGroup[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-10">
      {groups.map((g) => (
        <section key={g.category.id} aria-labelledby={faqAnchor(g.category.slug)}>
          <Heading id={faqAnchor(g.category.slug)} className="scroll-mt-24 font-serif text-xl font-semibold text-wine-900">
            {g.category.name}
          </Heading>
          <div className="mt-3 divide-y divide-cork-300 rounded-lg border border-cork-300 bg-white">
            {g.items.map((item) => (
              <details key={item.id} className="group">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-3 font-medium marker:hidden hover:bg-cork-50 focus-visible:outline-2 focus-visible:outline-wine-500 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <span aria-hidden="true" className="mt-0.5 shrink-0 text-wine-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </summary>
                <div className="whitespace-pre-line px-4 pb-4 leading-relaxed text-ink/85">{item.answer}</div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}
