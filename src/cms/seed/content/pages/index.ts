import { fileURLToPath } from 'node:url'
import { loadPages } from '../markdown'
import type { PageSeed } from '../types'

export { SHOP } from './shop'

/** The seeded pages, in seeding order; each is `{slug}.nl.md` and `{slug}.en.md` in this folder. */
export const PAGE_SLUGS = [
  'over-ons',
  'voor-handelaren',
  'algemene-voorwaarden',
  'privacy-policy',
  'contact',
  'leeftijdscontrole',
  // The three payment result pages (/payments/accepted, /cancelled, /process-payment).
  'betaling-geslaagd',
  'betaling-geannuleerd',
  'betaling-verwerken',
] as const

/** The seeded pages, read from the Markdown files in this folder (docs/architecture.md, "Seeded content"). */
export const PAGES: readonly PageSeed[] = loadPages(fileURLToPath(new URL('.', import.meta.url)), PAGE_SLUGS)
