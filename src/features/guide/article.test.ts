import { describe, expect, it } from 'vitest'
import {
  groupByCategory,
  lexicalWordCount,
  normalizeSearch,
  readingMinutesOf,
  relatedArticles,
  searchArticles,
  searchQueryFrom,
  toArticleSummary,
  type ArticleSummary,
} from './article'
import { articleJsonLd } from './jsonld'

const a = (id: number, slug: string, category: ArticleSummary['category'], title = slug, summary = ''): ArticleSummary => ({
  id,
  slug,
  title,
  summary,
  category,
  readingMinutes: 3,
  image: null,
  publishedAt: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
})

const lexical = (...paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

describe('reading time', () => {
  it('counts the words of a Lexical document', () => {
    expect(lexicalWordCount(lexical('Witte wijn bij vis', 'is 100% lekker'))).toBe(6)
  })
  it('uses the editor value when set, else 200 words a minute, at least 1', () => {
    expect(readingMinutesOf(7, lexical('kort'))).toBe(7)
    expect(readingMinutesOf(null, lexical('kort'))).toBe(1)
    expect(readingMinutesOf(undefined, lexical(Array(401).fill('woord').join(' ')))).toBe(3)
    expect(readingMinutesOf(0, null)).toBe(1)
  })
})

describe('article summary', () => {
  it('maps a CMS document with its hero image', () => {
    const s = toArticleSummary({
      id: 4,
      slug: 'wijn-bij-kaas',
      title: 'Wijn bij kaas',
      summary: 'Kort',
      category: 'eten-en-wijn',
      readingMinutes: 5,
      heroImage: {
        url: '/api/media/file/kaas.webp',
        alt: 'Kaasplank',
        width: 1600,
        height: 900,
        sizes: { card: { url: '/api/media/file/kaas-640.webp', width: 640 } },
      },
      content: lexical('x'),
      publishedAt: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-02T08:00:00.000Z',
    })
    expect(s).toMatchObject({
      id: 4,
      category: 'eten-en-wijn',
      readingMinutes: 5,
      image: {
        url: '/api/media/file/kaas.webp',
        alt: 'Kaasplank',
        srcSet: '/api/media/file/kaas-640.webp 640w, /api/media/file/kaas.webp 1600w',
      },
    })
  })
  it('has no image when the upload is only an id', () => {
    expect(
      toArticleSummary({ id: 1, slug: 's', title: 't', summary: '', category: 'beginners', heroImage: 12, updatedAt: '' }).image,
    ).toBeNull()
  })
})

describe('index grouping and search', () => {
  const all = [
    a(1, 'wijn-bij-kaas', 'eten-en-wijn', 'Wijn bij kaas', 'Welke wijn past bij een kaasplank?'),
    a(2, 'rode-wijn-bewaren', 'bewaren-en-schenken', 'Rode wijn bewaren', 'Temperatuur en ligging'),
    a(3, 'wijn-voor-beginners', 'beginners', 'Wijn voor beginners', 'Waar begin je? Rosé, rood of wit.'),
    a(4, 'witte-wijn-bij-vis', 'eten-en-wijn', 'Witte wijn bij vis', 'Frisse wijnen bij vis'),
  ]

  it('groups per category in the fixed order and leaves empty ones out', () => {
    expect(groupByCategory(all).map((g) => [g.category, g.articles.map((x) => x.id)])).toEqual([
      ['beginners', [3]],
      ['eten-en-wijn', [1, 4]],
      ['bewaren-en-schenken', [2]],
    ])
  })

  it('finds articles by every word of the query in title or summary, accents ignored', () => {
    expect(searchArticles(all, 'kaas').map((x) => x.id)).toEqual([1])
    expect(searchArticles(all, 'ROSE').map((x) => x.id)).toEqual([3])
    expect(searchArticles(all, 'wijn vis').map((x) => x.id)).toEqual([4])
    expect(searchArticles(all, 'wijn champagne')).toEqual([])
    expect(searchArticles(all, '  ').map((x) => x.id)).toEqual([1, 2, 3, 4])
  })

  it('normalises search text', () => {
    expect(normalizeSearch('Rosé & Crémant—Zoet!')).toBe('rose cremant zoet')
  })

  it('reads ?q= safely', () => {
    expect(searchQueryFrom(' kaas ')).toBe('kaas')
    expect(searchQueryFrom(['vis', 'kaas'])).toBe('vis')
    expect(searchQueryFrom(undefined)).toBe('')
    expect(searchQueryFrom('x'.repeat(500))).toHaveLength(100)
  })

  it('picks related articles: chosen first, then same category, never itself', () => {
    expect(relatedArticles(all[0]!, [2, 1], all).map((x) => x.id)).toEqual([2, 4])
    expect(relatedArticles(all[0]!, [], all, 1).map((x) => x.id)).toEqual([4])
    expect(relatedArticles(all[0]!, [99], all).map((x) => x.id)).toEqual([4])
  })
})

describe('Article JSON-LD', () => {
  it('has absolute URLs, dates and the shop as publisher', () => {
    const ld = articleJsonLd({
      title: 'Wijn bij kaas',
      description: 'Kort',
      url: 'https://shop.example/wijnwijzer/wijn-bij-kaas',
      image: { url: '/api/media/file/kaas.webp', alt: '', width: 10, height: 10 },
      publishedAt: '2026-10-01T08:00:00.000Z',
      updatedAt: '2026-10-02T08:00:00.000Z',
      locale: 'nl',
      shopName: 'Kelder & Kurk',
      origin: 'https://shop.example',
    })
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Wijn bij kaas',
      inLanguage: 'nl-NL',
      image: ['https://shop.example/api/media/file/kaas.webp'],
      datePublished: '2026-10-01T08:00:00.000Z',
      dateModified: '2026-10-02T08:00:00.000Z',
      publisher: { '@type': 'Organization', name: 'Kelder & Kurk' },
    })
  })
})
