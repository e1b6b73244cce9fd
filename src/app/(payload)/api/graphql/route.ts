import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphql } from '@/lib/api/graphql-guard'
import { guardPayload } from '@/lib/api/payload-guard'

// Limits and body cap first (guardPayload), then what Payload's GraphQL handler would answer with a 500 or should not do (guardGraphql).
export const POST = guardPayload(guardGraphql(GRAPHQL_POST(config)))
export const OPTIONS = guardPayload(REST_OPTIONS(config))
