/** Dutch or English: counts the everyday words of each language in the question. Pure. */
import type { Lang } from '../rules'
import { EN_WORDS, NL_WORDS } from './words'

export function detectLanguage(words: string[]): { lang: Lang; confident: boolean } {
  let en = 0
  let nl = 0
  for (const w of words) {
    if (EN_WORDS.has(w)) en++
    if (NL_WORDS.has(w)) nl++
  }
  if (en > nl) return { lang: 'en', confident: en - nl >= 2 || words.length >= 4 }
  return { lang: 'nl', confident: nl > en && (nl - en >= 2 || words.length >= 4) }
}
