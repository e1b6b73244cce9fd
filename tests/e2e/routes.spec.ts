import { expect, test } from './support/fixtures'
import { catalog, euroPattern } from './support/shop'

const ROUTES = [
  '/',
  '/contact',
  '/over-ons',
  '/voor-handelaren',
  '/legal/algemene-voorwaarden',
  '/legal/privacy-policy',
  '/payments/accepted',
  '/payments/cancelled',
  '/payments/process-payment',
  '/wijnwijzer',
  '/wijnwijzer/wijn-bij-kaas',
]

test.describe('every route of the spec answers in Dutch, with title, canonical and alternates', () => {
  for (const path of ROUTES) {
    test(path, async ({ page }) => {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
      await expect(page).toHaveTitle(/Kelder & Kurk$/)
      if (path !== '/') await expect(page).toHaveTitle(/^.+ \| Kelder & Kurk$/)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      // Next writes the bare origin for the home page; both spellings are the same URL.
      expect(new URL(canonical!).toString()).toBe(new URL(path, page.url()).toString())
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test('English lives under /en with lang="en"', async ({ page }) => {
  await page.goto('/en/over-ons')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an English browser still gets Dutch at /', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } })
  const page = await context.newPage()
  const res = await page.goto('/')
  expect(new URL(page.url()).pathname).toBe('/')
  expect(res?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await context.close()
})

test('a guide alias is a permanent redirect to its wijnwijzer page', async ({ request }) => {
  const res = await request.get('/wijn-bij-kaas', { maxRedirects: 0 })
  expect(res.status()).toBe(308)
  expect(res.headers().location).toBe('/wijnwijzer/wijn-bij-kaas')
})

test('an unknown path is the 404 shell with the path in it', async ({ page }) => {
  const res = await page.goto('/bestaat-niet')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Oeps..' })).toBeVisible()
  await expect(page.getByText('Er ging iets niet helemaal goed..')).toBeVisible()
  await expect(page.getByText('Page not found: /bestaat-niet')).toBeVisible()
  await page.getByRole('link', { name: 'Terug naar de shop' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('an unknown guide article and an invalid or unknown EAN are 404', async ({ request }) => {
  expect((await request.get('/wijnwijzer/bestaat-niet')).status()).toBe(404)
  expect((await request.get('/producten/123')).status()).toBe(404)
  expect((await request.get('/producten/2100000000000')).status()).toBe(404) // wrong check digit
  expect((await request.get('/producten/2999999999994')).status()).toBe(404) // valid, but not a wine of ours
})

test('a product page shows the wine, its price in Dutch format and the add button', async ({ page, request }) => {
  const wine = (await catalog(request)).find((p) => p.stock > 0)!
  const res = await page.goto(`/producten/${wine.ean}`)
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
  await expect(page.getByText(euroPattern(wine.price)).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'In winkelmandje' })).toBeVisible()
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = ld
    .map((t) => JSON.parse(t))
    .flat()
    .find((j) => j['@type'] === 'Product')
  expect(product.offers.price).toBe((wine.price / 100).toFixed(2))
  expect(product.offers.availability).toBe('https://schema.org/InStock')
})

test('each product card on the home page links to its product page', async ({ page, request }) => {
  const wines = await catalog(request)
  await page.goto('/')
  const links = page.locator('#wijnen-resultaten a[href^="/producten/"]')
  expect(await links.count()).toBeGreaterThan(0)
  const hrefs = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
  for (const href of hrefs) expect(wines.map((w) => `/producten/${w.ean}`)).toContain(href)
})

test('catalog filters live in the URL; the canonical keeps only whitelisted parameters', async ({ page, request }) => {
  const wines = await catalog(request)
  const whites = wines.filter((w) => w.colorCode === 'wit')
  await page.goto('/?kleur=wit&utm_source=nieuwsbrief')
  await expect(page.getByRole('status').filter({ hasText: /wijn/ })).toHaveText(`${whites.length} wijnen`)
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical).toBe(new URL('/?kleur=wit', page.url()).toString())
  // Every card shown is a white wine.
  const eans = await page
    .locator('#wijnen-resultaten a[href^="/producten/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()))
  for (const ean of eans) expect(whites.map((w) => w.ean)).toContain(ean)
})

test('the search box finds wines despite a typo, keeps the search in the URL, and works with the filters in English too', async ({
  page,
  request,
}) => {
  const wines = await catalog(request)
  const tempranillo = wines.filter((w) => w.grapes.includes('Tempranillo') || /tempranillo/i.test(w.name))
  expect(tempranillo.length).toBeGreaterThan(0)
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Zoek een wijn' }).fill('tempranilo')
  await page.getByRole('searchbox', { name: 'Zoek een wijn' }).press('Enter')
  await expect(page).toHaveURL(/[?&]zoek=tempranilo/)
  await expect(page.getByRole('status').filter({ hasText: /wijn/ })).toHaveText(
    tempranillo.length === 1 ? '1 wijn' : `${tempranillo.length} wijnen`,
  )
  const shown = await page
    .locator('#wijnen-resultaten a[href^="/producten/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('/').pop()))
  expect(shown.length).toBeGreaterThan(0)
  for (const ean of shown) expect(tempranillo.map((w) => w.ean)).toContain(ean)
  await expect(page.getByRole('searchbox', { name: 'Zoek een wijn' })).toHaveValue('tempranilo')

  const spanishReds = wines.filter((w) => w.countryCode === 'ES' && w.colorCode === 'rood')
  await page.goto('/en?zoek=spain&kleur=rood')
  await expect(page.getByRole('searchbox', { name: 'Search wines' })).toHaveValue('spain')
  await expect(page.getByRole('status').filter({ hasText: /wine/ })).toHaveText(`${spanishReds.length} wines`)

  await page.goto('/?zoek=blauwbessenjam')
  await expect(page.getByText('Geen wijnen gevonden voor deze zoekvraag. Probeer een ander woord of minder filters.')).toBeVisible()
})

test('sitemap and robots are served', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/wijnwijzer/wijn-bij-kaas')
  expect(sitemap).toContain('/en/over-ons')
  expect(sitemap).toMatch(/\/producten\/\d{13}/)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/)
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toMatch(/Disallow: \/bestelling/)
})
