#!/usr/bin/env node
/**
 * `npm run cluster`: the several-machines setup of docs/deployment.md on one machine, on loopback,
 * with the same parts a merchant would run: a throw-away Postgres (scripts/pg-throwaway.sh), Redis
 * (Debian's redis-server), an S3-compatible store (s3rver from npm), two app instances from one
 * build, and HAProxy (Debian) in front, checking /api/health. It prints the shop's URL and stops
 * everything on Ctrl-C. tests/cluster starts it the same way (with --json, which prints one line
 * with the addresses and process ids instead of the greeting).
 *
 * Ports: CLUSTER_PORT (default 3300) for the balancer, the next two for the instances; Redis,
 * S3 and Postgres on fixed loopback ports of their own (below).
 */
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const json = process.argv.includes('--json')
const say = (m) => (json ? process.stderr : process.stdout).write(`[cluster] ${m}\n`)

const PORT = Number(process.env.CLUSTER_PORT || 3300)
const ports = { balancer: PORT, a: PORT + 1, b: PORT + 2, redis: PORT + 79, s3: PORT + 90, pg: PORT + 51000 }
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kk-cluster-'))
const children = []

function need(command, debianPackage) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
  } catch {
    throw new Error(`${command} ontbreekt: apt-get install -y ${debianPackage} (.ci/run doet dat als root)`)
  }
}

function start(name, command, args, env = process.env) {
  const log = fs.openSync(path.join(work, `${name}.log`), 'a')
  const child = spawn(command, args, { env, stdio: ['ignore', log, log] })
  child.on('exit', (code, signal) => {
    if (!stopping) say(`${name} stopte (${signal ?? code}); log: ${path.join(work, `${name}.log`)}`)
  })
  children.push({ name, child })
  return child
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.end(() => resolve(true)))
    socket.on('error', () => resolve(false))
  })
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} kwam niet op binnen ${timeoutMs / 1000} s (logs in ${work})`)
}

const healthy = (port) => async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200

function haproxyConfig() {
  // Health checked every 500 ms. Without `timeout check` HAProxy gives a whole check only `inter`
  // (500 ms): both instances, busy with a burst of checkouts, answered later, were taken out, and the
  // shop answered 503 to everyone. A check may now take 5 s to answer; a dead instance refuses the
  // connection at once and is still out within a second.
  // A request whose connection failed never reached an instance and goes to the other one; so does a
  // page view (GET/HEAD) that an instance dropped while dying. A POST that reached an instance may
  // have changed something (a checkout), so it is never sent twice.
  return `global
  maxconn 4096
  log stderr format short local0 info
defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 5s
  option forwardfor
  option redispatch 1
  retries 2
  retry-on conn-failure empty-response junk-response response-timeout
frontend shop
  bind 127.0.0.1:${ports.balancer}
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend instances
backend instances
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fall 2 rise 2
  server a 127.0.0.1:${ports.a} check
  server b 127.0.0.1:${ports.b} check
`
}

let stopping = false
/** Stops every part (the instances first, Postgres last), removes the work folder, exits with `code`. */
async function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  const running = children.reverse().filter(({ child }) => child.exitCode === null && child.signalCode === null)
  const exited = running.map(({ child }) => new Promise((resolve) => child.once('exit', resolve)))
  for (const { child } of running) child.kill('SIGTERM')
  const late = setTimeout(() => running.forEach(({ child }) => child.kill('SIGKILL')), 12_000)
  await Promise.all(exited)
  clearTimeout(late)
  try {
    execFileSync('bash', ['scripts/pg-throwaway.sh', 'stop'], { env: pgEnv, stdio: 'ignore' })
  } catch {}
  if (process.env.CLUSTER_KEEP_LOGS === '1') say(`logs bewaard in ${work}`)
  else fs.rmSync(work, { recursive: true, force: true })
  process.exit(code)
}

const pgEnv = { ...process.env, PG_THROWAWAY_DIR: path.join(os.tmpdir(), `kk-cluster-pg-${PORT}`), PG_THROWAWAY_PORT: String(ports.pg) }

async function main() {
  need('redis-server', 'redis-server')
  need('haproxy', 'haproxy')
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0))

  say(`Postgres, Redis en S3 starten (werkmap ${work})`)
  const pgLine = execFileSync('bash', ['scripts/pg-throwaway.sh', 'start'], { env: pgEnv, encoding: 'utf8' })
  const databaseUrl = pgLine.match(/TEST_POSTGRES_URL=(\S+)/)?.[1]
  if (!databaseUrl) throw new Error('geen Postgres: ' + pgLine)
  start('redis', 'redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    String(ports.redis),
    '--save',
    '',
    '--appendonly',
    'no',
    '--maxmemory',
    '256mb',
    '--maxmemory-policy',
    'allkeys-lru',
    '--dir',
    work,
  ])
  fs.mkdirSync(path.join(work, 's3'))
  start('s3', process.execPath, [
    'node_modules/s3rver/bin/s3rver.js',
    '-d',
    path.join(work, 's3'),
    '-a',
    '127.0.0.1',
    '-p',
    String(ports.s3),
    '--configure-bucket',
    'kk-media',
  ])
  await waitFor('Redis', () => portOpen(ports.redis))
  await waitFor('S3', () => portOpen(ports.s3))

  const adminPassword = crypto.randomBytes(12).toString('base64url')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: process.env.CLUSTER_DIST_DIR || '.next-cluster',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    S3_BUCKET: 'kk-media',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_FORCE_PATH_STYLE: '1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
    DEMO_ADMIN_PASSWORD: adminPassword,
    SITE_URL: `http://127.0.0.1:${ports.balancer}`,
    // HAProxy appends the shopper's address to X-Forwarded-For: one hop to trust.
    TRUST_PROXY_HOPS: '1',
    // Counted in the shared database, whatever a developer's .env says (its default follows REDIS_URL already).
    RATE_LIMIT_STORE: 'database',
    KK_JOBS: 'on',
  }

  say('migraties en demogegevens (één keer, vóór de instanties)')
  execFileSync(process.execPath, ['--conditions=production', '--import', 'tsx', 'scripts/prepare-db.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  Object.assign(process.env, { SITE_URL: env.SITE_URL, NEXT_DIST_DIR: env.NEXT_DIST_DIR })
  await buildIfStale(say, { output: json ? process.stderr : 'inherit' })

  const instances = {}
  for (const name of ['a', 'b']) {
    instances[name] = start(`instance-${name}`, process.execPath, ['--max-semi-space-size=8', 'scripts/serve.mjs'], {
      MALLOC_ARENA_MAX: '2',
      ...env,
      PORT: String(ports[name]),
      KK_INSTANCE: name,
    })
  }
  await Promise.all(['a', 'b'].map((name) => waitFor(`instantie ${name}`, healthy(ports[name]))))
  fs.writeFileSync(path.join(work, 'haproxy.cfg'), haproxyConfig())
  start('haproxy', 'haproxy', ['-f', path.join(work, 'haproxy.cfg'), '-db'])
  await waitFor('HAProxy', healthy(ports.balancer))

  const url = `http://127.0.0.1:${ports.balancer}`
  if (json) {
    process.stdout.write(
      JSON.stringify({
        url,
        instances: {
          a: { url: `http://127.0.0.1:${ports.a}`, pid: instances.a.pid },
          b: { url: `http://127.0.0.1:${ports.b}`, pid: instances.b.pid },
        },
        admin: { email: env.DEMO_ADMIN_EMAIL || 'admin@kelderenkurk.nl', password: adminPassword },
        databaseUrl,
        redisUrl: env.REDIS_URL,
        work,
      }) + '\n',
    )
  } else {
    say(`winkel (via HAProxy): ${url}/`)
    say(`beheer:               ${url}/admin  (${env.DEMO_ADMIN_EMAIL || 'admin@kelderenkurk.nl'} / ${adminPassword})`)
    say(`instanties:           http://127.0.0.1:${ports.a}/ en http://127.0.0.1:${ports.b}/`)
    say('Ctrl-C stopt alles en ruimt het op.')
  }
}

main().catch((error) => {
  say(error.message)
  stopAll(1)
})
