import type { z } from 'zod'
import { ApiError } from './response'

/** Hard limit for request bodies of the public calls (api-contract.md). */
export const MAX_BODY_BYTES = 64 * 1024

const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `De aanvraag is groter dan ${Math.floor(limit / 1024)} KiB.`)

/**
 * Reads the raw body with a hard byte limit: an honest Content-Length over the limit is refused
 * before reading, and the stream is counted as it arrives, so a lying or absent header cannot
 * make us buffer more than `limit` bytes.
 */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared && /^\d+$/.test(declared.trim()) && Number(declared) > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array(0)

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>
    try {
      step = await reader.read()
    } catch {
      throw new ApiError(400, 'invalid_request', 'De aanvraag kon niet worden gelezen.')
    }
    if (step.done) break
    size += step.value.byteLength
    if (size > limit) {
      // Not awaited: on a tee'd body (request.clone()) cancel settles only once both branches are cancelled.
      void reader.cancel().catch(() => {})
      throw tooLarge(limit)
    }
    chunks.push(step.value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Parses the body as JSON whatever the content-type says (existing clients post JSON as text/plain):
 * invalid UTF-8, an empty body or malformed JSON is a 400.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError(400, 'invalid_json', 'De aanvraag is geen geldige UTF-8-tekst.')
  }
  if (!text.trim()) throw new ApiError(400, 'invalid_json', 'De aanvraag heeft geen inhoud; verwacht wordt een JSON-object.')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ApiError(400, 'invalid_json', 'De aanvraag is geen geldige JSON.')
  }
}

/** Reads and validates a JSON body; a zod failure is a 400 that names the first wrong field. */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, limit = MAX_BODY_BYTES): Promise<z.infer<S>> {
  const result = schema.safeParse(await readJsonBody(request, limit))
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue?.path.length ? issue.path.map(String).join('.') : null
  throw new ApiError(
    400,
    'invalid_request',
    field ? `Ongeldig veld "${field}": ${issue?.message}` : `Ongeldige aanvraag: ${issue?.message ?? 'onbekende fout'}`,
  )
}
