/**
 * The contact and trade-enquiry forms end to end on the database: a valid submission is stored
 * (although visitors may not create submissions through the API), invalid input, bot input and
 * rate-limited input store nothing, and hostile input never throws.
 */
import { afterEach, beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { submitContact, submitTrade } from '../../src/features/forms/submit'
import { dbSuite } from './support/suite'

let payload: Payload
let n = 0
const client = () => `test-client-${++n}-${Math.random()}`
const count = async () => ({
  contact: (await payload.count({ collection: 'contact-messages' })).totalDocs,
  trade: (await payload.count({ collection: 'trade-enquiries' })).totalDocs,
})

const contact = { name: 'Anna de Vries', email: 'anna@example.nl', subject: 'Levering', message: 'Wanneer wordt mijn bestelling bezorgd?' }
const trade = {
  company: 'Wijnbar De Kurk',
  kvk: '8123 4567',
  name: 'Anna de Vries',
  email: 'anna@dekurk.nl',
  phone: '030 123 45 67',
  message: 'Wij zoeken een huiswijn.',
}

dbSuite('forms: contact and trade enquiry', () => {
  const limitBefore = process.env.RATE_LIMIT_PER_MINUTE
  beforeAll(async () => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    payload = await getPayload({ config })
  })
  afterEach(() => {
    process.env.RATE_LIMIT_PER_MINUTE = limitBefore
  })

  it('stores a valid contact message and says thank you', async () => {
    const before = await count()
    const state = await submitContact(contact, client())
    expect(state).toEqual({ status: 'sent', message: 'Bedankt voor je bericht! We reageren binnen twee werkdagen.' })
    expect((await count()).contact).toBe(before.contact + 1)
    const { docs } = await payload.find({ collection: 'contact-messages', sort: '-createdAt', limit: 1 })
    expect(docs[0]).toMatchObject({
      name: contact.name,
      email: contact.email,
      subject: 'Levering',
      message: contact.message,
      handled: false,
    })
  })

  it('stores a valid trade enquiry with the KvK number normalised', async () => {
    const state = await submitTrade(trade, client(), 'en')
    expect(state.status).toBe('sent')
    expect(state.status === 'sent' && state.message).toMatch(/^Thank you/)
    const { docs } = await payload.find({ collection: 'trade-enquiries', sort: '-createdAt', limit: 1 })
    expect(docs[0]).toMatchObject({ company: trade.company, kvk: '81234567', phone: trade.phone })
  })

  it('stores nothing for invalid input and answers per field', async () => {
    const before = await count()
    const state = await submitContact({ ...contact, email: 'geen-email' }, client())
    expect(state.status).toBe('invalid')
    expect(state.status === 'invalid' && state.errors).toEqual({ email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.' })
    const trading = await submitTrade({ ...trade, kvk: '123' }, client())
    expect(trading.status === 'invalid' && trading.errors.kvk).toBe('Een KvK-nummer bestaat uit precies 8 cijfers.')
    expect(await count()).toEqual(before)
  })

  it('pretends to accept a bot that fills the honeypot, and stores nothing', async () => {
    const before = await count()
    expect((await submitContact({ ...contact, website: 'https://spam.example' }, client())).status).toBe('sent')
    expect((await submitTrade({ ...trade, website: 'x' }, client())).status).toBe('sent')
    expect(await count()).toEqual(before)
  })

  it('rate limits per client with a Dutch message, other clients unaffected', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2'
    const key = client()
    const before = await count()
    expect((await submitContact(contact, key)).status).toBe('sent')
    expect((await submitContact(contact, key)).status).toBe('sent')
    const third = await submitContact(contact, key)
    expect(third.status).toBe('limited')
    expect(third.status === 'limited' && third.message).toMatch(
      /^Je hebt te veel berichten kort na elkaar verstuurd\. Probeer het over \d+ seconden opnieuw\.$/,
    )
    expect((await count()).contact).toBe(before.contact + 2)
    expect((await submitContact(contact, client())).status).toBe('sent')
  })

  it('never throws on hostile input and stores nothing for it', async () => {
    const before = await count()
    const hostile: unknown[] = [
      null,
      undefined,
      0,
      'x',
      [],
      [contact],
      { name: { $gt: '' } },
      { email: ['a@b.nl'] },
      JSON.parse('{"__proto__":{"polluted":1},"name":"A","email":"a@b.nl","message":"kort"}'),
      { name: 'x'.repeat(100_000), email: 'a@b.nl', message: 'Een lang genoeg bericht' },
      { name: 'A', email: `${'a'.repeat(300)}@b.nl`, message: 'Een lang genoeg bericht' },
      { name: '\u0000', email: '\u0000', message: '\u0000'.repeat(20) },
    ]
    for (const input of hostile) {
      await expect(submitContact(input, client())).resolves.toHaveProperty('status')
      await expect(submitTrade(input, client())).resolves.toHaveProperty('status')
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await count()).toEqual(before)
  })
})
