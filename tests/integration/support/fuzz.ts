/** Hostile request bodies for the fuzz test, from a seeded generator so a failure can be replayed. */
import { MAX_BODY_BYTES } from '../../../src/lib/api/body'

export type Rng = () => number
/** mulberry32: small, deterministic, good enough to vary test input. */
export function rng(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\uffff',
  '🍷'.repeat(100),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE products; --',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'constructor',
  '__proto__',
  '29000000000019',
  '2900000000001',
  '0000000000000',
  'ROOD',
  'rood ',
  'x'.repeat(5000),
]

/** A random JSON value of bounded size: every type, odd numbers, nasty strings, nesting. */
export function randomJson(r: Rng, depth = 0): unknown {
  const kind =
    depth > 4 ? pick(r, ['num', 'str', 'bool', 'null'] as const) : pick(r, ['num', 'str', 'bool', 'null', 'arr', 'obj', 'obj'] as const)
  switch (kind) {
    case 'num':
      return pick(r, [0, -1, 1, 1.5, -0, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE, 2900000000019, Math.floor(r() * 1e6)])
    case 'str':
      return pick(r, NASTY_STRINGS)
    case 'bool':
      return r() < 0.5
    case 'null':
      return null
    case 'arr':
      return Array.from({ length: Math.floor(r() * 4) }, () => randomJson(r, depth + 1))
    case 'obj': {
      const keys = [
        'id',
        'countryCode',
        'colorCode',
        'productId',
        'accountId',
        'question',
        'conversation',
        'shoppingCart',
        'quantity',
        'email',
        'name',
        'message',
        '__proto__',
        'constructor',
        pick(r, NASTY_STRINGS),
      ]
      const out: Record<string, unknown> = {}
      for (let i = Math.floor(r() * 5); i > 0; i--) out[pick(r, keys)] = randomJson(r, depth + 1)
      return out
    }
  }
}

export type HostileBody = { label: string; body?: BodyInit; headers?: Record<string, string> }

const enc = new TextEncoder()
const nested = (n: number, open: string, close: string, inner = '1') => open.repeat(n) + inner + close.repeat(n)

/** Fixed hostile bodies every endpoint must survive (besides the random ones). */
export function fixedHostileBodies(): HostileBody[] {
  const big = 'a'.repeat(MAX_BODY_BYTES)
  return [
    { label: 'empty', body: '' },
    { label: 'whitespace', body: ' \n\t ' },
    { label: 'truncated JSON', body: '{"id": "29' },
    { label: 'trailing garbage', body: '{"id": "2900000000019"} xyz' },
    { label: 'single quotes', body: "{'id': '2900000000019'}" },
    { label: 'NaN literal', body: '{"id": NaN}' },
    { label: 'comment', body: '{/* x */ "id": 1}' },
    { label: 'BOM + JSON', body: '\ufeff{"id":"2900000000019"}' },
    { label: 'invalid UTF-8', body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0xfe, 0x7d]) },
    { label: 'overlong UTF-8', body: new Uint8Array([0x22, 0xc0, 0xaf, 0x22]) },
    { label: 'NUL bytes', body: new Uint8Array(1024) },
    { label: 'lone surrogate escape', body: '{"id":"\\ud800","question":"\\udfff"}' },
    {
      label: 'prototype pollution',
      body: '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"id":"2900000000019"}',
    },
    {
      label: 'prototype pollution nested',
      body: '{"shoppingCart":[{"__proto__":{"polluted":"yes"},"id":"x","quantity":1}],"conversation":[{"__proto__":{"isAdmin":true}}]}',
    },
    { label: 'deep array nesting (within limit)', body: nested(30_000, '[', ']') },
    { label: 'deep object nesting (within limit)', body: nested(6_000, '{"a":', '}') },
    { label: 'deep nesting in a field', body: `{"id":${nested(20_000, '[', ']')},"question":${nested(5_000, '[', ']')}}` },
    { label: 'huge number', body: `{"id":1${'0'.repeat(400)}}` },
    { label: 'many keys', body: JSON.stringify(Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, i]))) },
    { label: 'long string just under the limit', body: JSON.stringify({ id: 'x'.repeat(MAX_BODY_BYTES - 20), question: 'y' }) },
    { label: 'long string over the limit', body: JSON.stringify({ id: big, question: big }) },
    { label: 'oversize stream', body: streamBody(MAX_BODY_BYTES * 16) },
    { label: 'oversize with small Content-Length', body: JSON.stringify({ id: big }), headers: { 'content-length': '12' } },
    { label: 'huge declared Content-Length', body: '{}', headers: { 'content-length': '99999999999999999999' } },
    { label: 'odd Content-Length', body: '{}', headers: { 'content-length': '-1' } },
    { label: 'form encoded', body: 'id=2900000000019&question=hoi', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    {
      label: 'multipart',
      body: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n2900000000019\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    },
    {
      label: 'xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      headers: { 'content-type': 'application/xml' },
    },
    { label: 'json content-type with charset junk', body: '{}', headers: { 'content-type': 'application/json; charset=utf-7' } },
    { label: 'binary', body: enc.encode('\x89PNG\r\n\x1a\n' + 'x'.repeat(100)), headers: { 'content-type': 'image/png' } },
  ]
}

export function streamBody(size: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close()
      const n = Math.min(32 * 1024, size - sent)
      controller.enqueue(enc.encode('['.repeat(n)))
      sent += n
    },
  })
}

export function randomBodies(r: Rng, count: number): HostileBody[] {
  return Array.from({ length: count }, (_, i) => ({
    label: `random #${i}`,
    body: JSON.stringify(randomJson(r)) ?? 'null',
    headers:
      r() < 0.3
        ? {
            'content-type': pick(r, ['text/plain', 'application/json', 'application/octet-stream', '', 'application/json; charset=latin1']),
          }
        : undefined,
  }))
}

export const HOSTILE_QUERIES = [
  '',
  '?locale=en',
  '?locale=xx',
  '?locale=',
  '?locale=%00',
  '?locale[]=en',
  '?locale=en&locale=nl',
  `?locale=${'e'.repeat(5000)}`,
  '?__proto__[polluted]=yes',
  '?id=2900000000019',
]
