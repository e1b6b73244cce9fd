import { fileURLToPath } from 'node:url'
import { loadArticles } from '../markdown'
import type { ArticleSeed } from '../types'

/**
 * All wijnwijzer articles, in the order of spec §2 (GUIDE_SLUGS), read from the Markdown files in
 * this folder: `{slug}.nl.md` and `{slug}.en.md` (docs/architecture.md, "Seeded content").
 */
export const ARTICLES: readonly ArticleSeed[] = loadArticles(fileURLToPath(new URL('.', import.meta.url)))
