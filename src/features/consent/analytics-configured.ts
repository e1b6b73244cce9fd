/**
 * Whether a GA4 measurement id is configured, for the CSP the proxy sends (it may allow the Google tag
 * hosts only then). The env variable answers at once; otherwise the CMS global, read by the proxy from
 * this server itself and kept fresh (lib/kept-fresh.ts: at most once a minute, at once after a save of
 * the cookie-consent global in the process that saved).
 */
import { isMeasurementId } from './rules'
import { keptFresh } from '../../lib/kept-fresh'

const configured = keptFresh('analytics-configured', false)

/** Called when the cookie-consent global is saved. */
export const markAnalyticsStale = (): void => configured.markStale()

export async function analyticsConfigured(fromEnv: string | undefined, readSetting: () => Promise<unknown>): Promise<boolean> {
  if (isMeasurementId(fromEnv)) return true
  return configured.read(async () => isMeasurementId(await readSetting()))
}
