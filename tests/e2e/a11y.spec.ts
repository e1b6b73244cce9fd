import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { catalog } from './support/shop'

const PAGES = ['/', '/?kleur=rood&sorteer=prijs-op', '/contact', '/over-ons', '/voor-handelaren', '/legal/algemene-voorwaarden', '/legal/privacy-policy', '/payments/accepted', '/payments/cancelled', '/payments/process-payment', '/herroepen', '/en/herroepen', '/wijnwijzer', '/wijnwijzer/wijn-bij-kaas', '/en', '/bestaat-niet']

test.describe('axe finds no violations', () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('a product page, and the open cart drawer', async ({ page, request }) => {
    const wine = (await catalog(request)).find((w) => w.stock > 1)!
    await page.goto(`/producten/${wine.ean}`)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'In winkelmandje' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    await expect(page.getByRole('dialog', { name: 'Winkelmandje' })).toBeVisible()
    await page.waitForTimeout(600) // the slide-in transition (500 ms) must finish before colours are measured
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })

  test('the test checkout page and the accepted page with its order', async ({ page, request }) => {
    const wine = (await catalog(request)).find((w) => w.stock > 3)!
    await page.goto(`/producten/${wine.ean}`)
    await page.getByRole('button', { name: 'In winkelmandje' }).click()
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    await page.getByRole('dialog', { name: 'Winkelmandje' }).getByRole('button', { name: 'Bestellen' }).click()
    await page.waitForURL(/test-checkout/)
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByRole('button', { name: 'Betalen' }).click()
    await expect(page.getByText('Bevestig dat je 18 jaar of ouder bent.')).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
    await page.getByLabel('Naam', { exact: true }).fill('Axe Tester')
    await page.getByLabel('E-mailadres').fill('axe@voorbeeld.nl')
    await page.getByLabel('Straat en huisnummer').fill('Toegankelijk 1')
    await page.getByLabel('Postcode').fill('1234 AB')
    await page.getByLabel('Woonplaats').fill('Utrecht')
    await page.getByRole('checkbox', { name: /18 jaar of ouder/ }).check()
    await page.getByRole('button', { name: 'Betalen' }).click()
    await page.waitForURL(/accepted/)
    await expect(page.getByRole('heading', { name: 'Je bestelling', exact: true })).toBeVisible()
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  })
})
