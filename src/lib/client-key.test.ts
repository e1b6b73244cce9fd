/**
 * Issue #13, limits that hold: a client cannot choose its own rate-limit key. Over real sockets,
 * through the same request rewrite scripts/serve.mjs does, into a limited public call: a new
 * X-Forwarded-For per request does not escape the limit, while another client keeps its own budget.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { bareAddress, clientAddress, installProof, parseHops, trustClientAddress } from '../../scripts/client-address.mjs'
import { endpoint } from './api/endpoint'
import { addressKey, clientKeyFrom, UNVERIFIED_CLIENT } from './client-key'
import { MemoryRateLimitStore, setRateLimitStore } from './rate-limit'

const LIMIT = 3
const STRONG_SECRET = 'k'.repeat(48)
const live = () => {
  vi.stubEnv('NODE_ENV', 'production')
  vi.stubEnv('PAYLOAD_SECRET', STRONG_SECRET)
  vi.stubEnv('DEMO_ADMIN_PASSWORD', '')
}
const randomAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}, 198.51.100.${Math.floor(Math.random() * 250) + 1}`

describe('clientAddress (the socket and TRUST_PROXY_HOPS decide, not the client)', () => {
  it('uses the socket when no proxy is trusted, whatever the client wrote', () => {
    expect(clientAddress('::ffff:192.0.2.10', '1.2.3.4', 0)).toBe('192.0.2.10')
    expect(clientAddress('192.0.2.10', undefined, 0)).toBe('192.0.2.10')
  })
  it('takes the entry the trusted proxies appended, ignoring what the client put before it', () => {
    // nginx appends $remote_addr: "<client's own header>, <real client>"; the socket is nginx.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9')
    // CDN then nginx: the CDN appended the client, nginx appended the CDN edge.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 198.51.100.1', 2)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '203.0.113.9'], 1)).toBe('203.0.113.9')
  })
  it('falls back to what is known when the chain is short or not an address', () => {
    expect(clientAddress('127.0.0.1', undefined, 1)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 'evil', 1)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '203.0.113.9:5123', 1)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '[2001:db8::1]:443', 1)).toBe('2001:db8::1')
  })
  it('reads TRUST_PROXY_HOPS as env.ts does, and refuses nonsense', () => {
    expect(parseHops(undefined)).toBe(0)
    expect(parseHops(' 2 ')).toBe(2)
    expect(() => parseHops('-1')).toThrow(/TRUST_PROXY_HOPS/)
    expect(() => parseHops('yes')).toThrow(/TRUST_PROXY_HOPS/)
    expect(bareAddress('not an address')).toBeNull()
  })
})

describe('addressKey', () => {
  it('keys IPv4 as it is and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(addressKey('2001:0DB8:00aa:00bb::9')).toBe('2001:db8:aa:bb::/64')
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressKey('a'.repeat(1000))).toHaveLength(100)
  })
})

describe('clientKeyFrom', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('in development and tests (no serve.mjs) uses the header as it comes', () => {
    expect(clientKeyFrom(new Headers({ 'x-forwarded-for': ' 203.0.113.1 , 10.0.0.1' }))).toBe('203.0.113.1')
    expect(clientKeyFrom(new Headers({ 'x-real-ip': '203.0.113.2' }))).toBe('203.0.113.2')
    expect(clientKeyFrom(new Headers())).toBe('local')
  })

  it("in a live shop trusts no header without the server's proof: one shared key", () => {
    live()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(clientKeyFrom(new Headers({ 'x-forwarded-for': '203.0.113.1' }))).toBe(UNVERIFIED_CLIENT)
    expect(clientKeyFrom(new Headers({ 'x-forwarded-for': '203.0.113.2', 'x-kk-address-proof': 'guessed' }))).toBe(UNVERIFIED_CLIENT)
    warn.mockRestore()
  })
})

describe('XFF spoofing over real sockets (the serve.mjs rewrite in front of a limited call)', () => {
  let server: http.Server
  let port: number
  const route = endpoint({ bucket: 'test:spoof', limit: () => LIMIT, POST: async () => Response.json({ ok: true }) })

  function listen(hops: number) {
    const proof = installProof()
    server = http.createServer((req, res) => {
      trustClientAddress(req, { hops, proof })
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]))
      void route.POST(new Request(`http://localhost${req.url}`, { method: 'POST', headers })).then((answer) => {
        res.writeHead(answer.status)
        res.end()
      })
    })
    return new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  }

  /** One POST from `from` (a loopback address of its own: a different socket address) with these headers. */
  function post(from: string, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/x', localAddress: from, headers, agent: false },
        (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        },
      )
      req.on('error', reject)
      req.end()
    })
  }

  beforeAll(() => live())
  afterAll(() => {
    vi.unstubAllEnvs()
    server?.close()
  })

  it('without a trusted proxy: a fresh X-Forwarded-For per request still meets the limit; another socket does not', async () => {
    setRateLimitStore(new MemoryRateLimitStore())
    await listen(0)
    port = (server.address() as AddressInfo).port
    const spoofed: number[] = []
    for (let i = 0; i < LIMIT + 2; i++)
      spoofed.push(await post('127.0.0.2', { 'x-forwarded-for': randomAddress(), 'x-real-ip': randomAddress() }))
    expect(spoofed).toEqual([200, 200, 200, 429, 429])
    expect(await post('127.0.0.3', { 'x-forwarded-for': randomAddress() })).toBe(200)
    server.close()
  })

  it('behind one trusted proxy: only the address the proxy appended counts', async () => {
    setRateLimitStore(new MemoryRateLimitStore())
    await listen(1)
    port = (server.address() as AddressInfo).port
    const viaProxy = (client: string) => post('127.0.0.1', { 'x-forwarded-for': `${randomAddress()}, ${client}` })
    const first: number[] = []
    for (let i = 0; i < LIMIT + 1; i++) first.push(await viaProxy('203.0.113.50'))
    expect(first).toEqual([200, 200, 200, 429])
    expect(await viaProxy('203.0.113.51')).toBe(200)
    // Two IPv6 addresses in one /64 are one client.
    for (let i = 0; i < LIMIT; i++) expect(await viaProxy(`2001:db8:1:2::${i + 1}`)).toBe(200)
    expect(await viaProxy('2001:db8:1:2:ffff::9')).toBe(429)
  })
})
