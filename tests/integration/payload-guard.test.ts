/**
 * Issue #13, limits that hold, on Payload's own API as the app serves it (src/app/(payload)/api):
 * a 100 MB body is answered 413 without the server holding it, every /api path is rate limited,
 * failed logins from one client meet a 429 long before the account would lock for everyone, and
 * the session cookie of a live shop's login is Secure and SameSite.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { afterEach, expect, it, vi } from 'vitest'
import * as rest from '../../src/app/(payload)/api/[...slug]/route'
import * as graphqlRoute from '../../src/app/(payload)/api/graphql/route'
import { payload } from '../../src/lib/payload'
import { MemoryRateLimitStore, setRateLimitStore } from '../../src/lib/rate-limit'
import { LOGIN_FAILURES } from '../../src/lib/api/payload-limits'
import { USERS } from './support/fixtures'
import { read, request, type Answer } from './support/http'
import { dbSuite } from './support/suite'

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const MiB = 2 ** 20
const HUNDRED_MB = 100 * 1000 * 1000

type Route = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
async function send(handler: Route, path: string, init: Parameters<typeof request>[1]): Promise<Answer> {
  const slug = path.split('?')[0]!.split('/').filter(Boolean).slice(1)
  return read(await handler(request(path, init), { params: Promise.resolve({ slug }) }))
}

/** JS heap plus the buffers outside it (where a read body's bytes live). */
const used = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external

/** A 100 MB body that records how far it was read and the most memory the process used meanwhile. */
function hugeBody() {
  const seen = { bytes: 0, heap: 0, rss: 0 }
  const chunk = new Uint8Array(64 * 1024).fill(0x20)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const m = process.memoryUsage()
      seen.heap = Math.max(seen.heap, used(m))
      seen.rss = Math.max(seen.rss, m.rss)
      if (seen.bytes >= HUNDRED_MB) return controller.close()
      seen.bytes += chunk.byteLength
      controller.enqueue(chunk.slice())
    },
  })
  return { body, seen }
}

/** Sends a 100 MB body and returns the answer with how much the heap and RSS grew at most while it was read. */
async function sendHuge(handler: Route, path: string, headers: Record<string, string>) {
  gc()
  const before = process.memoryUsage()
  const { body, seen } = hugeBody()
  const answer = await send(handler, path, { method: 'POST', body, headers })
  const grown = { heapMiB: (seen.heap - used(before)) / MiB, rssMiB: (seen.rss - before.rss) / MiB, readMiB: seen.bytes / MiB }
  console.log(
    `[100 MB to ${path}${headers['content-length'] ? ' with Content-Length' : ''}] ${answer.status}; read ${grown.readMiB.toFixed(1)} MiB, heap+buffers +${grown.heapMiB.toFixed(1)} MiB, RSS +${grown.rssMiB.toFixed(1)} MiB`,
  )
  return { answer, grown }
}

const login = (password: string, client: string) =>
  send(rest.POST, '/api/users/login', {
    method: 'POST',
    body: { email: USERS.editor.email, password },
    headers: { 'x-forwarded-for': client },
  })

dbSuite("Payload's API behind the guard", () => {
  afterEach(() => {
    setRateLimitStore(new MemoryRateLimitStore())
    vi.unstubAllEnvs()
  })

  it('answers a 100 MB JSON body streamed without Content-Length with 413, without holding it', async () => {
    const { answer, grown } = await sendHuge(rest.POST, '/api/products', { 'content-type': 'application/json' })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ errors: [{ message: expect.stringMatching(/groter dan 1024 KiB/) }] })
    expect(grown.readMiB).toBeLessThan(4)
    expect(grown.heapMiB).toBeLessThan(30)
    expect(grown.rssMiB).toBeLessThan(30)
  })

  it('answers a 100 MB body with an honest Content-Length with 413 before reading it', async () => {
    const { answer, grown } = await sendHuge(rest.POST, '/api/products', {
      'content-type': 'application/json',
      'content-length': String(HUNDRED_MB),
    })
    expect(answer.status).toBe(413)
    expect(grown.readMiB).toBeLessThan(1)
    expect(grown.heapMiB).toBeLessThan(30)
  })

  it('gives an anonymous 100 MB upload (multipart) and a 100 MB GraphQL request the same 413', async () => {
    const upload = await sendHuge(rest.POST, '/api/media', { 'content-type': 'multipart/form-data; boundary=x' })
    expect(upload.answer.status).toBe(413)
    expect(upload.grown.readMiB).toBeLessThan(4)
    expect(upload.grown.heapMiB).toBeLessThan(30)
    const graphql = await sendHuge(graphqlRoute.POST as Route, '/api/graphql', { 'content-type': 'application/json' })
    expect(graphql.answer.status).toBe(413)
    expect(graphql.grown.readMiB).toBeLessThan(4)
    expect(graphql.grown.heapMiB).toBeLessThan(30)
  })

  it("still takes a staff upload above the 1 MiB anonymous cap, and a staff member's JSON save", async () => {
    const sharp = (await import('sharp')).default
    // Noise does not compress: a PNG of about 2.3 MiB.
    const pixels = Buffer.from(Array.from({ length: 800 * 1000 * 3 }, () => Math.floor(Math.random() * 256)))
    const png = await sharp(pixels, { raw: { width: 800, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(png.byteLength).toBeGreaterThan(MiB)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ruis.png')
    form.append('_payload', JSON.stringify({ alt: 'Ruis' }))
    const encoded = new Response(form)
    const headers = { 'content-type': encoded.headers.get('content-type')! }
    const body = new Uint8Array(await encoded.arrayBuffer())

    expect((await send(rest.POST, '/api/media', { method: 'POST', body, headers })).status, 'anonymous').toBe(413)
    const token = (await login(USERS.editor.password, '203.0.113.71')).json as { token: string }
    const staff = await send(rest.POST, '/api/media', {
      method: 'POST',
      body,
      headers: { ...headers, authorization: `JWT ${token.token}` },
    })
    expect(staff.status, staff.text).toBe(201)
    const id = (staff.json as { doc: { id: number } }).doc.id
    const saved = await send(rest.PATCH, `/api/media/${id}`, {
      method: 'PATCH',
      body: { alt: 'Ruis, bewerkt' },
      headers: { authorization: `JWT ${token.token}` },
    })
    expect(saved.status, saved.text).toBe(200)
  })

  it('rate limits every Payload path per client (reads: 30 a minute at RATE_LIMIT_PER_MINUTE=1)', async () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1')
    const headers = { 'x-forwarded-for': '198.51.100.77' }
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await send(rest.GET, '/api/products?limit=1', { headers })).status)
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    const limited = await send(rest.GET, '/api/globals/site', { headers })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect((await send(rest.GET, '/api/products?limit=1', { headers: { 'x-forwarded-for': '198.51.100.78' } })).status).toBe(200)
    // Media files are static: Next's image optimizer fetches them without the visitor's headers (one
    // shared key for every resize), so they are never limited, or images would break under load.
    // (Payload itself answers a missing file with a 500; what matters here is that the limiter lets it through.)
    for (const init of [{ headers }, {}]) expect((await send(rest.GET, '/api/media/file/bestaat-niet.webp', init)).status).not.toBe(429)
  })

  it('slows down failed logins per client: 429 after the limit, while the account stays open for everyone else', async () => {
    const guesser = '203.0.113.66'
    for (let i = 0; i < LOGIN_FAILURES.limit; i++) expect((await login('fout-wachtwoord', guesser)).status).toBe(401)
    // Past the account lock (Users: 20 attempts) had every guess reached Payload.
    for (let i = 0; i < 15; i++) {
      const answer = await login('fout-wachtwoord', guesser)
      expect(answer.status).toBe(429)
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(60)
    }
    expect((await login(USERS.editor.password, guesser)).status, 'the guesser waits, even with the right password').toBe(429)
    const owner = await login(USERS.editor.password, '203.0.113.67')
    expect(owner.status, owner.text).toBe(200)
  })

  it('counts only failures: a client that logs in correctly is never slowed down', async () => {
    for (let i = 0; i < LOGIN_FAILURES.limit + 2; i++) expect((await login(USERS.editor.password, '203.0.113.68')).status).toBe(200)
  })

  it('refuses login over GraphQL, where one request could hold any number of guesses', async () => {
    const query = `mutation { a: loginUser(email: "${USERS.editor.email}", password: "x") { token } b: loginUser(email: "${USERS.editor.email}", password: "y") { token } }`
    const answer = await read(await graphqlRoute.POST(request('/api/graphql', { method: 'POST', body: { query } })))
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.json)).toMatch(/REST/)
  })

  it('sets the session cookie of a login HttpOnly and SameSite, and Secure in a live shop', async () => {
    const answer = await login(USERS.editor.password, '203.0.113.69')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)

    // The collection as a live shop builds it (NODE_ENV=production), on this same login.
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PAYLOAD_SECRET', 's'.repeat(48))
    vi.resetModules()
    const { Users } = await import('../../src/cms/collections/Users')
    vi.unstubAllEnvs()
    const users = (await payload()).collections.users.config.auth
    const testCookies = users.cookies
    users.cookies = { ...testCookies, ...(typeof Users.auth === 'object' ? Users.auth.cookies : {}) }
    try {
      const live = (await login(USERS.editor.password, '203.0.113.70')).headers.get('set-cookie') ?? ''
      expect(live).toMatch(/payload-token=/)
      expect(live).toMatch(/;\s*Secure/i)
      expect(live).toMatch(/SameSite=Lax/i)
      expect(live).toMatch(/HttpOnly/i)
    } finally {
      users.cookies = testCookies
    }
  })
})
