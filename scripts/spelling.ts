/** Prints the words hunspell does not know and the word lists do not allow: `npx tsx scripts/spelling.ts [nl|en]`. */
import { unknownWords, type Lang } from '../src/cms/seed/content/spelling'

for (const lang of (process.argv[2] ? [process.argv[2]] : ['nl', 'en']) as Lang[]) {
  const words = unknownWords(lang)
  console.log(`${lang}: ${words.length} unknown`)
  if (words.length) console.log(words.join('\n'))
}
