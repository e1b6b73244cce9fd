/**
 * Reads the seeded articles, pages and FAQ from Markdown files with YAML front matter (issue #18), so
 * the demo's prose is text a person edits, not TypeScript. Each text is two files, `{slug}.nl.md`
 * and `{slug}.en.md`: the front matter holds the texts about the text (title, summary or intro,
 * meta description), the rest of the file is the Markdown body. What both languages share (an
 * article's category, date and wines) is in the Dutch file only, so it cannot drift apart.
 *
 * The shop's identity and promises are written as placeholders, `{{shop.name}}` or
 * `{{promise.freeShipping}}`, and filled here from `pages/shop.ts` and `promise-texts.ts`; an
 * unknown one stops the seed with the file it is in. See docs/architecture.md, "Seeded content".
 *
 * Runs under tsx and vitest (seed, tests, scripts), never in the Next bundle: it reads files.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { z } from 'zod'
import { COLOR_CODES, PAIRINGS } from '../../../features/catalog'
import { ARTICLE_CATEGORIES, GUIDE_SLUGS, type GuideSlug } from '../../../features/guide/slugs'
import { SHOP } from './pages/shop'
import { PROMISE_TEXT } from './promise-texts'
import type { ArticleSeed, FaqCategorySeed, FaqSeed, Localized, PageSeed } from './types'

type Lang = 'nl' | 'en'

/** Every placeholder a seeded text may use, with its value in one language. */
export function placeholderValues(lang: Lang): Record<string, string> {
  return {
    'shop.name': SHOP.name,
    'shop.street': SHOP.street,
    'shop.postalCode': SHOP.postalCode,
    'shop.city': SHOP.city,
    'shop.kvk': SHOP.kvk,
    'shop.btw': SHOP.btw,
    'shop.phone': SHOP.phone,
    'shop.email': SHOP.email,
    'promise.freeShipping': PROMISE_TEXT.freeShipping[lang],
    'promise.delivery': PROMISE_TEXT.delivery[lang],
    'promise.deliveryShort': PROMISE_TEXT.deliveryShort[lang],
    'promise.reply': PROMISE_TEXT.reply[lang],
  }
}

/** What may follow a placeholder's name after `|`: a sentence used mid-sentence starts lower case. */
const FILTERS: Record<string, (value: string) => string> = {
  lowerFirst: (value) => value.charAt(0).toLowerCase() + value.slice(1),
}

/**
 * `text` with every `{{name}}` or `{{name | filter}}` replaced by its value. An unknown name or
 * filter, or a brace pair that is not a placeholder, throws an error that names `where` and, when
 * `firstLine` says on which line of the file `text` starts, the line.
 */
export function fillPlaceholders(text: string, values: Record<string, string>, where: string, firstLine?: number): string {
  return text.replace(/\{\{([^{}]*)\}\}|\{\{|\}\}/g, (whole, inner: string | undefined, offset: number) => {
    const at = firstLine === undefined ? where : `${where}, line ${firstLine + text.slice(0, offset).split('\n').length - 1}`
    if (inner === undefined) throw new Error(`${at}: "${whole}" is not part of a {{placeholder}}`)
    const [name = '', filter, ...rest] = inner.split('|').map((part) => part.trim())
    if (rest.length > 0) throw new Error(`${at}: ${whole} has more than one filter; a placeholder takes at most one`)
    if (!Object.hasOwn(values, name)) {
      const known = Object.keys(values).map((k) => `{{${k}}}`)
      throw new Error(`${at}: unknown placeholder ${whole}; known are ${known.join(', ')}`)
    }
    const value = values[name]!
    if (filter === undefined) return value
    const apply = FILTERS[filter]
    if (!apply) throw new Error(`${at}: unknown filter "${filter}" in ${whole}; known are ${Object.keys(FILTERS).join(', ')}`)
    return apply(value)
  })
}

/** Unquoted, `title: {{shop.name}}` is a YAML mapping and `title: Wijn: rood` is no YAML at all. */
const QUOTE_HINT = ' (put a text that starts with {{ or contains ": " between quotes)'

/**
 * The front matter (between a first line `---` and the next line `---`) parsed as YAML, and the
 * body after it (blank lines between the closing `---` and the text left out) with the line of
 * the file it starts on.
 */
export function splitFrontMatter(source: string, where: string): { data: unknown; body: string; bodyLine: number } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const match = /^---\n([\s\S]*?)^---[ \t]*(?:\n|$)/m.exec(text)
  if (!match || match.index !== 0) {
    throw new Error(`${where}: the file must start with front matter: a line "---", the fields, and a closing line "---"`)
  }
  let data: unknown
  try {
    data = YAML.parse(match[1]!)
  } catch (error) {
    throw new Error(`${where}: the front matter is not valid YAML: ${(error as Error).message}${QUOTE_HINT}`)
  }
  const body = text.slice(match[0].length).replace(/^\n+/, '')
  return { data, body, bodyLine: text.slice(0, text.length - body.length).split('\n').length }
}

const nonEmpty = z.string().refine((s) => s.trim().length > 0, { message: 'must not be empty' })
const ARTICLE_TEXTS = z.strictObject({ title: nonEmpty, summary: nonEmpty, metaDescription: nonEmpty })
const ARTICLE_SHARED = z.strictObject({
  category: z.enum(ARTICLE_CATEGORIES),
  publishedAt: z.string().refine((s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)), {
    message: 'must be a date such as 2026-09-22T08:00:00.000Z',
  }),
  wines: z.strictObject({
    colors: z.array(z.enum(COLOR_CODES)).optional(),
    pairings: z.array(z.enum(PAIRINGS)).optional(),
    preferTannin: z.boolean().optional(),
    mixColors: z.boolean().optional(),
    count: z.number().int().min(1),
  }),
})
const SHARED_KEYS = Object.keys(ARTICLE_SHARED.shape)
const ARTICLE_NL = ARTICLE_TEXTS.extend(ARTICLE_SHARED.shape)
const PAGE_TEXTS = z.strictObject({ title: nonEmpty, intro: nonEmpty, metaDescription: nonEmpty })
const FAQ_TEXTS = z.strictObject({ name: nonEmpty })
const FAQ_NL = FAQ_TEXTS.extend({ order: z.number().int() })

function validate<S extends z.ZodType>(schema: S, data: unknown, where: string): z.output<S> {
  const result = schema.safeParse(data ?? {})
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`)
  const hint = result.error.issues.some((issue) => issue.code === 'invalid_type' && issue.expected === 'string') ? QUOTE_HINT : ''
  throw new Error(`${where}: front matter is not right: ${issues.join('; ')}${hint}`)
}

type Read = { lang: Lang; data: unknown; body: string; bodyLine: number; where: string }

/** Both language files of one slug, read; `where` names each file for errors. */
function readPair(dir: string, slug: string): Record<Lang, Read> {
  const read = (lang: Lang): Read => {
    const file = path.join(dir, `${slug}.${lang}.md`)
    const where = path.relative(process.cwd(), file) || file
    let source: string
    try {
      source = readFileSync(file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      throw new Error(`${where} is missing: every text needs a Dutch and an English file`)
    }
    return { lang, ...splitFrontMatter(source, where), where }
  }
  return { nl: read('nl'), en: read('en') }
}

/** The `.md` files in `dir` that are not the two files of a listed slug: a typo or a forgotten list entry. */
function checkNoStrays(dir: string, slugs: readonly string[], listedIn: string): void {
  const expected = new Set(slugs.flatMap((s) => [`${s}.nl.md`, `${s}.en.md`]))
  const strays = readdirSync(dir).filter((name) => name.endsWith('.md') && !expected.has(name))
  if (strays.length > 0) {
    throw new Error(`${path.relative(process.cwd(), dir) || dir}: ${strays.join(', ')} belong to no known slug (${listedIn})`)
  }
}

const localized = (nl: string, en: string): Localized => ({ nl, en })
/** A front-matter text of one file, its placeholders filled. */
const field = (file: Read, key: string, value: string) => fillPlaceholders(value, placeholderValues(file.lang), `${file.where} (${key})`)
/** The body of one file, its placeholders filled. */
const body = (file: Read) => fillPlaceholders(file.body, placeholderValues(file.lang), file.where, file.bodyLine)

/** The articles of `dir`, in the order of `slugs` (the guide's slugs by default). */
export function loadArticles(dir: string, slugs: readonly GuideSlug[] = GUIDE_SLUGS): ArticleSeed[] {
  checkNoStrays(dir, slugs, 'GUIDE_SLUGS in src/features/guide/slugs.ts')
  return slugs.map((slug) => {
    const files = readPair(dir, slug)
    const { en: enFile } = files
    const shared = SHARED_KEYS.filter((key) => enFile.data && typeof enFile.data === 'object' && key in enFile.data)
    if (shared.length > 0) {
      const verb = shared.length === 1 ? 'is' : 'are'
      throw new Error(
        `${enFile.where}: ${shared.join(', ')} ${verb} shared by both languages and ${verb === 'is' ? 'belongs' : 'belong'} in ${slug}.nl.md only`,
      )
    }
    const nl = validate(ARTICLE_NL, files.nl.data, files.nl.where)
    const en = validate(ARTICLE_TEXTS, enFile.data, enFile.where)
    const both = (key: 'title' | 'summary' | 'metaDescription') => localized(field(files.nl, key, nl[key]), field(enFile, key, en[key]))
    return {
      slug,
      category: nl.category,
      publishedAt: nl.publishedAt,
      title: both('title'),
      summary: both('summary'),
      metaDescription: both('metaDescription'),
      body: localized(body(files.nl), body(enFile)),
      wines: nl.wines,
    }
  })
}

/** The pages of `dir`, in the order of `slugs`. */
export function loadPages(dir: string, slugs: readonly string[]): PageSeed[] {
  checkNoStrays(dir, slugs, 'PAGE_SLUGS in src/cms/seed/content/pages/index.ts')
  return slugs.map((slug) => {
    const files = readPair(dir, slug)
    const nl = validate(PAGE_TEXTS, files.nl.data, files.nl.where)
    const en = validate(PAGE_TEXTS, files.en.data, files.en.where)
    const both = (key: 'title' | 'intro' | 'metaDescription') => localized(field(files.nl, key, nl[key]), field(files.en, key, en[key]))
    return {
      slug,
      title: both('title'),
      intro: both('intro'),
      metaDescription: both('metaDescription'),
      body: localized(body(files.nl), body(files.en)),
    }
  })
}

/** Escapes an answer line that starts with `#` (a heading otherwise); one backslash is removed on reading. */
const ESCAPED_HASH = /^\\(\\*#)/

/**
 * The questions of one FAQ file: each `## ` line is a question, the plain text up to the next one
 * (blank lines around it left out) its answer. A line of an answer that starts with `#` is written
 * `\#` (one backslash more, read back without it); an unescaped `#` line that is no `## ` question,
 * or text before the first question, is an error.
 */
function faqEntries(file: Read): { question: string; answer: string }[] {
  const values = placeholderValues(file.lang)
  const entries: { question: string; answer: string }[] = []
  let current: { question: string; questionLine: number; lines: string[]; firstLine: number } | undefined
  const finish = () => {
    if (!current) return
    const lines = current.lines
    let first = 0
    while (first < lines.length && lines[first]!.trim() === '') first++
    let last = lines.length
    while (last > first && lines[last - 1]!.trim() === '') last--
    if (first === last) throw new Error(`${file.where}, line ${current.questionLine}: the question "${current.question}" has no answer`)
    entries.push({
      question: fillPlaceholders(current.question, values, file.where, current.questionLine),
      answer: fillPlaceholders(lines.slice(first, last).join('\n'), values, file.where, current.firstLine + first),
    })
  }
  file.body.split('\n').forEach((line, index) => {
    const lineNumber = file.bodyLine + index
    const heading = /^##[ \t]+(.*)$/.exec(line)
    if (heading) {
      finish()
      const question = heading[1]!.trim()
      if (question === '') throw new Error(`${file.where}, line ${lineNumber}: a "## " line without a question`)
      current = { question, questionLine: lineNumber, lines: [], firstLine: lineNumber + 1 }
    } else if (line.startsWith('#')) {
      throw new Error(
        `${file.where}, line ${lineNumber}: a question starts with "## "; write a line of an answer that starts with # as \\#`,
      )
    } else if (current) {
      current.lines.push(line.replace(ESCAPED_HASH, '$1'))
    } else if (line.trim() !== '') {
      throw new Error(`${file.where}, line ${lineNumber}: text before the first question; each question is a "## " line`)
    }
  })
  finish()
  return entries
}

/**
 * The FAQ of `dir`: per category `{slug}.nl.md` and `{slug}.en.md`, with `name` in the front
 * matter (and `order` in the Dutch file only), and the questions and answers in the body (see
 * faqEntries). The two files pair their questions by position. Categories come in the order of
 * `order`, questions in file order.
 */
export function loadFaq(dir: string): { categories: FaqCategorySeed[]; faqs: FaqSeed[] } {
  const slugs = readdirSync(dir)
    .filter((name) => name.endsWith('.nl.md'))
    .map((name) => name.slice(0, -'.nl.md'.length))
  checkNoStrays(dir, slugs, 'every FAQ category is a {slug}.nl.md and a {slug}.en.md')
  const read = slugs.map((slug) => {
    const files = readPair(dir, slug)
    if (files.en.data && typeof files.en.data === 'object' && 'order' in files.en.data) {
      throw new Error(`${files.en.where}: order is shared by both languages and belongs in ${slug}.nl.md only`)
    }
    const nl = validate(FAQ_NL, files.nl.data, files.nl.where)
    const en = validate(FAQ_TEXTS, files.en.data, files.en.where)
    const category: FaqCategorySeed = {
      slug,
      name: localized(field(files.nl, 'name', nl.name), field(files.en, 'name', en.name)),
      order: nl.order,
    }
    const nlEntries = faqEntries(files.nl)
    const enEntries = faqEntries(files.en)
    if (nlEntries.length !== enEntries.length) {
      throw new Error(
        `${files.nl.where} has ${nlEntries.length} questions and ${files.en.where} ${enEntries.length}; they pair by position, so the counts must match`,
      )
    }
    const faqs = nlEntries.map((entry, i): FaqSeed => ({
      category: slug,
      question: localized(entry.question, enEntries[i]!.question),
      answer: localized(entry.answer, enEntries[i]!.answer),
    }))
    return { category, faqs, where: files.nl.where }
  })
  read.sort((a, b) => a.category.order - b.category.order)
  read.forEach((r, i) => {
    const previous = read[i - 1]
    if (previous && previous.category.order === r.category.order) {
      throw new Error(`${previous.where} and ${r.where} have the same order ${r.category.order}`)
    }
  })
  return { categories: read.map((r) => r.category), faqs: read.flatMap((r) => r.faqs) }
}
