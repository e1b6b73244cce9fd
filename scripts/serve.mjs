#!/usr/bin/env node
/**
 * `npm run serve` (and the last step of `npm start`): the production build behind a small Node
 * server instead of `next start`, for one reason. In Next 16 a route handler, server action or
 * proxy never sees the socket, and Next fills `X-Forwarded-For` only when the client sent none, so
 * a client could pick its own rate-limit key. This server decides the client address per request
 * (scripts/client-address.mjs, TRUST_PROXY_HOPS) and hands Next that alone, with a proof that the
 * app checks (src/lib/client-key.ts). And it finishes every page (scripts/page-finisher.mjs): the CSP
 * with the hashes of the page's inline scripts, so cached pages keep a strict policy. Otherwise it
 * behaves as `next start`: PORT, the printed URL,
 * a graceful stop on SIGTERM/SIGINT (finish open requests, then exit 143/130).
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { installProof, parseHops, trustClientAddress } from './client-address.mjs'
import { finishPage, isPageRequest, pageMemo, recentPages, serveRecent } from './page-finisher.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.env.NODE_ENV = 'production'

const say = (m) => console.log(`[kk] ${m}`)
const port = Number(process.env.PORT || 3000)
const proof = installProof()

const server = http.createServer()
const app = next({ dev: false, dir: root, port, httpServer: server })

async function main() {
  process.title = 'kk-server'
  // prepare() loads .env, .env.production… as `next start` does; only then is TRUST_PROXY_HOPS known.
  await app.prepare()
  const hops = parseHops(process.env.TRUST_PROXY_HOPS)
  const handle = app.getRequestHandler()
  const pages = pageMemo()
  const recent = recentPages()
  // Several instances behind a balancer (npm run cluster): which one answered, for the operator and the rig's tests.
  const instance = process.env.KK_INSTANCE
  server.on('request', (req, res) => {
    if (instance) res.setHeader('x-kk-instance', instance)
    trustClientAddress(req, { hops, proof })
    // Pages: their CSP gets the hashes of their inline scripts, their body is compressed once, and a
    // page that is the same for everyone is answered from memory for a second (page-finisher.mjs).
    if (isPageRequest(req)) {
      if (serveRecent(req, res, recent)) return
      finishPage(req, res, pages, recent)
    }
    handle(req, res).catch((error) => {
      console.error(`[kk] ${req.method} ${req.url} faalde`, error)
      if (!res.headersSent) res.statusCode = 500
      res.end()
    })
  })
  server.listen(port, () => say(`server klaar op http://localhost:${port} (TRUST_PROXY_HOPS=${hops})`))
}

/** Stop taking connections, let open requests finish (at most 10 s), close Next, exit as `next start` does. */
function stop(signal) {
  if (stop.started) return
  stop.started = true
  const code = signal === 'SIGINT' ? 130 : 143
  setTimeout(() => process.exit(code), 10_000).unref()
  server.close(() => {
    app.close().finally(() => process.exit(code))
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
server.on('error', (error) => {
  console.error(`[kk] de server kon niet starten: ${error.message}`)
  process.exit(1)
})

main().catch((error) => {
  console.error(`[kk] ${error.stack ?? error.message}`)
  process.exit(1)
})
