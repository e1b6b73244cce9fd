import { describe, expect, it } from 'vitest'
import { EnvError, OLD_DEMO_PASSWORD, OLD_FALLBACK_SECRET, parseEnv } from './env'

const STRONG = 'f'.repeat(64)
const live = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: STRONG, ...vars })
const problemsOf = (fn: () => unknown): string[] => {
  try {
    fn()
  } catch (error) {
    if (error instanceof EnvError) return error.problems
    throw error
  }
  return []
}

describe('environment', () => {
  it('gives development the defaults, with a secret that is not the old public fallback', () => {
    const e = parseEnv({})
    expect(e).toMatchObject({
      live: false,
      DATABASE_URL: 'file:./data/shop.db',
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      TRUST_PROXY_HOPS: 0,
      KK_ALLOW_TEST_PAYMENTS: false,
    })
    expect(e.PAYLOAD_SECRET).not.toBe(OLD_FALLBACK_SECRET)
  })

  it('defaults the site address to the port the shop serves', () => {
    expect(parseEnv({ PORT: '3998' }).SITE_URL).toBe('http://localhost:3998')
    expect(parseEnv({ PORT: '3998', SITE_URL: 'https://wijn.example.nl/' }).SITE_URL).toBe('https://wijn.example.nl')
  })

  it('refuses a live shop without a strong secret, naming the fix', () => {
    for (const secret of ['', OLD_FALLBACK_SECRET, 'x'.repeat(31)]) {
      expect(problemsOf(() => live({ PAYLOAD_SECRET: secret })).join(' ')).toMatch(/PAYLOAD_SECRET .*openssl rand -hex 32/)
    }
    expect(live({}).live).toBe(true)
  })

  it('refuses a live shop with the old demo password or a short one; empty means a random one', () => {
    expect(problemsOf(() => live({ DEMO_ADMIN_PASSWORD: OLD_DEMO_PASSWORD }))).toHaveLength(1)
    expect(problemsOf(() => live({ DEMO_ADMIN_PASSWORD: 'kort' }))).toHaveLength(1)
    expect(live({ DEMO_ADMIN_PASSWORD: '' }).DEMO_ADMIN_PASSWORD).toBeUndefined()
    expect(live({ DEMO_ADMIN_PASSWORD: 'een lang eigen wachtwoord' }).DEMO_ADMIN_PASSWORD).toBe('een lang eigen wachtwoord')
  })

  it('lets `next build` run without secrets (it serves nobody)', () => {
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).live).toBe(false)
  })

  it('refuses malformed values instead of guessing', () => {
    expect(problemsOf(() => parseEnv({ PORT: 'abc' }))[0]).toMatch(/^PORT/)
    expect(problemsOf(() => parseEnv({ TRUST_PROXY_HOPS: '-1' }))[0]).toMatch(/^TRUST_PROXY_HOPS/)
    expect(problemsOf(() => parseEnv({ RATE_LIMIT_STORE: 'redis' }))[0]).toMatch(/^RATE_LIMIT_STORE/)
    expect(problemsOf(() => parseEnv({ SITE_URL: 'wijn.nl' }))[0]).toMatch(/^SITE_URL/)
    expect(parseEnv({ KK_ALLOW_TEST_PAYMENTS: '1' }).KK_ALLOW_TEST_PAYMENTS).toBe(true)
    expect(parseEnv({ KK_ALLOW_TEST_PAYMENTS: '0' }).KK_ALLOW_TEST_PAYMENTS).toBe(false)
  })

  it('takes the several-machines settings only whole (Redis URL, S3 bucket with its keys)', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
    expect(problemsOf(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' }))[0]).toMatch(/^REDIS_URL/)
    expect(problemsOf(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' }))[0]).toMatch(/S3_BUCKET is leeg/)
    expect(problemsOf(() => parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }))[0]).toMatch(/horen samen/)
    expect(parseEnv({ S3_BUCKET: 'media' }).S3_REGION).toBe('us-east-1')
  })

  it('shares rate limits through the database as soon as there are several instances, unless told otherwise', () => {
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe('memory')
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).RATE_LIMIT_STORE).toBe('database')
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_STORE: 'memory' }).RATE_LIMIT_STORE).toBe('memory')
  })
})
