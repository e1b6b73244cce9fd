/**
 * Payload's auth mails (password reset) carry a link that hands over the account. They may go to
 * their recipient only: over SMTP as usual, never into the outbox that staff read (adapter.ts).
 *
 * The Users collection builds the mail with `resetPasswordEmail` below, which marks it with a value
 * made at start-up (a visitor's text in another mail cannot carry it); the adapter also treats any
 * mail with an admin reset link as one, should the mail ever be built another way.
 */
import { randomBytes } from 'node:crypto'

const MARK = `<!--kk-auth-mail-${randomBytes(16).toString('hex')}-->`
const RESET_LINK = /\/admin\/reset\/[0-9a-f]{16,}/i

/** The mail of `auth.forgotPassword`: the link to set a new password, marked as an auth mail. */
export function resetPasswordEmail({
  siteUrl,
  token,
  t,
}: {
  siteUrl: string
  token: string
  t: (key: 'authentication:youAreReceivingResetPassword' | 'authentication:youDidNotRequestPassword') => string
}): string {
  // SITE_URL, never the request's Host header: a forged Host cannot send the link elsewhere.
  const link = `${siteUrl.replace(/\/+$/, '')}/admin/reset/${encodeURIComponent(token)}`
  return `${MARK}<p>${t('authentication:youAreReceivingResetPassword')}</p><p><a href="${link}">${link}</a></p><p>${t('authentication:youDidNotRequestPassword')}</p>`
}

const text = (v: unknown): string => (typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : '')

/** A password-reset (or other auth) mail: it must reach its recipient and nobody else. */
export function isAuthMail(message: { html?: unknown; text?: unknown }): boolean {
  const html = text(message.html)
  const plain = text(message.text)
  return html.includes(MARK) || RESET_LINK.test(html) || RESET_LINK.test(plain)
}

/** The mail as it is sent: without the mark. */
export function withoutMark<M extends { html?: unknown }>(message: M): M {
  return typeof message.html === 'string' ? { ...message, html: message.html.split(MARK).join('') } : message
}
