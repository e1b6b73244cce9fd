import crypto from 'node:crypto'
import { EventEmitter } from 'node:events'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  chooseEncoding,
  finishPage,
  inlineScriptHashes,
  INLINE_SCRIPTS_MARKER,
  isPageRequest,
  pageMemo,
  recentPages,
  RECENT_PAGES_SLOT,
  serveRecent,
  withInlineHashes,
} from './page-finisher.mjs'
import { INLINE_SCRIPTS_MARKER as APP_MARKER, storefrontCsp } from '../src/lib/security-headers'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('page finisher: the hashes of a page’s inline scripts', () => {
  it('hashes each inline script a browser would run, exactly as written, once', () => {
    const html =
      '<html><head><script>var a=1</script><script src="/_next/static/x.js" async></script>' +
      '<script type="module">import("/m.js")</script></head><body>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<script>self.__next_f.push([1,"\\u003c/script\\u003e"])</script><script>var a=1</script></body></html>'
    expect(inlineScriptHashes(html)).toEqual([
      sha('var a=1'),
      sha('import("/m.js")'),
      sha('self.__next_f.push([1,"\\u003c/script\\u003e"])'),
    ])
  })

  it('puts the hashes where the app’s policy has the marker (the same marker in both), and nothing when a page has none', () => {
    expect(INLINE_SCRIPTS_MARKER).toBe(APP_MARKER)
    const policy = storefrontCsp(false)
    const finished = withInlineHashes(policy, [sha('a'), sha('b')])
    expect(finished).toContain(`script-src 'self' ${sha('a')} ${sha('b')};`)
    expect(finished).not.toContain(INLINE_SCRIPTS_MARKER)
    expect(withInlineHashes(policy, [])).toContain("script-src 'self';")
  })
})

describe('page finisher: which requests and encodings', () => {
  const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers })
  it('finishes page navigations only: not the admin, the API, Next’s files, files, RSC requests or other methods', () => {
    for (const url of ['/', '/en', '/producten/2100000002061', '/wijnwijzer/wijn-bij-kaas?x=1'])
      expect(isPageRequest(req(url)), url).toBe(true)
    for (const url of [
      '/admin',
      '/admin/collections/orders',
      '/api/fetchAllProducts',
      '/_next/static/chunks/a.js',
      '/icon.svg',
      '/robots.txt',
    ])
      expect(isPageRequest(req(url)), url).toBe(false)
    expect(isPageRequest(req('/wijnwijzer', { rsc: '1' }))).toBe(false)
    expect(isPageRequest(req('/', {}, 'POST'))).toBe(false)
  })

  it('chooses brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })

  it('works out a body once (its hashes, each compressed form), whatever the number of responses', () => {
    const memo = pageMemo()
    const body = Buffer.from('<script>go()</script>' + '<p>wijn</p>'.repeat(500))
    const page = memo.of(body)
    const br = page.encoded('br', body)
    expect(memo.of(Buffer.from(body))).toBe(page)
    expect(memo.of(Buffer.from(body)).encoded('br', body)).toBe(br)
    expect(page.hashes(body)).toEqual([sha('go()')])
    expect(zlib.brotliDecompressSync(br).equals(body)).toBe(true)
    expect(zlib.gunzipSync(page.encoded('gzip', body)).equals(body)).toBe(true)
    expect(memo.of(Buffer.from('<p>anders</p>')).etag).not.toBe(page.etag)
    expect(memo.size).toBe(2)
  })

  it('forgets the least recently used pages beyond its size', () => {
    const memo = pageMemo({ maxBytes: 4096 })
    const bodies = [1, 2, 3, 4, 5, 6].map((n) => Buffer.from(`<p>${n}</p>`))
    for (const body of bodies) memo.of(body)
    expect(memo.size).toBe(4)
  })
})

/** A Node response as Next uses it (setHeader, writeHead, write, end), recording what reaches the client. */
function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: Buffer } = {}
  const headers = new Map<string, unknown>()
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    statusMessage: '',
    setHeader: (k: string, v: unknown) => headers.set(k.toLowerCase(), v),
    getHeader: (k: string) => headers.get(k.toLowerCase()),
    hasHeader: (k: string) => headers.has(k.toLowerCase()),
    getHeaders: () => Object.fromEntries(headers),
    removeHeader: (k: string) => headers.delete(k.toLowerCase()),
    writeHead(status: number, ..._rest: unknown[]) {
      sent.status = status
      return res
    },
    flushHeaders() {},
    write: (..._args: unknown[]) => true,
    end(body?: unknown, ..._rest: unknown[]) {
      sent.status ??= res.statusCode
      sent.headers = Object.fromEntries(headers)
      sent.body = body as Buffer | undefined
      return res
    },
  })
  return { res, sent }
}

describe('page finisher: a response going through it', () => {
  const page =
    '<!DOCTYPE html><html><head><script>start()</script></head><body>' +
    '<p>Rioja</p>'.repeat(200) +
    '<script>self.__next_f.push([1])</script></body></html>'

  it('sends the page compressed, with the policy naming exactly its inline scripts, and asks caches to revalidate', () => {
    const req = { url: '/producten/1', method: 'GET', headers: { 'accept-encoding': 'gzip, br' } as Record<string, string> }
    const { res, sent } = fakeResponse()
    finishPage(req, res, pageMemo())
    expect(req.headers['accept-encoding'], 'Next itself does not compress').toBeUndefined()
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', storefrontCsp(false))
    res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400')
    res.writeHead(200, { etag: '"abc"' })
    res.write(page.slice(0, 100))
    res.end(page.slice(100))
    expect(sent.status).toBe(200)
    expect(sent.headers!['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(sent.body!).toString()).toBe(page)
    expect(sent.headers!['content-length']).toBe(sent.body!.length)
    expect(String(sent.headers!['content-security-policy'])).toContain(
      `script-src 'self' ${sha('start()')} ${sha('self.__next_f.push([1])')};`,
    )
    expect(sent.headers!['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(sent.headers!['etag'], 'its own content hash').not.toBe('"abc"')
  })

  it('answers a request that has the page already with a 304 without body or policy (the browser keeps the stored ones, which match)', () => {
    const memo = pageMemo()
    const serve = (headers: Record<string, string>) => {
      const { res, sent } = fakeResponse()
      finishPage({ url: '/', method: 'GET', headers }, res, memo)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Security-Policy', storefrontCsp(false))
      res.setHeader('Cache-Control', 's-maxage=3600')
      res.end(page)
      return sent
    }
    const first = serve({})
    const etag = String(first.headers!['etag'])
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    const again = serve({ 'if-none-match': `W/${etag}` })
    expect(again.status).toBe(304)
    expect(again.body).toBeUndefined()
    expect(again.headers!['content-security-policy']).toBeUndefined()
    expect(again.headers!['etag']).toBe(etag)
    expect(serve({ 'if-none-match': '"oud"' }).status).toBe(200)
  })

  it('leaves a private page’s no-store alone and allows no inline script in a policy of a page without any', () => {
    const req = { url: '/bestelling/x', method: 'GET', headers: {} as Record<string, string> }
    const { res, sent } = fakeResponse()
    finishPage(req, res, pageMemo())
    res.setHeader('Content-Type', 'text/html')
    res.setHeader('Content-Security-Policy', storefrontCsp(false))
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    res.end('<p>geen scripts</p>')
    expect(sent.headers!['cache-control']).toContain('no-store')
    expect(String(sent.headers!['content-security-policy'])).toContain("script-src 'self';")
    expect(sent.headers!['content-encoding']).toBeUndefined()
    expect(sent.body!.toString()).toBe('<p>geen scripts</p>')
  })
})

describe('page finisher: pages kept for a second', () => {
  const page = '<html><head><script>start()</script></head><body>' + '<p>Barolo</p>'.repeat(200) + '</body></html>'
  const render = (recent: ReturnType<typeof recentPages>, url: string, headers: Record<string, string>) => {
    const { res, sent } = fakeResponse()
    finishPage({ url, method: 'GET', headers: { 'accept-encoding': 'gzip' } }, res, pageMemo(), recent)
    for (const [k, v] of Object.entries({ 'content-type': 'text/html', 'content-security-policy': storefrontCsp(false), ...headers }))
      res.setHeader(k, v)
    res.end(page)
    return sent
  }

  it('answers the next request for a page that is the same for everyone from memory, identical, until it expires', () => {
    const recent = recentPages({ ttlMs: 1000 })
    const made = render(recent, '/producten/1', { 'cache-control': 's-maxage=3600' })
    const { res, sent } = fakeResponse()
    expect(serveRecent({ url: '/producten/1', method: 'GET', headers: { 'accept-encoding': 'gzip' } }, res, recent)).toBe(true)
    expect(sent.body).toEqual(made.body)
    expect(sent.headers!['content-security-policy']).toBe(made.headers!['content-security-policy'])
    expect(sent.headers!['etag']).toBe(made.headers!['etag'])
    expect(recent.get('/producten/1', Date.now() + 1001)).toBeNull()
    expect(serveRecent({ url: '/producten/2', method: 'GET', headers: {} }, fakeResponse().res, recent)).toBe(false)
  })

  it('never keeps a page for one visitor (no-store) or one that sets a cookie, and forgets all at a CMS save in this process', () => {
    const recent = recentPages()
    render(recent, '/bestelling/x', { 'cache-control': 'private, no-cache, no-store' })
    render(recent, '/a', { 'cache-control': 's-maxage=3600', 'set-cookie': 'x=1' })
    render(recent, '/b', { 'cache-control': 's-maxage=3600' })
    expect(recent.get('/bestelling/x')).toBeNull()
    expect(recent.get('/a')).toBeNull()
    expect(recent.get('/b')).not.toBeNull()
    ;(globalThis as unknown as Record<symbol, { clear(): void }>)[RECENT_PAGES_SLOT].clear()
    expect(recent.get('/b')).toBeNull()
  })
})
