import { clientKeyFrom, rateLimit } from '../rate-limit'
import { ApiError, errorResponse } from './response'

type Handler = (request: Request) => Promise<Response>
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof METHODS)[number]

export type EndpointOptions = {
  /** Rate-limit bucket, one per call (`api:fetchProduct`). */
  bucket: string
  /** Requests per minute per client; read at request time so configuration changes apply at once. */
  limit: () => number
  GET?: Handler
  POST?: Handler
}

/** The answer for a failure nobody planned: logged, and the caller gets no internals. */
function unexpected(error: unknown, name: string): Response {
  console.error(`[api] ${name} failed`, error)
  return errorResponse(new ApiError(500, 'internal_error', 'Er ging iets mis. Probeer het later opnieuw.'))
}

/**
 * One public call: its handlers plus what every public call shares. Every other method answers
 * 405 with `Allow`, a client over its limit gets 429 with `Retry-After` (before any body is read),
 * and an `ApiError` thrown anywhere becomes the contract's error answer.
 */
export function endpoint(options: EndpointOptions): Record<Method, Handler> {
  const allowed = (['GET', 'POST'] as const).filter((m) => options[m])
  const allow = [...allowed, ...(options.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ')

  const run = (handler: Handler) => async (request: Request) => {
    try {
      const verdict = await rateLimit(options.bucket, clientKeyFrom(request.headers), { limit: options.limit() })
      if (!verdict.ok) {
        throw new ApiError(429, 'rate_limited', 'Te veel aanvragen; probeer het zo opnieuw.', {
          'Retry-After': String(verdict.retryAfterSeconds),
        })
      }
      return await handler(request)
    } catch (error) {
      return error instanceof ApiError ? errorResponse(error) : unexpected(error, options.bucket)
    }
  }

  const notAllowed: Handler = async (request) =>
    errorResponse(
      new ApiError(405, 'method_not_allowed', `Methode ${request.method} is hier niet toegestaan; gebruik ${allowed.join(' of ')}.`, {
        Allow: allow,
      }),
    )

  const get = options.GET ? run(options.GET) : notAllowed
  return {
    GET: get,
    HEAD: options.GET
      ? async (request) => {
          const r = await get(request)
          return new Response(null, { status: r.status, headers: r.headers })
        }
      : notAllowed,
    POST: options.POST ? run(options.POST) : notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: async () => new Response(null, { status: 204, headers: { Allow: allow, 'content-type': 'application/json; charset=utf-8' } }),
  }
}
