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
  // The reloaded page fails on the same chunk; the guard keeps it from reloading again: once the guard
  // is written and the network has been quiet for 500 ms, no third load came.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).some((k) => k.startsWith('kk:chunk-reload:')))).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(loads).toBe(2)
  const guard = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('kk:chunk-reload:')))
  expect(guard).toEqual(['kk:chunk-reload:/over-ons'])

  // Ten seconds later the same failure may reload once more.
  await page.evaluate(() => sessionStorage.setItem('kk:chunk-reload:/over-ons', String(Date.now() - 10_001)))
  await page.reload()
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(4)
  await page.waitForLoadState('networkidle')
  expect(loads).toBe(4)
})
