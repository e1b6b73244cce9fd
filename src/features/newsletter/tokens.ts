/**
 * The links in newsletter mails: `{id}-{mac}` (no dot: the locale proxy leaves paths with one alone), keyed with the shop's secret, so nothing secret is
 * stored and nobody can make a link for someone else's address. A confirmation link holds the
 * subscriber's confirm version (a newer mail makes the older link void); an unsubscribe link never
 * expires, as a link in an old mail must still work.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** `stock-confirm`: the confirmation link of a back-in-stock alert (features/stock-alerts). */
export type TokenPurpose = 'confirm' | 'unsubscribe' | 'stock-confirm'

const macOf = (secret: string, purpose: TokenPurpose, id: string, version: number) =>
  createHmac('sha256', secret).update(`newsletter:${purpose}:${id}:${version}`).digest('base64url').slice(0, 32)

export function newsletterToken(secret: string, purpose: TokenPurpose, id: number | string, version = 0): string {
  return `${id}-${macOf(secret, purpose, String(id), version)}`
}

/** The subscriber id a token names, before it is checked; null for anything not shaped like one. */
export function tokenSubscriberId(token: string): string | null {
  return /^(\d{1,12})-[A-Za-z0-9_-]{32}$/.exec(token)?.[1] ?? null
}

export function tokenIsValid(secret: string, purpose: TokenPurpose, token: string, version = 0): boolean {
  const id = tokenSubscriberId(token)
  if (!id) return false
  const expected = Buffer.from(newsletterToken(secret, purpose, id, version))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
