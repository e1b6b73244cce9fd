import { Kind, parse, visit, type DocumentNode } from 'graphql'
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
 * So are the auth mutations (login, password reset, unlock…): one GraphQL request can hold any
 * number of them, past the per-client login limit that REST has (payload-guard.ts); the admin
 * uses REST for these. Everything else, malformed or not, goes on to Payload, which answers it
 * with a 4xx itself.
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
    const document = documentOf(text)
    if (document?.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'subscription'))
      return graphqlError(400, 'Subscriptions are not supported.')
    if (document && hasAuthMutation(document))
      return graphqlError(400, 'Inloggen en wachtwoorden gaan via de REST-API (/api/users/login, /api/users/forgot-password).')
    return handler(request)
  }
}

/** Payload names them after the auth collection: loginUser, forgotPasswordUser, resetPasswordUser, unlockUser, verifyEmailUser. */
const AUTH_MUTATION = /^(login|forgotPassword|resetPassword|unlock|verifyEmail)[A-Z]/

/** A mutation that names an auth field anywhere (fragments included: they may be spread into the mutation). */
function hasAuthMutation(document: DocumentNode): boolean {
  if (!document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation')) return false
  let found = false
  visit(document, { Field: (field) => void (found ||= AUTH_MUTATION.test(field.name.value)) })
  return found
}

function documentOf(body: string): DocumentNode | null {
  let query: unknown
  try {
    query = (JSON.parse(body) as { query?: unknown } | null)?.query
  } catch {
    return null
  }
  if (typeof query !== 'string') return null
  try {
    return parse(query)
  } catch {
    return null
  }
}
