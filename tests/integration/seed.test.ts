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

  it('articles link to wines of the shop and have a hero image', async () => {
    const { docs } = await payload.find({ collection: 'articles', where: { slug: { equals: 'witte-wijn-bij-vis' } }, depth: 1, locale: 'nl' })
    const article = docs[0]!
    expect(article.heroImage).toMatchObject({ url: expect.stringMatching(/\.webp$/) })
    const wines = (article.products ?? []) as { ean: string; colorCode: string }[]
    expect(wines.length).toBeGreaterThanOrEqual(2)
    for (const w of wines) expect(w.colorCode).toBe('wit')
  })

  it('the demo admin can log in', async () => {
    const { DEMO_ADMIN } = await import('../../src/cms/seed')
    const { user } = await payload.login({ collection: 'users', data: DEMO_ADMIN })
    expect(user?.roles).toContain('admin')
  })
})
