/**
 * Payload's mail adapter: SMTP through nodemailer when `SMTP_URL` is set, otherwise every mail is
 * kept in the `mail-outbox` collection, where the merchant reads it in the admin. Either way code
 * sends mail the same way: `payload.sendEmail(...)`.
 */
import type { EmailAdapter, SendEmailOptions } from 'payload'

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
  (Array.isArray(v) ? v : v ? [v] : []).flat().map((a) => (typeof a === 'string' ? a : String((a as { address?: unknown }).address ?? ''))).join(', ')

export function mailAdapter(): EmailAdapter {
  const from = parseFrom(process.env.MAIL_FROM)
  const smtpUrl = process.env.SMTP_URL?.trim()
  if (smtpUrl) {
    return () => ({
      name: 'smtp',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message) => {
        const nodemailer = await import('nodemailer')
        const transport = nodemailer.createTransport(smtpUrl)
        return transport.sendMail({ from: `${from.name} <${from.address}>`, ...message } as Parameters<typeof transport.sendMail>[0])
      },
    })
  }
  return ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) =>
      payload.create({
        collection: 'mail-outbox',
        overrideAccess: true,
        data: {
          to: addressList(message.to),
          from: typeof message.from === 'string' ? message.from : message.from ? `${message.from.name} <${message.from.address}>` : `${from.name} <${from.address}>`,
          subject: message.subject || '(geen onderwerp)',
          text: asText(message.text),
          html: asText(message.html),
        },
      }),
  })
}
