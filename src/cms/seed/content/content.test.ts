import { beforeAll, describe, expect, it } from 'vitest'
import { COLOR_CODES, PAIRINGS } from '../../../features/catalog/vocabulary'
import { ARTICLE_CATEGORIES, GUIDE_SLUGS } from '../../../features/guide/slugs'
import { ARTICLES } from './articles'
import { FAQ_CATEGORIES, FAQS } from './faq'
import { PAGES } from './pages'
import { pickWines, type WineFacts } from './pick'
import { linksIn, readingMinutes, wordCount } from './text'
import type { Localized } from './types'
import { SHOP } from './pages/shop'

const ARTICLE_SLUGS = ARTICLES.map((a) => a.slug) as string[]
const PAGE_ROUTES = [
  '/contact',
  '/over-ons',
  '/voor-handelaren',
  '/legal/algemene-voorwaarden',
  '/legal/privacy-policy',
  '/legal/leeftijdscontrole',
  '/wijnwijzer',
]
const CATALOG_PARAMS: Record<string, readonly string[]> = { kleur: COLOR_CODES, eten: PAIRINGS }

/** Whether an internal link points at a route the shop has, with catalog filters it understands. */
function isKnownRoute(href: string): boolean {
  const url = new URL(href, 'http://shop.test')
  if (url.hash) return false
  if (url.pathname === '/') {
    return [...url.searchParams].every(([key, value]) => CATALOG_PARAMS[key]?.includes(value) ?? false)
  }
  if (url.search) return false
  const guide = /^\/wijnwijzer\/([a-z0-9-]+)$/.exec(url.pathname)
  if (guide) return ARTICLE_SLUGS.includes(guide[1]!)
  return PAGE_ROUTES.includes(url.pathname)
}

const allMarkdown: Array<{ where: string; markdown: string }> = [
  ...ARTICLES.flatMap((a) => (['nl', 'en'] as const).map((l) => ({ where: `article ${a.slug} (${l})`, markdown: a.body[l] }))),
  ...PAGES.flatMap((p) => (['nl', 'en'] as const).map((l) => ({ where: `page ${p.slug} (${l})`, markdown: p.body[l] }))),
]

const filled = (v: Localized) => v.nl.trim().length > 0 && v.en.trim().length > 0 && v.nl !== v.en

describe('wijnwijzer articles', () => {
  it('are all 27 guide slugs of spec §2, each with a known category', () => {
    expect([...ARTICLE_SLUGS].sort()).toEqual([...GUIDE_SLUGS].sort())
    for (const a of ARTICLES) {
      expect(GUIDE_SLUGS).toContain(a.slug)
      expect(ARTICLE_CATEGORIES).toContain(a.category)
    }
  })

  it.each(ARTICLES.map((a) => [a.slug, a] as const))('%s has 700-1200 Dutch words and a full English translation', (_slug, a) => {
    const nl = wordCount(a.body.nl)
    expect(nl).toBeGreaterThanOrEqual(700)
    expect(nl).toBeLessThanOrEqual(1200)
    // A faithful translation is about as long as the original.
    expect(wordCount(a.body.en) / nl).toBeGreaterThan(0.85)
    expect(wordCount(a.body.en) / nl).toBeLessThan(1.25)
    // Same structure: as many headings and links in both languages.
    const headings = (md: string) => md.match(/^#{2,3} /gm)?.length ?? 0
    expect(headings(a.body.en)).toBe(headings(a.body.nl))
    expect(linksIn(a.body.en)).toEqual(linksIn(a.body.nl))
  })

  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    '%s has title, summary and a meta description of at most 160 characters',
    (_slug, a) => {
      expect(filled(a.title) && filled(a.summary) && filled(a.metaDescription)).toBe(true)
      expect(a.metaDescription.nl.length).toBeLessThanOrEqual(160)
      expect(a.metaDescription.en.length).toBeLessThanOrEqual(160)
      expect(a.body.nl).toMatch(/^## /m)
      expect(Date.parse(a.publishedAt)).toBeLessThan(Date.parse('2026-11-23'))
    },
  )

  it.each(ARTICLES.map((a) => [a.slug, a] as const))('%s links to catalog filters and to at least two other articles', (_slug, a) => {
    const links = linksIn(a.body.nl)
    expect(links.some((l) => l.startsWith('/?'))).toBe(true)
    const others = new Set(links.filter((l) => l.startsWith('/wijnwijzer/') && l !== `/wijnwijzer/${a.slug}`))
    expect(others.size).toBeGreaterThanOrEqual(2)
  })

  it('reading time is words / 200, rounded up', () => {
    expect(readingMinutes('woord '.repeat(201))).toBe(2)
    expect(readingMinutes('woord '.repeat(200))).toBe(1)
    expect(readingMinutes('[tekst](/?kleur=wit&eten=vis) ## **kop**')).toBe(1)
    expect(wordCount('Schenk op 8 tot 10 °C, zie [wijn bij kaas](/wijnwijzer/wijn-bij-kaas).')).toBe(8)
  })
})

describe('pages', () => {
  it('are all the pages the shop routes to', () => {
    expect(PAGES.map((p) => p.slug).sort()).toEqual(
      [
        'algemene-voorwaarden',
        'betaling-geannuleerd',
        'betaling-geslaagd',
        'betaling-verwerken',
        'contact',
        'leeftijdscontrole',
        'over-ons',
        'privacy-policy',
        'voor-handelaren',
      ].sort(),
    )
  })

  it.each(PAGES.map((p) => [p.slug, p] as const))('%s has nl and en title, intro, meta description (max 160) and body', (_slug, p) => {
    expect(filled(p.title) && filled(p.intro) && filled(p.metaDescription) && filled(p.body)).toBe(true)
    expect(p.metaDescription.nl.length).toBeLessThanOrEqual(160)
    expect(p.metaDescription.en.length).toBeLessThanOrEqual(160)
    expect(linksIn(p.body.en)).toEqual(linksIn(p.body.nl))
  })

  it('the privacy statement names a processor per role, what a buyer must give and why, and the embeds (issue #15 §3)', () => {
    const privacy = PAGES.find((p) => p.slug === 'privacy-policy')!
    for (const [lang, must] of [
      [
        'nl',
        [
          '**Betalen:** Stripe',
          '**Bezorgen:**',
          '**Hosting van de webshop',
          '**E-mail (bevestigingen, nieuwsbrief):**',
          '## Welke gegevens je moet geven',
          'youtube-nocookie.com',
          'Vimeo',
          'reviewwidget',
          'Waine: waar je vraag verwerkt wordt',
        ],
      ],
      [
        'en',
        [
          '**Payment:** Stripe',
          '**Delivery:**',
          '**Hosting of the shop',
          '**Email (confirmations, newsletter):**',
          '## Which data you must give',
          'youtube-nocookie.com',
          'Vimeo',
          'review widget',
          'Waine: where your question is processed',
        ],
      ],
    ] as const) {
      for (const text of must) expect(privacy.body[lang], `${lang}: ${text}`).toContain(text)
      // No conditional promise about a language model: the page states it from the configuration.
      expect(privacy.body[lang]).not.toMatch(/Als we .* taalmodel|If we use an external language model/)
    }
  })

  it('the terms hold what Dutch distance selling requires', () => {
    const terms = PAGES.find((p) => p.slug === 'algemene-voorwaarden')!.body.nl
    for (const must of [
      `KvK-nummer: ${SHOP.kvk}`,
      SHOP.btw,
      `${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}`,
      'inclusief 21% btw',
      '18 jaar',
      'identiteitsbewijs',
      '14 dagen',
      'Modelformulier voor herroeping',
      'Overeenkomst herroepen',
      'Herroeping bevestigen',
      'geopende fles',
      'wettelijke garantie',
      'Klachten',
      'bevoegde rechter',
      '€ 7,95',
      '€ 75',
    ]) {
      expect(terms).toContain(must)
    }
  })

  it('the privacy policy covers the AVG essentials', () => {
    const privacy = PAGES.find((p) => p.slug === 'privacy-policy')!.body.nl
    for (const must of [
      'artikel 6 lid 1 onder a',
      'onder b',
      'onder c',
      'onder f',
      'Stripe',
      'Google Analytics',
      'toestemming',
      'Waine',
      'bewaren',
      'Autoriteit Persoonsgegevens',
      'in te zien',
      'verwijderen',
    ]) {
      expect(privacy).toContain(must)
    }
  })

  it('the accepted-payment page says ID is checked and there is no delivery to neighbours', () => {
    const accepted = PAGES.find((p) => p.slug === 'betaling-geslaagd')!.body.nl
    expect(accepted).toContain('identiteitsbewijs')
    expect(accepted).toContain('niet bij de buren')
  })
})

describe('links in the content', () => {
  it.each(allMarkdown.map((m) => [m.where, m.markdown] as const))('%s: every link resolves', (_where, markdown) => {
    for (const href of linksIn(markdown)) {
      if (href.startsWith('/')) expect(isKnownRoute(href), href).toBe(true)
      else expect(href, href).toMatch(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?)$/)
    }
  })

  it('the route check refuses what does not exist', () => {
    expect(isKnownRoute('/?kleur=wit&eten=vis')).toBe(true)
    expect(isKnownRoute('/wijnwijzer/wijn-bij-kaas')).toBe(true)
    expect(isKnownRoute('/?kleur=paars')).toBe(false)
    expect(isKnownRoute('/?smaak=zoet')).toBe(false)
    expect(isKnownRoute('/wijnwijzer/bestaat-niet')).toBe(false)
    expect(isKnownRoute('/klantenservice')).toBe(false)
  })
})

describe('FAQ', () => {
  it('has at least 25 questions, each with a Dutch and an English question and answer', () => {
    expect(FAQS.length).toBeGreaterThanOrEqual(25)
    for (const f of FAQS) {
      expect(filled(f.question) && filled(f.answer), f.question.nl).toBe(true)
      expect(f.question.nl.endsWith('?') && f.question.en.endsWith('?'), f.question.nl).toBe(true)
    }
    expect(new Set(FAQS.map((f) => f.question.nl)).size).toBe(FAQS.length)
  })

  it('spreads the questions over the six categories', () => {
    expect(FAQ_CATEGORIES.map((c) => c.slug)).toEqual([
      'bestellen',
      'betalen',
      'verzending-en-bezorging',
      'retourneren-en-herroepen',
      'wijn-en-bewaren',
      'zakelijk',
    ])
    for (const c of FAQ_CATEGORIES) {
      expect(filled(c.name)).toBe(true)
      expect(FAQS.filter((f) => f.category === c.slug).length, c.slug).toBeGreaterThanOrEqual(4)
    }
    for (const f of FAQS) expect(FAQ_CATEGORIES.map((c) => c.slug)).toContain(f.category)
  })

  it('states the shipping rule, the ID check and the payment methods', () => {
    const text = FAQS.map((f) => f.answer.nl).join('\n')
    for (const must of ['€ 7,95', '€ 75', 'identiteitsbewijs', 'iDEAL | Wero', 'Bancontact', 'creditcard']) expect(text).toContain(must)
  })
})

describe('pickWines', () => {
  const wine = (id: number, colorCode: string, pairings: string[], stock = 5, tannin = 3): WineFacts => ({
    id,
    colorCode,
    pairings,
    stock,
    taste: { tannin },
  })
  const catalog = [
    wine(1, 'wit', ['vis'], 0),
    wine(2, 'rood', ['rood-vlees', 'kaas'], 4, 2),
    wine(3, 'wit', ['vis', 'kaas']),
    wine(4, 'rood', ['wild'], 8, 5),
    wine(5, 'wit', ['schaaldieren']),
    wine(6, 'dessert', ['kaas', 'dessert']),
    wine(7, 'wit', ['kaas']),
  ]

  it('takes in-stock wines that fit first, sold-out ones only to fill up', () => {
    expect(pickWines(catalog, { colors: ['wit'], pairings: ['vis', 'schaaldieren'], count: 3 })).toEqual([3, 5, 1])
    expect(pickWines(catalog, { colors: ['wit'], pairings: ['vis'], count: 1 })).toEqual([3])
  })

  it('prefers firm wines when asked, and mixes colours for a cheese board', () => {
    expect(pickWines(catalog, { colors: ['rood'], preferTannin: true, count: 2 })).toEqual([4, 2])
    expect(pickWines(catalog, { pairings: ['kaas'], mixColors: true, count: 3 })).toEqual([2, 3, 6])
  })

  it('returns nothing when the catalog is empty', () => {
    expect(pickWines([], { colors: ['wit'], count: 3 })).toEqual([])
  })
})

describe('markdown to Lexical', () => {
  type Node = { type?: string; format?: number | string; text?: string; children?: Node[]; fields?: { url?: string } }
  let convert: (markdown: string) => { root: Node }

  beforeAll(async () => {
    const { default: configPromise } = await import('../../../payload.config')
    const { markdownConverter } = await import('./lexical')
    convert = (await markdownConverter(await configPromise)) as unknown as typeof convert
  }, 60_000)

  const walk = (n: Node, visit: (n: Node) => void) => {
    visit(n)
    for (const c of n.children ?? []) walk(c, visit)
  }

  it.each(allMarkdown.map((m) => [m.where, m.markdown] as const))(
    '%s: links, headings and text survive, no stray italics or markup',
    (_where, markdown) => {
      const doc = convert(markdown)
      const links: string[] = []
      let headings = 0
      walk(doc.root, (n) => {
        if (n.type === 'link') links.push(n.fields?.url ?? '')
        if (n.type === 'heading') headings++
        if (n.type === 'text') {
          // Bit 2 is italic: an unescaped asterisk in the source would turn text italic.
          expect(Number(n.format) & 2, n.text).toBe(0)
          expect(n.text, n.text).not.toMatch(/\*\*|\]\(|^#/)
        }
      })
      expect(links).toEqual(linksIn(markdown))
      expect(headings).toBe(markdown.match(/^#{2,3} /gm)?.length ?? 0)
    },
  )
})
