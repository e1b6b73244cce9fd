import { expect, test, type Page } from '@playwright/test'
import { AGE_STORAGE_KEY } from '../../src/features/age-gate/rules'
import { giveConsent, passAgeGate } from './support/fixtures'

const TEXT = 'Om deze website te bezoeken dien je 18 jaar of ouder te zijn. Vul a.j.b. je geboortedatum ter verificatie in.'
const MINOR = 'Je bent helaas niet oud genoeg om onze website te bezoeken.'
const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']

const gate = (page: Page) => page.getByRole('dialog', { name: 'Leeftijdscontrole' })

/** Today as the browser sees it (the visitor's own date decides). */
const today = (page: Page) =>
  page.evaluate(() => ({ year: new Date().getFullYear(), month: new Date().getMonth() + 1, day: new Date().getDate() }))

async function choose(page: Page, d: { day: number; month: number; year: number }) {
  const g = gate(page)
  await g.getByRole('combobox', { name: 'Dag' }).selectOption(String(d.day))
  await g.getByRole('combobox', { name: 'Maand' }).selectOption({ label: MONTHS[d.month - 1]! })
  await g.getByRole('combobox', { name: 'Jaar' }).selectOption(String(d.year))
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner is not what these tests look at.
  await giveConsent(context, baseURL!)
})

test('a first visit meets the age gate: a modal dialog with the text and three selects, confirm only once all three are chosen', async ({
  page,
}) => {
  await page.goto('/')
  const g = gate(page)
  await expect(g).toBeVisible()
  await expect(g).toHaveAttribute('aria-modal', 'true')
  await expect(g).toContainText(TEXT)

  const day = g.getByRole('combobox', { name: 'Dag' })
  const month = g.getByRole('combobox', { name: 'Maand' })
  const year = g.getByRole('combobox', { name: 'Jaar' })
  const values = (select: typeof day) =>
    select.locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label))
  expect(await values(day)).toEqual(Array.from({ length: 31 }, (_, i) => String(i + 1)))
  expect(await values(month)).toEqual(MONTHS)
  const { year: thisYear } = await today(page)
  expect(await values(year)).toEqual(Array.from({ length: 121 }, (_, i) => String(thisYear - i)))

  const confirm = g.getByRole('button', { name: 'Bevestig leeftijd' })
  await expect(confirm).toHaveCount(0)
  await day.selectOption('12')
  await expect(confirm).toHaveCount(0)
  await month.selectOption({ label: 'maart' })
  await expect(confirm).toHaveCount(0)
  await year.selectOption(String(thisYear - 30))
  await expect(confirm).toBeVisible()

  // It cannot be dismissed (Chrome closes a dialog at a second Escape without a click in between:
  // the gate comes straight back), and the page behind it does not scroll.
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(g).toBeVisible()
  expect(await page.evaluate(() => document.querySelector('dialog.age-gate')?.matches(':modal'))).toBe(true)
  await page.mouse.move(640, 400)
  // The page is locked (overflow hidden on <html>), and a wheel turn has had two frames to move it.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  await page.mouse.wheel(0, 1500)
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))))
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('someone under 18 is refused with the exact text, and the gate stays', async ({ page }) => {
  await page.goto('/wijnwijzer')
  const t = await today(page)
  // 18 tomorrow: one day short.
  const tomorrow = await page.evaluate(() => {
    const d = new Date()
    d.setDate(d.getDate() + 1)
    return { year: d.getFullYear() - 18, month: d.getMonth() + 1, day: d.getDate() }
  })
  await choose(page, tomorrow.month === 2 && tomorrow.day === 29 ? { ...tomorrow, day: 28, year: t.year - 17 } : tomorrow)
  await gate(page).getByRole('button', { name: 'Bevestig leeftijd' }).click()
  await expect(gate(page).getByText(MINOR, { exact: true })).toBeVisible()
  await expect(gate(page)).toBeVisible()
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), AGE_STORAGE_KEY)).toBeNull()
  await page.reload()
  await expect(gate(page)).toBeVisible()
})

test('an adult (18 today) is let in; the gate stays away on reload and comes back in a new session', async ({ page, browser, baseURL }) => {
  await page.goto('/')
  const t = await today(page)
  await choose(page, t.month === 2 && t.day === 29 ? { year: t.year - 19, month: 3, day: 1 } : { ...t, year: t.year - 18 })
  await gate(page).getByRole('button', { name: 'Bevestig leeftijd' }).click()
  await expect(gate(page)).toHaveCount(0)
  const stored = await page.evaluate(() => Object.entries(window.sessionStorage))
  expect(stored).toEqual([[expect.stringMatching(/^kelder-en-kurk:/), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)]])
  // The shop is usable: focus is not stuck in a removed dialog, the first Tab reaches the skip link.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(gate(page)).toHaveCount(0)
  await page.getByRole('banner').getByRole('link', { name: 'Wijnwijzer' }).click()
  await expect(page).toHaveURL(/\/wijnwijzer$/)
  await expect(gate(page)).toHaveCount(0)

  // A new browser session (new context) starts without session storage: the gate is back.
  const other = await browser.newContext()
  await giveConsent(other, baseURL!)
  const second = await other.newPage()
  await second.goto('/')
  await expect(gate(second)).toBeVisible()
  await other.close()
})

/** Records, before every frame is painted, whether the gate and the shop's main content were visible. */
async function watchFrames(page: Page) {
  await page.addInitScript(() => {
    const seen: { gate: boolean; main: boolean }[] = []
    ;(window as unknown as { __frames: typeof seen }).__frames = seen
    const check = () => {
      const g = document.querySelector('dialog.age-gate')
      const main = document.querySelector('main')
      seen.push({ gate: !!g && g.checkVisibility(), main: !!main && main.checkVisibility() })
      if (seen.length < 400) requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: { gate: boolean; main: boolean }[] }).__frames)

test('no flash: someone who passed never has the gate painted, a first visitor never sees the shop without it', async ({
  page,
  context,
}) => {
  await watchFrames(page)
  await page.goto('/')
  await expect(gate(page)).toBeVisible()
  const first = await frames(page)
  expect(first.filter((f) => f.main).length).toBeGreaterThan(0)
  expect(first.filter((f) => f.main && !f.gate)).toEqual([])

  await passAgeGate(context)
  await page.goto('/wijnwijzer')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(async () => (await frames(page)).length).toBeGreaterThan(5)
  const passed = await frames(page)
  expect(passed.length).toBeGreaterThan(5)
  expect(passed.filter((f) => f.gate)).toEqual([])
})

test('focus stays inside the gate, and Tab and Shift+Tab go round its controls', async ({ page }) => {
  await page.goto('/')
  const g = gate(page)
  await expect(g).toBeVisible()
  await g.getByRole('combobox', { name: 'Dag' }).selectOption('1')
  await g.getByRole('combobox', { name: 'Maand' }).selectOption({ label: 'januari' })
  await g.getByRole('combobox', { name: 'Jaar' }).selectOption('1980')
  await expect(g.getByRole('button', { name: 'Bevestig leeftijd' })).toBeVisible()
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('dialog.age-gate'))
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await inside(), `Tab ${i + 1}`).toBe(true)
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true)
  }
  // Clicking on the page behind it does not take the focus out either.
  await page.mouse.click(5, 5)
  expect(await inside()).toBe(true)
  // Confirm with the keyboard.
  await g.getByRole('button', { name: 'Bevestig leeftijd' }).focus()
  await page.keyboard.press('Enter')
  await expect(g).toHaveCount(0)
})

test('English under /en', async ({ page }) => {
  await page.goto('/en')
  const g = page.getByRole('dialog', { name: 'Age verification' })
  await expect(g).toContainText('To visit this website you must be 18 or older.')
  await g.getByRole('combobox', { name: 'Day' }).selectOption('5')
  await g.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'May' })
  const { year } = await today(page)
  await g.getByRole('combobox', { name: 'Year' }).selectOption(String(year - 5))
  await g.getByRole('button', { name: 'Confirm age' }).click()
  await expect(g.getByText('Unfortunately you are not old enough to visit our website.')).toBeVisible()
})
