/**
 * The shop's configuration: every environment variable it reads, checked with zod in one place.
 * Code reads `env().NAME`, never `process.env` (the Next build and the start script aside).
 *
 * Production fails closed: with NODE_ENV=production a weak or missing PAYLOAD_SECRET, a known demo
 * password or a malformed value stops the shop instead of running it with a public default.
 * Parsed on every call (a few microseconds), so a test or an operator that changes a variable is
 * seen at once; nothing here caches a secret.
 */
import { z } from 'zod'

/** The value older versions fell back to when PAYLOAD_SECRET was empty: public, so never accepted live. */
export const OLD_FALLBACK_SECRET = 'dev-only-insecure-secret-change-me'
/** The demo password older versions seeded and printed in the README: never accepted live. */
export const OLD_DEMO_PASSWORD = 'kelder-en-kurk'
/** Only development and tests may run without a secret; they get this one (it signs nothing real). */
const DEV_SECRET = 'development-only-secret-not-for-a-live-shop'
export const MIN_SECRET_BYTES = 32
export const MIN_ADMIN_PASSWORD_LENGTH = 12

const text = z.string().trim()
const optionalText = text.optional().transform((v) => (v ? v : undefined))
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on')
const count = (fallback: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.coerce.number().int().min(0).max(max).default(fallback))
const positive = (fallback: number, max: number) =>
  z.preprocess((v) => (v === undefined || v === '' ? undefined : v), z.coerce.number().int().min(1).max(max).default(fallback))

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).catch('development'),
  /** Set by `next build`; the build renders nothing for a shopper, so it needs no secret. */
  NEXT_PHASE: optionalText,
  DATABASE_URL: optionalText.transform((v) => v ?? 'file:./data/shop.db'),
  /** SQLite only: NORMAL (WAL synced at checkpoints) or FULL (synced at every commit); docs/architecture.md, "Scale". */
  SQLITE_SYNCHRONOUS: optionalText
    .pipe(z.enum(['NORMAL', 'FULL'], { error: 'moet "NORMAL" of "FULL" zijn' }).optional())
    .transform((v) => v ?? 'NORMAL'),
  PAYLOAD_SECRET: optionalText,
  SITE_URL: optionalText.pipe(z.url({ error: 'moet een volledige URL zijn, bijvoorbeeld https://www.jouwwinkel.nl' }).optional()),
  PORT: positive(3000, 65535),
  MEDIA_DIR: optionalText.transform((v) => v ?? 'data/media'),
  NEXT_DIST_DIR: optionalText.transform((v) => v ?? '.next'),
  RATE_LIMIT_PER_MINUTE: positive(20, 1_000_000_000),
  /** Empty: memory with one instance, database as soon as REDIS_URL says there are several. */
  RATE_LIMIT_STORE: optionalText.pipe(z.enum(['memory', 'database'], { error: 'moet "memory" of "database" zijn' }).optional()),
  /** Several instances (docs/deployment.md): the shared page and data cache and its invalidation. */
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/, error: 'moet een redis:// of rediss:// URL zijn' }).optional()),
  /** Media in S3-compatible storage instead of MEDIA_DIR when S3_BUCKET is set. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText.transform((v) => v ?? 'us-east-1'),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ error: 'moet een volledige URL zijn, bijvoorbeeld https://s3.eu-central-1.amazonaws.com' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  /** How many reverse proxies in front of the shop append to X-Forwarded-For (0: use the socket address). */
  TRUST_PROXY_HOPS: count(0, 10),
  DEMO_ADMIN_EMAIL: optionalText.pipe(z.email().optional()).transform((v) => v ?? 'admin@kelderenkurk.nl'),
  DEMO_ADMIN_PASSWORD: optionalText,
  KK_ALLOW_TEST_PAYMENTS: flag,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  KK_JOBS: optionalText.transform((v) => (v === 'off' ? 'off' : 'on')),
  KK_NO_REVALIDATE: flag,
  GA4_MEASUREMENT_ID: optionalText,
  IMAGE_PROVIDER: optionalText,
  IMAGE_PROVIDER_URL: optionalText,
  SOMMELIER_MODEL_URL: optionalText,
  SOMMELIER_MODEL_KEY: optionalText,
  SOMMELIER_MODEL_NAME: optionalText,
  SOMMELIER_MODEL_TIMEOUT_MS: optionalText,
})

type Parsed = z.infer<typeof schema>
export type Env = Omit<Parsed, 'PAYLOAD_SECRET' | 'SITE_URL' | 'RATE_LIMIT_STORE'> & {
  RATE_LIMIT_STORE: 'memory' | 'database'
  PAYLOAD_SECRET: string
  SITE_URL: string
  /** SITE_URL as configured (undefined when unset: Payload then writes media URLs as paths). */
  configuredSiteUrl: string | undefined
  /** A live shop: NODE_ENV=production outside `next build`. */
  live: boolean
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`De configuratie is niet veilig of niet geldig:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/** What a live shop refuses; development and tests get a note-free default instead. */
function liveProblems(e: Parsed): string[] {
  const problems: string[] = []
  const secret = e.PAYLOAD_SECRET ?? ''
  if (!secret)
    problems.push(
      `PAYLOAD_SECRET is leeg. Zet een willekeurige waarde van minstens ${MIN_SECRET_BYTES} bytes in .env, bijvoorbeeld de uitvoer van: openssl rand -hex 32`,
    )
  else if (secret === OLD_FALLBACK_SECRET || secret === DEV_SECRET)
    problems.push('PAYLOAD_SECRET is een openbare voorbeeldwaarde. Zet een eigen willekeurige waarde (openssl rand -hex 32).')
  else if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
    problems.push(`PAYLOAD_SECRET is korter dan ${MIN_SECRET_BYTES} bytes. Zet een langere willekeurige waarde (openssl rand -hex 32).`)
  const password = e.DEMO_ADMIN_PASSWORD
  if (password !== undefined && (password === OLD_DEMO_PASSWORD || password.length < MIN_ADMIN_PASSWORD_LENGTH)) {
    problems.push(
      `DEMO_ADMIN_PASSWORD is bekend of korter dan ${MIN_ADMIN_PASSWORD_LENGTH} tekens. Laat hem leeg (de winkel maakt dan zelf een willekeurig wachtwoord) of kies een sterk wachtwoord.`,
    )
  }
  return problems
}

/** Half a configuration is refused in every mode: it would fail at the first upload, not at the start. */
function storageProblems(e: Parsed): string[] {
  const problems: string[] = []
  const s3Set = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((k) => e[k as keyof Parsed])
  if (!e.S3_BUCKET && s3Set.length > 0)
    problems.push(`${s3Set.join(', ')} staat ingesteld maar S3_BUCKET is leeg. Zet S3_BUCKET (de media gaan dan naar S3) of maak ze leeg.`)
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push(
      'S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen samen: zet beide, of geen van beide (dan gelden de rechten van de machine).',
    )
  return problems
}

/** Checks `source` (default: the process environment) and returns the typed configuration, or throws EnvError. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source)
  if (!result.success) throw new EnvError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  const e = result.data
  const storage = storageProblems(e)
  if (storage.length > 0) throw new EnvError(storage)
  const live = e.NODE_ENV === 'production' && e.NEXT_PHASE !== 'phase-production-build'
  if (live) {
    const problems = liveProblems(e)
    if (problems.length > 0) throw new EnvError(problems)
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const RATE_LIMIT_STORE = e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'database' : 'memory')
  return { ...e, RATE_LIMIT_STORE, PAYLOAD_SECRET: e.PAYLOAD_SECRET || DEV_SECRET, SITE_URL: siteUrl, configuredSiteUrl: e.SITE_URL, live }
}

/** The configuration of this process, checked. */
export function env(): Env {
  return parseEnv(process.env)
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)
