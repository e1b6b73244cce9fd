import { expect, test } from './support/fixtures'
import { catalog } from './support/shop'

/** Issue #19: filtering without friction on a desktop (the phone's sheet is in mobile.spec.ts). */
const filters = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Filters' })
const chips = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Actieve filters' })
const resultCount = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: /wijn/ })
const wines = (n: number) => (n === 1 ? '1 wijn' : `${n} wijnen`)

test('a ticked filter keeps the focus, shows a chip, and the other counts follow it', async ({ page, request }) => {
  const all = await catalog(request)
  const reds = all.filter((w) => w.colorCode === 'rood')
  await page.goto('/')
  const rood = filters(page).getByRole('checkbox', { name: 'Rood', exact: true })
  await rood.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\?kleur=rood$/)
  await expect(resultCount(page)).toHaveText(wines(reds.length))
  // The new page kept the keyboard where it was: the next Space unticks the same box.
  await expect(filters(page).getByRole('checkbox', { name: 'Rood', exact: true })).toBeFocused()
  await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Rood' })).toBeVisible()
  // Frankrijk counts its red wines now, not all its wines.
  const frenchReds = reds.filter((w) => w.countryCode === 'FR').length
  await expect(
    filters(page)
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: 'Frankrijk', exact: true }) }),
  ).toHaveText(`Frankrijk${frenchReds}`)
  // The colour's own counts stay: white still shows how many whites there are.
  const whites = all.filter((w) => w.colorCode === 'wit').length
  await expect(
    filters(page)
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: 'Wit', exact: true }) }),
  ).toHaveText(`Wit${whites}`)

  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\/$/)
  await expect(filters(page).getByRole('checkbox', { name: 'Rood', exact: true })).toBeFocused()
  await expect(chips(page)).toHaveCount(0)
})

test('quick ticks all count: the grid ends on the last selection, not an older one', async ({ page, request }) => {
  const all = await catalog(request)
  const chosen = all.filter((w) => ['rood', 'wit', 'rose'].includes(w.colorCode))
  await page.goto('/')
  for (const name of ['Rood', 'Wit', 'Rosé']) await filters(page).getByRole('checkbox', { name, exact: true }).check()
  await expect(page).toHaveURL(/\?kleur=rood%2Cwit%2Crose$|\?kleur=rood,wit,rose$/)
  await expect(resultCount(page)).toHaveText(wines(chosen.length))
  for (const name of ['Rood', 'Wit', 'Rosé']) await expect(filters(page).getByRole('checkbox', { name, exact: true })).toBeChecked()
  await expect(chips(page).getByRole('link')).toHaveCount(3)
})

test('a chip removes its filter; the old wines stay readable while the new ones load', async ({ page, request }) => {
  const all = await catalog(request)
  await page.goto('/?kleur=rood&land=FR')
  await expect(chips(page).getByRole('link')).toHaveText(['Rood', 'Frankrijk'])
  const results = page.locator('#wijnen-resultaten')
  // What the page shows while loading: a moving bar, and the wines at full strength (no grey-out).
  const busy = await results.evaluate((el) => {
    el.setAttribute('aria-busy', 'true')
    const shown = { opacity: getComputedStyle(el).opacity, bar: getComputedStyle(el.querySelector('[role="progressbar"]')!).display }
    el.removeAttribute('aria-busy')
    return shown
  })
  expect(busy).toEqual({ opacity: '1', bar: 'block' })
  await chips(page).getByRole('link', { name: 'Filter verwijderen: Rood' }).click()
  await expect(page).toHaveURL(/\?land=FR#wijnen$/)
  await expect(resultCount(page)).toHaveText(wines(all.filter((w) => w.countryCode === 'FR').length))
  await expect(chips(page).getByRole('link', { name: 'Filter verwijderen: Frankrijk' })).toBeFocused()
})

test('a long grape list shows the common grapes and the rest one click away', async ({ page }) => {
  await page.goto('/')
  const grapes = filters(page).getByRole('group', { name: 'Druif' })
  const visible = grapes.getByRole('checkbox')
  await expect(visible.filter({ visible: true })).toHaveCount(6)
  const more = grapes.getByText(/^Alle \d+ druiven$/)
  const total = Number((await more.textContent())!.match(/\d+/)![0])
  expect(total).toBeGreaterThan(20)
  await more.click()
  await expect(visible.filter({ visible: true })).toHaveCount(total)
  // A rare grape ticked from the long list: the list stays open and the box keeps the focus.
  const rare = visible.last()
  const name = (await rare.getAttribute('value'))!
  await rare.focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(new RegExp(`druif=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`))
  await expect(grapes.locator(`input[value="${name}"]`)).toBeFocused()
  await expect(grapes.locator(`input[value="${name}"]`)).toBeChecked()
})

test('the price filter judges a box by its bottle price', async ({ page, request }) => {
  const box = (await catalog(request)).find((w) => /^Doos 6/.test(w.type) && w.stock > 0)
  expect(box, 'the demo range sells a box of six').toBeDefined()
  const perBottle = Math.round(box!.price / 6)
  await page.goto(`/?zoek=${encodeURIComponent(box!.name)}&max=${Math.ceil(perBottle / 100)}`)
  await expect(page.getByRole('main').getByRole('link', { name: box!.name, exact: true }).first()).toBeVisible()
  await expect(chips(page).getByRole('link', { name: /Filter verwijderen: Tot .* per fles/ })).toBeVisible()
  // Under the bottle price it is gone, although the box costs far more than the limit either way.
  await page.goto(`/?zoek=${encodeURIComponent(box!.name)}&max=${Math.floor(perBottle / 100) - 1}`)
  await expect(page.getByRole('main').getByRole('link', { name: box!.name, exact: true })).toHaveCount(0)
})
