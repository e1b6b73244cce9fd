/**
 * Alcoholwet art. 2a: no discount above 25 %. The CMS refuses it (Local API and REST, as an
 * editor), and a discount it accepts is the price the public API answers, with the old price beside it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import * as allRoute from '../../src/app/api/fetchAllProducts/route'
import * as productRoute from '../../src/app/api/fetchProduct/route'
import { freshCartLines } from '../../src/features/cart/actions'
import { EAN, USERS } from './support/fixtures'
import { bodyOf, call } from './support/http'
import { login, rest } from './support/payload-http'
import { dbSuite } from './support/suite'

let payload: Payload
let chablisId: number | string
let editorToken: string

const fetchChablis = async () =>
  bodyOf(await call(productRoute.POST, '/api/fetchProduct', { method: 'POST', body: { id: EAN.chablis } })) as Record<string, unknown>

dbSuite('discounts', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    chablisId = (await payload.find({ collection: 'products', where: { ean: { equals: EAN.chablis } }, limit: 1 })).docs[0]!.id
    editorToken = await login(USERS.editor.email, USERS.editor.password)
  })
  afterAll(async () => {
    await payload.update({ collection: 'products', id: chablisId, data: { discountPercent: null } })
  })

  it('an editor cannot save a discount above 25 % (Local API as the editor, and REST)', async () => {
    const editor = (await payload.find({ collection: 'users', where: { email: { equals: USERS.editor.email } }, limit: 1 })).docs[0]!
    for (const bad of [30, 25.5, -5]) {
      await expect(
        payload.update({ collection: 'products', id: chablisId, data: { discountPercent: bad }, user: editor, overrideAccess: false }),
        String(bad),
      ).rejects.toThrow(/discountPercent|Korting/)
    }
    const viaRest = await rest('PATCH', `products/${chablisId}`, { body: { discountPercent: 30 }, token: editorToken })
    expect(viaRest.status).toBe(400)
    expect(viaRest.text).toContain('Alcoholwet')
    const stored = await payload.findByID({ collection: 'products', id: chablisId })
    expect(stored.discountPercent ?? 0).toBe(0)
    expect((await fetchChablis()).price).toBe(1995)
  })

  it('a discount of 25 % or less is saved, and the public API, the list and the cart answer the discounted price', async () => {
    const saved = await rest('PATCH', `products/${chablisId}`, { body: { discountPercent: 25 }, token: editorToken })
    expect(saved.status).toBe(200)
    // 1995 − floor(498.75) = 1497 cents.
    expect(await fetchChablis()).toMatchObject({ price: 1497, originalPrice: 1995, discountPercent: 25 })
    const all = bodyOf(await call(allRoute.GET, '/api/fetchAllProducts')) as Array<Record<string, unknown>>
    expect(all.find((p) => p.ean === EAN.chablis)).toMatchObject({ price: 1497, originalPrice: 1995 })
    expect(all.find((p) => p.ean === EAN.riojaCrianza)).toMatchObject({ price: 1295, originalPrice: null, discountPercent: 0 })
    expect(await freshCartLines({ locale: 'nl', ids: [EAN.chablis] })).toEqual([expect.objectContaining({ id: EAN.chablis, price: 1497 })])
  })

  it('a discount above the cap that reached the database another way is not applied', async () => {
    await payload.db.updateOne({ collection: 'products', id: chablisId, data: { discountPercent: 40 } })
    expect(await fetchChablis()).toMatchObject({ price: 1995, originalPrice: null, discountPercent: 0 })
  })
})
