/**
 * Who is asking: the client address of a request as scripts/serve.mjs hands it to Next.
 *
 * A client writes its own `X-Forwarded-For`, so the header alone proves nothing. The socket address
 * is the one thing it cannot choose; each trusted reverse proxy (TRUST_PROXY_HOPS of them) appends
 * the address it saw. So the client is the entry that many hops from the right end of
 * `X-Forwarded-For + socket`; everything left of it was written by the client and is ignored.
 *
 * Plain JavaScript: the server runs with plain node, before any TypeScript is loaded.
 */
import crypto from 'node:crypto'
import net from 'node:net'

/** The request header that proves the address came from this server (its value is a per-process secret). */
export const PROOF_HEADER = 'x-kk-address-proof'
/** Where the secret lives for the app's code in this same process (src/lib/client-key.ts reads it). */
export const PROOF_SLOT = Symbol.for('kelder-en-kurk.client-address-proof')

/** A fresh secret for this process, where the app finds it; the server sends it with every request. */
export function installProof() {
  const proof = crypto.randomBytes(24).toString('base64url')
  globalThis[PROOF_SLOT] = proof
  return proof
}

/** `203.0.113.7`, `203.0.113.7:5123`, `[2001:db8::1]:443`, `::ffff:203.0.113.7` → a bare address, or null. */
export function bareAddress(entry) {
  let value = String(entry ?? '').trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)
  if (bracketed) value = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'))
  if (/^::ffff:[\d.]+$/i.test(value)) value = value.slice(7)
  return net.isIP(value) ? value.toLowerCase() : null
}

/**
 * The client's address from the socket and the forwarded chain. With `hops` trusted proxies the
 * client is `hops` entries left of the socket. A chain shorter than that (a request that did not
 * pass every proxy, such as the app calling itself) gives the leftmost entry there is; an entry that
 * is not an address gives the socket's: a proxy never writes such a thing, so the request is not
 * what it claims and gets no address of its own choosing.
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const socket = bareAddress(socketAddress) ?? 'unknown'
  if (!hops) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : String(forwardedFor ?? '')
  const chain = [
    ...header
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
    socket,
  ]
  return bareAddress(chain[Math.max(0, chain.length - 1 - hops)]) ?? socket
}

/**
 * Rewrites a Node request in place before Next sees it: `X-Forwarded-For` becomes the one trusted
 * address (Next fills the header only when it is absent, and every reader then sees the same
 * value), the proof header is set, and a client's `X-Real-IP` is dropped.
 */
export function trustClientAddress(req, { hops, proof }) {
  req.headers['x-forwarded-for'] = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for'], hops)
  req.headers[PROOF_HEADER] = proof
  delete req.headers['x-real-ip']
}

/** TRUST_PROXY_HOPS as src/lib/env.ts accepts it (a whole number 0–10, empty = 0); anything else stops the start. */
export function parseHops(value) {
  const text = String(value ?? '').trim()
  if (text === '') return 0
  const hops = Number(text)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUST_PROXY_HOPS moet een geheel getal van 0 tot en met 10 zijn, niet "${value}"`)
  return hops
}
