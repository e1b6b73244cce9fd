/**
 * Next's cache handler (next.config.ts `cacheHandler`): where cached pages (ISR) and cached reads
 * (`unstable_cache`, lib/cached.ts) live. Plain JavaScript because Node loads it at run time,
 * outside the build.
 *
 * - Without REDIS_URL (one machine, the default): Next's own handler, unchanged: memory, bounded by
 *   `cacheMaxMemorySize`.
 * - With REDIS_URL (several instances, docs/deployment.md): every instance reads and writes one
 *   cache in Redis, so a CMS save that expires a tag on one instance expires it for all. The handler
 *   is @fortedigital/nextjs-cache-handler's `redis-strings` (the maintained successor of
 *   @neshca/cache-handler, written for Next 16's `revalidateTag(tag, profile)`); our part is the
 *   key prefix per build, error logging, and the message that empties every instance's one-second
 *   page memory (scripts/page-finisher.mjs) once the tag is gone from Redis.
 *
 * Chosen at start from the environment, so one build serves both.
 */
export const REFRESH_CHANNEL = 'kk:pages-refreshed'
const RECENT_PAGES_SLOT = Symbol.for('kelder-en-kurk.recent-pages')

const say = (message, error) => console.error(`[kk] cache: ${message}`, error?.message ?? '')

async function nextDefaultHandler() {
  const mod = await import('next/dist/server/lib/incremental-cache/file-system-cache.js')
  return mod.default.default ?? mod.default
}

async function redisHandler(url) {
  const [{ CacheHandler }, { default: createRedisHandler }, { createClient }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler'),
    import('@fortedigital/nextjs-cache-handler/redis-strings'),
    import('@redis/client'),
  ])
  const client = createClient({ url, socket: { reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) } })
  client.on('error', (error) => say('Redis is niet bereikbaar', error))
  const listener = client.duplicate()
  listener.on('error', () => {})
  // Not awaited: while Redis is away, pages are rendered uncached (the handler refuses a client that
  // is not ready) and the clients keep reconnecting; /api/health reports it meanwhile.
  client.connect().catch((error) => say('Redis is niet bereikbaar', error))
  listener
    .connect()
    // Another instance saved: its tags are gone from Redis, so this instance's page memory must go too.
    .then(() => listener.subscribe(REFRESH_CHANNEL, () => globalThis[RECENT_PAGES_SLOT]?.clear()))
    .catch(() => {})

  // The key prefix holds the build's id: a new release never reads entries an older build wrote.
  CacheHandler.onCreation(({ buildId }) => {
    const redis = createRedisHandler({ client, keyPrefix: `kk:${buildId ?? 'dev'}:`, timeoutMs: 1000 })
    return {
      handlers: [
        {
          ...redis,
          // The package swallows a failed expiry; a stale price must at least be in the log.
          async revalidateTag(tag) {
            try {
              await redis.revalidateTag(tag)
            } catch (error) {
              say(`tag "${tag}" kon niet verlopen; pagina's met die tag kunnen verouderd zijn`, error)
              throw error
            }
            await client.publish(REFRESH_CHANNEL, tag).catch((error) => say('bericht aan de andere instanties mislukt', error))
          },
        },
      ],
    }
  })
  return CacheHandler
}

const url = process.env.REDIS_URL?.trim()
export default url ? await redisHandler(url) : await nextDefaultHandler()
