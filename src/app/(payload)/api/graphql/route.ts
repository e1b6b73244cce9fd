import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { guardGraphql } from '@/lib/api/graphql-guard'

// Refuses what Payload's GraphQL handler would answer with a 500 (see guardGraphql).
export const POST = guardGraphql(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)
