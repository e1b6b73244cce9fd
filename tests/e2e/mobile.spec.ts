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
