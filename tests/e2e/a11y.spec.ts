import AxeBuilder from '@axe-core/playwright'
import { test as firstVisit } from '@playwright/test'
import { expect, passAgeGate, test } from './support/fixtures'
import { catalog } from './support/shop'

const PAGES = [
  '/',
  '/?kleur=rood&sorteer=prijs-op',
  '/contact',
  '/over-ons',
  '/voor-handelaren',
  '/legal/algemene-voorwaarden',
  '/legal/privacy-policy',
  '/payments/accepted',
  '/payments/cancelled',
  '/payments/process-payment',
  '/herroepen',
  '/en/herroepen',
  '/wijnwijzer',
  '/wijnwijzer/wijn-bij-kaas',
  '/wijnwijzer/wijn-bij-dessert',
  '/?druif=zinfandel&max=20',
  '/en',
  '/bestaat-niet',
]

test.describe('axe finds no violations', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('a sold-out wine: similar wines and the back-in-stock form', async ({ page, request }) => {
    const soldOut = (await catalog(request)).find((w) => w.stock === 0)!
    await page.goto(`/producten/${soldOut.ean}`)
    await expect(page.getByRole('button', { name: 'Houd mij op de hoogte' })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })

  test('a product page, and the open cart drawer', async ({ page, request }) => {
    const wine = (await catalog(request)).find((w) => w.stock > 1)!
    await page.goto(`/producten/${wine.ean}`)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'In winkelmandje' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    await expect(page.getByRole('dialog', { name: 'Winkelmandje' })).toBeVisible()
    // The slide-in transition (500 ms) must finish before colours are measured.
    await page
      .getByRole('dialog', { name: 'Winkelmandje' })
      .evaluate((d) => Promise.all(d.getAnimations({ subtree: true }).map((a) => a.finished)))
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })

  test('the test checkout page and the accepted page with its order', async ({ page, request }) => {
    const wine = (await catalog(request)).find((w) => w.stock > 3)!
    await page.goto(`/producten/${wine.ean}`)
    await page.getByRole('button', { name: 'In winkelmandje' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    await page.getByRole('dialog', { name: 'Winkelmandje' }).getByRole('button', { name: 'Bestellen' }).click()
    await page.waitForURL(/test-checkout/)
    // A client-side navigation: Next streams the new page's metadata after its content, so the title
    // axe checks ("document-title") may arrive after the page shows. Wait for this page's own title.
    await expect(page).toHaveTitle(/Testbetaling/)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'Betalen' }).click()
    await expect(page.getByText('Bevestig dat je 18 jaar of ouder bent.')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByLabel('Naam', { exact: true }).fill('Axe Tester')
    await page.getByLabel('E-mailadres', { exact: true }).fill('axe@voorbeeld.nl')
    await page.getByLabel('Straat en huisnummer').fill('Toegankelijk 1')
    await page.getByLabel('Postcode').fill('1234 AB')
    await page.getByLabel('Woonplaats').fill('Utrecht')
    await page
      .getByRole('main')
      .getByRole('checkbox', { name: /18 jaar of ouder/ })
      .check()
    await page.getByRole('button', { name: 'Betalen' }).click()
    await page.waitForURL(/accepted/)
    await expect(page.getByRole('heading', { name: 'Je bestelling', exact: true })).toBeVisible()
    await expect(page).toHaveTitle(/Bedankt voor je bestelling/)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })
})

firstVisit('the age gate, the cookie banner and the cookie settings (a first visit)', async ({ page }) => {
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  await page.goto('/')
  const gate = page.getByRole('dialog', { name: 'Leeftijdscontrole' })
  await expect(gate).toBeVisible()
  expect(await violations()).toEqual([])
  await gate.getByRole('combobox', { name: 'Dag' }).selectOption('1')
  await gate.getByRole('combobox', { name: 'Maand' }).selectOption({ label: 'januari' })
  await gate.getByRole('combobox', { name: 'Jaar' }).selectOption('2015')
  await gate.getByRole('button', { name: 'Bevestig leeftijd' }).click()
  await expect(gate.getByText('Je bent helaas niet oud genoeg om onze website te bezoeken.')).toBeVisible()
  expect(await violations()).toEqual([])
  await gate.getByRole('combobox', { name: 'Jaar' }).selectOption('1980')
  await gate.getByRole('button', { name: 'Bevestig leeftijd' }).click()
  await expect(gate).toHaveCount(0)

  const banner = page.getByRole('region', { name: 'Cookies' })
  await expect(banner).toBeVisible()
  expect(await violations()).toEqual([])
  await banner.getByRole('button', { name: 'Cookies beheren' }).click()
  const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' })
  await expect(settings).toBeVisible()
  await settings.getByRole('checkbox', { name: 'Functionele cookies' }).check()
  await expect(settings.getByText('Je hebt niet-opgeslagen wijzigingen.')).toBeVisible()
  expect(await violations()).toEqual([])
  await settings.getByRole('button', { name: 'Opslaan' }).click()
  await expect(page.getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible()
  expect(await violations()).toEqual([])
})

/** Issue #19: a keyboard user reaches the cookie choice early and can skip the filters. */
test.describe('keyboard', () => {
  test('the cookie banner comes within the first few Tab presses of a first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL })
    await passAgeGate(context)
    const page = await context.newPage()
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies' })
    await expect(banner).toBeVisible()
    let presses = 0
    while (presses < 8 && !(await banner.evaluate((b) => b.contains(document.activeElement)))) {
      await page.keyboard.press('Tab')
      presses++
    }
    expect(await banner.evaluate((b) => b.contains(document.activeElement))).toBe(true)
    await context.close()
  })

  test('a skip link jumps from the filters to the results', async ({ page }) => {
    await page.goto('/')
    const skip = page.getByRole('link', { name: 'Naar de resultaten' })
    // Out of sight until it has the focus: it must not lie over the heading.
    expect((await skip.boundingBox())?.width).toBeLessThanOrEqual(1)
    await skip.focus()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#wijnen-resultaten$/)
    await page.keyboard.press('Tab')
    // The next stop is the first wine, not the next filter.
    await expect(page.locator(':focus')).toHaveAttribute('href', /\/producten\/\d{13}$/)
  })
})
