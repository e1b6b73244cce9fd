import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardPayload } from '@/lib/api/payload-guard'

// Per-client limits, a body cap (413) and slowed-down failed logins before Payload (see guardPayload).
export const GET = guardPayload(REST_GET(config))
export const POST = guardPayload(REST_POST(config))
export const DELETE = guardPayload(REST_DELETE(config))
export const PATCH = guardPayload(REST_PATCH(config))
export const PUT = guardPayload(REST_PUT(config))
export const OPTIONS = guardPayload(REST_OPTIONS(config))
