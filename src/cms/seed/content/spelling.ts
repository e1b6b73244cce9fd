/**
 * Spell checking of every text the seed and the UI show, with Debian's hunspell (hunspell-nl,
 * hunspell-en-gb and -en-us) and a reviewed list of wine terms and names per language (spelling.nl.txt /
 * spelling.en.txt, one word a line). Used by spelling.test.ts and `npx tsx scripts/spelling.ts`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MESSAGES } from '../../../messages'
import PAIRING_TABLE from '../../../features/sommelier/pairings.json'
import { WINES } from '../wines'
import { AGE_NOTICE, FOOTER, HOME, NAVIGATION, SITE } from '../shop'
import { CONSENT_COOKIES } from '../../../features/consent/default-cookies'
import { ARTICLES } from './articles'
import { FAQ_CATEGORIES, FAQS } from './faq'
import { PAGES } from './pages'
import compile from 'icu-minify/compile'

const here = path.dirname(fileURLToPath(import.meta.url))
export type Lang = 'nl' | 'en'
// The English is British (og:locale en_GB), one spelling throughout (issue #15 §3): American spellings fail.
export const DICTIONARY: Record<Lang, string> = { nl: 'nl_NL', en: 'en_GB' }

/**
 * The literal text of a message as icu-minify compiles it: strings are text, `[name]` and
 * `[name, type, options]` are arguments (their option texts are text, their names and keys not),
 * `0` is a plural's `#`, any other array is a sequence.
 */
function icuLiterals(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (!Array.isArray(node)) return []
  const isArgument = typeof node[0] === 'string' && (node.length === 1 || (typeof node[1] === 'number' && node[1] > 0))
  if (!isArgument) return node.flatMap(icuLiterals)
  const options = node[2]
  return options && typeof options === 'object' ? Object.values(options).flatMap(icuLiterals) : []
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/** Every text the seed and the UI messages show in one language (messages with their placeholders as written). */
export function textsOf(lang: Lang): string[] {
  const texts: string[] = []
  for (const a of ARTICLES) texts.push(a.title[lang], a.summary[lang], a.metaDescription[lang], a.body[lang])
  for (const p of PAGES) texts.push(p.title[lang], p.intro[lang], p.metaDescription[lang], p.body[lang])
  for (const f of FAQS) texts.push(f.question[lang], f.answer[lang])
  for (const c of FAQ_CATEGORIES) texts.push(c.name[lang])
  for (const w of WINES) texts.push(w.description[lang], w.tastingNotes[lang])
  texts.push(
    SITE.tagline[lang],
    AGE_NOTICE[lang],
    HOME.hero.heading[lang],
    HOME.hero.text[lang],
    HOME.hero.ctaLabel[lang],
    HOME.newsletter.heading[lang],
    HOME.newsletter.text[lang],
  )
  for (const u of HOME.usps) texts.push(u.title[lang], u.text[lang])
  for (const l of NAVIGATION) texts.push(l.label[lang])
  for (const c of FOOTER) texts.push(c.heading[lang], ...c.links.map((l) => l.label[lang]))
  for (const c of CONSENT_COOKIES) texts.push(c.name[lang], c.description[lang], ...c.links.map((l) => l.label[lang]))
  // Waine's pairing advice and dish names (features/sommelier/pairings.json).
  for (const d of PAIRING_TABLE.dishes) texts.push(d.label[lang], d.advice[lang])
  // UI messages: only their literal text; argument names and the keys of plural and select options are not words.
  texts.push(...stringsIn(MESSAGES[lang]).flatMap((m) => icuLiterals(compile(m))))
  return texts
}

/** Words hunspell does not know, with link targets, addresses and punctuation taken off. */
export function unknownWords(lang: Lang): string[] {
  const plain = textsOf(lang)
    .join('\n')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+|\S+@\S+|[\\/]/g, ' ')
  const out = execFileSync('hunspell', ['-d', DICTIONARY[lang], '-l'], { input: plain, maxBuffer: 16 * 1024 * 1024 }).toString()
  const allowed = new Set(
    readFileSync(path.join(here, `spelling.${lang}.txt`), 'utf8')
      .split('\n')
      .map((w) => w.trim().toLowerCase())
      .filter((w) => w && !w.startsWith('#')),
  )
  const words = out
    .split('\n')
    .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter((w) => w && !allowed.has(w.toLowerCase()))
  return [...new Set(words)].sort()
}

export const dictionaryInstalled = (lang: Lang) => DICTIONARY[lang].split(',').every((d) => existsSync(`/usr/share/hunspell/${d}.dic`))
