import { fileURLToPath } from 'node:url'
import { loadFaq } from '../markdown'
import type { FaqCategorySeed, FaqSeed } from '../types'

/**
 * The FAQ for /contact, read from the Markdown files in this folder: per category `{slug}.nl.md`
 * and `{slug}.en.md`, each question a `## ` line with its plain-text answer below it (the CMS field
 * is a textarea). See docs/architecture.md, "Seeded content".
 */
const { categories, faqs } = loadFaq(fileURLToPath(new URL('.', import.meta.url)))

/** The categories, in the order of their `order`. */
export const FAQ_CATEGORIES: readonly FaqCategorySeed[] = categories
/** The questions, category by category, in file order; the seed finds each by its Dutch question. */
export const FAQS: readonly FaqSeed[] = faqs
