/**
 * Issue #14: Waine's dishes are the merchant's. Every shop starts with the reviewed table
 * (a migration fills the `dishes` collection from pairings.json); a dish added or changed in the
 * admin is used at the next question, without a deploy; bad input is refused and stores nothing.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { POST } from '../../src/app/api/ask-waine/route'
import { DISHES } from '../../src/features/sommelier/pairings'
import { getDishes } from '../../src/features/sommelier/sources'
import { EAN, USERS } from './support/fixtures'
import { read, request } from './support/http'
import { dbSuite } from './support/suite'

let payload: Payload
const staff = async (role: keyof typeof USERS) =>
  (await payload.find({ collection: 'users', where: { email: { equals: USERS[role].email } }, overrideAccess: true })).docs[0]!

async function ask(question: string): Promise<string> {
  const answer = await read(await POST(request('/api/ask-waine', { method: 'POST', body: { question } })))
  expect(answer.status).toBe(200)
  return (answer.json as { answer: string }).answer
}
const linked = (answer: string) => [...answer.matchAll(/\/producten\/(\d{8,14})/g)].map((m) => m[1])

const KAPSALON = {
  key: 'kapsalon',
  label: 'kapsalon',
  terms: ['Kapsalon*', ' kapsalon '],
  advice: 'passen frisse bubbels die door het vet en de saus snijden',
  colors: ['mousserend' as const],
  traits: { intensity: 3 },
}

dbSuite('Waine’s dishes in the CMS', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
  })

  it('starts every shop with the reviewed table, read back exactly as the engine knew it', async () => {
    expect(await getDishes()).toEqual(DISHES)
    const zalm = (await payload.find({ collection: 'dishes', where: { key: { equals: 'zalm' } }, locale: 'en', overrideAccess: true }))
      .docs[0]
    expect(zalm?.label).toBe('salmon')
  })

  it('uses a dish an editor adds at the next question, and a changed pairing after that', async () => {
    expect(await ask('welke wijn bij een kapsalon?')).not.toContain('Bij kapsalon')

    const editor = await staff('editor')
    const dish = await payload.create({ collection: 'dishes', locale: 'nl', data: KAPSALON, user: editor, overrideAccess: false })
    expect(dish.terms).toEqual(['kapsalon*', 'kapsalon'])

    const first = await ask('welke wijn bij een kapsalon?')
    expect(first).toContain(`Bij kapsalon ${KAPSALON.advice}.`)
    expect(linked(first)[0]).toBe(EAN.cavaBrut)

    await payload.update({ collection: 'dishes', id: dish.id, data: { colors: ['dessert'] }, user: editor, overrideAccess: false })
    expect(linked(await ask('wat drink je bij kapsalonnetjes'))[0]).toBe(EAN.tawnyPort)

    await payload.delete({ collection: 'dishes', id: dish.id, user: editor, overrideAccess: false })
    expect(await ask('welke wijn bij een kapsalon?')).not.toContain('Bij kapsalon')
  })

  it('refuses bad input and shop staff, storing nothing', async () => {
    const before = (await payload.count({ collection: 'dishes', overrideAccess: true })).totalDocs
    const editor = await staff('editor')
    const attempt = (data: Record<string, unknown>, user = editor) =>
      payload.create({ collection: 'dishes', locale: 'nl', data: { ...KAPSALON, ...data } as typeof KAPSALON, user, overrideAccess: false })

    // What the admin shows: the refusal and each field's own message.
    const refusal = (save: Promise<unknown>) =>
      save.then(
        () => 'opgeslagen',
        (e: { message: string; data?: { errors?: Array<{ path: string; message: string }> } }) =>
          [e.message, ...(e.data?.errors ?? []).map((x) => `${x.path}: ${x.message}`)].join(' | '),
      )

    expect(await refusal(attempt({}, await staff('shop')))).toMatch(/niet uitvoeren/)
    expect(await refusal(attempt({ key: 'Kap Salon' }))).toMatch(/key: Kleine letters, cijfers en koppeltekens/)
    expect(await refusal(attempt({ terms: ['ka'] }))).toMatch(/terms: "ka" is te kort/)
    expect(await refusal(attempt({ traits: { intensity: 9 } }))).toMatch(/traits\.intensity/)
    expect(await refusal(attempt({ guide: 'bestaat-niet' }))).toMatch(/guide: Er is geen wijnwijzer-artikel met de slug "bestaat-niet"/)
    expect(await refusal(attempt({ key: 'zalm' }))).toMatch(/key/)
    expect((await payload.count({ collection: 'dishes', overrideAccess: true })).totalDocs).toBe(before)
  })
})
