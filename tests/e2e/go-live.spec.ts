import { expect, test } from './support/fixtures'
import { ADMIN } from './support/admin'

/** Issue #15 §2: the seeded shop says it is a demo on every page, and the admin shows what going live still needs. */
test('the demo shop says so on every page, in both languages', async ({ page }) => {
  for (const [path, name, text] of [
    ['/', 'Demowinkel', 'Dit is een voorbeeldwinkel: bestellingen worden niet geleverd.'],
    ['/wijnwijzer', 'Demowinkel', 'Dit is een voorbeeldwinkel: bestellingen worden niet geleverd.'],
    ['/en/contact', 'Demo shop', 'This is an example shop: orders are not delivered.'],
  ] as const) {
    await page.goto(path)
    const note = page.getByRole('complementary', { name })
    await expect(note).toBeVisible()
    await expect(note).toContainText(text)
  }
})

test('the admin dashboard lists what going live needs, red until done, each with where to fix it', async ({ page }) => {
  // The login sets the admin's session cookie in this browser context.
  expect((await page.request.post('/api/users/login', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin')
  const list = page.getByRole('region', { name: /Live gaan|Go live/ })
  await expect(list).toBeVisible({ timeout: 30_000 })
  await expect(list).toContainText(/1 van 12 klaar|1 of 12 done/)
  for (const id of ['kvk', 'btw', 'address', 'phone', 'email', 'terms', 'privacy', 'stripe', 'mail', 'demo-admin', 'about-us']) {
    await expect(list.locator(`[data-go-live="${id}"]`)).toHaveAttribute('data-ok', 'false')
  }
  // The only green item: nobody forced the free test payments on.
  await expect(list.locator('[data-go-live="test-payments"]')).toHaveAttribute('data-ok', 'true')
  await list.locator('[data-go-live="kvk"]').getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/globals\/site$/)
})

test("the admin dashboard opens on the shop's day, each figure linking to its filtered list", async ({ page }) => {
  expect((await page.request.post('/api/users/login', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin')
  const day = page.getByRole('region', { name: /Vandaag in de winkel|Today in the shop/ })
  await expect(day).toBeVisible({ timeout: 30_000 })
  for (const id of ['to-ship', 'withdrawals', 'low-stock', 'sold-out', 'contact', 'trade', 'revenue-today', 'revenue-week']) {
    await expect(day.locator(`[data-shop-day="${id}"] [data-value]`)).toHaveText(/^(\d+|€ [\d.]+,\d\d)$/)
  }
  await day.locator('[data-shop-day="to-ship"] a').click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders\?where\[status\]\[equals\]=paid/)
  // No request leaves the shop from the admin (no Gravatar, no CDN).
  const outside: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin) && !r.url().startsWith('data:')) outside.push(r.url())
  })
  await page.goto('/admin')
  await expect(day).toBeVisible({ timeout: 30_000 })
  expect(outside).toEqual([])
})
