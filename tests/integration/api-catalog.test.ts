/** Contract tests for the three public catalog calls (api-contract.md), on the route handlers themselves. */
import { afterEach, expect, it } from 'vitest'
import * as allRoute from '../../src/app/api/fetchAllProducts/route'
import * as productRoute from '../../src/app/api/fetchProduct/route'
import * as recommendRoute from '../../src/app/api/fetchRecommendedProducts/route'
import { MAX_BODY_BYTES } from '../../src/lib/api/body'
import { inStoreEan } from '../../src/lib/ean'
import { DRAFT_MARK, DRAFT_WINE, EAN, PUBLISHED_WINES } from './support/fixtures'
import { bodyOf, call, expectError, request, read, streamOf } from './support/http'
import { contractProduct, productList, type ContractProduct } from './support/product-shape'
import { dbSuite } from './support/suite'

const ALL = '/api/fetchAllProducts'
const ONE = '/api/fetchProduct'
const REC = '/api/fetchRecommendedProducts'
const unknownEan = inStoreEan(28, 424242)

const fetchOne = (body: unknown, query = '') => call(productRoute.POST, ONE + query, { method: 'POST', body: body as object })
const fetchRec = (body: unknown) => call(recommendRoute.POST, REC, { method: 'POST', body: body as object })
const rioja = { countryCode: 'ES', colorCode: 'rood', productId: EAN.riojaCrianza, accountId: null }

dbSuite('GET /api/fetchAllProducts', () => {
  it('answers 200 application/json with every published wine as JSON text in `body`, in stock or not', async () => {
    const answer = await call(allRoute.GET, ALL)
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.json as object)).toEqual(['body'])
    const products = productList.parse(bodyOf(answer))
    expect(products.map((p) => p.ean).sort()).toEqual(PUBLISHED_WINES.map((w) => w.ean).sort())
    expect(products.find((p) => p.ean === EAN.baroloUitverkocht)?.stock).toBe(0)
    const cava = products.find((p) => p.ean === EAN.cavaBrut)!
    expect(cava).toMatchObject({ price: 5495, type: 'Doos 6 × 75 cl', colorCode: 'mousserend', countryCode: 'ES' })
  })

  it('never shows drafts: no draft-only wine, and the published version of a wine with a pending draft', async () => {
    const answer = await call(allRoute.GET, ALL)
    expect(answer.text).not.toContain(DRAFT_MARK)
    const products = productList.parse(bodyOf(answer))
    expect(products.some((p) => p.ean === DRAFT_WINE.ean)).toBe(false)
    expect(products.find((p) => p.ean === EAN.sancerre)).toMatchObject({ name: 'Sancerre', stock: 6 })
  })

  it('speaks Dutch by default and English with ?locale=en (falling back to Dutch per field)', async () => {
    const nl = productList.parse(bodyOf(await call(allRoute.GET, ALL)))
    const en = productList.parse(bodyOf(await call(allRoute.GET, `${ALL}?locale=en`)))
    expect(nl.find((p) => p.ean === EAN.chablis)?.name).toBe('Chablis')
    expect(en.find((p) => p.ean === EAN.chablis)?.name).toBe('Chablis (EN)')
    expect(en.find((p) => p.ean === EAN.riojaCrianza)?.name).toBe('Rioja Crianza')
  })

  it('refuses an unknown locale with 400 in the error format', async () => {
    expectError(await call(allRoute.GET, `${ALL}?locale=de`), 400, 'invalid_locale')
  })

  it('answers other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await call(allRoute[method], ALL, { method, body: '{}' })
      expectError(answer, 405, 'method_not_allowed')
      expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    }
    const head = await call(allRoute.HEAD, ALL, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    const options = await call(allRoute.OPTIONS, ALL, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})

dbSuite('POST /api/fetchProduct', () => {
  it('answers 200 with the product as JSON text in `body`', async () => {
    const answer = await fetchOne({ id: EAN.riojaCrianza })
    expect(answer.status).toBe(200)
    const product: ContractProduct = contractProduct.parse(bodyOf(answer))
    expect(product).toMatchObject({
      id: EAN.riojaCrianza,
      ean: EAN.riojaCrianza,
      name: 'Rioja Crianza',
      price: 1295,
      stock: 12,
      colorCode: 'rood',
      countryCode: 'ES',
      grapes: ['Tempranillo'],
      vintage: 2020,
    })
  })

  it('gives the same product as the full list, also when sold out', async () => {
    const all = productList.parse(bodyOf(await call(allRoute.GET, ALL)))
    const barolo = contractProduct.parse(bodyOf(await fetchOne({ id: EAN.baroloUitverkocht })))
    expect(barolo).toEqual(all.find((p) => p.ean === EAN.baroloUitverkocht))
    expect(barolo.stock).toBe(0)
  })

  it('honours ?locale=en', async () => {
    expect(contractProduct.parse(bodyOf(await fetchOne({ id: EAN.chablis }, '?locale=en'))).name).toBe('Chablis (EN)')
  })

  it('answers 404 for an unknown EAN and for a draft-only wine', async () => {
    expectError(await fetchOne({ id: unknownEan }), 404, 'not_found')
    const draft = await fetchOne({ id: DRAFT_WINE.ean })
    expectError(draft, 404, 'not_found')
    expect(draft.text).not.toContain(DRAFT_MARK)
  })

  it('shows the published version of a wine with a pending draft', async () => {
    expect(contractProduct.parse(bodyOf(await fetchOne({ id: EAN.sancerre })))).toMatchObject({ name: 'Sancerre', stock: 6 })
  })

  it.each([
    ['missing id', {}],
    ['null id', { id: null }],
    ['numeric id', { id: Number(EAN.riojaCrianza) }],
    ['wrong check digit', { id: EAN.riojaCrianza.slice(0, 12) + ((Number(EAN.riojaCrianza[12]) + 1) % 10) }],
    ['12 digits', { id: EAN.riojaCrianza.slice(0, 12) }],
    ['letters', { id: 'abcdefghijklm' }],
    ['array body', [EAN.riojaCrianza]],
    ['string body', EAN.riojaCrianza],
  ])('answers 400 for %s', async (_name, body) => {
    const answer = await call(productRoute.POST, ONE, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })
    expectError(answer, 400, 'invalid_request')
  })

  it('answers 400 for malformed JSON, an empty body and invalid UTF-8', async () => {
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: '{"id": "2900000000019"' }), 400, 'invalid_json')
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: '' }), 400, 'invalid_json')
    expectError(await call(productRoute.POST, ONE, { method: 'POST' }), 400, 'invalid_json')
    const badUtf8 = new Uint8Array([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: badUtf8 }), 400, 'invalid_json')
  })

  it('accepts JSON sent as text/plain (what a bare fetch() sends)', async () => {
    const answer = await call(productRoute.POST, ONE, {
      method: 'POST',
      body: JSON.stringify({ id: EAN.chablis }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(contractProduct.parse(bodyOf(answer)).name).toBe('Chablis')
  })

  it('accepts a body of exactly 64 KiB and refuses one byte more with 413', async () => {
    const json = JSON.stringify({ id: EAN.chablis })
    const exact = json + ' '.repeat(MAX_BODY_BYTES - json.length)
    expect(new TextEncoder().encode(exact).byteLength).toBe(MAX_BODY_BYTES)
    expect((await call(productRoute.POST, ONE, { method: 'POST', body: exact })).status).toBe(200)
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: exact + ' ' }), 413, 'payload_too_large')
  })

  it('counts bytes while streaming (no Content-Length) and honours a declared Content-Length', async () => {
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: streamOf(MAX_BODY_BYTES + 1) }), 413, 'payload_too_large')
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: streamOf(5 * 1024 * 1024) }), 413, 'payload_too_large')
    const declared = request(ONE, { method: 'POST', body: '{}', headers: { 'content-length': String(10 * 1024 * 1024) } })
    expectError(await read(await productRoute.POST(declared)), 413, 'payload_too_large')
    // Multi-byte characters count as bytes, not as characters.
    expectError(await call(productRoute.POST, ONE, { method: 'POST', body: JSON.stringify({ id: 'é'.repeat(MAX_BODY_BYTES / 2) }) }), 413)
  })

  it('answers other methods with 405 and Allow: POST', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await call(productRoute[method], ONE, { method })
      expect(answer.status).toBe(405)
      expect(answer.headers.get('allow')).toBe('POST, OPTIONS')
      if (method !== 'HEAD') expectError(answer, 405, 'method_not_allowed')
    }
  })
})

dbSuite('POST /api/fetchRecommendedProducts', () => {
  const score = (p: ContractProduct) => (p.colorCode === 'rood' ? 2 : 0) + (p.countryCode === 'ES' ? 1 : 0)

  it('answers up to 4 in-stock wines, never the product itself, same colour and country first', async () => {
    const answer = await fetchRec(rioja)
    expect(answer.status).toBe(200)
    const products = productList.parse(bodyOf(answer))
    expect(products.map((p) => p.name)).toEqual(['Tempranillo Joven', 'Bordeaux Rouge', 'Cava Brut', 'Chablis'])
    expect(products.every((p) => p.stock > 0 && p.id !== EAN.riojaCrianza)).toBe(true)
    const scores = products.map(score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })

  it('never recommends drafts or sold-out wines, even when they match best', async () => {
    for (const [productId, colorCode, countryCode] of [
      [EAN.tempranilloJoven, 'rood', 'ES'],
      [EAN.bordeauxRouge, 'rood', 'IT'],
      [EAN.chablis, 'wit', 'FR'],
    ] as const) {
      const answer = await fetchRec({ productId, colorCode, countryCode, accountId: '' })
      expect(answer.text).not.toContain(DRAFT_MARK)
      const products = productList.parse(bodyOf(answer))
      expect(products.length).toBeGreaterThan(0)
      expect(products.length).toBeLessThanOrEqual(4)
      expect(products.map((p) => p.ean)).not.toContain(DRAFT_WINE.ean)
      expect(products.map((p) => p.ean)).not.toContain(EAN.baroloUitverkocht)
      expect(products.map((p) => p.ean)).not.toContain(productId)
    }
  })

  it('accepts accountId as null, empty, absent or an id, and a lower-case country code', async () => {
    const expected = bodyOf(await fetchRec(rioja))
    for (const body of [
      { ...rioja, accountId: '' },
      { ...rioja, accountId: 'acc_123' },
      { countryCode: 'es', colorCode: 'rood', productId: EAN.riojaCrianza },
    ]) {
      expect(bodyOf(await fetchRec(body))).toEqual(expected)
    }
  })

  it.each([
    ['missing productId', { countryCode: 'ES', colorCode: 'rood' }],
    ['invalid productId', { ...rioja, productId: '123' }],
    ['unknown colour', { ...rioja, colorCode: 'oranje' }],
    ['three-letter country', { ...rioja, countryCode: 'ESP' }],
    ['numeric accountId', { ...rioja, accountId: 7 }],
    ['oversized accountId', { ...rioja, accountId: 'x'.repeat(201) }],
    ['null body', null],
  ])('answers 400 for %s', async (_name, body) => {
    expectError(await call(recommendRoute.POST, REC, { method: 'POST', body: JSON.stringify(body) }), 400, 'invalid_request')
  })

  it('answers 405 with Allow for GET', async () => {
    const answer = await call(recommendRoute.GET, REC)
    expectError(answer, 405, 'method_not_allowed')
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS')
  })
})

dbSuite('rate limiting of the public calls', () => {
  const saved = process.env.RATE_LIMIT_PER_MINUTE
  afterEach(() => {
    process.env.RATE_LIMIT_PER_MINUTE = saved
  })

  it('answers 429 with Retry-After once a client passes its limit, other clients unaffected', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1' // read calls allow 6 per minute then
    const headers = { 'x-forwarded-for': '203.0.113.7' }
    const statuses: number[] = []
    for (let i = 0; i < 7; i++)
      statuses.push((await call(productRoute.POST, ONE, { method: 'POST', body: { id: EAN.chablis }, headers })).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429])
    const limited = await call(productRoute.POST, ONE, { method: 'POST', body: { id: EAN.chablis }, headers })
    expectError(limited, 429, 'rate_limited')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    // Each call has its own bucket, and another client has its own window.
    expect((await call(allRoute.GET, ALL, { headers })).status).toBe(200)
    expect((await call(productRoute.POST, ONE, { method: 'POST', body: { id: EAN.chablis } })).status).toBe(200)
  })
})
