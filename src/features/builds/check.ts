/**
 * Spec §4/§9: the browser asks every hour (first 1 s after load) whether a newer build is served;
 * once one is, the next navigation is a full page load. The schedule and comparison are here,
 * free of the browser, so they can be tested with fake timers. Pure.
 */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000
export const FIRST_BUILD_CHECK_MS = 1_000

/** True when the server names a build and it is not the one this page runs. */
export function isNewerBuild(current: string, latest: unknown): boolean {
  return typeof latest === 'string' && latest.length > 0 && latest !== current
}

/** The build id out of `GET /api/build`'s answer, or null for anything else. */
export function buildIdFrom(body: unknown): string | null {
  const id = (body as { buildId?: unknown } | null)?.buildId
  return typeof id === 'string' && id.length > 0 ? id : null
}

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (id: never) => void
}

/**
 * Checks after `FIRST_BUILD_CHECK_MS`, then every `BUILD_CHECK_INTERVAL_MS`, until a newer build
 * is found (`onNewer` once) or the returned stop function is called. A failed check (offline,
 * server restarting) is simply tried again at the next hour.
 */
export function startBuildCheck({
  current,
  fetchLatest,
  onNewer,
  timers = globalThis as unknown as Timers,
}: {
  current: string
  fetchLatest: () => Promise<string | null>
  onNewer: (latest: string) => void
  timers?: Timers
}): () => void {
  let stopped = false
  let handle: unknown
  const schedule = (ms: number) => {
    handle = timers.setTimeout(check, ms)
  }
  async function check() {
    let latest: string | null = null
    try {
      latest = await fetchLatest()
    } catch {
      latest = null
    }
    if (stopped) return
    if (isNewerBuild(current, latest)) {
      stopped = true
      onNewer(latest!)
      return
    }
    schedule(BUILD_CHECK_INTERVAL_MS)
  }
  schedule(FIRST_BUILD_CHECK_MS)
  return () => {
    stopped = true
    timers.clearTimeout(handle as never)
  }
}
