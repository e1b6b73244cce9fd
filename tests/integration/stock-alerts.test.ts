/**
 * Issue #19: "mail me als hij er weer is" on a sold-out wine. Double opt-in (nothing but the
 * confirmation mail before the link is used); when the wine comes back, one mail per confirmed alert,
 * and never a second one.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { confirmStockAlert, requestStockAlert } from '../../src/features/stock-alerts/service'
import { dbSuite } from './support/suite'

let payload: Payload
const mailsTo = async (to: string) => (await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
const token = (text: string) => /\/voorraadmelding\/bevestigen\/(\d+-[A-Za-z0-9_-]{32})/.exec(text)?.[1]

dbSuite('back-in-stock alerts', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
  })

  it('mails once when a sold-out wine is back, only to who confirmed', async () => {
    const wine = (await payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, limit: 1, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'products', id: wine.id, data: { stock: 0, _status: 'published' }, overrideAccess: true, context: { system: true } })

    expect(await requestStockAlert({ email: 'Wachter@Voorbeeld.nl', ean: wine.ean, locale: 'nl' })).toBe('mailed')
    expect(await requestStockAlert({ email: 'twijfelaar@voorbeeld.nl', ean: wine.ean, locale: 'nl' })).toBe('mailed')
    expect(await requestStockAlert({ email: 'x@voorbeeld.nl', ean: '2100000099999', locale: 'nl' })).toBe('no-such-wine')
    const [confirmation] = await mailsTo('wachter@voorbeeld.nl')
    expect(confirmation!.subject).toContain('Bevestig je voorraadmelding')
    expect(await confirmStockAlert(`${token(confirmation!.text!)!.slice(0, -4)}AAAA`)).toBe('invalid')
    expect(await confirmStockAlert(token(confirmation!.text!)!)).toBe('confirmed')

    await payload.update({ collection: 'products', id: wine.id, data: { stock: 12, _status: 'published' }, overrideAccess: true, context: { system: true } })
    const back = (await mailsTo('wachter@voorbeeld.nl')).map((m) => m.subject)
    expect(back).toEqual([expect.stringContaining('Bevestig'), expect.stringContaining('is er weer')])
    // Who never confirmed gets nothing more than the confirmation mail.
    expect(await mailsTo('twijfelaar@voorbeeld.nl')).toHaveLength(1)

    // Sold out and back again: the alert was used up, no second mail.
    await payload.update({ collection: 'products', id: wine.id, data: { stock: 0, _status: 'published' }, overrideAccess: true, context: { system: true } })
    await payload.update({ collection: 'products', id: wine.id, data: { stock: 5, _status: 'published' }, overrideAccess: true, context: { system: true } })
    expect(await mailsTo('wachter@voorbeeld.nl')).toHaveLength(2)
    const alerts = await payload.find({ collection: 'stock-alerts', where: { email: { equals: 'wachter@voorbeeld.nl' } }, overrideAccess: true })
    expect(alerts.docs.map((a) => a.status)).toEqual(['sent'])
  })
})
