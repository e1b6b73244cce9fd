/**
 * `/api/health` for a load balancer: can this instance serve a shopper? It checks the database and,
 * when configured, Redis (REDIS_URL) and the media bucket (S3_BUCKET), each with a short deadline.
 * The answer says which part failed, never why (that goes to the log).
 */
import { env } from './env'
import { s3ClientConfig } from './s3'
import { payloadSqlRunner } from './sql'

export type PartState = 'ok' | 'down' | 'not-configured'
export type Health = { status: 'ok' | 'down'; database: PartState; cache: PartState; media: PartState }

const DEADLINE_MS = 2000

function withDeadline<T>(work: Promise<T>, part: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${part}: no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

async function probe(part: string, check: () => Promise<unknown>): Promise<PartState> {
  try {
    await withDeadline(check(), part)
    return 'ok'
  } catch (error) {
    console.error(`[health] ${part} is down`, error instanceof Error ? error.message : error)
    return 'down'
  }
}

async function database() {
  const run = await payloadSqlRunner()
  await run('SELECT 1', [])
}

type RedisPing = { ping(): Promise<string>; isReady: boolean }
let redis: Promise<RedisPing> | undefined
async function cache(url: string) {
  if (!redis) {
    redis = import('@redis/client').then(async ({ createClient }) => {
      const client = createClient({ url, socket: { reconnectStrategy: () => 1000, connectTimeout: DEADLINE_MS } })
      client.on('error', () => {})
      await client.connect()
      return client as unknown as RedisPing
    })
    redis.catch(() => (redis = undefined))
  }
  const client = await redis
  if (!client.isReady) throw new Error('not connected')
  await client.ping()
}

let bucketClient: Promise<{ send(command: unknown): Promise<unknown> }> | undefined
async function media(bucket: string) {
  const s3 = await import('@aws-sdk/client-s3')
  bucketClient ??= Promise.resolve(new s3.S3Client(s3ClientConfig(env())))
  await (await bucketClient).send(new s3.HeadBucketCommand({ Bucket: bucket }))
}

export async function checkHealth(): Promise<Health> {
  const config = env()
  const [db, redisState, mediaState] = await Promise.all([
    probe('database', database),
    config.REDIS_URL ? probe('redis', () => cache(config.REDIS_URL!)) : Promise.resolve<PartState>('not-configured'),
    config.S3_BUCKET ? probe('media', () => media(config.S3_BUCKET!)) : Promise.resolve<PartState>('not-configured'),
  ])
  const down = [db, redisState, mediaState].includes('down')
  return { status: down ? 'down' : 'ok', database: db, cache: redisState, media: mediaState }
}
