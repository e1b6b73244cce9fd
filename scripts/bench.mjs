#!/usr/bin/env node
/**
 * `npm run bench`: figures, not assertions. On a production build served by `npm start` (own port,
 * database and build folder), for the home page, one product page and one article page:
 * gzipped first-load JS (and all JS fetched while Lighthouse watched), Lighthouse mobile scores with
 * LCP/TBT/CLS (the run with the median performance of BENCH_LH_RUNS), and requests per second at 50
 * connections (autocannon) next to a static file's from the same server (first and returning
 * visitor, and product pages spread over the range); and the latency of POST /api/checkoutPayment at 50 concurrent requests
 * (each a real order: price check, stock reservation, order, test-provider session). Prints a table, writes bench-results/latest.json and compares with
 * bench/baseline.json when there is one (`--save-baseline` writes it).
 */
import { execFileSync, execSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const PORT = Number(process.env.BENCH_PORT || 3200)
const base = `http://localhost:${PORT}`
const seconds = Number(process.env.BENCH_SECONDS || 10)
const lighthouseRuns = Number(process.env.BENCH_LH_RUNS || 3)
const BENCH_ADMIN_PASSWORD = 'bench-beheer-wachtwoord'

let lastMemory = null

function startServer({ freshDb = true } = {}) {
  const env = {
    ...process.env,
    PORT: String(PORT),
    SITE_URL: base,
    // BENCH_DIR lets two benches run side by side (each its own database, media and build).
    DATABASE_URL: `file:./data/${process.env.BENCH_DIR || 'bench'}/shop.db`,
    MEDIA_DIR: `data/${process.env.BENCH_DIR || 'bench'}/media`,
    NEXT_DIST_DIR: `.next-${process.env.BENCH_DIR || 'bench'}`,
    KK_FRESH_DB: freshDb ? '1' : '0',
    RATE_LIMIT_PER_MINUTE: '10000000',
    DEMO_ADMIN_EMAIL: 'admin@kelderenkurk.nl',
    DEMO_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
    // The checkout bench plays 1000 shoppers behind one proxy: each order names its own client address.
    TRUST_PROXY_HOPS: '1',
    // The server reports its memory on SIGUSR2 (scripts/bench-memory.cjs); nothing else changes.
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --require ${path.join(root, 'scripts', 'bench-memory.cjs')}`.trim(),
  }
  const server = spawn('node', ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
  server.stdout.on('data', (d) => {
    if (process.env.BENCH_VERBOSE) process.stdout.write(d)
    const memory = /\[bench-memory\] (\{.*\})/.exec(String(d))?.[1]
    if (memory) lastMemory = JSON.parse(memory)
  })
  return server
}

async function waitFor(url, ms = 600_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`server not ready: ${url}`)
}

/** Sum of the gzipped sizes of the scripts the served HTML loads. */
async function firstLoadJsKiB(url) {
  const html = await (await fetch(url)).text()
  // noModule scripts (legacy polyfills) are never fetched by the browsers Lighthouse emulates.
  const srcs = [...html.matchAll(/<script([^>]+)src="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(m[1] + m[3])).map((m) => m[2])
  let bytes = 0
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    bytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return { kib: Math.round((bytes / 1024) * 10) / 10, scripts: new Set(srcs).size }
}

async function lighthouseMobile(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      // What moved, when something did: the first thing to look at for a CLS above 0.
      shifted: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((i) => `${i.node?.selector ?? '?'} (${Math.round((i.score ?? 0) * 1000) / 1000})`),
      failedAudits: failed,
      // Every script the page fetched while Lighthouse watched, lazy chunks included (transfer size,
      // gzipped by the server): the first-load figure counts only the scripts in the HTML.
      jsLoadedKiB:
        Math.round(
          lhr.audits['network-requests'].details.items
            .filter((r) => r.resourceType === 'Script')
            .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4,
        ) / 10,
    }
  } finally {
    await chrome.kill()
  }
}

/** What a browser sends for a page; `returning` adds the cookies of a visitor who made a consent choice. */
const browserHeaders = (returning = false) => ({
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  ...(returning ? { cookie: 'kelder-en-kurk-consent=true; kelder-en-kurk-consent-cookies=necessary' } : {}),
})

/** Requests per second at 50 connections; `paths` spreads the requests over several URLs in turn. */
async function rps(url, { returning = false, paths = null } = {}) {
  let i = 0
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    headers: browserHeaders(returning),
    ...(paths ? { requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] } : {}),
  })
  return { rps: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx }
}

/**
 * Issue #16's measure: each page's req/s as a share of a static file's from the same server in the
 * same run (the ceiling), for a first visitor and a returning one; and product pages spread over the
 * whole range, where the one-second memory in serve.mjs rarely helps (Next's page cache answers).
 */
async function throughput(pages, products) {
  const out = { static: await rps(`${base}/bottle-placeholder.svg`) }
  for (const [name, p] of Object.entries(pages)) {
    out[name] = await rps(base + p)
    out[`${name}Returning`] = await rps(base + p, { returning: true })
  }
  const paths = products.map((w) => `/producten/${w.ean}`)
  for (const p of paths) await fetch(base + p) // each rendered once: Next's cache, not the render, is measured
  out.productsSpread = await rps(base + paths[0], { paths })
  for (const r of Object.values(out)) r.ofStatic = Math.round((r.rps / out.static.rps) * 100) / 100
  return out
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/**
 * 50 shoppers at once, each placing one-bottle orders back to back. The wine gets a huge stock
 * first (through the admin API, as a merchant would) so every request is a full checkout.
 */
async function checkoutLatency(wine, total = Number(process.env.BENCH_CHECKOUTS || 1000), concurrency = 50) {
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@kelderenkurk.nl', password: BENCH_ADMIN_PASSWORD }),
  })
  const { token } = await login.json()
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` }
  const found = await (await fetch(`${base}/api/products?where[ean][equals]=${wine.ean}&depth=0`, { headers })).json()
  await fetch(`${base}/api/products/${found.docs[0].id}`, { method: 'PATCH', headers, body: JSON.stringify({ stock: 1_000_000 }) })
  const body = JSON.stringify({
    shoppingCart: [{ id: wine.ean, name: wine.name, type: wine.type, price: wine.price, quantity: 1, stock: 1_000_000 }],
  })
  let next = 0
  /** `count` orders by `concurrency` shoppers at once, each a client of its own (the caps allow a few unpaid orders per client). */
  const run = async (count) => {
    const times = []
    let sessions = 0
    let done = 0
    const started = Date.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (done++ < count) {
          const n = ++next
          const client = `10.77.${(n >> 8) & 255}.${n & 255}`
          const t0 = performance.now()
          const res = await fetch(`${base}/api/checkoutPayment`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
            body,
          })
          const answer = JSON.parse((await res.json()).body ?? '{}')
          times.push(performance.now() - t0)
          if (answer.id) sessions++
        }
      }),
    )
    times.sort((a, b) => a - b)
    const round = (ms) => Math.round(ms)
    return {
      requests: times.length,
      sessions,
      perSecond: Math.round(times.length / ((Date.now() - started) / 1000)),
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(percentile(times, 95)),
      p99Ms: round(percentile(times, 99)),
      maxMs: round(times.at(-1)),
    }
  }
  // The first orders load and compile the checkout's code: measured apart, as a restarted server's first minute.
  const cold = await run(100)
  return { ...(await run(total)), cold }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]

/** Milliseconds until the whole answer is in, one request at a time (loopback: the server's time). */
async function timed(url, init) {
  const t0 = performance.now()
  const res = await fetch(url, { headers: browserHeaders(), ...init })
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`${res.status} for ${url}`)
  return performance.now() - t0
}

async function singleRequests(urls, init) {
  const ms = []
  for (const url of urls) ms.push(await timed(base + url, init))
  return { n: ms.length, medianMs: Math.round(median(ms)), maxMs: Math.round(Math.max(...ms)) }
}

/** The memory of the process serving PORT: as the OS sees it, and after a full collection (bench-memory.cjs). */
async function serverMemory() {
  const pid = execSync(`ss -ltnpH 'sport = :${PORT}'`)
    .toString()
    .match(/pid=(\d+)/)?.[1]
  if (!pid) return null
  lastMemory = null
  process.kill(Number(pid), 'SIGUSR2')
  for (let i = 0; i < 50 && !lastMemory; i++) await new Promise((r) => setTimeout(r, 100))
  return lastMemory
}

const SEARCHES = [
  'rioja',
  'gewurztraminer',
  'chateauneuf',
  'tempranilo',
  'malbec mendoza',
  'mosel riesling',
  'sangiovese',
  'pinot noir',
  'syrah',
  'spanje',
]

/**
 * Issue #16 §2: the same shop with a larger generated range (scripts/generate-catalog.ts). Per size:
 * single-request times of pages whose data is not cached yet (a filtered catalog page, a search, a
 * product page at its first visit), the same product pages again, req/s of a filtered catalog page
 * and of product pages spread over the range, the public calls and Waine, and the server's memory.
 */
async function catalogSize(total) {
  const products = JSON.parse((await (await fetch(`${base}/api/fetchAllProducts`)).json()).body)
  const spread = products.filter((_, i) => i % Math.max(1, Math.floor(products.length / 200)) === 0).slice(0, 200)
  const firstVisit = spread.slice(0, 20).map((p) => `/producten/${p.ean}`)
  const out = { wines: products.length, requested: total }
  // Warm the code paths first (a server's first renders compile them): other pages than the measured ones.
  await singleRequests([
    ...Array.from({ length: 5 }, (_, k) => `/?kleur=wit&sorteer=naam&page=${k + 1}`),
    '/?zoek=bordeaux',
    ...spread.slice(-5).map((p) => `/producten/${p.ean}`),
  ])
  out.catalogFiltered = await singleRequests(Array.from({ length: 10 }, (_, k) => `/?kleur=rood&land=FR&sorteer=prijs-op&page=${k + 1}`))
  out.catalogSearch = await singleRequests(SEARCHES.map((q) => `/?zoek=${encodeURIComponent(q)}&kleur=rood`))
  out.productFirstVisit = await singleRequests(firstVisit)
  out.productCached = await singleRequests(firstVisit)
  out.fetchAllProducts = await singleRequests(['/api/fetchAllProducts', '/api/fetchAllProducts?locale=en', '/api/fetchAllProducts'])
  const one = (id) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) })
  out.fetchProduct = await singleRequests(['/api/fetchProduct'], one(spread[3].ean))
  const ask = (question) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ question }) })
  const waine = []
  for (const q of ['Een rode wijn onder de 15 euro bij lamsvlees', 'Welke witte wijn past bij vis?', 'Iets bubbels voor een feestje'])
    waine.push(await timed(`${base}/api/ask-waine`, ask(q)))
  out.askWaine = { n: waine.length, medianMs: Math.round(median(waine)), maxMs: Math.round(Math.max(...waine)) }
  const stat = await rps(`${base}/bottle-placeholder.svg`)
  const filtered = await rps(`${base}/?kleur=rood&land=FR&sorteer=prijs-op`)
  const paths = spread.map((p) => `/producten/${p.ean}`)
  for (const p of paths) await fetch(base + p)
  const productsSpread = await rps(base + paths[0], { paths })
  out.throughput = {
    static: stat,
    catalogFiltered: { ...filtered, ofStatic: Math.round((filtered.rps / stat.rps) * 100) / 100 },
    productsSpread: { ...productsSpread, ofStatic: Math.round((productsSpread.rps / stat.rps) * 100) / 100 },
  }
  out.memory = await serverMemory()
  return out
}

function generateCatalog(count) {
  const dir = process.env.BENCH_DIR || 'bench'
  execFileSync('node', ['--conditions=production', '--import', 'tsx', 'scripts/generate-catalog.ts', String(count)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: `file:./data/${dir}/shop.db`, MEDIA_DIR: `data/${dir}/media` },
  })
}

async function catalogSizes(sizes, seeded, stopServer) {
  const out = []
  for (const size of sizes) {
    await stopServer()
    generateCatalog(Math.max(0, size - seeded))
    const server = startServer({ freshDb: false })
    const stop = async () => {
      try {
        process.kill(-server.pid, 'SIGTERM')
      } catch {}
      await new Promise((r) => server.once('exit', r))
    }
    try {
      await waitFor(`${base}/api/fetchAllProducts`)
      out.push(await catalogSize(size))
      console.log(`[bench] catalog of ${size} done`)
    } finally {
      await stop()
    }
    stopServer = async () => {}
  }
  return out
}

async function main() {
  const server = startServer()
  let stopped = false
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
  }
  const stopAndWait = async () => {
    if (stopped) return
    stopped = true
    stop()
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)))
  }
  process.on('exit', stop)
  try {
    await waitFor(`${base}/api/fetchAllProducts`)
    const products = JSON.parse((await (await fetch(`${base}/api/fetchAllProducts`)).json()).body)
    const wine = products.find((p) => p.stock > 0)
    const pages = { home: '/', product: `/producten/${wine.ean}`, article: '/wijnwijzer/wijn-bij-kaas' }
    for (const p of Object.values(pages)) await fetch(base + p) // warm the caches

    const results = {}
    // BENCH_ONLY=checkout or =catalog runs only that part.
    const only = process.env.BENCH_ONLY
    for (const [name, p] of only ? [] : Object.entries(pages)) {
      const url = base + p
      const js = await firstLoadJsKiB(url)
      // Lighthouse varies by ±5 points on this machine: the run with the median performance score counts.
      const runs = []
      for (let i = 0; i < lighthouseRuns; i++) runs.push(await lighthouseMobile(url))
      // BENCH_LH_RUNS=0 leaves Lighthouse out (a quick look at the server figures only).
      const lh = runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)] ?? { failedAudits: [] }
      lh.performanceRuns = runs.map((r) => r.performance)
      results[name] = { path: p, jsGzKiB: js.kib, scripts: js.scripts, ...lh }
      console.log(`[bench] ${name} done`)
    }
    const load = only ? null : await throughput(pages, products)
    for (const [name, r] of Object.entries(load ?? {})) if (results[name]) Object.assign(results[name], r)
    console.log('[bench] throughput done')
    const checkout = only === 'catalog' ? null : await checkoutLatency(wine)
    if (checkout) console.log('[bench] checkout done')
    // BENCH_CATALOG=64,1000,5000 (the default; '' skips it): the catalog at several sizes.
    const sizes = (process.env.BENCH_CATALOG ?? '64,1000,5000').split(',').filter(Boolean).map(Number)
    const catalog = only === 'checkout' ? [] : await catalogSizes(sizes, products.length, stopAndWait)
    report(results, checkout, load, catalog)
  } finally {
    stop()
  }
}

function reportCatalog(catalog) {
  if (!catalog.length) return
  console.log('\ncatalog size (single requests, data not cached yet unless "cached"; median / max ms)')
  const rows = [
    ['filtered catalog page', (c) => c.catalogFiltered],
    ['search + filter page', (c) => c.catalogSearch],
    ['product, first visit', (c) => c.productFirstVisit],
    ['product, cached', (c) => c.productCached],
    ['fetchAllProducts', (c) => c.fetchAllProducts],
    ['fetchProduct', (c) => c.fetchProduct],
    ['ask-waine', (c) => c.askWaine],
  ]
  console.log(`${'wines'.padEnd(24)}${catalog.map((c) => String(c.wines).padStart(14)).join('')}`)
  for (const [label, get] of rows)
    console.log(`${label.padEnd(24)}${catalog.map((c) => `${get(c).medianMs} / ${get(c).maxMs}`.padStart(14)).join('')}`)
  const ratio = (r) => `${r.rps} (${r.ofStatic ?? 1})`
  console.log(`${'req/s static'.padEnd(24)}${catalog.map((c) => ratio(c.throughput.static).padStart(14)).join('')}`)
  console.log(`${'req/s filtered catalog'.padEnd(24)}${catalog.map((c) => ratio(c.throughput.catalogFiltered).padStart(14)).join('')}`)
  console.log(`${'  p99 ms'.padEnd(24)}${catalog.map((c) => String(c.throughput.catalogFiltered.p99Ms).padStart(14)).join('')}`)
  console.log(`${'req/s products spread'.padEnd(24)}${catalog.map((c) => ratio(c.throughput.productsSpread).padStart(14)).join('')}`)
  console.log(`${'  p99 ms'.padEnd(24)}${catalog.map((c) => String(c.throughput.productsSpread.p99Ms).padStart(14)).join('')}`)
  const memory = (key) => catalog.map((c) => String(c.memory?.[key] ?? '-').padStart(14)).join('')
  console.log(`${'server RSS MiB'.padEnd(24)}${memory('rssMiB')}`)
  console.log(`${'  after a full GC'.padEnd(24)}${memory('afterGcRssMiB')}`)
  console.log(`${'  heap used after GC'.padEnd(24)}${memory('afterGcHeapUsedMiB')}`)
}

function report(results, checkout, load, catalog = []) {
  const baselineFile = path.join('bench', 'baseline.json')
  const baseline = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')).results : null
  const cols = [
    'jsGzKiB',
    'jsLoadedKiB',
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'lcpMs',
    'tbtMs',
    'cls',
    'rps',
    'p50Ms',
    'p99Ms',
  ]
  console.log(`\npage      ${cols.map((c) => c.padStart(13)).join('')}`)
  for (const [name, r] of Object.entries(results)) {
    if (!r) continue
    console.log(`${name.padEnd(10)}${cols.map((c) => String(r[c]).padStart(13)).join('')}`)
    if (baseline?.[name]) console.log(`${'baseline'.padEnd(10)}${cols.map((c) => String(baseline[name][c] ?? '-').padStart(13)).join('')}`)
    if (r.performanceRuns?.length) console.log(`          Lighthouse performance, every run: ${r.performanceRuns.join(', ')}`)
    if (r.failedAudits.length) console.log(`          failed Lighthouse audits: ${r.failedAudits.join(', ')}`)
    if (r.cls > 0 && r.shifted?.length) console.log(`          layout shifts: ${r.shifted.join(', ')}`)
  }
  if (load) {
    console.log(`\nthroughput @50 connections, ${seconds} s each (ratio = req/s ÷ the static file's in this run)`)
    console.log(`${'path'.padEnd(22)}${['req/s', 'ratio', 'p50 ms', 'p99 ms', 'non-2xx'].map((c) => c.padStart(9)).join('')}`)
    for (const [name, r] of Object.entries(load))
      console.log(`${name.padEnd(22)}${[r.rps, r.ofStatic, r.p50Ms, r.p99Ms, r.non2xx].map((v) => String(v).padStart(9)).join('')}`)
  }
  const baseCheckout = fs.existsSync(baselineFile) ? JSON.parse(fs.readFileSync(baselineFile, 'utf8')).checkout : null
  if (checkout)
    console.log(
      `\ncheckout @50: ${checkout.requests} requests, ${checkout.sessions} sessions, ${checkout.perSecond}/s, p50 ${checkout.p50Ms} ms, p95 ${checkout.p95Ms} ms, p99 ${checkout.p99Ms} ms, max ${checkout.maxMs} ms`,
    )
  if (checkout?.cold)
    console.log(
      `  the first ${checkout.cold.requests} orders after start (not in the figures above): ${checkout.cold.perSecond}/s, p50 ${checkout.cold.p50Ms} ms, p95 ${checkout.cold.p95Ms} ms, max ${checkout.cold.maxMs} ms`,
    )
  if (checkout && baseCheckout)
    console.log(`baseline:     p50 ${baseCheckout.p50Ms} ms, p95 ${baseCheckout.p95Ms} ms, ${baseCheckout.perSecond}/s`)
  reportCatalog(catalog)
  const out = { date: new Date().toISOString(), node: process.version, seconds, results, throughput: load, checkout, catalog }
  fs.mkdirSync('bench-results', { recursive: true })
  fs.writeFileSync(path.join('bench-results', 'latest.json'), JSON.stringify(out, null, 2))
  if (process.argv.includes('--save-baseline')) {
    fs.mkdirSync('bench', { recursive: true })
    fs.writeFileSync(baselineFile, JSON.stringify(out, null, 2) + '\n')
    console.log(`\nbaseline written to ${baselineFile}`)
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
