/**
 * In front of Payload's REST and GraphQL handlers (src/app/(payload)/api): the per-client limits of
 * payload-limits.ts; a body cap (Payload reads a whole body, of any size, before it checks access):
 * the body is read here up to the cap and handed on, and one byte more is a 413 before Payload sees
 * anything; and failed logins slowed down per client, so that guessing from one address meets a 429
 * long before the account lock (which would shut the owner out too) is reached. Answers in
 * Payload's own error shape.
 */
import { allowedAfterFailures, clientKeyFrom, countFailure, rateLimit } from '../rate-limit'
import { payload } from '../payload'
import { readBodyBytes } from './body'
import { ApiError } from './response'
import {
  apiPath,
  carriesBody,
  isLoginPath,
  isMultipart,
  LOGIN_FAILURES,
  MAX_PAYLOAD_BODY_BYTES,
  MAX_STAFF_UPLOAD_BYTES,
  payloadLimit,
} from './payload-limits'

/** Any route handler: the guard keeps its exact type, which Next checks for route files. */
type Handler = (request: Request, ...rest: never[]) => Promise<Response>

function payloadError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ errors: [{ message }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  })
}
const tooMany = (seconds: number) => payloadError(429, 'Te veel aanvragen; probeer het zo opnieuw.', { 'Retry-After': String(seconds) })

/** Uploads may be large only for a signed-in user (one session lookup, for multipart requests only). */
async function bodyLimit(request: Request): Promise<number> {
  if (!isMultipart(request.headers)) return MAX_PAYLOAD_BODY_BYTES
  const { user } = await (await payload()).auth({ headers: request.headers }).catch(() => ({ user: null }))
  return user ? MAX_STAFF_UPLOAD_BYTES : MAX_PAYLOAD_BODY_BYTES
}

/** The 429 for this client, or null when it may go on. */
async function refusal(request: Request, path: string, client: string): Promise<Response | null> {
  const rule = payloadLimit(request.method, path)
  if (rule) {
    const verdict = await rateLimit(rule.bucket, client, { limit: rule.limit, windowMs: rule.windowMs })
    if (!verdict.ok) return tooMany(verdict.retryAfterSeconds)
  }
  if (!isLoginPath(request.method, path)) return null
  const login = await allowedAfterFailures('payload:login-failed', client, { limit: LOGIN_FAILURES.limit })
  return login.ok ? null : tooMany(login.retryAfterSeconds)
}

/** The request with its body read (at most `limit` bytes: an honest larger Content-Length is not read at all), or the 413/400. */
async function withBoundedBody(request: Request, limit: number): Promise<Request | Response> {
  let body: Uint8Array
  try {
    body = await readBodyBytes(request, limit)
  } catch (error) {
    if (error instanceof ApiError) return payloadError(error.status, error.message)
    throw error
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(body.byteLength))
  headers.delete('transfer-encoding')
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body.byteLength ? (body as Uint8Array<ArrayBuffer>) : null,
    signal: request.signal,
  })
}

export function guardPayload<H extends Handler>(handler: H): H {
  const guarded = async (request: Request, ...args: never[]) => {
    const path = apiPath(request.url)
    const client = clientKeyFrom(request.headers)
    const refused = await refusal(request, path, client)
    if (refused) return refused
    if (!carriesBody(request.method)) return handler(request, ...args)

    const bounded = await withBoundedBody(request, await bodyLimit(request))
    if (bounded instanceof Response) return bounded
    const response = await handler(bounded, ...args)
    if (isLoginPath(request.method, path) && response.status >= 400 && response.status < 500) {
      await countFailure('payload:login-failed', client, { windowMs: LOGIN_FAILURES.windowMs })
    }
    return response
  }
  return guarded as H
}
