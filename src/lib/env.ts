/** Environment, read once and checked (zod at the boundary). Secrets come only from here. */
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().default('file:./data/shop.db'),
  PAYLOAD_SECRET: z.string().min(1).default('dev-only-insecure-secret-change-me'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().positive().default(3000),
  MEDIA_DIR: z.string().default('data/media'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
})

export type Env = z.infer<typeof schema>

let cached: Env | undefined
export function env(): Env {
  cached ??= schema.parse(process.env)
  return cached
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)
