/**
 * Foundation §3: the demo seed fills a database through Payload (every field validated as an editor's
 * input would be), on SQLite and on Postgres alike, and what it makes is what a visitor then sees.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { dbSuite } from './support/suite'
import { WINES } from '../../src/cms/seed/wines'
import { demoEan } from '../../src/cms/seed/ean'

let payload: Payload

dbSuite('demo seed', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    const { seedShop } = await import('../../src/cms/seed')
    await seedShop(payload)
  }, 240_000)

  it('every seeded wine is published, with an image, in Dutch and English', async () => {
    const { getAllProducts } = await import('../../src/features/catalog/queries')
    const [nl, en] = [await getAllProducts('nl'), await getAllProducts('en')]
    for (const w of WINES) {
      const ean = demoEan(w)
      const shown = nl.find((p) => p.ean === ean)
      expect(shown, w.name.nl).toMatchObject({ name: w.name.nl, price: w.price, stock: w.stock, type: w.type.nl, colorCode: w.colorCode })
      expect(shown!.image?.url, w.name.nl).toMatch(/^\/api\/media\/file\/.+\.webp$/)
      expect(en.find((p) => p.ean === ean)?.type).toBe(w.type.en)
    }
  })

  it('the shop settings, navigation, footer and home page are filled in both languages', async () => {
    const site = await payload.findGlobal({ slug: 'site', locale: 'nl' })
    expect(site.shopName).toBe('Kelder & Kurk')
    expect(site.kvk).toMatch(/^\d{8}$/)
    const nav = await payload.findGlobal({ slug: 'navigation', locale: 'en' })
    expect(nav.links?.map((l) => l.href)).toEqual(['/over-ons', '/wijnwijzer', '/contact', '/voor-handelaren', '/'])
    const home = await payload.findGlobal({ slug: 'home', locale: 'en', depth: 0 })
    expect(home.hero?.heading).toBe('Wine worth sharing')
    expect(home.featured).toHaveLength(6)
    const footer = await payload.findGlobal({ slug: 'footer', locale: 'en' })
    expect(footer.columns?.[0]?.heading).toBe('Webshop')
    expect(footer.ageNotice).toMatch(/under 18/)
  })

  it('the cookie consent settings are seeded in both languages, and the storefront reads them', async () => {
    const nl = await payload.findGlobal({ slug: 'cookie-consent', locale: 'nl' })
    expect(nl.texts?.accept).toBe('Accepteren')
    expect(nl.position).toBe('bottom-right')
    expect(nl.ga4MeasurementId ?? null).toBeNull()
    expect(nl.cookies?.map((c) => [c.cookieId, c.group, c.name])).toEqual([
      ['necessary', 'necessary', 'Essentiële cookies'],
      ['ga4', 'optional', 'Analytische cookies'],
      ['functional', 'optional', 'Functionele cookies'],
    ])
    expect(nl.cookies?.[1]?.targetCookieIds).toEqual(['_ga', '_ga_*'])
    const en = await payload.findGlobal({ slug: 'cookie-consent', locale: 'en' })
    expect(en.texts?.decline).toBe('Necessary only')
    expect(en.cookies?.[1]?.name).toBe('Analytics cookies')
    expect(en.cookies?.[1]?.links?.[0]?.label).toBe('Google’s privacy policy')
    // Without a measurement id (CMS or env) the analytics cookie is not offered at all.
    const { getConsentConfig } = await import('../../src/features/consent/queries')
    const saved = process.env.GA4_MEASUREMENT_ID
    delete process.env.GA4_MEASUREMENT_ID
    try {
      expect((await getConsentConfig('nl')).cookies.map((c) => c.id)).toEqual(['necessary', 'functional'])
      process.env.GA4_MEASUREMENT_ID = 'G-ENV1234'
      const config = await getConsentConfig('en')
      expect(config.measurementId).toBe('G-ENV1234')
      expect(config.cookies.map((c) => c.id)).toEqual(['necessary', 'ga4', 'functional'])
      expect(config.cookies[0]!.links[0]!.url).toBe('/en/legal/privacy-policy')
    } finally {
      if (saved === undefined) delete process.env.GA4_MEASUREMENT_ID
      else process.env.GA4_MEASUREMENT_ID = saved
    }
  })

  it('articles link to wines of the shop and have a hero image', async () => {
    const { docs } = await payload.find({
      collection: 'articles',
      where: { slug: { equals: 'witte-wijn-bij-vis' } },
      depth: 1,
      locale: 'nl',
    })
    const article = docs[0]!
    expect(article.heroImage).toMatchObject({ url: expect.stringMatching(/\.webp$/) })
    const wines = (article.products ?? []) as { ean: string; colorCode: string }[]
    expect(wines.length).toBeGreaterThanOrEqual(2)
    for (const w of wines) expect(w.colorCode).toBe('wit')
  })

  it("an article's body links the wines it names in bold to their product pages (issue #19)", async () => {
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { RichText } = await import('../../src/features/content/RichText')
    const { getArticle, getWineNames } = await import('../../src/features/guide/queries')
    const { wineLinkIndex } = await import('../../src/features/guide/wine-links')
    const { localizedPath } = await import('../../src/lib/seo')
    const names = await getWineNames()
    const ean = (name: string) => demoEan(WINES.find((w) => w.name.nl === name)!)
    const body = async (slug: string, locale: 'nl' | 'en') => {
      const article = (await getArticle(slug, locale))!
      const index = wineLinkIndex(names, locale)
      const boldLink = (text: string) => {
        const found = index.find(text)
        return found ? localizedPath(`/producten/${found}`, locale) : null
      }
      return renderToStaticMarkup(createElement(RichText, { data: article.content, locale, boldLink }))
    }

    const dessert = await body('wijn-bij-dessert', 'nl')
    // Sauternes is sold out in the demo: it still links (its page offers similar wines and an alert).
    expect(dessert).toContain(`<a href="/producten/${ean('Sauternes')}"><strong>Sauternes</strong></a>`)
    expect(dessert).toContain(`<a href="/producten/${ean('Pedro Ximénez')}"><strong>Pedro ximénez</strong></a>`)
    expect(dessert.match(new RegExp(`href="/producten/${ean("Moscato d'Asti")}"`, 'g'))).toHaveLength(2)
    // Bold text that names no wine stays plain bold.
    expect(dessert).toContain('<strong>Port</strong>')
    expect(dessert).not.toMatch(/<a [^>]*><strong>Port<\/strong>/)

    const fish = await body('witte-wijn-bij-vis', 'en')
    expect(fish).toContain(`<a href="/en/producten/${ean('Picpoul de Pinet')}"><strong>Picpoul de Pinet</strong></a>`)
    expect(fish).toContain(`<a href="/en/producten/${ean('Vinho Verde')}"><strong>Vinho Verde</strong></a>`)

    // The fixtures hold a second published "Sancerre": a name two wines share links neither.
    const white = await body('goede-witte-wijn', 'nl')
    expect(white).toContain('<strong>Sancerre</strong>')
    expect(white).not.toContain('><strong>Sancerre</strong></a>')
  })

  it('a database that already holds a shop is marked as seeded and left alone', async () => {
    // The fixtures (and now the seed above) put wines in this database without the marker.
    const { prepareShop } = await import('../../src/cms/seed/prepare')
    const before = await payload.count({ collection: 'products' })
    expect(await prepareShop(payload)).toEqual({ seeded: false, reason: 'existing-shop' })
    expect(await prepareShop(payload)).toEqual({ seeded: false, reason: 'already-seeded' })
    expect((await payload.count({ collection: 'products' })).totalDocs).toBe(before.totalDocs)
    expect((await payload.find({ collection: 'users', where: { email: { equals: 'admin@kelderenkurk.nl' } } })).totalDocs).toBe(0)
    expect((await payload.findGlobal({ slug: 'shop-install' })).demo).toBe(false)
  })
})
