import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one way server code reaches shop data: Payload's local API (no HTTP round trip). */
export function payload(): Promise<Payload> {
  return getPayload({ config })
}
