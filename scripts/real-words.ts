/**
 * Writes src/features/sommelier/real-words.json: the real Dutch and English words that Waine's typo
 * correction (text.ts, correctTypos) would otherwise turn into a wine word. "understood" became
 * "runderstoof" (a dish), "pilot" "pinot", "bringing" "drinking", "trouwt" "trout": about 2 % of
 * the words in an English dictionary were read as a typo of something Waine knows.
 *
 * A word counts as real when hunspell knows it in Dutch (nl), American or British English; the
 * words tried are the dictionaries' stems with their common endings and every word of the
 * development and training questions (no held-back set is read). A correction that only changes
 * an ending ("bottles" → "bottle", "burgers" → "burger", "paddenstoelen" → "paddenstoel") is kept:
 * it reads the same word.
 *
 * Needs hunspell with the nl, en_US and en_GB dictionaries (Debian: hunspell hunspell-nl
 * hunspell-en-us hunspell-en-gb). Run with `npx tsx scripts/real-words.ts` after a change to the
 * lexicon or the dishes; a few minutes here.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { vocabularyFor } from '../src/features/sommelier/intent'
import { COMMON_WORDS } from '../src/features/sommelier/lexicon'
import { DISHES } from '../src/features/sommelier/pairings'
import { correctTypos, normalise, tokens } from '../src/features/sommelier/text'

const DICTIONARIES = ['nl', 'en_US', 'en_GB']
const ENDINGS = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'en', 'n', 'e', 't', 'te', 'de', 'ste', 'st', 'tje', 'tjes', 'je', 'jes']
/**
 * A correction that changes no more than the last letter of the shorter word and adds an ending
 * reads the same word: "bottles" → "bottle", "zachts" → "zachte", "frisser" → "frisse". Real words
 * this lets through by mistake ("verder" → "verde") are in lexicon.json's commonWords.
 */
function sameWord(a: string, b: string): boolean {
  let shared = 0
  while (shared < a.length && a[shared] === b[shared]) shared++
  return shared >= Math.max(4, Math.min(a.length, b.length) - 1)
}
const OUT = 'src/features/sommelier/real-words.json'

const stems = DICTIONARIES.flatMap((name) =>
  readFileSync(`/usr/share/hunspell/${name}.dic`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0]!.trim()),
)
const asked = ['tests/sommelier/questions', 'tests/sommelier/training'].flatMap((dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.startsWith('heldback'))
    .flatMap((file) =>
      (
        JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { question: string; conversation?: { role: string; text: string }[] }[]
      ).flatMap((item) => [item.question, ...(item.conversation ?? []).filter((m) => m.role === 'user').map((m) => m.text)]),
    ),
)

const candidates = new Set<string>()
for (const stem of stems) {
  if (!/^[\p{L}'-]+$/u.test(stem)) continue
  for (const form of [stem, ...ENDINGS.map((e) => stem + e), ...ENDINGS.map((e) => stem.replace(/e$/, '') + e)]) candidates.add(form)
}
for (const text of asked) for (const word of text.split(/[^\p{L}'-]+/u)) if (word) candidates.add(word)

// hunspell -G prints the words it knows; each dictionary on its own, since a combined -d reads one.
const known = new Set<string>()
for (const name of DICTIONARIES) {
  const out = execFileSync('hunspell', ['-G', '-d', name], { input: [...candidates].join('\n'), maxBuffer: 1 << 30, encoding: 'utf8' })
  for (const word of out.split('\n')) if (word) known.add(word)
}

const vocabulary = vocabularyFor(DISHES)
const real = new Set<string>()
for (const word of known) {
  const [plain] = tokens(normalise(word))
  if (!plain || plain.length < 4 || COMMON_WORDS.has(plain) || vocabulary.has(plain)) continue
  const [corrected] = correctTypos([plain], vocabulary, COMMON_WORDS)
  if (!corrected || corrected === plain) continue
  if (sameWord(plain, corrected)) continue
  real.add(plain)
}

const comment =
  'Real Dutch and English words that typo correction leaves alone: without this list they read as a typo of a wine word ("understood" as "runderstoof", "pilot" as "pinot"). Written by scripts/real-words.ts from the hunspell dictionaries nl, en_US and en_GB; re-run it after a change to the lexicon or the dishes.'
writeFileSync(OUT, `${JSON.stringify({ $comment: comment, words: [...real].sort() }, null, 2)}\n`)
console.log(`${candidates.size} words tried, ${known.size} real, ${real.size} would be read as a typo: written to ${OUT}`)
