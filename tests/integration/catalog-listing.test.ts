/**
 * The catalog page's data from the database (features/catalog/listing.ts), on SQLite and Postgres:
 * filters, sort, paging, facet counts and the search box, on the published wines only.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { parseCatalogQuery, PAGE_SIZE } from '../../src/features/catalog'
import { findCatalogPage, getCatalogFacets } from '../../src/features/catalog/listing'
import { inStoreEan } from '../../src/lib/ean'
import { DRAFT_MARK, EAN } from './support/fixtures'
import { dbSuite } from './support/suite'

let payload: Payload
const page = (params: Record<string, string>, locale: 'nl' | 'en' = 'nl') => findCatalogPage(parseCatalogQuery(params), locale)
const names = async (params: Record<string, string>, locale: 'nl' | 'en' = 'nl') => (await page(params, locale)).items.map((p) => p.name)

dbSuite('the catalog from the database', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
  })

  it('filters by colour and country, and never shows a draft', async () => {
    expect(await names({ kleur: 'rood', land: 'es' })).toEqual(['Rioja Crianza', 'Tempranillo Joven'])
    const all = await page({})
    expect(all.total).toBe(8)
    expect(JSON.stringify(all.items)).not.toContain(DRAFT_MARK)
  })

  it('filters by grape (any case) and by dish', async () => {
    expect(await names({ druif: 'merlot' })).toEqual(['Bordeaux Rouge'])
    expect(await names({ eten: 'kaas' })).toEqual(['Tawny Port'])
    expect(await names({ eten: 'vis,rood-vlees', sorteer: 'naam' })).toEqual(['Chablis', 'Rioja Crianza'])
  })

  it('puts what can be bought first, then sorts by name; sorts by the bottle price both ways', async () => {
    const popular = await names({})
    expect(popular.at(-1)).toBe('Barolo')
    expect(popular.slice(0, 3)).toEqual(['Bordeaux Rouge', 'Cava Brut', 'Chablis'])
    // The Cava is a box of six at € 54,95: € 9,16 a bottle, between the € 7,95 and the € 10,95 wine.
    expect((await names({ sorteer: 'prijs-op' })).slice(0, 3)).toEqual(['Tempranillo Joven', 'Cava Brut', 'Bordeaux Rouge'])
    expect((await names({ sorteer: 'prijs-af' }))[0]).toBe('Barolo')
  })

  it('judges a box by its bottle price in the price filter', async () => {
    expect(await names({ min: '9', max: '10' })).toEqual(['Cava Brut'])
    expect(await names({ min: '50' })).toEqual([])
    // A new price for the box moves its bottle price with it.
    const cava = (await payload.find({ collection: 'products', where: { ean: { equals: EAN.cavaBrut } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'products', id: cava.id, data: { price: 4200 } })
    try {
      expect(await names({ max: '7' })).toEqual(['Cava Brut'])
    } finally {
      await payload.update({ collection: 'products', id: cava.id, data: { price: 5495 } })
    }
  })

  it('ranks "Populair" by the units sold lately, then the merchant\'s pick, then by name', async () => {
    const idOf = async (ean: string) =>
      (await payload.find({ collection: 'products', where: { ean: { equals: ean } }, limit: 1 })).docs[0]!.id
    const [sancerre, chablis, rioja] = await Promise.all([EAN.sancerre, EAN.chablis, EAN.riojaCrianza].map(idOf))
    const paidOrder = (mark: string, product: number, quantity: number, paidAt: Date, status = 'paid') => ({
      orderNumber: mark,
      status,
      locale: 'nl',
      lines: [{ product, ean: 'x', name: 'Wijn', unitPrice: 1000, quantity, lineTotal: 1000 * quantity }],
      subtotal: 1000 * quantity,
      shipping: 0,
      total: 1000 * quantity,
      provider: 'test',
      sessionId: mark,
      paidAt: paidAt.toISOString(),
    })
    const weeksAgo = (n: number) => new Date(Date.now() - n * 7 * 86_400_000)
    const orders = [
      paidOrder('KK-POP-1', sancerre, 3, weeksAgo(1)),
      paidOrder('KK-POP-2', rioja, 1, weeksAgo(2), 'delivered'),
      // Sold too long ago, and an order that was never paid: neither counts.
      paidOrder('KK-POP-3', chablis, 9, weeksAgo(20)),
      paidOrder('KK-POP-4', chablis, 9, weeksAgo(1), 'expired'),
    ]
    const created = []
    for (const data of orders) created.push(await payload.create({ collection: 'orders', data: data as never }))
    const home = await payload.findGlobal({ slug: 'home', depth: 0 })
    await payload.updateGlobal({
      slug: 'home',
      data: { hero: { heading: home.hero?.heading || 'Welkom' }, featured: [await idOf(EAN.tawnyPort)] },
    })
    try {
      const popular = await names({})
      expect(popular.slice(0, 4)).toEqual(['Sancerre', 'Rioja Crianza', 'Tawny Port', 'Bordeaux Rouge'])
      expect(popular.at(-1)).toBe('Barolo')
    } finally {
      for (const doc of created) await payload.delete({ collection: 'orders', id: doc.id })
      await payload.updateGlobal({
        slug: 'home',
        data: { hero: { heading: home.hero?.heading || 'Welkom' }, featured: (home.featured ?? []) as number[] },
      })
    }
  })

  it('filters and sorts by the price a shopper pays, after a discount', async () => {
    const bordeaux = (await payload.find({ collection: 'products', where: { ean: { equals: EAN.bordeauxRouge } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'products', id: bordeaux.id, data: { discountPercent: 25 } })
    try {
      // € 10,95 less 25 % is € 8,22: now under € 9 and the cheapest wine but one.
      expect(await names({ max: '9', sorteer: 'prijs-op' })).toEqual(['Tempranillo Joven', 'Bordeaux Rouge'])
      expect((await page({ max: '9' })).items.find((p) => p.ean === EAN.bordeauxRouge)?.price).toBe(822)
    } finally {
      await payload.update({ collection: 'products', id: bordeaux.id, data: { discountPercent: null } })
    }
    expect(await names({ max: '9' })).toEqual(['Tempranillo Joven'])
  })

  it('pages through a longer range in a stable order', async () => {
    const extra = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => i)
    const created = []
    for (const i of extra) {
      created.push(
        await payload.create({
          collection: 'products',
          data: {
            ean: inStoreEan(29, 5000 + i),
            name: `Huiswijn ${String(i).padStart(2, '0')}`,
            type: 'Fles 75 cl',
            producer: 'Kelder',
            unit: 'fles',
            price: 650,
            stock: 10,
            colorCode: 'rose',
            countryCode: 'NL',
            region: 'Limburg',
            grapes: ['Pinot Noir'],
            alcohol: 12,
            servingTemperature: '8-10 °C',
            description: 'Een huiswijn.',
            tastingNotes: 'Fris.',
            taste: { body: 2, sweetness: 2, acidity: 3, tannin: 1 },
            _status: 'published',
          },
        }),
      )
    }
    try {
      const first = await page({ kleur: 'rose' })
      const second = await page({ kleur: 'rose', page: '2' })
      expect([first.total, first.pageCount, first.items.length, second.items.length, second.page]).toEqual([
        PAGE_SIZE + 3,
        2,
        PAGE_SIZE,
        3,
        2,
      ])
      expect([...first.items, ...second.items].map((p) => p.name)).toEqual(extra.map((i) => `Huiswijn ${String(i).padStart(2, '0')}`))
      // A page past the end shows the last page.
      expect((await page({ kleur: 'rose', page: '9' })).page).toBe(2)
    } finally {
      for (const doc of created) await payload.delete({ collection: 'products', id: doc.id })
    }
  })

  it('counts each facet among the wines matching the other choices', async () => {
    const red = await getCatalogFacets(parseCatalogQuery({ kleur: 'rood' }))
    // Its own choice leaves a facet alone: every colour still shows its count next to "rood".
    expect(red.kleur.map((f) => f.count)).toEqual([1, 1, 4, 2])
    expect(red.land).toEqual([
      { value: 'ES', count: 2 },
      { value: 'FR', count: 1 },
      { value: 'IT', count: 1 },
    ])
    const redSpain = await getCatalogFacets(parseCatalogQuery({ kleur: 'rood', land: 'es,it' }))
    expect(redSpain.druif).toEqual([
      { value: 'Nebbiolo', count: 1 },
      { value: 'Tempranillo', count: 2 },
    ])
    expect(redSpain.kleur.find((f) => f.value === 'mousserend')?.count).toBe(1)
    // A search and a price limit narrow the counts too.
    expect((await getCatalogFacets(parseCatalogQuery({ zoek: 'tempranillo', max: '10' }))).land).toEqual([{ value: 'ES', count: 1 }])
  })

  it('counts facet values over the published wines', async () => {
    const facets = await getCatalogFacets()
    expect(facets.kleur).toEqual([
      { value: 'dessert', count: 1 },
      { value: 'mousserend', count: 1 },
      { value: 'rood', count: 4 },
      { value: 'wit', count: 2 },
    ])
    expect(facets.land.find((f) => f.value === 'ES')?.count).toBe(3)
    expect(facets.druif.find((f) => f.value === 'Tempranillo')?.count).toBe(2)
    expect(facets.druif.some((f) => f.value === 'Garnacha')).toBe(false) // only the draft has it
    expect(facets.eten.find((f) => f.value === 'kaas')?.count).toBe(1)
  })

  it('searches forgiving accents and typos, in Dutch and English, combined with the filters', async () => {
    // Best match first: the word in the name weighs more than the grape.
    expect(await names({ zoek: 'tempranilo' })).toEqual(['Tempranillo Joven', 'Rioja Crianza'])
    expect(await names({ zoek: 'tempranillo', max: '10' })).toEqual(['Tempranillo Joven'])
    expect(await names({ zoek: 'penedes' })).toEqual(['Cava Brut'])
    expect(await names({ zoek: 'frankrijk', kleur: 'wit', sorteer: 'naam' })).toEqual(['Chablis', 'Sancerre'])
    expect(await names({ zoek: 'france', kleur: 'wit', sorteer: 'naam' }, 'en')).toEqual(['Chablis (EN)', 'Sancerre'])
    expect(await names({ zoek: 'chablis' }, 'en')).toEqual(['Chablis (EN)'])
    expect((await page({ zoek: 'blauwbessenjam' })).total).toBe(0)
    // The draft's grape and name are not searchable.
    expect((await page({ zoek: 'garnacha' })).total).toBe(0)
    expect((await page({ zoek: DRAFT_MARK })).total).toBe(0)
  })

  it('finds a wine saved after the last search', async () => {
    expect((await page({ zoek: 'nebbiolo' })).items.map((p) => p.name)).toEqual(['Barolo'])
    const barolo = (await payload.find({ collection: 'products', where: { ean: { equals: EAN.baroloUitverkocht } }, limit: 1 })).docs[0]!
    await payload.update({ collection: 'products', id: barolo.id, data: { grapes: ['Nebbiolo', 'Barbera'] } })
    expect(await names({ zoek: 'barbera' })).toEqual(['Barolo'])
  })
})
