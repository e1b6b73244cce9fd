import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fillPlaceholders, loadArticles, loadFaq, loadPages, placeholderValues, splitFrontMatter } from './markdown'
import { SHOP } from './pages/shop'
import { PROMISE_TEXT } from './promise-texts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A directory with these files in it. */
function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kk-markdown-'))
  dirs.push(dir)
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
  return dir
}

const page = (title: string, body = 'Tekst.\n') => `---\ntitle: ${title}\nintro: Intro\nmetaDescription: Meta\n---\n\n${body}`
const ARTICLE_NL = `---
title: Titel
summary: Samenvatting
metaDescription: Meta
category: beginners
publishedAt: 2026-09-22T08:00:00.000Z
wines:
  colors: [wit]
  count: 2
---

## Kop
`
const ARTICLE_EN = '---\ntitle: Title\nsummary: Summary\nmetaDescription: Meta\n---\n\n## Heading\n'

describe('placeholders', () => {
  it('fill in the shop identity and the promise sentence of the language', () => {
    const nl = fillPlaceholders('{{shop.name}}: {{ promise.freeShipping }}', placeholderValues('nl'), 'x.nl.md')
    expect(nl).toBe(`${SHOP.name}: ${PROMISE_TEXT.freeShipping.nl}`)
    const en = fillPlaceholders('{{promise.freeShipping}}', placeholderValues('en'), 'x.en.md')
    expect(en).toBe(PROMISE_TEXT.freeShipping.en)
  })

  it('take the filter lowerFirst for a sentence used mid-sentence', () => {
    const text = fillPlaceholders('per vervoerder: {{promise.deliveryShort | lowerFirst}}', placeholderValues('nl'), 'x.nl.md')
    expect(text).toBe(`per vervoerder: ${PROMISE_TEXT.deliveryShort.nl.charAt(0).toLowerCase()}${PROMISE_TEXT.deliveryShort.nl.slice(1)}`)
  })

  it('throw on an unknown placeholder, naming the file, the line and the known ones', () => {
    const fill = () => fillPlaceholders('Eerste regel.\nWelkom bij {{shop.naam}}.', placeholderValues('nl'), 'pages/over-ons.nl.md', 7)
    expect(fill).toThrow(/^pages\/over-ons\.nl\.md, line 8: unknown placeholder \{\{shop\.naam\}\}; known are .*\{\{shop\.name\}\}/)
  })

  it('throw on an unknown filter and on braces that are not a placeholder', () => {
    expect(() => fillPlaceholders('{{shop.name | upper}}', placeholderValues('nl'), 'a.nl.md')).toThrow(
      'a.nl.md: unknown filter "upper" in {{shop.name | upper}}; known are lowerFirst',
    )
    expect(() => fillPlaceholders('Mail {{shop.email}', placeholderValues('nl'), 'a.nl.md')).toThrow(
      'a.nl.md: "{{" is not part of a {{placeholder}}',
    )
  })

  it('stop the loader with the file the unknown placeholder is in', () => {
    const dir = folder({ 'p.nl.md': page('Over {{shop.nam}}'), 'p.en.md': page('About') })
    expect(() => loadPages(dir, ['p'])).toThrow(/p\.nl\.md \(title\): unknown placeholder \{\{shop\.nam\}\}/)
    const inBody = folder({ 'p.nl.md': page('Over ons'), 'p.en.md': page('About', 'Hello.\n\nMail us: {{shop.mail}}\n') })
    // The body starts on line 7 of the file (after the front matter and a blank line).
    expect(() => loadPages(inBody, ['p'])).toThrow(/p\.en\.md, line 9: unknown placeholder \{\{shop\.mail\}\}/)
  })
})

describe('front matter', () => {
  it('is split from the body, which keeps its text byte for byte', () => {
    const { data, body, bodyLine } = splitFrontMatter('---\ntitle: Wijn\n---\n\n## Kop\n\nTekst  \n', 'a.nl.md')
    expect(data).toEqual({ title: 'Wijn' })
    expect(body).toBe('## Kop\n\nTekst  \n')
    expect(bodyLine).toBe(5)
    // Windows line ends read the same.
    expect(splitFrontMatter('---\r\ntitle: Wijn\r\n---\r\nTekst\r\n', 'a.nl.md')).toEqual({
      data: { title: 'Wijn' },
      body: 'Tekst\n',
      bodyLine: 4,
    })
  })

  it('must be there and be YAML', () => {
    expect(() => splitFrontMatter('## Kop\n', 'a.nl.md')).toThrow('a.nl.md: the file must start with front matter')
    expect(() => splitFrontMatter('---\ntitle: Wijn\n', 'a.nl.md')).toThrow('a.nl.md: the file must start with front matter')
    expect(() => splitFrontMatter('---\ntitle: Wijn: rood\n---\n', 'a.nl.md')).toThrow('a.nl.md: the front matter is not valid YAML')
  })

  it('of a page is checked field by field, naming the file', () => {
    const dir = folder({ 'p.nl.md': '---\ntitle: Over ons\nmetaDescription: Meta\nauthor: Jan\n---\nTekst\n', 'p.en.md': page('About') })
    expect(() => loadPages(dir, ['p'])).toThrow(/p\.nl\.md: front matter is not right: intro: .*; front matter: Unrecognized key: "author"/)
  })

  it('says to quote a value that starts with a placeholder', () => {
    const alone = folder({ 'p.nl.md': page('{{shop.name}}'), 'p.en.md': page('About') })
    expect(() => loadPages(alone, ['p'])).toThrow(/p\.nl\.md: front matter is not right: title: .*between quotes/)
    const first = folder({ 'p.nl.md': page('{{shop.name}} over ons'), 'p.en.md': page('About') })
    expect(() => loadPages(first, ['p'])).toThrow(/p\.nl\.md: the front matter is not valid YAML: .*between quotes/)
    const quoted = folder({ 'p.nl.md': page("'{{shop.name}} over ons'"), 'p.en.md': page('About') })
    expect(loadPages(quoted, ['p'])[0]!.title.nl).toBe(`${SHOP.name} over ons`)
  })

  it('of an article keeps category, date and wines in the Dutch file only', () => {
    const slug = 'wijnglazen'
    const ok = folder({ [`${slug}.nl.md`]: ARTICLE_NL, [`${slug}.en.md`]: ARTICLE_EN })
    expect(loadArticles(ok, [slug])).toEqual([
      {
        slug,
        category: 'beginners',
        publishedAt: '2026-09-22T08:00:00.000Z',
        title: { nl: 'Titel', en: 'Title' },
        summary: { nl: 'Samenvatting', en: 'Summary' },
        metaDescription: { nl: 'Meta', en: 'Meta' },
        body: { nl: '## Kop\n', en: '## Heading\n' },
        wines: { colors: ['wit'], count: 2 },
      },
    ])
    const twice = folder({
      [`${slug}.nl.md`]: ARTICLE_NL,
      [`${slug}.en.md`]: ARTICLE_EN.replace('---\n\n', 'category: beginners\n---\n\n'),
    })
    expect(() => loadArticles(twice, [slug])).toThrow(
      `${slug}.en.md: category is shared by both languages and belongs in ${slug}.nl.md only`,
    )
  })

  it('of an article names a wrong category, date or wine colour', () => {
    const slug = 'wijnglazen'
    const wrong = ARTICLE_NL.replace('beginners', 'kaas').replace('2026-09-22T08:00:00.000Z', 'gisteren').replace('[wit]', '[groen]')
    const dir = folder({ [`${slug}.nl.md`]: wrong, [`${slug}.en.md`]: ARTICLE_EN })
    expect(() => loadArticles(dir, [slug])).toThrow(
      /wijnglazen\.nl\.md: front matter is not right: category: .*; publishedAt: must be a date .*; wines\.colors\.0: /,
    )
  })
})

describe('files', () => {
  it('come in pairs: a missing language is named', () => {
    const dir = folder({ 'p.nl.md': page('Over ons') })
    expect(() => loadPages(dir, ['p'])).toThrow(/p\.en\.md is missing/)
  })

  it('that belong to no listed slug stop the loader', () => {
    const dir = folder({ 'p.nl.md': page('Over ons'), 'p.en.md': page('About'), 'q.nl.md': page('Extra') })
    expect(() => loadPages(dir, ['p'])).toThrow(/q\.nl\.md belong to no known slug \(PAGE_SLUGS/)
  })
})

const faqFile = (front: string, body: string) => `---\n${front}\n---\n\n${body}`

describe('FAQ', () => {
  it('pairs the questions of both files by position, categories by order', () => {
    const dir = folder({
      'b.nl.md': faqFile('name: Betalen\norder: 2', '## Hoe betaal ik?\n\nMet iDEAL.\n'),
      'b.en.md': faqFile('name: Payment', '## How do I pay?\n\nWith iDEAL.\n'),
      'a.nl.md': faqFile('name: Bestellen\norder: 1', '## Vraag een?\n\nAntwoord een.\n\n## Vraag twee?\nMail {{shop.email}}.\n'),
      'a.en.md': faqFile('name: Ordering', '## Question one?\n\nAnswer one.\n\n## Question two?\n\nMail {{shop.email}}.\n'),
    })
    expect(loadFaq(dir)).toEqual({
      categories: [
        { slug: 'a', name: { nl: 'Bestellen', en: 'Ordering' }, order: 1 },
        { slug: 'b', name: { nl: 'Betalen', en: 'Payment' }, order: 2 },
      ],
      faqs: [
        { category: 'a', question: { nl: 'Vraag een?', en: 'Question one?' }, answer: { nl: 'Antwoord een.', en: 'Answer one.' } },
        {
          category: 'a',
          question: { nl: 'Vraag twee?', en: 'Question two?' },
          answer: { nl: `Mail ${SHOP.email}.`, en: `Mail ${SHOP.email}.` },
        },
        { category: 'b', question: { nl: 'Hoe betaal ik?', en: 'How do I pay?' }, answer: { nl: 'Met iDEAL.', en: 'With iDEAL.' } },
      ],
    })
  })

  it('keeps a plain-text answer exactly, Markdown-looking lines included; a # line is written \\#', () => {
    const answer = [
      '- geen lijst',
      '> geen citaat',
      '1. geen nummer',
      '',
      '#2 en ## midden in de regel',
      '## geen kop',
      '\\# een backslash',
      '**niet vet**',
    ]
    const written = answer.map((line) => (/^\\*#/.test(line) ? `\\${line}` : line)).join('\n')
    const dir = folder({
      'a.nl.md': faqFile('name: A\norder: 1', `## Vraag?\n\n${written}\n\n## Nog een?\n\nJa.\n`),
      'a.en.md': faqFile('name: A', '## Question?\n\nYes.\n\n## Another?\n\nYes.\n'),
    })
    const { faqs } = loadFaq(dir)
    expect(faqs[0]!.answer.nl).toBe(answer.join('\n'))
    expect(faqs.map((f) => f.question.nl)).toEqual(['Vraag?', 'Nog een?'])
  })

  it('names both files when the question counts differ, and keeps order in the Dutch file', () => {
    const uneven = folder({
      'a.nl.md': faqFile('name: A\norder: 1', '## Een?\n\nJa.\n\n## Twee?\n\nJa.\n'),
      'a.en.md': faqFile('name: A', '## One?\n\nYes.\n'),
    })
    expect(() => loadFaq(uneven)).toThrow(/a\.nl\.md has 2 questions and .*a\.en\.md 1; they pair by position/)
    const order = folder({
      'a.nl.md': faqFile('name: A\norder: 1', '## Een?\n\nJa.\n'),
      'a.en.md': faqFile('name: A\norder: 1', '## One?\n\nYes.\n'),
    })
    expect(() => loadFaq(order)).toThrow(/a\.en\.md: order is shared by both languages and belongs in a\.nl\.md only/)
  })

  it('names the line of text before the first question, an unescaped # line and a question without answer', () => {
    const en = faqFile('name: A', '## One?\n\nYes.\n')
    const before = folder({ 'a.nl.md': faqFile('name: A\norder: 1', 'Inleiding.\n\n## Een?\n\nJa.\n'), 'a.en.md': en })
    expect(() => loadFaq(before)).toThrow(/a\.nl\.md, line 6: text before the first question/)
    const hash = folder({ 'a.nl.md': faqFile('name: A\norder: 1', '## Een?\n\n# Ja.\n'), 'a.en.md': en })
    expect(() => loadFaq(hash)).toThrow(/a\.nl\.md, line 8: .*as \\#/)
    const empty = folder({ 'a.nl.md': faqFile('name: A\norder: 1', '## Een?\n\n## Twee?\n\nJa.\n'), 'a.en.md': en })
    expect(() => loadFaq(empty)).toThrow(/a\.nl\.md, line 6: the question "Een\?" has no answer/)
  })
})
