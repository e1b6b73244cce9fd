/**
 * The last step of every storefront page, in scripts/serve.mjs: the page's CSP gets the hashes of its
 * own inline scripts, and the body is compressed once per distinct page.
 *
 * Why here: a page that is the same for every visitor can be cached (Next's ISR, docs/architecture.md
 * "Page cache and CSP"), but a per-request nonce would make every page unique. A hash names the
 * script itself, so a cached page and its policy stay valid together, also in a CDN. Next's inline
 * scripts (the RSC payload) are only known once the page is rendered, hence after Next, not in it.
 * The proxy writes the policy with INLINE_SCRIPTS_MARKER in `script-src`; this replaces it. Without
 * this step (plain `next start`) the marker is an unknown source, so inline scripts stay blocked:
 * the page fails closed, never open.
 *
 * Plain JavaScript: the server runs with plain node, before any TypeScript is loaded.
 */
import crypto from 'node:crypto'
import zlib from 'node:zlib'

/** Must equal INLINE_SCRIPTS_MARKER in src/lib/security-headers.ts (a unit test checks). */
export const INLINE_SCRIPTS_MARKER = "'kk-inline-scripts'"

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const RUNS_AS_SCRIPT = /^(?:text\/javascript|application\/javascript|module)$/i

/** The CSP hash sources of the page's inline scripts that a browser would run, in page order, once each. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = TYPE.exec(attributes)?.[1]
    // Data blocks (JSON-LD) are never run, so they need no permission.
    if (type && !RUNS_AS_SCRIPT.test(type)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with the marker replaced by the hashes (or by nothing, which allows no inline script). */
export function withInlineHashes(policy, hashes) {
  return policy.replace(INLINE_SCRIPTS_MARKER, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(/ ;/g, ';')
}

/** The encoding this server sends for an Accept-Encoding header: brotli, else gzip, else none. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return null
}

/**
 * What is worked out once per distinct page body, kept by its content: the hashes of its inline
 * scripts and its compressed forms. A cached page is the same bytes for every visitor, so this runs
 * once per page and edit, not per response (brotli of a 130 KB page costs milliseconds). Least
 * recently used go first beyond `maxBytes`.
 */
export function pageMemo({ maxBytes = 32 * 1024 * 1024 } = {}) {
  const entries = new Map()
  let bytes = 0
  const compressors = {
    // Quality 5: within a few percent of the best for HTML at a fraction of its time.
    br: (body) =>
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    gzip: (body) => zlib.gzipSync(body, { level: 6 }),
  }
  const trim = () => {
    for (const [oldest, entry] of entries) {
      if (bytes <= maxBytes) break
      entries.delete(oldest)
      bytes -= entry.bytes
    }
  }
  return {
    /** The page's record: `etag` (its content hash), `hashes()` and `encoded(encoding)`, each computed once. */
    of(body) {
      const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`
      let entry = entries.get(etag)
      if (entry) {
        entries.delete(etag)
        entries.set(etag, entry)
        return entry
      }
      entry = {
        etag,
        // A fixed share for the record itself, so that pages never compressed still count.
        bytes: 1024,
        scriptHashes: null,
        forms: {},
        /** The body is passed, not kept: the record holds only what was worked out from it. */
        hashes(page) {
          return (this.scriptHashes ??= inlineScriptHashes(page.toString('utf8')))
        },
        encoded(encoding, page) {
          if (!this.forms[encoding]) {
            this.forms[encoding] = compressors[encoding](page)
            this.bytes += this.forms[encoding].length
            bytes += this.forms[encoding].length
            trim()
          }
          return this.forms[encoding]
        },
      }
      bytes += entry.bytes
      entries.set(etag, entry)
      trim()
      return entry
    },
    get size() {
      return entries.size
    },
  }
}

/**
 * Whether a request is a page navigation this step finishes: a GET for HTML that is not the admin,
 * the API, Next's internals, a file or an RSC request (client navigation data carries no policy).
 */
export function isPageRequest(req) {
  if (req.method !== 'GET') return false
  const path = (req.url ?? '/').split('?')[0]
  if (/^\/(?:admin|api|_next)(?:\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return false
  if (req.headers.rsc || req.headers['next-router-state-tree']) return false
  return true
}

/**
 * Finished pages that may be shared, by URL, for a second: under load Next then serves each page at
 * most about once a second per server, and every other request is answered from memory, as a static
 * file is. Only what Next itself marks as cached for everyone (ISR: `s-maxage`) with status 200 is
 * kept; payment, order and filtered pages (no-store) never are. A CMS save empties it in the process
 * that saved; other servers show the change within this second (docs/architecture.md, "Page cache
 * and CSP").
 */
export function recentPages({ ttlMs = 1000, maxEntries = 2000 } = {}) {
  const entries = new Map()
  const recent = {
    get(url, now = Date.now()) {
      const entry = entries.get(url)
      if (entry && entry.expires > now) return entry
      if (entry) entries.delete(url)
      return null
    },
    set(url, entry, now = Date.now()) {
      entries.delete(url)
      entries.set(url, { ...entry, expires: now + ttlMs })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value)
    },
    /** A CMS save in this process (src/cms/hooks/revalidate.ts): its pages are not served from here again. */
    clear() {
      entries.clear()
    },
  }
  globalThis[RECENT_PAGES_SLOT] = recent
  return recent
}

/** Where the app finds this server's recent pages (the same process): src/cms/hooks/revalidate.ts. */
export const RECENT_PAGES_SLOT = Symbol.for('kelder-en-kurk.recent-pages')

/** Answers a page request from `recent` when it holds the page; false when Next has to. */
export function serveRecent(req, res, recent) {
  const entry = recent?.get(req.url)
  if (!entry) return false
  res.statusCode = entry.status
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value)
  res.end(
    send(res, entry.page, entry.body, {
      encoding: chooseEncoding(req.headers['accept-encoding']),
      ifNoneMatch: req.headers['if-none-match'],
    }),
  )
  return true
}

/**
 * Holds back what Next writes for one page response and finishes it at the end: the policy's hashes,
 * an ETag (a matching If-None-Match gets a 304), the shared cache's instructions, the compressed
 * body; a page for everyone is then also kept in `recent`. Next writes the head and the body through
 * the usual Node calls (setHeader, writeHead, write, end); nothing reaches the socket before `end`.
 */
export function finishPage(req, res, memo, recent) {
  const options = { encoding: chooseEncoding(req.headers['accept-encoding']), ifNoneMatch: req.headers['if-none-match'] }
  // Next must neither compress nor answer 304 itself: the body is read (and compressed once) here.
  delete req.headers['accept-encoding']
  delete req.headers['if-none-match']
  const chunks = []
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let reason

  res.writeHead = function (status, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object')
    res.statusCode = status
    if (typeof rest[0] === 'string') reason = rest[0]
    if (headers)
      for (const [k, v] of Array.isArray(headers) ? pairs(headers) : Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
    return res
  }
  res.flushHeaders = () => {}
  res.write = function (chunk, enc, cb) {
    if (chunk) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : Buffer.from(chunk))
    if (typeof enc === 'function') enc()
    else if (typeof cb === 'function') cb()
    return true
  }
  res.end = function (chunk, enc, cb) {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined]
    if (typeof enc === 'function') [cb, enc] = [enc, undefined]
    if (chunk) res.write(chunk, enc)
    Object.assign(res, original)
    if (reason) res.statusMessage = reason
    const body = Buffer.concat(chunks)
    const { page, shared } = prepare(res, body, memo)
    if (shared && recent) recent.set(req.url, { status: res.statusCode, headers: res.getHeaders(), page, body })
    return original.end.call(res, send(res, page, body, options), cb)
  }
}

function pairs(flat) {
  const out = []
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i], flat[i + 1]])
  return out
}

/** The headers that are the same for every visitor: the policy with its hashes, the cache instructions. */
function prepare(res, body, memo) {
  const policy = res.getHeader('content-security-policy')
  const html = /text\/html/i.test(String(res.getHeader('content-type') ?? ''))
  const page = memo.of(body)
  if (typeof policy === 'string' && policy.includes(INLINE_SCRIPTS_MARKER))
    res.setHeader('content-security-policy', withInlineHashes(policy, html ? page.hashes(body) : []))
  const cacheControl = String(res.getHeader('cache-control') ?? '')
  // Next's ISR header (s-maxage) would let a CDN keep a page after the CMS changed it: revalidate instead.
  // Kept for others only when it is the same for everyone: never a response that sets a cookie.
  const shared = /s-maxage/.test(cacheControl) && res.statusCode === 200 && !res.hasHeader('set-cookie')
  if (/s-maxage/.test(cacheControl)) res.setHeader('cache-control', 'public, max-age=0, must-revalidate')
  res.removeHeader('content-length')
  if (res.statusCode === 200 && !/no-store/.test(cacheControl)) res.setHeader('etag', page.etag)
  return { page, shared }
}

/** The headers of this one response (304 or not, its encoding) and the body to send (none for a 304). */
function send(res, page, body, { encoding, ifNoneMatch }) {
  if (res.getHeader('etag') && ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    res.statusCode = 304
    // The browser keeps the stored page and its stored policy, whose hashes match that page.
    for (const name of ['content-security-policy', 'content-type', 'content-encoding', 'content-length']) res.removeHeader(name)
    return undefined
  }
  const compress = encoding && body.length > 1024
  if (compress) {
    res.setHeader('content-encoding', encoding)
    res.setHeader('vary', appendVary(res.getHeader('vary'), 'Accept-Encoding'))
  } else res.removeHeader('content-encoding')
  const out = compress ? page.encoded(encoding, body) : body
  res.setHeader('content-length', out.length)
  return out
}

function appendVary(current, value) {
  const list = String(current ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return list.some((v) => v.toLowerCase() === value.toLowerCase()) ? list.join(', ') : [...list, value].join(', ')
}
