/**
 * Answers of the public JSON calls (api-contract.md): data wrapped as `{"body": "<JSON text>"}`,
 * failures as `{"error": {"code", "message"}}`, always `application/json`.
 */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8'

export function json(data: unknown, { status = 200, headers }: { status?: number; headers?: HeadersInit } = {}): Response {
  const h = new Headers(headers)
  h.set('content-type', JSON_CONTENT_TYPE)
  if (!h.has('cache-control')) h.set('cache-control', 'no-store')
  return new Response(JSON.stringify(data), { status, headers: h })
}

/** The contract's envelope: the payload travels as JSON text inside `body`. */
export function bodyResponse(value: unknown): Response {
  return json({ body: JSON.stringify(value) })
}

export type ApiErrorCode =
  | 'invalid_json'
  | 'invalid_request'
  | 'invalid_locale'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'rate_limited'
  | 'internal_error'

/** A failure with its HTTP status; thrown inside a handler and turned into the error answer by `endpoint`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function errorResponse(error: ApiError): Response {
  return json({ error: { code: error.code, message: error.message } }, { status: error.status, headers: error.headers })
}
