/** Where each CMS page lives in the storefront (path without locale prefix). Pure data. */
export const PAGE_PATHS = {
  'over-ons': '/over-ons',
  'voor-handelaren': '/voor-handelaren',
  contact: '/contact',
  'algemene-voorwaarden': '/legal/algemene-voorwaarden',
  'privacy-policy': '/legal/privacy-policy',
  leeftijdscontrole: '/legal/leeftijdscontrole',
  'betaling-geslaagd': '/payments/accepted',
  'betaling-geannuleerd': '/payments/cancelled',
  'betaling-verwerken': '/payments/process-payment',
} as const satisfies Record<string, string>

export type PageSlug = keyof typeof PAGE_PATHS

/** The `/legal/{slug}` pages; any other slug there is a 404. */
export const LEGAL_SLUGS = ['algemene-voorwaarden', 'privacy-policy', 'leeftijdscontrole'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]
export const isLegalSlug = (v: unknown): v is LegalSlug => LEGAL_SLUGS.includes(v as LegalSlug)

/** Payment result pages: not for search engines. */
export const PAYMENT_PAGE_SLUGS = ['betaling-geslaagd', 'betaling-geannuleerd', 'betaling-verwerken'] as const

/** Pages listed in the sitemap (the payment results are left out: they are noindex). */
export const INDEXABLE_PAGE_SLUGS = (Object.keys(PAGE_PATHS) as PageSlug[]).filter(
  (s) => !(PAYMENT_PAGE_SLUGS as readonly string[]).includes(s),
)

export function pagePath(slug: string): string | null {
  return (PAGE_PATHS as Record<string, string>)[slug] ?? null
}
