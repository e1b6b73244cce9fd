import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { catalog, euroPattern } from './support/shop'
import { ADMIN } from './support/admin'

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

test('the footer: shop, tagline, links, socials, company details, contact, NIX18 and the 18+ line', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  // The shop's name by the logo and above the address.
  await expect(footer.getByText('Kelder & Kurk', { exact: true })).toHaveCount(2)
  await expect(footer.locator('address').getByText('Kelder & Kurk', { exact: true })).toBeVisible()
  await expect(footer.getByText('Eerlijke wijnen van kleine makers, met zorg geproefd en snel bij je thuis.')).toBeVisible()
  for (const [name, href] of [
    ['Algemene voorwaarden', '/legal/algemene-voorwaarden'],
    ['Privacybeleid', '/legal/privacy-policy'],
    ['Leeftijdscontrole', '/legal/leeftijdscontrole'],
    ['Klantenservice', '/contact'],
    ['Over ons', '/over-ons'],
    ['Voor handelaren', '/voor-handelaren'],
    ['Wijnwijzer', '/wijnwijzer'],
  ])
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  // The demo's identity is an obvious placeholder (issue #15 §2) and it links no social accounts.
  await expect(footer.getByRole('link', { name: /Instagram|LinkedIn|Facebook|YouTube/ })).toHaveCount(0)
  await expect(footer.getByText('KvK 00000000')).toBeVisible()
  await expect(footer.getByText('Btw NL000000000B01')).toBeVisible()
  await expect(footer.getByText('Voorbeeldstraat 1, 0000 AA Voorbeeldstad')).toBeVisible()
  await expect(footer.getByRole('link', { name: '000 000 00 00' })).toHaveAttribute('href', 'tel:0000000000')
  await expect(footer.getByRole('link', { name: 'klantenservice@kelderenkurk.example' })).toHaveAttribute(
    'href',
    'mailto:klantenservice@kelderenkurk.example',
  )
  await expect(footer.getByRole('img', { name: '18+ Geen 18, geen alcohol' })).toBeVisible()
  await expect(footer.getByText('Wij verkopen geen alcohol aan personen onder de 18 jaar.')).toBeVisible()
  // No review widget in the demo: no badge, no block, no third-party script.
  await expect(page.getByRole('region', { name: 'Beoordelingen' })).toHaveCount(0)
  await expect(page.locator('script[data-kk-review-widget]')).toHaveCount(0)

  await footer.getByRole('link', { name: 'Leeftijdscontrole', exact: true }).click()
  await expect(page).toHaveURL(/\/legal\/leeftijdscontrole$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(/geldig identiteitsbewijs/).first()).toBeVisible()
})

test('a discounted wine shows the struck old price on its card and page, and the cart gets the discounted price', async ({
  page,
  request,
}) => {
  // The first card on the home page, so the card is surely shown.
  await page.goto('/')
  const ean = (await page.locator('main article a[href^="/producten/"]').first().getAttribute('href'))!.split('/').pop()!
  const wine = (await catalog(request)).find((w) => w.ean === ean)!
  expect(wine.stock).toBeGreaterThan(0)
  const discounted = wine.price - Math.floor((wine.price * 20) / 100)

  const headers = await adminHeaders(request)
  const id = (await (await request.get(`/api/products?where[ean][equals]=${ean}&depth=0`, { headers })).json()).docs[0].id
  try {
    const refused = await request.patch(`/api/products/${id}`, { headers, data: { discountPercent: 30 } })
    expect(refused.status()).toBe(400)
    expect((await request.patch(`/api/products/${id}`, { headers, data: { discountPercent: 20 } })).status()).toBe(200)

    await page.goto('/')
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: wine.name, exact: true }) })
      .first()
    await expect(card.getByRole('deletion')).toHaveText(new RegExp(`Oude prijs: ${euroPattern(wine.price).source}`))
    await expect(card.getByText(euroPattern(discounted)).first()).toBeVisible()
    await expect(card.getByText('20% korting')).toBeVisible()

    await page.goto(`/producten/${ean}`)
    await expect(page.getByRole('heading', { level: 1, name: wine.name })).toBeVisible()
    await expect(page.getByRole('deletion')).toHaveText(new RegExp(euroPattern(wine.price).source))
    const lds = await page.locator('script[type="application/ld+json"]').allTextContents()
    const ld = lds.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Product')
    expect(ld.offers.price).toBe((discounted / 100).toFixed(2))

    const api = JSON.parse((await (await request.post('/api/fetchProduct', { data: { id: ean } })).json()).body)
    expect(api).toMatchObject({ price: discounted, originalPrice: wine.price, discountPercent: 20 })

    await page.getByRole('button', { name: 'In winkelmandje' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    const drawer = page.getByRole('dialog', { name: 'Winkelmandje' })
    await expect(drawer.locator('dl div', { hasText: 'Subtotaal' }).locator('dd')).toHaveText(euroPattern(discounted))
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('kelder-en-kurk') ?? '{}'))
    expect(stored.cart[0]).toMatchObject({ id: ean, price: discounted })
  } finally {
    await request.patch(`/api/products/${id}`, { headers, data: { discountPercent: null } })
  }
})

test('the review widget: off by default; once configured its script loads async on idle and runs (the CSP allows its host), the badge shows', async ({
  page,
  request,
}) => {
  const host = 'https://widgets.example.com'
  const before = await page.goto('/over-ons')
  expect(before!.headers()['content-security-policy']).not.toContain(host)

  // No network here: the "service" is answered by the test, and fills the block it was given.
  await page.route(`${host}/**`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `document.getElementById('kk-review-widget').textContent = 'Widget geladen: ' + document.currentScript.dataset.widgetId`,
    }),
  )
  const headers = await adminHeaders(request)
  const reviews = {
    enabled: true,
    scriptUrl: `${host}/v1/widget.js`,
    widgetId: 'kk-42',
    heading: 'Wat klanten zeggen',
    badgeHref: 'https://reviews.example.com/kelder-en-kurk',
    badgeLabel: 'Bekijk onze beoordelingen',
  }
  try {
    expect(
      (
        await request.post('/api/globals/site', {
          headers,
          data: { reviews: { ...reviews, scriptUrl: 'http://onveilig.example.com/w.js' } },
        })
      ).status(),
    ).toBe(400)
    expect((await request.post('/api/globals/site', { headers, data: { reviews } })).status()).toBe(200)
    const res = await page.goto('/over-ons')
    const csp = res!.headers()['content-security-policy']!
    expect(csp).toMatch(new RegExp(`script-src [^;]*${host}`))
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${host}`))
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Bekijk onze beoordelingen' })).toHaveAttribute(
      'href',
      reviews.badgeHref,
    )
    const block = page.getByRole('region', { name: 'Wat klanten zeggen' })
    await expect(block.getByText('Widget geladen: kk-42')).toBeVisible()
    const script = page.locator('script[data-kk-review-widget]')
    await expect(script).toHaveAttribute('src', reviews.scriptUrl)
    expect(await script.evaluate((s: HTMLScriptElement) => s.async)).toBe(true)
  } finally {
    await request.post('/api/globals/site', { headers, data: { reviews: { enabled: false } } })
  }
  const after = await page.goto('/over-ons')
  expect(after!.headers()['content-security-policy']).not.toContain(host)
  await expect(page.getByRole('region', { name: 'Wat klanten zeggen' })).toHaveCount(0)
})

test('product and article images come from the platform image endpoint at screen widths, as webp, and load', async ({ page, request }) => {
  for (const path of ['/', '/wijnwijzer/wijn-bij-kaas']) {
    await page.goto(path)
    const img = page.locator('main img[srcset]').first()
    await img.scrollIntoViewIfNeeded()
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true)
    const { currentSrc, srcset } = await img.evaluate((i: HTMLImageElement) => ({ currentSrc: i.currentSrc, srcset: i.srcset }))
    const used = new URL(currentSrc)
    expect(used.pathname).toBe('/_next/image')
    expect([320, 640, 768, 1024, 1280, 1536]).toContain(Number(used.searchParams.get('w')))
    for (const candidate of srcset.split(', ')) {
      const res = await request.get(candidate.split(' ')[0]!, { headers: { accept: 'image/webp,image/*' } })
      expect(res.status(), candidate).toBe(200)
      expect(res.headers()['content-type']).toBe('image/webp')
    }
  }
})

test('a fatal error while the page runs lands in the error shell, and is logged', async ({ page, request }) => {
  const wine = (await catalog(request)).find((w) => w.stock > 1)!
  const logged: string[] = []
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()))
  // Break money formatting in the browser only, on demand: the cart drawer's render then throws.
  await page.addInitScript(() => {
    const original = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format')!.get!
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        if ((window as unknown as { kkBreak?: boolean }).kkBreak) throw new Error('kapotte geldopmaak (test)')
        return original.call(this)
      },
    })
  })
  await page.goto(`/producten/${wine.ean}`)
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  await page.evaluate(() => ((window as unknown as { kkBreak?: boolean }).kkBreak = true))
  await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
  await expect(page.getByRole('heading', { name: 'Oeps..' })).toBeVisible()
  await expect(page.getByText('Er ging iets niet helemaal goed..')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Terug naar de shop' })).toHaveAttribute('href', /^\/$|^\/en$/)
  expect(logged.join('\n')).toContain('kapotte geldopmaak')
})
