import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'

/** A value on `window` survives a client navigation and is gone after a full page load. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { kkMark?: string }).kkMark = 'same document'))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { kkMark?: string }).kkMark ?? null)

test('the build endpoint names the served build and is never cached', async ({ request }) => {
  const res = await request.get('/api/build')
  expect(res.status()).toBe(200)
  expect(res.headers()['cache-control']).toBe('no-store')
  const { buildId } = await res.json()
  expect(typeof buildId).toBe('string')
  expect(buildId.length).toBeGreaterThan(3)
})

test('without a newer build, a link is a client navigation', async ({ page }) => {
  const check = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/build')
  await page.goto('/over-ons')
  await check
  await mark(page)
  await page.getByRole('banner').getByRole('link', { name: 'Wijnwijzer', exact: true }).click()
  await expect(page).toHaveURL(/\/wijnwijzer$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await marked(page)).toBe('same document')
})

test('once a newer build is served, the next navigation is a full page load', async ({ page }) => {
  const checks: string[] = []
  await page.route('**/api/build?*', async (route) => {
    checks.push(route.request().url())
    await route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } })
  })
  const started = Date.now()
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/build')
  await page.goto('/over-ons')
  await answered
  // The first check comes about a second after load, with a timestamp against caches.
  expect(Date.now() - started).toBeGreaterThanOrEqual(900)
  expect(new URL(checks[0]!).searchParams.get('t')).toMatch(/^\d+$/)
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)))
  await mark(page)
  await page.getByRole('banner').getByRole('link', { name: 'Wijnwijzer', exact: true }).click()
  await expect(page).toHaveURL(/\/wijnwijzer$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await marked(page)).toBeNull()
})

const GUARD = 'kk:chunk-reload:/over-ons'
const guards = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('kk:chunk-reload:')))

/**
 * The guard as it stands once the current document has loaded and its load handler's zero-delay
 * timer has run. Every reload decision is taken by then (a failed script's error event comes before
 * `load`), and a reload always writes the guard first, so an unchanged guard means no reload came.
 */
async function guardOnceSettled(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete')
  return page.evaluate((key) => new Promise<string | null>((r) => setTimeout(() => r(sessionStorage.getItem(key)), 50)), GUARD)
}

test('a chunk that fails to load reloads the page once, not in a loop, and again after 10 s', async ({ page }) => {
  // Every document asks for the failing chunk once: the number of failed requests is the number of
  // page loads (a reload can come before the first document's DOMContentLoaded, so that is not counted).
  let failing: string | null = null
  let loads = 0
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const url = route.request().url()
    failing ??= url
    if (url !== failing) return route.continue()
    loads++
    return route.abort('failed')
  })

  await page.goto('/over-ons')
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2)
  // The first document wrote the guard and reloaded; the second fails on the same chunk, and the guard
  // keeps it from reloading again. (No wait for a quiet network: that waits on the browser's own
  // request bookkeeping, which an aborted request during a reload can leave open.)
  await expect.poll(() => guards(page)).toEqual([GUARD])
  const written = await page.evaluate((key) => sessionStorage.getItem(key), GUARD)
  expect(await guardOnceSettled(page)).toBe(written)
  expect(loads).toBe(2)
  expect(await guards(page)).toEqual([GUARD])

  // Ten seconds later the same failure may reload once more.
  const old = String(Date.now() - 10_001)
  await page.evaluate(([key, at]) => sessionStorage.setItem(key!, at!), [GUARD, old])
  await page.reload()
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(4)
  const rewritten = await page.evaluate((key) => sessionStorage.getItem(key), GUARD)
  expect(rewritten).not.toBe(old)
  expect(await guardOnceSettled(page)).toBe(rewritten)
  expect(loads).toBe(4)
})
