/**
 * Issue #15 §2 on the real database: an admin leaves demo mode only with the go-live checklist
 * green, the refusal says what is open and changes nothing, the review ticks are stamped with who
 * and when (a stamp sent along is ignored), and the shop settings refuse a KvK or btw-id that
 * cannot be right, with a Dutch message.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { SHOP } from '../../src/cms/seed/content/pages/shop'
import { USERS } from './support/fixtures'
import { login, rest } from './support/payload-http'
import { dbSuite } from './support/suite'

let payload: Payload
let adminToken: string
const ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'DEMO_ADMIN_EMAIL'] as const
const saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]))

const install = () => payload.findGlobal({ slug: 'shop-install', overrideAccess: true, depth: 0 })
const patchInstall = (body: object) => rest('POST', 'globals/shop-install', { token: adminToken, body })
const patchSite = (body: object) => rest('POST', 'globals/site', { token: adminToken, body })
const placeholders = {
  kvk: SHOP.kvk,
  btwNumber: SHOP.btw,
  street: SHOP.street,
  postalCode: SHOP.postalCode,
  city: SHOP.city,
  phone: SHOP.phone,
  email: SHOP.email,
}

dbSuite('going live', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    adminToken = await login(USERS.admin.email, USERS.admin.password)
    await payload.updateGlobal({ slug: 'site', overrideAccess: true, data: placeholders })
    await payload.updateGlobal({ slug: 'shop-install', overrideAccess: true, data: { demo: true } })
    // The fixtures' "Over ons" is written by hand (no prompts); the demo admin here is nobody.
    process.env.DEMO_ADMIN_EMAIL = 'demo-beheerder@test.kelderenkurk.nl'
  })
  afterAll(() => {
    for (const k of ENV) {
      if (saved[k] === undefined) delete process.env[k]
      else process.env[k] = saved[k]
    }
  })

  it('refuses to leave demo mode while items are open, says which, and changes nothing', async () => {
    const answer = await patchInstall({ demo: false })
    expect(answer.status).toBe(400)
    for (const open of ['KvK-nummer', 'Btw-id', 'Adres', 'Algemene voorwaarden nagekeken', 'Stripe live-sleutel'])
      expect(answer.text).toContain(open)
    expect((await install()).demo).toBe(true)
  })

  it('stamps a review tick with the admin and the time, and ignores a stamp sent along', async () => {
    const before = Date.now()
    const answer = await patchInstall({
      termsReviewed: true,
      termsReviewedBy: 'iemand anders',
      termsReviewedAt: '2000-01-01T00:00:00.000Z',
    })
    expect(answer.status).toBe(200)
    const stamped = await install()
    expect(stamped.termsReviewedBy).toBe(USERS.admin.email)
    expect(new Date(stamped.termsReviewedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    await patchInstall({ termsReviewed: false })
    expect(await install()).toMatchObject({ termsReviewed: false, termsReviewedAt: null, termsReviewedBy: null })
  })

  it('refuses a KvK number or btw-id that cannot be right, in Dutch, and keeps the old value', async () => {
    const kvk = await patchSite({ kvk: '1234' })
    expect(kvk.status).toBe(400)
    expect(kvk.text).toContain('8 cijfers')
    const btw = await patchSite({ btwNumber: 'NL862345678B01' })
    expect(btw.status).toBe(400)
    expect(btw.text).toContain('controlecijfer')
    expect((await payload.findGlobal({ slug: 'site', overrideAccess: true })).btwNumber).toBe(SHOP.btw)
  })

  it('leaves demo mode once everything is green', async () => {
    expect(
      (
        await patchSite({
          kvk: '12345678',
          btwNumber: 'NL123456782B01',
          street: 'Kerkstraat 4',
          postalCode: '1017 GB',
          city: 'Amsterdam',
          phone: '020 123 45 67',
          email: 'info@wijnhuis.nl',
        })
      ).status,
    ).toBe(200)
    process.env.STRIPE_SECRET_KEY = 'sk_live_integratietest'
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_integratietest'
    process.env.SMTP_URL = 'smtp://localhost:2525'
    // One item still open: the answer names only that one.
    const almost = await patchInstall({ termsReviewed: true, demo: false })
    expect(almost.status).toBe(400)
    expect(almost.text).toContain('Privacyverklaring nagekeken')
    expect(almost.text).not.toContain('KvK-nummer')
    expect((await install()).demo).toBe(true)

    const live = await patchInstall({ termsReviewed: true, privacyReviewed: true, demo: false })
    expect(live.status).toBe(200)
    expect(await install()).toMatchObject({ demo: false, privacyReviewedBy: USERS.admin.email })
  })
})
