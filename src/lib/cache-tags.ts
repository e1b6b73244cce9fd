import { revalidateTag } from 'next/cache'
import { env } from './env'

/**
 * Saving content refreshes the pages that show it through cache tags, no rebuild needed.
 * Outside a Next request (seed script, tests) there is no cache to refresh, so it is skipped.
 */
export function refreshTags(tags: string[]): void {
  if (env().KK_NO_REVALIDATE) return
  // The pages scripts/serve.mjs keeps for a second (page-finisher.mjs): gone at once on this server.
  ;(globalThis as Record<symbol, { clear(): void } | undefined>)[Symbol.for('kelder-en-kurk.recent-pages')]?.clear()
  for (const tag of tags) {
    try {
      // Expire at once: with 'max' the next visitor would still get the old price (stale-while-revalidate).
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not inside Next (CLI, seed, Vitest): nothing is cached there.
    }
  }
}
