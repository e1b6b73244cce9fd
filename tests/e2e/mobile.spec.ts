import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/fixtures'

test('on a narrow screen the Menu toggle opens the menu and a route change closes it', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Menu' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Wijnwijzer' }).click()
  await expect(page).toHaveURL(/\/wijnwijzer$/)
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('nothing is wider than a 375 px screen', async ({ page }) => {
  for (const path of ['/', '/wijnwijzer/wijn-bij-kaas', '/contact']) {
    await page.goto(path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('after a client navigation the menu marks the new page and the language switch points to it', async ({ page }) => {
  await page.goto('/over-ons')
  await page.evaluate(() => ((window as unknown as { kkSameDocument: boolean }).kkSameDocument = true))
  const toggle = page.getByRole('button', { name: 'Menu' })
  const menu = page.locator('#mobiel-menu')
  await toggle.click()
  await expect(menu.getByRole('link', { name: 'Over ons' })).toHaveAttribute('aria-current', 'page')
  await menu.getByRole('link', { name: 'Wijnwijzer' }).click()
  await expect(page).toHaveURL(/\/wijnwijzer$/)
  await expect(menu).toBeHidden()
  // Still the same document: a client navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { kkSameDocument?: boolean }).kkSameDocument)).toBe(true)
  await toggle.click()
  await expect(menu.getByRole('link', { name: 'Wijnwijzer' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Over ons' })).not.toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: /^EN/ })).toHaveAttribute('href', '/en/wijnwijzer')
  // Escape closes the menu as well.
  await menu.getByRole('link', { name: 'Wijnwijzer' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

/** Issue #19: on a 375 px screen the floating buttons sit in a dock the page keeps free. */
test('the floating buttons never cover the page: they sit in a dock below its end', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, 600))
  const dockTop = page.viewportSize()!.height - 88
  for (const name of ['Chat met Waine', 'Cookie-instellingen', 'Winkelmandje openen']) {
    const button = page.getByRole('button', { name, exact: true })
    await expect(button).toBeVisible()
    expect((await button.boundingBox())!.y, name).toBeGreaterThanOrEqual(dockTop - 1)
  }
  // The page ends above the dock: the last line of the footer is readable at the end of the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  expect(footer.y + footer.height).toBeLessThanOrEqual(dockTop + 1)
})

test('on a phone Waine opens as a full-screen sheet, closed from its own header', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat met Waine' }).click()
  const sheet = page.getByRole('dialog', { name: 'Chat met Waine' })
  await expect(sheet).toBeVisible()
  const box = (await sheet.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBe(viewport.width)
  expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1)
  // Nothing floats over its question box.
  await expect(page.getByRole('button', { name: 'Chat met Waine' })).toBeHidden()
  await sheet.getByRole('button', { name: 'Sluit chat' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: 'Chat met Waine' })).toBeVisible()
})

/** Issue #19: on a phone the filters are a sheet with a sticky "Toon N wijnen". */
test('filters on a phone: a full-screen sheet that keeps its place while ticking, then shows the wines', async ({ page, request }) => {
  const res = await request.get('/api/fetchAllProducts')
  const all = JSON.parse((await res.json()).body) as { colorCode: string; countryCode: string }[]
  const reds = all.filter((w) => w.colorCode === 'rood').length
  await page.goto('/')
  const form = page.getByRole('form', { name: 'Filters' })
  await form.locator('summary').first().click()
  const show = form.getByRole('button', { name: `Toon ${all.length} wijnen` })
  await expect(show).toBeInViewport()
  // The sheet covers the screen; what is behind it cannot be reached.
  const sheet = await form.locator('.filter-sheet').boundingBox()
  expect(sheet).toMatchObject({ x: 0, y: 0, width: 375, height: 740 })
  await expect(page.getByRole('banner')).toHaveAttribute('inert', '')
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])

  await form.getByRole('checkbox', { name: 'Rood', exact: true }).check()
  await expect(page).toHaveURL(/\?kleur=rood$/)
  // Still open after the new page arrived, with the count of the new selection.
  await expect(form.getByRole('button', { name: `Toon ${reds} wijnen` })).toBeInViewport()
  await expect(form.getByRole('checkbox', { name: 'Rood', exact: true })).toBeChecked()

  await form.getByRole('button', { name: `Toon ${reds} wijnen` }).click()
  await expect(form.getByRole('button', { name: `Toon ${reds} wijnen` })).toBeHidden()
  await expect(page.getByRole('banner')).not.toHaveAttribute('inert', '')
  await expect(page.getByRole('list', { name: 'Actieve filters' }).getByRole('link', { name: 'Filter verwijderen: Rood' })).toBeInViewport()
  await expect(page.locator('#wijnen-resultaten')).toBeFocused()
})
