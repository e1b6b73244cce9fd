/**
 * Issue #13 part 2: a password-reset mail reaches its recipient and nobody else. Without SMTP the
 * shop keeps its mail in the outbox that staff read; an editor (or the shop role) who asked a reset
 * for the admin could read the link there and take the admin's account. Now the link is in no
 * answer of the REST or GraphQL API, for any role, the admin included; the token itself is real
 * (it resets the password), so the check is not about a token that never existed.
 */
import { beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { USERS } from './support/fixtures'
import { graphql, login, rest } from './support/payload-http'
import { dbSuite } from './support/suite'

type Actor = 'anonymous' | 'editor' | 'shop' | 'admin'
let payload: Payload
const tokens: Partial<Record<Actor, string>> = {}
const ADMIN_EMAIL = USERS.admin.email

dbSuite('auth mails reach their recipient only', () => {
  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    for (const actor of ['editor', 'shop', 'admin'] as const) tokens[actor] = await login(USERS[actor].email, USERS[actor].password)
  })

  const resetToken = async () =>
    (
      await payload.find({
        collection: 'users',
        where: { email: { equals: ADMIN_EMAIL } },
        showHiddenFields: true,
        overrideAccess: true,
        limit: 1,
      })
    ).docs[0]!.resetPasswordToken
  /** Payload answers one reset request per account per 15 s; the test asks again at once. */
  const allowAnotherRequest = () =>
    payload.db.updateOne({ collection: 'users', where: { email: { equals: ADMIN_EMAIL } }, data: { resetPasswordRequestedAt: null } })

  /** Everything an actor can read: every collection and global over REST, the outbox and users over GraphQL. */
  async function everythingReadableBy(actor: Actor): Promise<string> {
    const token = tokens[actor]
    const parts: string[] = []
    for (const { slug } of payload.config.collections)
      parts.push((await rest('GET', `${slug}?limit=100&depth=1&draft=true`, { token })).text)
    for (const { slug } of payload.config.globals) parts.push((await rest('GET', `globals/${slug}?depth=1`, { token })).text)
    parts.push((await rest('GET', 'users/me', { token })).text)
    parts.push(
      (await graphql('{ MailOutboxes(limit: 100) { docs { to from subject text html } } Users(limit: 100) { docs { email } } }', { token }))
        .text,
    )
    return parts.join('\n')
  }

  async function expectNobodyCanRead(secret: string) {
    for (const actor of ['anonymous', 'editor', 'shop', 'admin'] as Actor[])
      expect(await everythingReadableBy(actor), actor).not.toContain(secret)
    // Not stored where staff read mail at all (the database itself, access overridden).
    const outbox = await payload.find({ collection: 'mail-outbox', overrideAccess: true, limit: 0, pagination: false })
    expect(JSON.stringify(outbox.docs)).not.toContain(secret)
  }

  /** The token is the one a mail would carry: it sets a new password (then the fixture password is put back). */
  async function expectTokenIsReal(token: string) {
    const reset = await rest('POST', 'users/reset-password', { body: { token, password: 'overgenomen-wachtwoord-1' } })
    expect(reset.status, reset.text).toBe(200)
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: ADMIN_EMAIL } }, overrideAccess: true, limit: 1 })
    await payload.update({ collection: 'users', id: docs[0]!.id, overrideAccess: true, data: { password: USERS.admin.password } })
  }

  it('an editor who asks a password reset for the admin (REST) finds the link nowhere, and neither does anyone else', async () => {
    await allowAnotherRequest()
    const asked = await rest('POST', 'users/forgot-password', { token: tokens.editor, body: { email: ADMIN_EMAIL } })
    expect(asked.status, asked.text).toBe(200)
    const token = await resetToken()
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    await expectNobodyCanRead(token!)
    await expectTokenIsReal(token!)
  })

  it('the shop role who asks it finds it nowhere either', async () => {
    await allowAnotherRequest()
    const before = await resetToken()
    const asked = await rest('POST', 'users/forgot-password', { token: tokens.shop, body: { email: ADMIN_EMAIL } })
    expect(asked.status, asked.text).toBe(200)
    const token = await resetToken()
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    expect(token).not.toBe(before)
    await expectNobodyCanRead(token!)
    await expectTokenIsReal(token!)
  })

  it('the other mail of the shop still lands in the outbox, for the shop role to read', async () => {
    await payload.sendEmail({ to: 'klant@voorbeeld.nl', subject: 'Uw bestelling KK-TEST', text: 'Bedankt voor uw bestelling.' })
    const answer = await rest('GET', 'mail-outbox?where[subject][equals]=Uw bestelling KK-TEST', { token: tokens.shop })
    expect((answer.json as { docs: { to: string; text: string }[] }).docs).toMatchObject([
      { to: 'klant@voorbeeld.nl', text: 'Bedankt voor uw bestelling.' },
    ])
  })
})
