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
