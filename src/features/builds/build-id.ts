import 'server-only'
import fs from 'node:fs'
import path from 'node:path'
import { env } from '../../lib/env'

let cached: string | undefined

/**
 * The id of the build this server runs: Next's own BUILD_ID file (what the browser's chunks belong
 * to), read once per process. `development` under `next dev`.
 */
export function currentBuildId(): string {
  if (cached) return cached
  try {
    cached = fs.readFileSync(path.join(process.cwd(), env().NEXT_DIST_DIR, 'BUILD_ID'), 'utf8').trim() || 'development'
  } catch {
    cached = 'development'
  }
  return cached
}
