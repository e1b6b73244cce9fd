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

/**
 * Whether a click on a link should become a full page load instead of a client navigation: a
 * plain left click on a same-origin link that opens in this tab and goes to another page.
 */
export function isFullLoadCandidate(
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  link: { href: string; target: string; download: boolean },
  here: { href: string; origin: string },
): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false
  if ((link.target && link.target !== '_self') || link.download) return false
  let to: URL
  try {
    to = new URL(link.href, here.href)
  } catch {
    return false
  }
  if (to.origin !== here.origin) return false
  const from = new URL(here.href)
  // Only the hash changes: the browser scrolls, nothing loads.
  return !(to.pathname === from.pathname && to.search === from.search && to.hash !== '')
}
