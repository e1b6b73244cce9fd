import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { pricePerBottle } from '../../src/lib/bottles'
import { catalog } from './support/shop'

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat met Waine' })

async function openChat(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat met Waine' }).click()
  await expect(chat(page)).toBeVisible()
  return chat(page)
}

/** The chat on the English home page, and its question box. */
async function openEnglishChat(page: Page) {
  await page.goto('/en')
  await page.getByRole('button', { name: 'Chat with Waine' }).click()
  const c = page.getByRole('dialog', { name: 'Chat with Waine' })
  return { c, box: c.getByRole('textbox', { name: 'Your question' }) }
}

const HINT = 'Hallo, ik ben Waine, jouw virtuele sommelier. Kan ik je helpen?'

test('the hint appears after 3.5 s, can be dismissed, and stays away for this visitor (issue #19)', async ({ page }) => {
  await page.goto('/')
  const hint = page.getByText(HINT)
  await expect(page.getByRole('button', { name: 'Chat met Waine' })).toBeVisible()
  await expect(hint).toHaveCount(0)
  await expect(hint).toBeVisible({ timeout: 6000 })
  await page.getByRole('button', { name: 'Sluit melding' }).click()
  await expect(hint).toHaveCount(0)

  // Remembered: after a reload the widget decides at once that the hint stays away.
  await page.reload()
  await expect(page.locator('.chat-widget')).toHaveAttribute('data-hint', 'gone')
  await expect(hint).toHaveCount(0)
})

test('clicking the hint opens the chat, and it is not shown again', async ({ page }) => {
  await page.goto('/')
  const hint = page.getByText(HINT)
  await expect(hint).toBeVisible({ timeout: 6000 })
  await hint.click()
  await expect(chat(page)).toBeVisible()
  await expect(hint).toHaveCount(0)
  await page.goto('/wijnwijzer')
  await expect(page.locator('.chat-widget')).toHaveAttribute('data-hint', 'gone')
  await expect(hint).toHaveCount(0)
})

test('no hint on the withdrawal form, where it would cover what a buyer fills in', async ({ page }) => {
  await page.goto('/herroepen')
  await expect(page.locator('.chat-widget')).toHaveAttribute('data-hint', 'gone')
  await expect(page.getByText(HINT)).toHaveCount(0)
})

test('Waine greets, answers a Dutch question with in-stock wines of the shop, and says it is an AI', async ({ page, request }) => {
  const wines = await catalog(request)
  const c = await openChat(page)
  await expect(c.getByText('Jouw virtuele sommelier')).toBeVisible()
  await expect(c.getByText('Hallo! Hoe kan ik je helpen?')).toBeVisible()
  await expect(c.getByText(/AI-assistent/)).toBeVisible()

  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  await box.fill('Welke witte wijn past bij zalm, onder de 20 euro?')
  await box.press('Enter')
  await expect(c.getByText('Welke witte wijn past bij zalm, onder de 20 euro?')).toBeVisible()
  const links = c.getByRole('log').locator('a[href^="/producten/"]')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    const wine = wines.find((w) => `/producten/${w.ean}` === href)
    expect(wine, href).toBeDefined()
    expect(wine!.stock).toBeGreaterThan(0)
    expect(wine!.colorCode).toBe('wit')
    // The budget is per bottle: a box of six counts by what one of its bottles costs.
    expect(pricePerBottle(wine!.price, wine!.type) ?? wine!.price).toBeLessThanOrEqual(2000)
  }
  await expect(links.first()).toHaveClass(/chat-link-button/)
})

test('responsible drinking: no wine for someone pregnant, and no health claim, in Dutch and in English (issue #14)', async ({ page }) => {
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  const log = c.getByRole('log')
  await box.fill('Ik ben 20 weken zwanger, welke rosé is het lichtst?')
  await box.press('Enter')
  await expect(log.getByText(/Tijdens de zwangerschap en de borstvoeding is het advies om helemaal geen alcohol te drinken/)).toBeVisible()
  await box.fill('Is a glass of red wine a day good for your heart?')
  await box.press('Enter')
  await expect(log.getByText(/No, wine is not something to drink for your health/)).toBeVisible()
  await expect(log.getByRole('link', { name: 'Is red wine healthy? What the research really says' })).toBeVisible()
  await expect(log.locator('a[href*="/producten/"]')).toHaveCount(0)
})

test('near a rule Waine asks first and links no wine; after "nee" it advises on the wish asked before (issue #14)', async ({
  page,
  request,
}) => {
  const wines = await catalog(request)
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  const log = c.getByRole('log')
  const wineLinks = log.locator('a[href^="/producten/"]')
  await box.fill('een witte bij de vis, daarna gaan we nog zeilen')
  await box.press('Enter')
  await expect(log.getByText(/Voordat ik iets aanraad: moet je vandaag zelf nog rijden of varen\?/)).toBeVisible()
  await expect(wineLinks).toHaveCount(0)
  await box.fill('nee, het zeilen is morgen')
  await box.press('Enter')
  await expect(log.getByText('nee, het zeilen is morgen')).toBeVisible()
  await expect(wineLinks.first()).toBeVisible()
  for (const href of await wineLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    expect(wines.find((w) => `/producten/${w.ean}` === href)?.colorCode, href).toBe('wit')
  }
})

test('while a reply is pending the textbox is disabled and "Aan het typen..." shows; empty questions are ignored', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  const bodies: { question: string; conversation: unknown[] }[] = []
  await page.route('**/api/ask-waine*', async (route) => {
    bodies.push(route.request().postDataJSON())
    await held
    await route.continue()
  })
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  await box.fill('   ')
  await box.press('Enter')
  expect(bodies).toHaveLength(0)

  await box.fill('Iets bij kaas?')
  await c.getByRole('button', { name: 'Verstuur' }).click()
  await expect(c.getByText('Aan het typen...')).toBeVisible()
  await expect(box).toBeDisabled()
  release()
  await expect(c.getByText('Aan het typen...')).toHaveCount(0)
  await expect(box).toBeEnabled()
  expect(bodies).toHaveLength(1)
  expect(bodies[0]!.question).toBe('Iets bij kaas?')
})

test('only the last five messages go along with a question', async ({ page }) => {
  const bodies: { conversation: unknown[] }[] = []
  await page.route('**/api/ask-waine*', async (route) => {
    bodies.push(route.request().postDataJSON())
    await route.fulfill({ json: { answer: 'Prima keuze.' } })
  })
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  for (const q of ['een', 'twee', 'drie', 'vier']) {
    await box.fill(q)
    await box.press('Enter')
    await expect(box).toBeEnabled()
    await expect(box).toBeFocused()
  }
  expect(bodies.map((b) => b.conversation.length)).toEqual([1, 3, 5, 5])
})

test('an answer carrying script, onerror or a javascript: link runs nothing', async ({ page }) => {
  await page.route('**/api/ask-waine*', (route) =>
    route.fulfill({
      json: {
        // Separate paragraphs: in markdown a line that starts with <script> is a raw HTML block to its end.
        answer: [
          '<script>window.__hacked = 1</script>',
          '<img src="x" onerror="window.__hacked = 2">',
          '**vet** en [klik hier](javascript:window.__hacked=3)',
          '<a href="javascript:window.__hacked=4" onclick="window.__hacked=5">ook hier</a>',
        ].join('\n\n'),
      },
    }),
  )
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  await box.fill('test')
  await box.press('Enter')
  await expect(c.locator('strong', { hasText: 'vet' })).toBeVisible()
  await expect(c.locator('script, img, [onerror], [onclick]')).toHaveCount(0)
  for (const name of ['klik hier', 'ook hier']) {
    const el = c.getByText(name)
    await expect(el).toBeVisible()
    await el.click()
  }
  expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined()
  const hrefs = await c
    .getByRole('log')
    .locator('a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  for (const h of hrefs) expect(h ?? '').not.toMatch(/^javascript:/i)
})

test('a failed request and an answer-less reply give the exact Dutch texts', async ({ page }) => {
  let mode: 'fail' | 'empty' = 'fail'
  await page.route('**/api/ask-waine*', (route) =>
    mode === 'fail' ? route.fulfill({ status: 500, json: { error: { code: 'x', message: 'x' } } }) : route.fulfill({ json: {} }),
  )
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  await box.fill('Hallo?')
  await box.press('Enter')
  await expect(c.getByText('Er ging iets mis bij het ophalen van een antwoord. Probeer het later opnieuw.')).toBeVisible()
  await expect(c.getByText('Er is een technische fout opgetreden. Probeer het later opnieuw.')).toBeVisible()
  mode = 'empty'
  await box.fill('Nog eens?')
  await box.press('Enter')
  await expect(c.getByText('Geen geldig antwoord ontvangen van de assistent.')).toBeVisible()
})

/** Issue #19: an answer is read from its start, its links stay in English, and tapping a wine shows it. */
test('in English, a new answer shows from its start, its wines open in English and the chat stays', async ({ page }) => {
  const { c, box } = await openEnglishChat(page)
  await box.fill('Which white wine goes with salmon?')
  await box.press('Enter')
  const links = c.getByRole('log').locator('a[href*="/producten/"]')
  await expect(links.first()).toBeVisible()
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
    expect(href).toMatch(/^\/en\/producten\/\d{13}$/)

  // The answer's first line is at the top of the conversation, not scrolled past.
  const log = c.getByRole('log')
  const answer = log.locator('.chat-answer').last()
  const [logBox, answerBox] = [(await log.boundingBox())!, (await answer.boundingBox())!]
  expect(answerBox.y).toBeGreaterThanOrEqual(logBox.y - 1)
  expect(answerBox.y).toBeLessThan(logBox.y + 40)

  const href = (await links.first().getAttribute('href'))!
  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(c).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Same layout, same widget: the conversation is still there.
  await page.getByRole('button', { name: 'Chat with Waine' }).click()
  await expect(c.getByText('Which white wine goes with salmon?')).toBeVisible()
})

test('a delivery or payment question gets no wine and a link to customer service, in the page language (issue #14)', async ({ page }) => {
  const c = await openChat(page)
  const box = c.getByRole('textbox', { name: 'Jouw vraag' })
  await box.fill('Er kwam een fles kapot aan in mijn pakket, wat nu?')
  await box.press('Enter')
  const link = c.getByRole('log').getByRole('link', { name: 'onze klantenservice' })
  await expect(link).toHaveAttribute('href', '/contact')
  await expect(c.getByRole('log').locator('a[href*="/producten/"]')).toHaveCount(0)
  await link.click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Klantenservice' })).toBeVisible()

  const { c: en, box: question } = await openEnglishChat(page)
  await question.fill('Do you deliver to Belgium, and how much is shipping?')
  await question.press('Enter')
  await expect(en.getByRole('log').getByRole('link', { name: 'our customer service' })).toHaveAttribute('href', '/en/contact')
})
