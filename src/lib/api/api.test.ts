import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { MAX_BODY_BYTES, parseJsonBody, readBodyBytes, readJsonBody } from './body'
import { endpoint } from './endpoint'
import { guardGraphql } from './graphql-guard'
import { localeFrom } from './locale'
import { ApiError, bodyResponse, errorResponse } from './response'
import { MemoryRateLimitStore, setRateLimitStore } from '../rate-limit'

const post = (body?: BodyInit, headers: Record<string, string> = {}, url = 'http://x/api/t') =>
  new Request(url, { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit)

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('response helpers', () => {
  it('wraps data as JSON text in `body`, as application/json', async () => {
    const r = bodyResponse([{ id: '1' }])
    expect(r.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await r.json()).toEqual({ body: '[{"id":"1"}]' })
  })
  it('answers errors as {"error": {code, message}} with their status and headers', async () => {
    const r = errorResponse(new ApiError(429, 'rate_limited', 'Te veel', { 'Retry-After': '7' }))
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('7')
    expect(r.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await r.json()).toEqual({ error: { code: 'rate_limited', message: 'Te veel' } })
  })
})

describe('reading bodies', () => {
  it('reads up to the limit and refuses one byte more (413)', async () => {
    expect((await readBodyBytes(post('x'.repeat(MAX_BODY_BYTES)))).byteLength).toBe(MAX_BODY_BYTES)
    expect((await failure(readBodyBytes(post('x'.repeat(MAX_BODY_BYTES + 1))))).status).toBe(413)
  })
  it('refuses a declared Content-Length over the limit without reading', async () => {
    expect((await failure(readBodyBytes(post('{}', { 'content-length': String(MAX_BODY_BYTES + 1) })))).status).toBe(413)
  })
  it('stops reading an endless stream at the limit', async () => {
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull: (c) => {
        pulled += 1024
        c.enqueue(new Uint8Array(1024))
      },
    })
    expect((await failure(readBodyBytes(post(endless), 10 * 1024))).status).toBe(413)
    expect(pulled).toBeLessThan(20 * 1024)
  })
  it('parses JSON whatever the content-type', async () => {
    expect(await readJsonBody(post('{"a":1}', { 'content-type': 'text/plain' }))).toEqual({ a: 1 })
  })
  it.each([
    ['empty', ''],
    ['blank', '  \n'],
    ['malformed', '{"a":'],
    ['invalid UTF-8', new Uint8Array([0x22, 0xff, 0x22])],
  ])('answers 400 invalid_json for %s', async (_n, body) => {
    const e = await failure(readJsonBody(post(body as BodyInit)))
    expect([e.status, e.code]).toEqual([400, 'invalid_json'])
  })
  it('names the wrong field of a zod failure (400 invalid_request)', async () => {
    const e = await failure(parseJsonBody(post('{"id": 5}'), z.object({ id: z.string({ error: 'verwacht tekst' }) })))
    expect([e.status, e.code]).toEqual([400, 'invalid_request'])
    expect(e.message).toContain('"id"')
    expect(e.message).toContain('verwacht tekst')
  })
  it('keeps __proto__ keys as data, never on the prototype', async () => {
    const value = await readJsonBody(post('{"__proto__":{"polluted":1}}'))
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.keys(value as object)).toEqual(['__proto__'])
  })
})

describe('localeFrom', () => {
  it('is nl by default, en on request, 400 otherwise', async () => {
    expect(localeFrom(new Request('http://x/api/t'))).toBe('nl')
    expect(localeFrom(new Request('http://x/api/t?locale='))).toBe('nl')
    expect(localeFrom(new Request('http://x/api/t?locale=en'))).toBe('en')
    expect(() => localeFrom(new Request('http://x/api/t?locale=EN'))).toThrow(ApiError)
  })
})

describe('endpoint', () => {
  afterEach(() => setRateLimitStore(new MemoryRateLimitStore()))
  const ok = async () => bodyResponse('ok')

  it('answers methods it does not serve with 405 and Allow', async () => {
    const e = endpoint({ bucket: 't', limit: () => 100, POST: ok })
    for (const m of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const r = await e[m](new Request('http://x/api/t', { method: m }))
      expect(r.status).toBe(405)
      expect(r.headers.get('allow')).toBe('POST, OPTIONS')
      expect((await r.json()).error.code).toBe('method_not_allowed')
    }
    const readOnly = await endpoint({ bucket: 't', limit: () => 100, GET: ok }).POST(
      new Request('http://x', { method: 'POST', body: '{}' }),
    )
    expect([readOnly.status, readOnly.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS'])
    expect(
      (await endpoint({ bucket: 't', limit: () => 100, GET: ok }).OPTIONS(new Request('http://x', { method: 'OPTIONS' }))).headers.get(
        'allow',
      ),
    ).toBe('GET, HEAD, OPTIONS')
  })

  it('turns ApiError into its answer and anything else into a 500 without internals', async () => {
    const e = endpoint({
      bucket: 't',
      limit: () => 100,
      POST: async () => {
        throw new ApiError(404, 'not_found', 'weg')
      },
      GET: async () => {
        throw new Error('secret stack')
      },
    })
    expect((await e.POST(post('{}'))).status).toBe(404)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const r = await e.GET(new Request('http://x/api/t'))
    log.mockRestore()
    expect(r.status).toBe(500)
    expect(await r.text()).not.toContain('secret')
  })

  it('rate limits per client before the handler runs (429 + Retry-After)', async () => {
    setRateLimitStore(new MemoryRateLimitStore())
    const handler = vi.fn(ok)
    const e = endpoint({ bucket: 'unit', limit: () => 2, POST: handler })
    const req = () => post('{}', { 'x-forwarded-for': '192.0.2.1' })
    expect((await e.POST(req())).status).toBe(200)
    expect((await e.POST(req())).status).toBe(200)
    const limited = await e.POST(req())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(handler).toHaveBeenCalledTimes(2)
  })

  it('answers HEAD like GET, without a body', async () => {
    const r = await endpoint({ bucket: 't', limit: () => 100, GET: ok }).HEAD(new Request('http://x/api/t', { method: 'HEAD' }))
    expect(r.status).toBe(200)
    expect(await r.text()).toBe('')
  })
})

describe('guardGraphql', () => {
  const payloadHandler = vi.fn(async () => new Response('{"data":{}}', { status: 200 }))
  const guarded = guardGraphql(payloadHandler)
  const gql = (body: string) =>
    new Request('http://x/api/graphql', { method: 'POST', body, headers: { 'content-type': 'application/json' } })

  it('refuses subscriptions (Payload would crash on them) with a GraphQL-style 400', async () => {
    const r = await guarded(gql(JSON.stringify({ query: 'query A { x } subscription B { y }' })))
    expect(r.status).toBe(400)
    expect((await r.json()).errors[0].message).toMatch(/Subscriptions/)
  })
  it('passes queries, mutations and even malformed bodies on to Payload', async () => {
    payloadHandler.mockClear()
    for (const body of [JSON.stringify({ query: '{ Products { docs { name } } }' }), 'not json', '{"query": "{"}', '{"query": 5}']) {
      expect((await guarded(gql(body))).status).toBe(200)
    }
    expect(payloadHandler).toHaveBeenCalledTimes(4)
  })
  it('refuses bodies over 1 MiB', async () => {
    expect((await guarded(gql('x'.repeat(1024 * 1024 + 1)))).status).toBe(413)
  })
})
