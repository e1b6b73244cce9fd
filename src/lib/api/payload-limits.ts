/**
 * The limits on Payload's own API (`/api/<collection>…`, `/api/globals/…`, `/api/graphql`), per
 * client. Pure: which bucket a request counts in, how many per window, and the body size allowed.
 * The numbers are in docs/security-limits.md.
 */
import { readLimitPerMinute, writeLimitPerMinute } from '../rate-limit'

export type PayloadLimit = { bucket: string; limit: number; windowMs: number }

const MINUTE = 60_000
/** Bodies of JSON and GraphQL calls; the admin's largest (a long article) are a few hundred KiB. */
export const MAX_PAYLOAD_BODY_BYTES = 1024 * 1024
/** Uploads (multipart) by a signed-in staff member: a camera photo of a bottle fits. */
export const MAX_STAFF_UPLOAD_BYTES = 16 * 1024 * 1024
/** Failed logins per client before it waits; below the account lock (Users: 20), so one client never locks it. */
export const LOGIN_FAILURES = { limit: 10, windowMs: 15 * MINUTE }

/** Calls that send mail or change a password: few, whoever asks. */
const AUTH_MAIL = /^[a-z0-9-]+\/(forgot-password|reset-password|unlock|verify\/[^/]+|first-register)$/
const LOGIN = /^[a-z0-9-]+\/login$/
const MEDIA_FILE = /^media\/file\/[^/]+$/

export const isLoginPath = (method: string, path: string) => method === 'POST' && LOGIN.test(path)

/** `http://shop/api/users/login?x=1` → `users/login`. */
export function apiPath(url: string): string {
  return new URL(url).pathname.replace(/^\/api\/?/, '').replace(/\/+$/, '')
}

/**
 * Reads (GET, HEAD, OPTIONS) are cheap and many: the admin's lists, relationship pickers and every
 * media file it shows. Writes cost a body and a database write. Both scale with RATE_LIMIT_PER_MINUTE.
 */
export function payloadLimit(method: string, path: string): PayloadLimit | null {
  // Media files are public static files, like /_next/static. Next's image optimizer fetches them
  // internally without the visitor's headers, so every resize would share one unproven key and,
  // under load, meet a 429: broken images. They cost a file read, not a query; no limit.
  if ((method === 'GET' || method === 'HEAD') && MEDIA_FILE.test(path)) return null
  // 5 per 15 minutes at the default RATE_LIMIT_PER_MINUTE of 20 (more only when that is raised, as the e2e suite does).
  if (method === 'POST' && AUTH_MAIL.test(path))
    return { bucket: 'payload:auth', limit: Math.max(5, Math.floor(writeLimitPerMinute() / 4)), windowMs: 15 * MINUTE }
  if (['GET', 'HEAD', 'OPTIONS'].includes(method)) return { bucket: 'payload:read', limit: readLimitPerMinute() * 5, windowMs: MINUTE }
  return { bucket: 'payload:write', limit: readLimitPerMinute(), windowMs: MINUTE }
}

export const carriesBody = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method)
export const isMultipart = (headers: Headers) => /^multipart\//i.test(headers.get('content-type') ?? '')
