import { Kind, parse } from 'graphql'
import { readBodyBytes } from './body'
import { ApiError } from './response'

/** GraphQL requests beyond this are refused before Payload buffers them (the admin's largest are a few KiB). */
export const MAX_GRAPHQL_BYTES = 1024 * 1024

type Handler = (request: Request) => Promise<Response>

const graphqlError = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [{ message }] }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } })

/**
 * In front of Payload's GraphQL handler: the shop has no subscriptions, and Payload's query
 * complexity rule crashes (500) on a subscription operation, so those are refused with 400 here.
 * Everything else, malformed or not, goes on to Payload, which answers it with a 4xx itself.
 */
export function guardGraphql(handler: Handler): Handler {
  return async (request) => {
    let text: string
    try {
      text = new TextDecoder().decode(await readBodyBytes(request.clone(), MAX_GRAPHQL_BYTES))
    } catch (error) {
      if (error instanceof ApiError) return graphqlError(error.status, error.message)
      throw error
    }
    if (hasSubscription(text)) return graphqlError(400, 'Subscriptions are not supported.')
    return handler(request)
  }
}

function hasSubscription(body: string): boolean {
  let query: unknown
  try {
    query = (JSON.parse(body) as { query?: unknown } | null)?.query
  } catch {
    return false
  }
  if (typeof query !== 'string') return false
  try {
    return parse(query).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription')
  } catch {
    return false
  }
}
