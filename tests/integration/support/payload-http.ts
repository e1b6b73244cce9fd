/** Payload's own REST and GraphQL handlers (the ones src/app/(payload)/api serves), called with a Request. */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
// The app's own GraphQL route (Payload's handler behind the shop's guard).
import { POST as graphqlRoute } from '../../../src/app/(payload)/api/graphql/route'
import { read, request, type Answer } from './http'

const handlers = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
const graphqlHandler = graphqlRoute

type Init = { body?: object | string; token?: string; headers?: Record<string, string> }
const auth = (token?: string): Record<string, string> => (token ? { authorization: `JWT ${token}` } : {})

/** `rest('GET', 'users')`, `rest('GET', 'products?draft=true')`, `rest('PATCH', 'users/3', {body, token})`. */
export async function rest(method: keyof typeof handlers, path: string, { body, token, headers = {} }: Init = {}): Promise<Answer> {
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const req = request(`/api/${path}`, { method, body, headers: { ...auth(token), ...headers } })
  return read(await handlers[method](req, { params: Promise.resolve({ slug }) }))
}

export async function graphql(
  query: string,
  { token, variables }: { token?: string; variables?: Record<string, unknown> } = {},
): Promise<Answer> {
  return read(await graphqlHandler(request('/api/graphql', { method: 'POST', body: { query, variables }, headers: auth(token) })))
}

export async function rawGraphql(body: BodyInit, headers: Record<string, string> = {}): Promise<Answer> {
  return read(await graphqlHandler(request('/api/graphql', { method: 'POST', body, headers })))
}

export async function login(email: string, password: string): Promise<string> {
  const answer = await rest('POST', 'users/login', { body: { email, password } })
  const token = (answer.json as { token?: string } | undefined)?.token
  if (!token) throw new Error(`login failed for ${email}: ${answer.status} ${answer.text}`)
  return token
}
