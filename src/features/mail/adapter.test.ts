import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'

const sendMail = vi.fn(async (message: unknown) => message)
vi.mock('nodemailer', () => ({ default: { createTransport: () => ({ sendMail }) }, createTransport: () => ({ sendMail }) }))

import { mailAdapter } from './adapter'
import { isAuthMail, resetPasswordEmail } from './auth-mail'

const t = (key: string) =>
  key.endsWith('youAreReceivingResetPassword')
    ? 'Je ontvangt deze mail omdat er een nieuw wachtwoord is gevraagd.'
    : 'Niet gevraagd? Negeer deze mail.'
const TOKEN = 'a'.repeat(40)
const resetMail = () => ({
  from: 'Kelder & Kurk <winkel@kelderenkurk.nl>',
  to: 'admin@kelderenkurk.nl',
  subject: 'Reset je wachtwoord',
  html: resetPasswordEmail({ siteUrl: 'https://shop.example/', token: TOKEN, t }),
})

function fakePayload() {
  const create = vi.fn(async (args: unknown) => args)
  const warn = vi.fn()
  return { payload: { create, logger: { warn } } as unknown as Payload, create, warn }
}

afterEach(() => {
  vi.unstubAllEnvs()
  sendMail.mockClear()
})

describe('password-reset mail', () => {
  it('links to SITE_URL (never to the Host a request claims) and is recognised as an auth mail', () => {
    const html = resetMail().html
    expect(html).toContain(`https://shop.example/admin/reset/${TOKEN}`)
    expect(isAuthMail({ html })).toBe(true)
    // Payload's own wording, should the mail ever be built without our template.
    expect(isAuthMail({ html: `Reset: <a href="http://localhost:3000/admin/reset/${TOKEN}">link</a>` })).toBe(true)
    expect(
      isAuthMail({ html: '<p>Bedankt voor je bestelling KK-2026-000123</p>', text: 'Je bestelling: https://shop.example/bestelling/abc' }),
    ).toBe(false)
  })

  it('without SMTP: is not stored in the outbox that staff read (other mail is), and the log names no link', async () => {
    vi.stubEnv('SMTP_URL', '')
    const { payload, create, warn } = fakePayload()
    const adapter = mailAdapter()({ payload })
    await adapter.sendEmail(resetMail())
    expect(create).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]![0])).toContain('admin@kelderenkurk.nl')
    expect(String(warn.mock.calls[0]![0])).not.toContain(TOKEN)

    await adapter.sendEmail({ to: 'klant@voorbeeld.nl', subject: 'Bestelling', text: 'Bedankt.' })
    expect(create).toHaveBeenCalledTimes(1)
    expect(create.mock.calls[0]![0]).toMatchObject({
      collection: 'mail-outbox',
      data: { to: 'klant@voorbeeld.nl', subject: 'Bestelling', text: 'Bedankt.' },
    })
  })

  it('with SMTP: is sent to its recipient as usual, with the link and without the internal mark', async () => {
    vi.stubEnv('SMTP_URL', 'smtp://user:pass@smtp.example.nl:587')
    vi.stubEnv('MAIL_FROM', 'Wijnhuis <post@wijnhuis.nl>')
    const { payload, create } = fakePayload()
    await mailAdapter()({ payload }).sendEmail(resetMail())
    expect(create).not.toHaveBeenCalled()
    expect(sendMail).toHaveBeenCalledTimes(1)
    const sent = sendMail.mock.calls[0]![0] as { to: string; html: string; from: string }
    expect(sent.to).toBe('admin@kelderenkurk.nl')
    expect(sent.html).toContain(`https://shop.example/admin/reset/${TOKEN}`)
    expect(sent.html).not.toContain('kk-auth-mail')
  })
})
