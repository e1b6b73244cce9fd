/**
 * Cached pages with a strict CSP (issue #16, docs/architecture.md "Page cache and CSP"): a product or
 * article page is the same bytes for every visitor, its inline scripts are allowed by hash, an
 * injected inline script is not, what differs per visitor is decided in the browser, and a CMS save
 * shows at once.
 */
import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { ADMIN } from './support/admin'
import { giveConsent, passAgeGate } from './support/fixtures'
import { catalog, euroPattern } from './support/shop'

const test = base

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

const scriptSources = (csp: string) => /script-src ([^;]*)/.exec(csp)?.[1].split(' ') ?? []

test('a product page is served from the cache, the same for everyone, with the hashes of exactly its inline scripts', async ({
  request,
}) => {
  const wine = (await catalog(request)).find((p) => p.stock > 0)!
  const path = `/producten/${wine.ean}`
  await request.get(path)
  const first = await request.get(path, { headers: { accept: 'text/html' } })
  const returning = await request.get(path, {
    headers: { accept: 'text/html', cookie: 'kelder-en-kurk-consent=true; kelder-en-kurk-consent-ids=necessary' },
  })
  expect(first.status()).toBe(200)
  expect(first.headers()['etag']).toBeTruthy()
  // A first visitor and one who made a consent choice get the very same page.
  expect(returning.headers()['etag']).toBe(first.headers()['etag'])
  expect(await returning.text()).toBe(await first.text())
  expect(first.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')

  const html = await first.text()
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>/g)].length
  const sources = scriptSources(first.headers()['content-security-policy']!)
  expect(sources).not.toContain("'unsafe-inline'")
  expect(sources.filter((s) => s.startsWith("'sha256-"))).toHaveLength(
    new Set([...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]))
      .size,
  )
  expect(inline).toBeGreaterThan(3)

  // A browser that has the page gets a 304 without a policy (it keeps the one that matches its copy).
  const again = await request.get(path, { headers: { accept: 'text/html', 'if-none-match': first.headers()['etag']! } })
  expect(again.status()).toBe(304)
  expect(again.headers()['content-security-policy']).toBeUndefined()
})

test('the home page and each filtered or searched catalog page are cached too; one page for one selection', async ({ request }) => {
  const html = { accept: 'text/html' }
  for (const path of ['/', '/?kleur=rood', '/?zoek=rioja&kleur=rood']) {
    await request.get(path)
    const first = await request.get(path, { headers: html })
    const returning = await request.get(path, {
      headers: { ...html, cookie: 'kelder-en-kurk-consent=true; kelder-en-kurk-consent-ids=necessary' },
    })
    expect(first.status()).toBe(200)
    expect(first.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(returning.headers()['etag']).toBe(first.headers()['etag'])
  }
  // The same selection written differently, or with a tracking parameter, is the same cached page.
  const etag = async (path: string) => (await request.get(path, { headers: html })).headers()['etag']
  expect(await etag('/?land=ES&kleur=wit,rood&utm_source=nieuwsbrief')).toBe(await etag('/?kleur=rood&kleur=wit&land=es'))
  // Only a tracking parameter: the plain home page.
  expect(await etag('/?utm_source=nieuwsbrief')).toBe(await etag('/'))
  // The guide's search is still answered per request.
  expect((await request.get('/wijnwijzer?q=kaas', { headers: html })).headers()['cache-control']).not.toContain('public')
})

test('the policy stops an inline script injected into a cached page, while the page’s own scripts run', async ({
  page,
  context,
  baseURL,
}) => {
  await passAgeGate(context)
  await giveConsent(context, baseURL!)
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) violations.push(m.text())
  })
  // As if a stored script had slipped into the content: the real page and its real headers, one script more.
  await page.route('**/wijnwijzer/wijn-bij-kaas', async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('<main', '<script>window.__ingespoten = true</script><main')
    await route.fulfill({ response, body })
  })
  await page.goto('/wijnwijzer/wijn-bij-kaas')
  // The page's own inline scripts ran: React hydrated it (the header's menu state is set by a client component).
  await expect(page.locator('html')).toHaveAttribute('data-toestemming', '')
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { __next_f?: unknown }).__next_f)).toBe('object')
  await page.getByRole('button', { name: 'Cookie-instellingen' }).click()
  await expect(page.getByRole('dialog', { name: 'Cookie-instellingen' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __ingespoten?: boolean }).__ingespoten)).toBeUndefined()
  expect(violations).toHaveLength(1)
})

test('the same cached page shows a first visitor the banner and a returning one the settings button, and marks the current page in the header', async ({
  browser,
  baseURL,
}) => {
  const first = await browser.newContext()
  await passAgeGate(first)
  const firstPage = await first.newPage()
  await firstPage.goto('/wijnwijzer/wijn-bij-kaas')
  await expect(firstPage.getByRole('region', { name: 'Cookies' })).toBeVisible()
  await expect(firstPage.getByRole('button', { name: 'Cookie-instellingen' })).toBeHidden()
  await expect(firstPage.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Wijnwijzer' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(firstPage.getByRole('link', { name: 'EN English' }).first()).toHaveAttribute('href', '/en/wijnwijzer/wijn-bij-kaas')
  await first.close()

  const returning = await browser.newContext()
  await passAgeGate(returning)
  await giveConsent(returning, baseURL!)
  const returningPage = await returning.newPage()
  await returningPage.goto('/wijnwijzer/wijn-bij-kaas')
  await expect(returningPage.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible()
  await expect(returningPage.getByRole('region', { name: 'Cookies' })).toHaveCount(0)
  await returning.close()
})

test('a price saved in the CMS is on the cached product page at the next visit', async ({ request }) => {
  const wine = (await catalog(request)).find((p) => p.stock > 0)!
  const path = `/producten/${wine.ean}`
  await request.get(path)
  const headers = await adminHeaders(request)
  const id = (await (await request.get(`/api/products?where[ean][equals]=${wine.ean}&depth=0`, { headers })).json()).docs[0].id
  const price = wine.price + 111
  try {
    // A search names it, so a listing holds it too: the save refreshes the listings as well.
    const listing = `/?zoek=${encodeURIComponent(wine.name)}`
    expect(await (await request.get(listing)).text()).toMatch(euroPattern(wine.price))
    expect((await request.patch(`/api/products/${id}`, { headers, data: { price } })).status()).toBe(200)
    expect(await (await request.get(path)).text()).toMatch(euroPattern(price))
    expect(await (await request.get(listing)).text()).toMatch(euroPattern(price))
  } finally {
    await request.patch(`/api/products/${id}`, { headers, data: { price: wine.price } })
  }
  expect(await (await request.get(path)).text()).toMatch(euroPattern(wine.price))
})
