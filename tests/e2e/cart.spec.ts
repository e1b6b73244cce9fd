import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { catalog, euroPattern, storedCart, type ApiProduct } from './support/shop'
import { ADMIN } from './support/admin'

async function addFromProductPage(page: Page, wine: ApiProduct) {
  await page.goto(`/producten/${wine.ean}`)
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Winkelmandje' })

test('add, change quantity within stock, totals with shipping and the free-shipping hint', async ({ page, request }) => {
  const wines = await catalog(request)
  // A cheap wine with little stock: both quantity limits can be reached, and shipping is charged.
  const wine = wines.filter((w) => w.stock >= 2 && w.stock <= 5 && w.price * w.stock <= 7500).sort((a, b) => a.price - b.price)[0]!
  await addFromProductPage(page, wine)

  const cartButton = page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })
  await expect(cartButton).toHaveAccessibleDescription(/1 artikel/)
  await cartButton.click()
  const d = drawer(page)
  await expect(d).toBeVisible()
  await expect(d.getByRole('heading', { name: /Winkelmandje\s*\(1\)/ })).toBeVisible()
  await expect(d.getByText(wine.name, { exact: true })).toBeVisible()
  await expect(d.getByText(`Eenheid: ${wine.type}`)).toBeVisible()

  // At 1: no minus. Up to stock: plus disappears there.
  await expect(d.getByRole('button', { name: 'Verlaag aantal' })).toHaveCount(0)
  for (let q = 1; q < wine.stock; q++) await d.getByRole('button', { name: 'Verhoog aantal' }).click()
  await expect(d.getByRole('button', { name: 'Verhoog aantal' })).toHaveCount(0)
  await expect(d.getByRole('button', { name: 'Verlaag aantal' })).toBeVisible()

  const subtotal = wine.price * wine.stock
  const rows = d.locator('dl')
  await expect(rows.locator('div', { hasText: 'Subtotaal' }).locator('dd')).toHaveText(euroPattern(subtotal))
  await expect(rows.locator('div', { hasText: 'Verzendkosten' }).locator('dd')).toHaveText(euroPattern(795))
  await expect(rows.locator('div', { hasText: 'Totaalprijs (inclusief btw)' }).locator('dd')).toHaveText(euroPattern(subtotal + 795))
  await expect(d.getByText(/^Bestel nog voor min\. € ?[\d.,]+ voor gratis verzending$/)).toHaveText(
    new RegExp(`Bestel nog voor min\\. ${euroPattern(7501 - subtotal).source} voor gratis verzending`),
  )
  await expect(d.getByRole('button', { name: 'Bestellen' })).toBeEnabled()

  // Kept in local storage under the one key, and back after a reload.
  expect((await storedCart(page))?.cart).toEqual([expect.objectContaining({ id: wine.ean, quantity: wine.stock })])
  await d.getByRole('button', { name: 'Sluit winkelmandje' }).click()
  await expect(d).toBeHidden()
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })).toHaveAccessibleDescription(/1 artikel/)
})

test('shipping is free above € 75, and remove empties the cart', async ({ page, request }) => {
  const wines = await catalog(request)
  // The fewest bottles of one wine that pass € 75, within its stock.
  const wine = wines.filter((w) => w.stock > Math.floor(7500 / w.price)).sort((a, b) => b.price - a.price)[0]!
  const needed = Math.floor(7500 / wine.price) + 1
  await addFromProductPage(page, wine)
  await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
  const d = drawer(page)
  for (let q = 1; q < needed; q++) await d.getByRole('button', { name: 'Verhoog aantal' }).click()
  await expect(d.locator('dl div', { hasText: 'Subtotaal' }).locator('dd')).toHaveText(euroPattern(wine.price * needed))
  await expect(d.locator('dl div', { hasText: 'Verzendkosten' }).locator('dd')).toHaveText('Gratis')
  await expect(d.locator('dl div', { hasText: 'Totaalprijs' }).locator('dd')).toHaveText(euroPattern(wine.price * needed))
  await expect(d.getByText(/voor gratis verzending$/)).toHaveCount(0)

  await d.getByRole('button', { name: 'Verwijder artikel' }).click()
  await expect(d.getByText('Je winkelmandje is nog leeg.')).toBeVisible()
  await expect(d.getByRole('button', { name: 'Bestellen' })).toBeDisabled()
  expect((await storedCart(page))?.cart ?? []).toEqual([])
})

test('the badge counts distinct lines, not bottles', async ({ page, request }) => {
  const [a, b] = (await catalog(request)).filter((w) => w.stock >= 3)
  await addFromProductPage(page, a!)
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  await addFromProductPage(page, b!)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })).toHaveAccessibleDescription(/2 artikelen/)
})

test('a cart edited by hand in local storage is checked again when the drawer opens', async ({ page, request }) => {
  const wine = (await catalog(request)).find((w) => w.stock > 0)!
  // Written before the page's own scripts run: set after load, the starting app could write its
  // (empty) cart over it before the reload (seen: the drawer opened with 0 items now and then).
  await page.addInitScript((w) => {
    const line = { id: w.ean, name: 'Nepwijn', type: 'Fles 75 cl', price: 1, quantity: 1, stock: w.stock }
    window.localStorage.setItem('kelder-en-kurk', JSON.stringify({ cart: [line], consentGiven: false }))
  }, wine)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
  const d = drawer(page)
  await expect(d.getByText(wine.name, { exact: true })).toBeVisible()
  await expect(d.getByText('Prijzen en voorraad zijn bijgewerkt.')).toBeVisible()
  await expect(d.locator('dl div', { hasText: 'Subtotaal' }).locator('dd')).toHaveText(euroPattern(wine.price))
})

test('the floating cart button appears after scrolling more than 100 px', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Winkelmandje openen' })).toHaveCount(0)
  await page.mouse.wheel(0, 600)
  await expect(page.getByRole('button', { name: 'Winkelmandje openen' })).toBeVisible()
  await page.getByRole('button', { name: 'Winkelmandje openen' }).click()
  await expect(drawer(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer(page)).toBeHidden()
})

/** Issue #19: a quantity on the product page, and a confirmation that says what went in and what next. */
test('choose a quantity, add it, and go on to order or keep shopping', async ({ page, request }) => {
  const wine = (await catalog(request)).find((w) => w.stock >= 4)!
  await page.goto(`/producten/${wine.ean}`)
  const more = page.getByRole('button', { name: 'Aantal verhogen' })
  await more.click()
  await more.click()
  await expect(page.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('3')
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  await expect(page.getByRole('status').filter({ hasText: `3 × ${wine.name} toegevoegd aan je winkelmandje.` })).toBeVisible()

  await page.getByRole('main').getByRole('button', { name: 'Bestellen' }).click()
  await expect(drawer(page)).toBeVisible()
  await expect(drawer(page).getByText(wine.name)).toBeVisible()
  expect((await storedCart(page))?.cart).toEqual([expect.objectContaining({ id: wine.ean, quantity: 3 })])
  await drawer(page).getByRole('button', { name: 'Sluit winkelmandje' }).click()

  // More than is left never goes in: what is left does, and the page says so. (The page's own stock
  // figure is the one that counts here: a cached page may show a few more than the live API.)
  const spin = page.getByRole('spinbutton', { name: 'Aantal' })
  const stock = Number(await spin.getAttribute('max'))
  await spin.fill(String(stock))
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  const left = stock - 3
  await expect(
    page.getByRole('status').filter({ hasText: left === 1 ? 'Er was er nog één op voorraad' : `Er waren er nog ${left} op voorraad` }),
  ).toBeVisible()
  expect((await storedCart(page))?.cart).toEqual([expect.objectContaining({ id: wine.ean, quantity: stock })])
  await page.getByRole('button', { name: 'Verder winkelen' }).click()
  await expect(page.getByRole('button', { name: 'Verder winkelen' })).toHaveCount(0)
})

test('a box says what a bottle costs, on its page (nl and en) and in the cart', async ({ page, request }) => {
  const box = (await catalog(request)).find((w) => /^Doos 6 ×/.test(w.type) && w.stock > 0)!
  const perBottle = euroPattern(Math.round(box.price / 6))
  await page.goto(`/producten/${box.ean}`)
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(`${perBottle.source} per fles`))
      .first(),
  ).toBeVisible()
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  await page.getByRole('main').getByRole('button', { name: 'Bestellen' }).click()
  await expect(drawer(page).getByText(new RegExp(`${perBottle.source} per fles`))).toBeVisible()
  await page.goto(`/en/producten/${box.ean}`)
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(`${perBottle.source} per bottle`))
      .first(),
  ).toBeVisible()
})

test('below the free-shipping limit the cart offers wines that close the gap, and shows each line with its bottle', async ({
  page,
  request,
}) => {
  const cheap = (await catalog(request)).filter((w) => w.stock > 0 && w.price < 2000).sort((a, b) => a.price - b.price)[0]!
  await addFromProductPage(page, cheap)
  await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
  const d = drawer(page)
  await expect(d.locator('li img').first()).toHaveAttribute('src', /.+/)
  const offers = d.getByRole('region', { name: 'Hiermee is de verzending gratis:' })
  await expect(offers).toBeVisible()
  const buttons = offers.getByRole('button', { name: /toevoegen$/ })
  expect(await buttons.count()).toBeGreaterThan(0)
  expect(await buttons.count()).toBeLessThanOrEqual(3)
  await buttons.first().click()
  await expect(d.getByText('Je bestelling wordt gratis verzonden.')).toBeVisible()
  await expect(offers).toBeHidden()
})

test('a sold-out wine offers similar wines that are in stock, next to its disabled button', async ({ page, request }) => {
  const wines = await catalog(request)
  const soldOut = wines.find((w) => w.stock === 0)!
  await page.goto(`/producten/${soldOut.ean}`)
  await expect(page.getByRole('button', { name: 'In winkelmandje' })).toBeDisabled()
  const similar = page.getByRole('region', { name: 'Uitverkocht. Deze lijken erop en zijn op voorraad:' })
  const links = similar.getByRole('link')
  expect(await links.count()).toBeGreaterThan(0)
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const wine = wines.find((w) => href === `/producten/${w.ean}`)
    expect(wine?.stock, href).toBeGreaterThan(0)
  }
})

test('the wines under a guide article show their stock and go into the cart from there', async ({ page }) => {
  await page.goto('/wijnwijzer/wijn-bij-kaas')
  const section = page.getByRole('region', { name: 'Wijnen uit onze shop' })
  const card = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /toevoegen$/ }) })
    .first()
  await expect(card.getByText(/Op voorraad|Nog maar \d+ op voorraad/)).toBeVisible()
  const name = (await card.getByRole('link').first().textContent())!.trim()
  await card.getByRole('button', { name: `${name} toevoegen` }).click()
  await expect(card.getByRole('status')).toHaveText(`1 × ${name} toegevoegd aan je winkelmandje.`)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })).toHaveAccessibleDescription(/1 artikel/)
})

test('a wine an article names in bold opens its product page; other bold text is no link', async ({ page, request }) => {
  const wines = await catalog(request)
  await page.goto('/wijnwijzer/wijn-bij-dessert')
  const article = page.getByRole('article')
  const moscato = wines.find((w) => w.name === "Moscato d'Asti")!
  await expect(article.getByRole('link', { name: "Moscato d'Asti" }).first()).toHaveAttribute('href', `/producten/${moscato.ean}`)
  // "Port" is a style, not one bottle: bold, not a link.
  await expect(article.locator('strong', { hasText: /^Port$/ })).toBeVisible()
  await expect(article.getByRole('link', { name: 'Port', exact: true })).toHaveCount(0)
  await article.getByRole('link', { name: "Moscato d'Asti" }).first().click()
  await expect(page).toHaveURL(`/producten/${moscato.ean}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Moscato d'Asti")
})

test('a sold-out wine takes an e-mail address for when it is back, confirmed through the mail', async ({ page, request }) => {
  const soldOut = (await catalog(request)).find((w) => w.stock === 0)!
  const email = `terug-${Date.now()}@voorbeeld.nl`
  await page.goto(`/producten/${soldOut.ean}`)
  await page.getByRole('main').getByLabel('E-mailadres').fill(email)
  await page.getByRole('button', { name: 'Houd mij op de hoogte' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Je krijgt een e-mail om je melding te bevestigen' })).toBeVisible()

  const { token } = await (await request.post('/api/users/login', { data: ADMIN })).json()
  let text = ''
  await expect(async () => {
    const found = await (
      await request.get(`/api/mail-outbox?where[to][equals]=${encodeURIComponent(email)}`, { headers: { Authorization: `JWT ${token}` } })
    ).json()
    text = found.docs[0]?.text ?? ''
    expect(text).toContain('/voorraadmelding/bevestigen/')
  }).toPass({ timeout: 10_000 })
  await page.goto(new URL(/https?:\/\/\S+\/voorraadmelding\/bevestigen\/\S+/.exec(text)![0]).pathname)
  await page.getByRole('button', { name: 'Ja, mail mij' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Voorraadmelding bevestigd' })).toBeVisible()
})
