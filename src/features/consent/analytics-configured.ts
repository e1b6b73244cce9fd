/**
 * Whether a GA4 measurement id is configured, for the CSP the proxy sends (it may allow the Google tag
 * hosts only then). The env variable answers at once; otherwise the CMS global is read over the shop's
 * own REST API, at most once a minute per instance (stale-while-revalidate), because the proxy runs
 * before every page and cannot use Payload itself. A change in the CMS reaches the CSP within a minute.
 */
import { isMeasurementId } from './rules'
import { env } from '../../lib/env'

export const CMS_CHECK_TTL_MS = 60_000

let cached: { value: boolean; at: number } | null = null
let inFlight: Promise<boolean> | null = null

async function readCms(origin: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/api/globals/cookie-consent?depth=0', origin), {
      signal: AbortSignal.timeout(1500),
      cache: 'no-store',
    })
    if (!res.ok) return cached?.value ?? false
    const doc = (await res.json()) as { ga4MeasurementId?: unknown }
    return isMeasurementId(doc.ga4MeasurementId)
  } catch {
    return cached?.value ?? false
  }
}

function refresh(origin: string): Promise<boolean> {
  inFlight ??= readCms(origin).then((value) => {
    cached = { value, at: Date.now() }
    inFlight = null
    return value
  })
  return inFlight
}

export async function analyticsConfigured(origin: string, fromEnv = env().GA4_MEASUREMENT_ID): Promise<boolean> {
  if (isMeasurementId(fromEnv)) return true
  if (!cached) return refresh(origin)
  if (Date.now() - cached.at > CMS_CHECK_TTL_MS) void refresh(origin)
  return cached.value
}
