/**
 * The rate-limit key of a request's client. Only scripts/serve.mjs knows the socket; it writes the
 * client address (after TRUST_PROXY_HOPS trusted proxies) into `X-Forwarded-For` and proves that
 * with a per-process secret in `x-kk-address-proof`. A live shop that gets a request without that
 * proof (started with plain `next start`) trusts no header: every such request shares one key, so a
 * client cannot pick its own budget. IPv6 clients are keyed by their /64, the block one subscriber
 * usually gets. Development and tests have no such server and use the header as it comes.
 */
import { timingSafeEqual } from 'node:crypto'
import net from 'node:net'
import { env } from './env'

/** Kept in step with scripts/client-address.mjs. */
const PROOF_HEADER = 'x-kk-address-proof'
const PROOF_SLOT = Symbol.for('kelder-en-kurk.client-address-proof')
/** The one key every unproven request of a live shop shares. */
export const UNVERIFIED_CLIENT = 'unverified'
const MAX_KEY_LENGTH = 100

/** Whether these headers carry this process's proof (constant-time: the secret never leaks by timing). */
export function hasAddressProof(headers: Headers): boolean {
  const expected = (globalThis as unknown as Record<symbol, string | undefined>)[PROOF_SLOT]
  const given = headers.get(PROOF_HEADER)
  if (!expected || !given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The eight groups of an IPv6 address, written out (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const part = (s: string) => (s ? s.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [])
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
}

/** `203.0.113.7` as it is, `::ffff:203.0.113.7` as IPv4, an IPv6 address as its /64; anything else bounded. */
export function addressKey(value: string): string {
  const address = value.trim().replace(/%.*$/, '')
  const mapped = /^::ffff:([\d.]+)$/i.exec(address)
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!
  if (net.isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
  return address.slice(0, MAX_KEY_LENGTH)
}

let warned = false
function warnUnproven() {
  if (warned) return
  warned = true
  console.warn(
    '[rate-limit] verzoek zonder adresbewijs: start de winkel met `npm start` of `npm run serve`, niet met `next start`. Tot dan delen alle bezoekers één limiet.',
  )
}

/** The client's rate-limit key (see the top of this file). */
export function clientKeyFrom(headers: Headers): string {
  if (hasAddressProof(headers)) return addressKey(headers.get('x-forwarded-for') ?? '')
  if (env().live) {
    warnUnproven()
    return UNVERIFIED_CLIENT
  }
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return addressKey(forwarded || headers.get('x-real-ip') || 'local')
}
