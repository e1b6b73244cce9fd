import { expect, test } from './support/fixtures'
import { ADMIN } from './support/admin'
import { catalog } from './support/shop'

/**
 * Issue #14: a merchant adds a dish in the admin, and Waine uses it at the next question, no deploy.
 * The whole path in a real browser: the admin's form, its save, the cache tag, the chat.
 */
test('a dish added in the admin is what Waine advises at the next question', async ({ page, request }) => {
  // The admin's first load compiles nothing but is heavy: a minute leaves room on a busy 2-core machine.
  test.setTimeout(60_000)
  const wines = await catalog(request)
  const login = await request.post('/api/users/login', { data: ADMIN })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const question = 'welke wijn past bij een broodje kapsalon?'
  const advice = 'passen frisse bubbels die door het vet en de knoflooksaus snijden'

  const chat = page.getByRole('dialog', { name: 'Chat met Waine' })
  async function askWaine(): Promise<string> {
    await page.goto('/')
    await page.getByRole('button', { name: 'Chat met Waine' }).click()
    const answers = chat.getByRole('log').locator('.chat-answer')
    await expect(answers.first()).toBeVisible()
    const before = await answers.count()
    const box = chat.getByRole('textbox', { name: 'Jouw vraag' })
    await box.fill(question)
    await box.press('Enter')
    await expect(answers).toHaveCount(before + 1)
    return (await answers.last().textContent()) ?? ''
  }

  expect(await askWaine()).not.toContain(advice)

  try {
    expect((await page.request.post('/api/users/login', { data: ADMIN })).status()).toBe(200)
    await page.goto('/admin/collections/dishes/create')
    await page.getByRole('textbox', { name: /^(Naam|Name)/ }).fill('kapsalon')
    await page.getByRole('textbox', { name: /^(Sleutel|Key)/ }).fill('kapsalon')
    const terms = page.locator('.field-terms input')
    await terms.fill('Kapsalon*')
    await terms.press('Enter')
    await page.getByRole('textbox', { name: /^(Advies|Advice)/ }).fill(advice)
    await page.locator('#field-colors .rs__control').click()
    await page.getByRole('option', { name: 'mousserend', exact: true }).click()
    await page.locator('#field-traits__intensity').fill('3')
    await page.getByRole('button', { name: /^(Bewaar|Save)$/ }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/dishes\/\d+/)

    const answer = await askWaine()
    expect(answer).toContain(`Bij kapsalon ${advice}.`)
    const linked = await chat
      .getByRole('log')
      .locator('.chat-answer')
      .last()
      .locator('a[href^="/producten/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(linked.length).toBeGreaterThan(0)
    const first = wines.find((w) => `/producten/${w.ean}` === linked[0])
    expect(first?.colorCode).toBe('mousserend')
  } finally {
    const found = await (await request.get('/api/dishes?where[key][equals]=kapsalon&depth=0', { headers })).json()
    for (const doc of found.docs ?? []) await request.delete(`/api/dishes/${doc.id}`, { headers })
  }
})
