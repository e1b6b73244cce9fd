/**
 * The production server itself (scripts/serve.mjs on the e2e build), started the way a merchant
 * starts it: it answers on the port it prints, and with a weak PAYLOAD_SECRET it stops before it
 * answers anyone (src/instrumentation.ts → lib/env.ts). Not a browser test, but it needs the build.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'

type Run = { code: number | null; out: string }

/** Starts the server; `printed` resolves with its output once `until` matches it. */
function serve(vars: Record<string, string>, until = /$^/) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: '.next-e2e',
      DATABASE_URL: 'file:./data/e2e/shop.db',
      MEDIA_DIR: 'data/e2e/media',
      KK_JOBS: 'off',
      ...vars,
    },
  })
  let out = ''
  let seen: (text: string) => void = () => {}
  const printed = new Promise<string>((resolve) => (seen = resolve))
  const take = (chunk: Buffer) => {
    out += chunk.toString()
    if (until.test(out)) seen(out)
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, out })))
  return { printed, exited, stop: () => child.kill('SIGTERM') }
}

test('a live server refuses a weak PAYLOAD_SECRET and never answers', async () => {
  const port = '3197'
  const run = await serve({ PORT: port, PAYLOAD_SECRET: 'kort-geheim' }).exited
  expect(run.code, run.out).toBe(1)
  expect(run.out).toContain('PAYLOAD_SECRET is korter dan 32 bytes')
  await expect(fetch(`http://localhost:${port}/`)).rejects.toThrow()
})

test('the server answers on the port it prints', async () => {
  const port = '3198'
  const server = serve(
    { PORT: port, PAYLOAD_SECRET: randomBytes(32).toString('hex'), SITE_URL: 'https://wijn.example.nl' },
    /server klaar op \S+/,
  )
  try {
    const out = await server.printed
    expect(out).toContain(`server klaar op http://localhost:${port}`)
    const res = await fetch(`http://localhost:${port}/api/build`)
    expect(res.status).toBe(200)
  } finally {
    server.stop()
  }
})
