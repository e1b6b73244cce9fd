/**
 * `next build` into NEXT_DIST_DIR when there is no build or the sources changed since the last one
 * (a hash of everything the build is made from, kept beside it). `npm start` and `npm run cluster`.
 */
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** A hash of everything the build is made from; a different hash means the build is stale. */
function sourceHash() {
  const hash = crypto.createHash('sha256')
  const walk = (p) => {
    if (!fs.existsSync(p)) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    else hash.update(p).update(fs.readFileSync(p))
  }
  for (const p of ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']) walk(p)
  // Values that are baked into the build.
  hash.update(String(process.env.SITE_URL))
  return hash.digest('hex')
}

function run(cmd, args, env, output) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', output, 'inherit'], env })
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} stopte met ${signal ?? code}`)),
    )
  })
}

/**
 * Builds when needed; `say` reports what happened, `output` takes the build's own output (the
 * terminal, or stderr when stdout is kept for something else). The working directory is the project root.
 */
export async function buildIfStale(say, { force = process.env.KK_FORCE_BUILD === '1', output = 'inherit' } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const stampFile = path.join(distDir, 'kk-source-hash')
  const hash = sourceHash()
  const stale =
    !fs.existsSync(path.join(distDir, 'BUILD_ID')) || (fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '') !== hash
  if (!stale && !force) return say('build is actueel')
  say('productiebuild maken (eenmalig, ongeveer een minuut)…')
  await run(
    path.resolve('node_modules/.bin/next'),
    ['build'],
    { ...process.env, NODE_ENV: 'production', KK_BUILD_ID: `src-${hash.slice(0, 24)}` },
    output,
  )
  fs.writeFileSync(stampFile, hash)
}

// `npm run build`: a build now, with the same build id every machine gets from the same sources.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIfStale((m) => console.log(`[kk] ${m}`), { force: !process.argv.includes('--if-stale') }).catch((error) => {
    console.error(`[kk] ${error.message}`)
    process.exit(1)
  })
}
