/**
 * Issue #15 §4 on the real database: double opt-in (nothing but the confirmation mail before the
 * link is used, and the consent date and wording kept), one confirmation mail per address per ten
 * minutes, a newer mail voids the older link, unsubscribe from any mail, and the list leaves the shop
 * only as a CSV for shop staff.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { confirmSubscription, requestSubscription, RESEND_AFTER_MS, unsubscribe } from '../../src/features/newsletter/service'
import { USERS } from './support/fixtures'
import { login, rest } from './support/payload-http'
import { dbSuite } from './support/suite'

let payload: Payload
const CONSENT = 'Ik wil de nieuwsbrief ontvangen en ben 18 jaar of ouder.'

const mailsTo = async (to: string) =>
  (await payload.find({ collection: 'mail-outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true, limit: 50 }))
    .docs
const subscriber = async (email: string) =>
  (
    await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]
/** The token of the link in a mail: `/nieuwsbrief/{bevestigen|afmelden}/{token}`. */
const linkToken = (text: string, kind: 'bevestigen' | 'afmelden') =>
  new RegExp(`/nieuwsbrief/${kind}/(\\d+-[A-Za-z0-9_-]{32})`).exec(text)?.[1]

dbSuite('newsletter', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
  })

  it('sends one confirmation mail and subscribes only when its link is used, keeping the consent', async () => {
    const email = 'Lezer@Voorbeeld.nl'
    const t0 = new Date('2026-11-24T10:00:00Z')
    expect(await requestSubscription({ email, locale: 'nl', consentText: CONSENT }, t0)).toBe('mailed')
    const [mail] = await mailsTo('lezer@voorbeeld.nl')
    expect(mail!.subject).toContain('Bevestig je aanmelding')
    expect(await subscriber('lezer@voorbeeld.nl')).toMatchObject({ status: 'pending', confirmedAt: null, consentText: CONSENT })

    const confirm = linkToken(mail!.text!, 'bevestigen')!
    expect(linkToken(mail!.text!, 'afmelden')).toBeTruthy()
    expect(await confirmSubscription(confirm, new Date('2026-11-24T10:05:00Z'))).toBe('confirmed')
    expect(await subscriber('lezer@voorbeeld.nl')).toMatchObject({ status: 'confirmed', confirmedAt: '2026-11-24T10:05:00.000Z' })

    // Signing up again changes nothing and sends nothing (the page answers the same either way).
    expect(await requestSubscription({ email, locale: 'nl', consentText: CONSENT }, new Date('2026-11-24T11:00:00Z'))).toBe(
      'already-confirmed',
    )
    expect(await mailsTo('lezer@voorbeeld.nl')).toHaveLength(1)
  })

  it('mails an address at most once per ten minutes, and a newer mail voids the older link', async () => {
    const email = 'herhaler@voorbeeld.nl'
    const t0 = new Date('2026-11-24T12:00:00Z')
    await requestSubscription({ email, locale: 'en', consentText: CONSENT }, t0)
    expect(await requestSubscription({ email, locale: 'en', consentText: CONSENT }, new Date(t0.getTime() + 60_000))).toBe(
      'recently-mailed',
    )
    expect(await mailsTo(email)).toHaveLength(1)
    expect(await requestSubscription({ email, locale: 'en', consentText: CONSENT }, new Date(t0.getTime() + RESEND_AFTER_MS + 1))).toBe(
      'mailed',
    )
    const [first, second] = await mailsTo(email)
    expect(second!.subject).toContain('Confirm your sign-up')
    expect(await confirmSubscription(linkToken(first!.text!, 'bevestigen')!)).toBe('invalid')
    expect((await subscriber(email))!.status).toBe('pending')
    expect(await confirmSubscription(linkToken(second!.text!, 'bevestigen')!)).toBe('confirmed')
  })

  it('unsubscribes from the link in any mail, and refuses a forged or foreign link', async () => {
    const email = 'afmelder@voorbeeld.nl'
    await requestSubscription({ email, locale: 'nl', consentText: CONSENT })
    const [mail] = await mailsTo(email)
    await confirmSubscription(linkToken(mail!.text!, 'bevestigen')!)
    const token = linkToken(mail!.text!, 'afmelden')!
    const other = (await subscriber('lezer@voorbeeld.nl'))!
    expect(await unsubscribe(token.replace(/^\d+/, String(other.id)))).toBe('invalid')
    expect(await unsubscribe(`${token.slice(0, -4)}AAAA`)).toBe('invalid')
    expect((await subscriber('lezer@voorbeeld.nl'))!.status).toBe('confirmed')
    expect(await unsubscribe(token)).toBe('unsubscribed')
    expect(await unsubscribe(token)).toBe('unsubscribed')
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' })
    // Signing up again is a new request that needs a new confirmation.
    expect(await requestSubscription({ email, locale: 'nl', consentText: CONSENT })).toBe('mailed')
    expect((await subscriber(email))!.status).toBe('pending')
  })

  it('exports the confirmed subscribers as CSV to shop staff only', async () => {
    expect((await rest('GET', 'newsletter-subscribers/export.csv')).status).toBe(403)
    const editor = await login(USERS.editor.email, USERS.editor.password)
    expect((await rest('GET', 'newsletter-subscribers/export.csv', { token: editor })).status).toBe(403)
    expect((await rest('GET', 'newsletter-subscribers', { token: editor })).status).toBe(403)
    const shop = await login(USERS.shop.email, USERS.shop.password)
    const csv = await rest('GET', 'newsletter-subscribers/export.csv', { token: shop })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(csv.text).toContain('"lezer@voorbeeld.nl";"confirmed";"nl"')
    expect(csv.text).toContain('"herhaler@voorbeeld.nl"')
    expect(csv.text).not.toContain('afmelder@voorbeeld.nl')
    // Nobody creates or changes a subscriber over the API, not even an admin.
    const admin = await login(USERS.admin.email, USERS.admin.password)
    expect(
      (await rest('POST', 'newsletter-subscribers', { token: admin, body: { email: 'nep@voorbeeld.nl', status: 'confirmed' } })).status,
    ).toBe(403)
  })
})

dbSuite('newsletter housekeeping', () => {
  it('deletes sign-ups nobody confirmed within 30 days, and only those', async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    const p = await getPayload()
    const { forgetUnconfirmed } = await import('../../src/features/newsletter/service')
    const old = new Date('2026-01-01T00:00:00Z')
    await requestSubscription({ email: 'vergeten@voorbeeld.nl', locale: 'nl', consentText: CONSENT }, old)
    await requestSubscription({ email: 'bevestigd-oud@voorbeeld.nl', locale: 'nl', consentText: CONSENT }, old)
    const [mail] = (
      await p.find({ collection: 'mail-outbox', where: { to: { equals: 'bevestigd-oud@voorbeeld.nl' } }, overrideAccess: true })
    ).docs
    await confirmSubscription(linkToken(mail!.text!, 'bevestigen')!)
    await requestSubscription({ email: 'recent@voorbeeld.nl', locale: 'nl', consentText: CONSENT }, new Date('2026-01-25T00:00:00Z'))
    expect(await forgetUnconfirmed(new Date('2026-02-05T00:00:00Z'))).toBe(1)
    const left = (await p.find({ collection: 'newsletter-subscribers', overrideAccess: true, limit: 100 })).docs.map((d) => d.email)
    expect(left).not.toContain('vergeten@voorbeeld.nl')
    expect(left).toEqual(expect.arrayContaining(['bevestigd-oud@voorbeeld.nl', 'recent@voorbeeld.nl']))
  })
})
