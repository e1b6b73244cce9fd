/**
 * Foundation §6: hostile input never gives a 5xx and never changes stored data. A few hundred
 * malformed requests (random JSON of every type, nasty strings, deep nesting, prototype-pollution
 * keys, invalid UTF-8, wrong content-types, oversize bodies, lying Content-Length, wrong methods,
 * odd query strings) go to every public call, then to Payload's REST and GraphQL entry points.
 * Seeded: KK_FUZZ_SEED=<n> replays a run.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { EAN } from './support/fixtures'
import { fixedHostileBodies, HOSTILE_QUERIES, randomBodies, rng, type HostileBody } from './support/fuzz'
import { read, request, type Answer, type Handler } from './support/http'
import { rest, rawGraphql } from './support/payload-http'
import { dbSuite } from './support/suite'

const SEED = Number(process.env.KK_FUZZ_SEED) || 20261122
const RANDOM_PER_ENDPOINT = 120
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type RouteModule = Partial<Record<(typeof METHODS)[number], Handler>>

/** Every public call in src/app/api, found on disk, so calls added later are fuzzed too. */
const routeFiles = import.meta.glob<RouteModule>('../../src/app/api/*/route.ts')
const CONTRACT_CALLS = ['fetchAllProducts', 'fetchProduct', 'fetchRecommendedProducts', 'checkoutPayment', 'ask-waine']

type Snapshot = Record<string, unknown>
let payload: Payload
let before: Snapshot
const seen: { endpoint: string; label: string; status: number }[] = []
/** Every 5xx or contract breach of the current test, reported together rather than one at a time. */
let failures: string[] = []

async function snapshot(): Promise<Snapshot> {
  const products = await payload.find({ collection: 'products', draft: true, limit: 0, pagination: false, sort: 'ean', depth: 0 })
  const n = async (collection: 'users' | 'contact-messages' | 'trade-enquiries' | 'articles' | 'pages' | 'media') =>
    (await payload.count({ collection })).totalDocs
  return {
    products: products.docs.map((p) => ({
      ean: p.ean,
      name: p.name,
      price: p.price,
      stock: p.stock,
      status: p._status,
      updatedAt: p.updatedAt,
    })),
    productVersions: (await payload.countVersions({ collection: 'products' })).totalDocs,
    users: await n('users'),
    contact: await n('contact-messages'),
    trade: await n('trade-enquiries'),
    articles: await n('articles'),
    pages: await n('pages'),
    media: await n('media'),
    site: await payload.findGlobal({ slug: 'site', depth: 0 }),
  }
}

function record(endpoint: string, label: string, answer: Answer, { contract }: { contract: boolean }) {
  seen.push({ endpoint, label, status: answer.status })
  const where = `${endpoint} ← ${label}`
  if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`)
  if (contract && answer.status !== 204 && answer.text !== '') {
    if (!/^application\/json/.test(answer.headers.get('content-type') ?? ''))
      failures.push(`${where}: content-type ${answer.headers.get('content-type')}`)
    const error = (answer.json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error
    if (answer.status >= 400 && (typeof error?.code !== 'string' || typeof error?.message !== 'string'))
      failures.push(`${where}: not the error format: ${answer.text.slice(0, 200)}`)
  }
}

async function send(handler: Handler, path: string, method: string, hostile: HostileBody): Promise<Answer> {
  return read(await handler(request(path, { method, body: hostile.body, headers: hostile.headers })))
}

dbSuite('fuzz: hostile input to every public endpoint', () => {
  beforeEach(() => {
    failures = []
  })
  afterEach(() => {
    expect(failures).toEqual([])
  })

  beforeAll(async () => {
    const { payload: getPayload } = await import('../../src/lib/payload')
    payload = await getPayload()
    before = await snapshot()
  })

  afterAll(() => {
    if (seen.length)
      console.info(`[fuzz] seed ${SEED}: ${seen.length} hostile requests, statuses ${JSON.stringify(countBy(seen.map((s) => s.status)))}`)
  })

  it('finds the public calls on disk', () => {
    const names = Object.keys(routeFiles).map((f) => f.split('/').at(-2))
    expect(names).toEqual(expect.arrayContaining(['fetchAllProducts', 'fetchProduct', 'fetchRecommendedProducts']))
  })

  for (const [file, load] of Object.entries(routeFiles)) {
    const name = file.split('/').at(-2)!
    const path = `/api/${name}`
    const contract = CONTRACT_CALLS.includes(name)

    it(`${path}: malformed bodies, wrong methods and odd queries never give a 5xx`, async () => {
      const route = await load()
      const r = rng(SEED ^ hash(name))
      const bodyMethod = route.POST ? 'POST' : 'PUT'
      const handler = route[bodyMethod]
      // Next answers methods a route does not export itself (405); the exported ones are ours to test.
      if (handler) {
        for (const hostile of [...fixedHostileBodies(), ...randomBodies(r, RANDOM_PER_ENDPOINT)]) {
          record(path, hostile.label, await send(handler, path, bodyMethod, hostile), { contract })
        }
      }
      for (const method of METHODS) {
        const h = route[method]
        if (!h) continue
        const withBody = method !== 'GET' && method !== 'HEAD'
        const answer = await send(h, path, method, withBody ? { label: method, body: '{"id": []}' } : { label: method })
        record(path, `method ${method}`, answer, { contract })
        if (answer.status === 405 && !answer.headers.get('allow')) failures.push(`${path} ${method}: 405 without Allow`)
      }
      for (const query of HOSTILE_QUERIES) {
        const method = route.GET ? 'GET' : 'POST'
        const h = route[method]!
        record(
          path,
          `query ${query.slice(0, 40)}`,
          await send(
            h,
            path + query,
            method,
            method === 'POST'
              ? {
                  label: 'q',
                  body: JSON.stringify({ id: EAN.riojaCrianza, productId: EAN.riojaCrianza, colorCode: 'rood', countryCode: 'ES' }),
                }
              : { label: 'q' },
          ),
          { contract },
        )
      }
    })
  }

  it("Payload's REST API: malformed bodies and queries never give a 5xx", async () => {
    const r = rng(SEED ^ hash('payload'))
    const bodies = () => [...fixedHostileBodies(), ...randomBodies(r, 30)]
    for (const path of ['users/login', 'users/forgot-password', 'users', 'contact-messages', 'trade-enquiries', 'products']) {
      for (const hostile of bodies())
        record(`POST /api/${path}`, hostile.label, await rest('POST', path, { body: hostile.body as string, headers: hostile.headers }), {
          contract: false,
        })
    }
    for (const query of [
      'products?where[stock][greater_than]=abc',
      'products?where[__proto__][polluted]=yes',
      'products?where[or][0][and][0][name][like]=%',
      'products?limit=-1',
      'products?limit=abc',
      'products?depth=1000',
      'products?page=-5',
      'products?page=0',
      'products?page=abc',
      'products?page=1.5',
      'products?page=99999999999',
      'products/versions?page=-2',
      'articles?page=-1&limit=-1',
      'globals/site/versions?page=-3',
      'products?limit=99999999999',
      'products?sort=__proto__',
      'products?sort=-password',
      'products?locale=xx',
      'products?draft=yes',
      'products/not-an-id',
      `products/${'9'.repeat(40)}`,
      'products/-1',
      'products/1.5',
      'products/0x10',
      'products/abc?draft=true',
      'products/versions/abc',
      'articles/abc',
      'pages/%00',
      'faqs/NaN',
      'faq-categories/Infinity',
      'media/abc',
      'users/abc',
      'contact-messages/abc',
      'payload-preferences/abc',
      'payload-locked-documents/abc',
      'globals/site/versions/abc',
      'users?where[password][exists]=true',
      'users?where[hash][like]=a',
      'users?where[email][like]=%25',
      'globals/does-not-exist',
      `products?where[name][like]=${'x'.repeat(5000)}`,
    ]) {
      record(`GET /api/${query.slice(0, 60)}`, 'query', await rest('GET', query), { contract: false })
    }
  })

  it("Payload's GraphQL endpoint: malformed requests never give a 5xx", async () => {
    const r = rng(SEED ^ hash('graphql'))
    for (const hostile of [...fixedHostileBodies(), ...randomBodies(r, 30)]) {
      record('POST /api/graphql', hostile.label, await rawGraphql(hostile.body!, hostile.headers), { contract: false })
    }
    for (const query of [
      '{',
      '{ __schema { types { name } } }',
      `{ ${'Products { docs { name } } '.repeat(50)} }`,
      '{ Products(limit: -1) { docs { name } } }',
      '{ Products(where: { stock: { greater_than: "abc" } }) { docs { name } } }',
      `query { ${'a: Products { docs { name } } '.repeat(200)} }`,
      `{ Products { docs { ${'name '.repeat(2000)} } } }`,
      'mutation { deleteProduct(id: 1) { id } }',
      'subscription { x }',
    ]) {
      record('POST /api/graphql', query.slice(0, 40), await rawGraphql(JSON.stringify({ query }), { 'content-type': 'application/json' }), {
        contract: false,
      })
    }
  })

  it('stored data is unchanged and no prototype was polluted', async () => {
    expect(seen.length).toBeGreaterThan(300)
    expect(await snapshot()).toEqual(before)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })
})

function hash(text: string): number {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}

function countBy(values: number[]): Record<number, number> {
  const out: Record<number, number> = {}
  for (const v of values) out[v] = (out[v] ?? 0) + 1
  return out
}
