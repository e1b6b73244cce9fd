import { expect, test } from './support/fixtures'

/** Issue #6: every internal link in the wijnwijzer and on the shop's pages resolves. */
test('every internal link on the guide and the content pages resolves', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/wijnwijzer')
  const articles = await page
    .locator('main a[href^="/wijnwijzer/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])
  expect(articles.length).toBe(27)
  const pages = [
    '/wijnwijzer',
    ...articles,
    '/contact',
    '/over-ons',
    '/voor-handelaren',
    '/legal/algemene-voorwaarden',
    '/legal/privacy-policy',
    '/legal/leeftijdscontrole',
    '/en/wijnwijzer/wijn-bij-kaas',
  ]
  const targets = new Set<string>()
  for (const path of pages) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(200)
    for (const href of await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      targets.add(href.split('#')[0]!)
  }
  for (const href of targets) {
    const res = await request.get(href, { maxRedirects: 0 })
    expect([200, 308], href).toContain(res.status())
  }
  expect(targets.size).toBeGreaterThan(40)
})
