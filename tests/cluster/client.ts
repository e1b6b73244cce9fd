/** HTTP helpers of the cluster suite: JSON calls, the admin's REST session, shoppers from many addresses. */
import http from 'node:http'
import pg from 'pg'
import type { Rig } from './rig'

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

/**
 * One request, optionally from a chosen loopback address: HAProxy passes the address on in
 * X-Forwarded-For, so each address is a different shopper for the rate limits and checkout caps.
 */
export function request(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
    from,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
        localAddress: from,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export const postJson = (url: string, data: unknown, options: { headers?: Record<string, string>; from?: string } = {}) =>
  request(url, {
    method: 'POST',
    body: JSON.stringify(data),
    headers: { 'content-type': 'application/json', ...options.headers },
    from: options.from,
  })

/** The n-th shopper's own address (127.0.1.1 … 127.0.254.254). */
export const shopper = (n: number) => `127.0.${1 + Math.floor(n / 254)}.${1 + (n % 254)}`

export async function adminToken(rig: Rig, base = rig.url): Promise<string> {
  const reply = await postJson(`${base}/api/users/login`, { email: rig.admin.email, password: rig.admin.password })
  if (reply.status !== 200) throw new Error(`admin login failed: ${reply.status} ${reply.body}`)
  return (JSON.parse(reply.body) as { token: string }).token
}

export const auth = (token: string) => ({ Authorization: `JWT ${token}` })

export type Wine = { id: number; ean: string; price: number; stock: number; reserved: number }

export async function wines(rig: Rig, token: string, limit = 40): Promise<Wine[]> {
  const reply = await request(`${rig.url}/api/products?limit=${limit}&depth=0&sort=id`, { headers: auth(token) })
  return (JSON.parse(reply.body) as { docs: Wine[] }).docs
}

export async function updateWine(base: string, token: string, id: number, data: Partial<Wine>): Promise<void> {
  const reply = await request(`${base}/api/products/${id}`, {
    method: 'PATCH',
    body: JSON.stringify(data),
    headers: { ...auth(token), 'content-type': 'application/json' },
  })
  if (reply.status !== 200) throw new Error(`saving wine ${id} failed: ${reply.status} ${reply.body}`)
}

export async function readWine(rig: Rig, token: string, id: number): Promise<Wine> {
  const reply = await request(`${rig.url}/api/products/${id}?depth=0`, { headers: auth(token) })
  return JSON.parse(reply.body) as Wine
}

/** The wine as the shop's public call shows it to a browser (the price a cart line carries). */
export async function shopWine(rig: Rig, ean: string): Promise<{ price: number; stock: number }> {
  const reply = await postJson(`${rig.url}/api/fetchProduct`, { id: ean }, { from: shopper(64_000) })
  return JSON.parse(JSON.parse(reply.body).body) as { price: number; stock: number }
}

/** A checkout of `quantity` bottles of one wine at `price`; the session id when one was opened, else null. */
export async function checkout(
  rig: Rig,
  wine: { ean: string; price: number },
  quantity: number,
  from?: string,
): Promise<{ status: number; session: string | null; instance?: string }> {
  const line = { id: wine.ean, name: '', type: '', price: wine.price, quantity, stock: 0 }
  const reply = await postJson(`${rig.url}/api/checkoutPayment`, { shoppingCart: [line] }, { from })
  let session: string | null = null
  if (reply.status === 200) {
    const body = JSON.parse(JSON.parse(reply.body).body) as { id?: string }
    session = body.id ?? null
  }
  return { status: reply.status, session, instance: reply.headers['x-kk-instance'] as string | undefined }
}

/** Straight to the shared database, for what no public call shows (a reservation's deadline). */
export async function sql<T = Record<string, unknown>>(rig: Rig, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: rig.databaseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
