/** FAQ grouped for the Klantenservice page, and its FAQPage JSON-LD. Pure. */
export type FaqItem = { id: number; question: string; answer: string; categoryId: number | null; order: number }
export type FaqCategory = { id: number; name: string; slug: string; order: number }
export type FaqGroup = { category: FaqCategory; items: FaqItem[] }

const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id

/** Categories in their editor-set order, each with its questions; categories without questions left out. */
export function groupFaq(categories: readonly FaqCategory[], items: readonly FaqItem[]): FaqGroup[] {
  return [...categories]
    .sort(byOrder)
    .map((category) => ({ category, items: items.filter((i) => i.categoryId === category.id).sort(byOrder) }))
    .filter((g) => g.items.length > 0)
}

export function faqPageJsonLd(groups: readonly FaqGroup[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
    ),
  }
}

/** An anchor id for a category heading (`#bestellen`), safe for URLs. */
export function faqAnchor(slug: string): string {
  return `faq-${slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`
}
