/**
 * Payload's mail adapter: SMTP through nodemailer when `SMTP_URL` is set, otherwise every mail is
 * kept in the `mail-outbox` collection, where the shop role and an admin read it. Either way code
 * sends mail the same way: `payload.sendEmail(...)`.
 *
 * A password-reset mail is the exception: its link hands over the account, so it goes over SMTP or
 * nowhere. Without SMTP it is not stored (the server log says so); an admin who lost the password
 * sets a new one with `npm run admin:password` on the server.
 */
import type { EmailAdapter, SendEmailOptions } from 'payload'
import { env } from '../../lib/env'
import { isAuthMail, withoutMark } from './auth-mail'

export const DEFAULT_MAIL_FROM = 'Kelder & Kurk <winkel@kelderenkurk.nl>'

/** `Name <address>` → its two parts; a bare address keeps the shop's name. */
export function parseFrom(value: string | undefined): { name: string; address: string } {
  const raw = (value || DEFAULT_MAIL_FROM).trim()
  const m = /^(.*)<([^>]+)>$/.exec(raw)
  if (m) return { name: m[1]!.trim().replace(/^"|"$/g, '') || 'Kelder & Kurk', address: m[2]!.trim() }
  return { name: 'Kelder & Kurk', address: raw }
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : '')
const addressList = (v: SendEmailOptions['to']): string =>
  (Array.isArray(v) ? v : v ? [v] : [])
    .flat()
    .map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown }).address ?? '')))
    .join(', ')

export function mailAdapter(): EmailAdapter {
  const config = env()
  const from = parseFrom(config.MAIL_FROM)
  const smtpUrl = config.SMTP_URL
  if (smtpUrl) {
    return () => ({
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        const nodemailer = await import('nodemailer')
        const transport = nodemailer.createTransport(smtpUrl)
        return transport.sendMail({ from: `${from.name} <${from.address}>`, ...withoutMark(message) } as Parameters<
          typeof transport.sendMail
        >[0])
      },
    })
  }
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      if (isAuthMail(message)) {
        payload.logger.warn(
          `Wachtwoordmail voor ${addressList(message.to)} niet verstuurd en niet bewaard: er is geen SMTP_URL. Zet SMTP_URL, of geef het account een nieuw wachtwoord op de server: npm run admin:password -- ${addressList(message.to)}`,
        )
        return { stored: false }
      }
      return payload.create({
        collection: 'mail-outbox',
        overrideAccess: true,
        data: {
          to: addressList(message.to),
          from:
            typeof message.from === 'string'
              ? message.from
              : message.from
                ? `${message.from.name} <${message.from.address}>`
                : `${from.name} <${from.address}>`,
          subject: message.subject || '(geen onderwerp)',
          text: asText(message.text),
          html: asText(message.html),
        },
      })
    },
  })
}
