/** Calling route handlers the way Next does, with a plain `Request`, and reading their answers. */
import { expect } from 'vitest'
import { z } from 'zod'

export const BASE = 'http://localhost:3000'

export type Handler = (request: Request, context?: unknown) => Promise<Response> | Response

export type Answer = { status: number; headers: Headers; text: string; json: unknown }

export async function read(response: Response): Promise<Answer> {
  const text = await response.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: response.status, headers: response.headers, text, json }
}

let clientCounter = 0
/** A fresh client address per request, so the rate limiter only answers in the tests about it. */
export const freshClient = () => `10.${(++clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`

export function request(
  path: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: BodyInit | object | null; headers?: Record<string, string> } = {},
): Request {
  const h = new Headers({ 'x-forwarded-for': freshClient(), ...headers })
  let payload: BodyInit | undefined
  if (body !== undefined && body !== null) {
    if (
      typeof body === 'string' ||
      body instanceof Uint8Array ||
      body instanceof ReadableStream ||
      body instanceof Blob ||
      body instanceof ArrayBuffer
    ) {
      payload = body as BodyInit
    } else {
      payload = JSON.stringify(body)
      if (!h.has('content-type')) h.set('content-type', 'application/json')
    }
  }
  return new Request(new URL(path, BASE), {
    method,
    headers: h,
    body: payload,
    ...(payload instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
}

export async function call(handler: Handler, path: string, init?: Parameters<typeof request>[1]): Promise<Answer> {
  return read(await handler(request(path, init)))
}

const envelope = z.object({ body: z.string() }).strict()
const errorShape = z.object({ error: z.object({ code: z.string().min(1), message: z.string().min(1) }).strict() }).strict()

/** The contract's success envelope: `{"body": "<JSON text>"}`, parsed. */
export function bodyOf(answer: Answer): unknown {
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  return JSON.parse(envelope.parse(answer.json).body)
}

/** The contract's error answer: JSON `{"error": {"code", "message"}}` with the expected status. */
export function expectError(answer: Answer, status: number, code?: string) {
  expect(answer.status, answer.text).toBe(status)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  const { error } = errorShape.parse(answer.json)
  if (code) expect(error.code).toBe(code)
  return error
}

/** A ReadableStream body of `size` bytes that never declares its length. */
export function streamOf(size: number, fill = 0x20): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const n = Math.min(16 * 1024, size - sent)
      controller.enqueue(new Uint8Array(n).fill(fill))
      sent += n
    },
  })
}
