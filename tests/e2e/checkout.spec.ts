import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { catalog, euroPattern, storedCart, type ApiProduct } from './support/shop'
import { ADMIN } from './support/admin'
import { DEFAULT_NOTIFICATION_MS } from '../../src/features/notifications/rules'

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Winkelmandje' })

async function admin(request: APIRequestContext) {
  const { token } = await (await request.post('/api/users/login', { data: ADMIN })).json()
  const headers = { Authorization: `JWT ${token}` }
  return {
    wine: async (ean: string) =>
      (await (await request.get(`/api/products?where[ean][equals]=${ean}&depth=0`, { headers })).json()).docs[0] as {
        id: number
        stock: number
        reserved: number
        price: number
      },
    mails: async (to: string) =>
      (await (await request.get(`/api/mail-outbox?where[to][equals]=${encodeURIComponent(to)}&sort=-createdAt`, { headers })).json())
        .docs as { subject: string; text: string }[],
    patch: (id: number, data: object) => request.patch(`/api/products/${id}`, { headers, data }),
  }
}

async function addToCart(page: Page, wine: ApiProduct) {
  await page.goto(`/producten/${wine.ean}`)
  await page.getByRole('button', { name: 'In winkelmandje' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })).toBeVisible()
}

async function toTestCheckout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
  await drawer(page).getByRole('button', { name: 'Bestellen' }).click()
  await page.waitForURL(/\/payments\/test-checkout\/kktest_/)
  await expect(page.getByText('TESTBETALING', { exact: true })).toBeVisible()
}

/** Two distinct in-stock wines that nobody else's test touches. */
const pickTwo = (wines: ApiProduct[], skip: number) => wines.filter((w) => w.stock >= 6 && w.price < 3000).slice(skip, skip + 2)

test('order two wines, pay on the test page, see processing and accepted pages; stock lower, mail in the outbox', async ({
  page,
  request,
}) => {
  const [a, b] = pickTwo(await catalog(request), 0)
  const api = await admin(request)
  const before = { a: await api.wine(a!.ean), b: await api.wine(b!.ean) }
  await addToCart(page, a!)
  await addToCart(page, b!)
  await toTestCheckout(page)

  // The test page shows what the order says: both lines, shipping and the total.
  const total = a!.price + b!.price + (a!.price + b!.price <= 7500 ? 795 : 0)
  await expect(page.getByText(a!.name, { exact: true })).toBeVisible()
  await expect(page.getByText(b!.name, { exact: true })).toBeVisible()
  await expect(page.getByText(euroPattern(total))).toBeVisible()

  // A Dutch address needs a house number and a whole postcode; what was ticked stays ticked after an error (issue #19).
  const adult = page.getByRole('main').getByRole('checkbox', { name: /Ik ben 18 jaar of ouder/ })
  await page.getByLabel('Naam', { exact: true }).fill('Eva Janssen')
  await page.getByLabel('E-mailadres', { exact: true }).fill('eva@voorbeeld.nl')
  await page.getByLabel('Straat en huisnummer').fill('Oudegracht')
  await page.getByLabel('Postcode').fill('3511')
  await page.getByLabel('Woonplaats').fill('Utrecht')
  await adult.check()
  await page.getByRole('button', { name: 'Betalen' }).click()
  await expect(page.getByText('Vul straat en huisnummer in, bijvoorbeeld Oudegracht 10.')).toBeVisible()
  await expect(page.getByText('Vul een postcode in zoals 3511 AB: vier cijfers en twee letters.')).toBeVisible()
  await expect(adult).toBeChecked()
  await expect(page.getByLabel('Woonplaats')).toHaveValue('Utrecht')

  // The 18+ tick is required.
  await adult.uncheck()
  await page.getByLabel('Straat en huisnummer').fill('Oudegracht 10')
  await page.getByLabel('Postcode').fill('3511ab')
  await page.getByRole('button', { name: 'Betalen' }).click()
  await expect(page.getByText('Bevestig dat je 18 jaar of ouder bent.')).toBeVisible()
  expect(page.url()).toMatch(/test-checkout/)

  await adult.check()
  await page.getByRole('button', { name: 'Betalen' }).click()
  await page.waitForURL(/\/payments\/(process-payment|accepted)\?session_id=kktest_/)
  await page.waitForURL(/\/payments\/accepted\?session_id=kktest_/)
  await expect(page.getByRole('heading', { name: 'Je bestelling', exact: true })).toBeVisible()
  const orderNumber = (await page
    .getByText(/KK-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/KK-\d{4}-\d{6}/)![0]
  const delivery = page.getByRole('complementary').filter({ has: page.getByRole('heading', { name: 'Bezorging en leeftijdscontrole' }) })
  await expect(delivery).toContainText('identiteitsbewijs')
  await expect(delivery).toContainText('niet bij de buren')

  // The cart is empty now, in the page and in storage.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' })).toHaveAccessibleDescription(/Geen artikelen/)
  expect((await storedCart(page))?.cart ?? []).toEqual([])

  // Stock went down by one each, nothing left reserved; the buyer got a mail with the guest order page.
  expect(await api.wine(a!.ean)).toMatchObject({ stock: before.a.stock - 1, reserved: before.a.reserved })
  expect(await api.wine(b!.ean)).toMatchObject({ stock: before.b.stock - 1, reserved: before.b.reserved })
  const [mail] = await api.mails('eva@voorbeeld.nl')
  expect(mail!.subject).toBe(`Bedankt voor je bestelling ${orderNumber} bij Kelder & Kurk`)

  // The guest order page from the mail, and the withdrawal from there.
  const link = mail!.text.match(/https?:\/\/\S+\/bestelling\/[A-Za-z0-9_-]{32}/)![0]
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { name: `Bestelling ${orderNumber}` })).toBeVisible()
  await expect(page.getByText('Betaald, wordt ingepakt')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Overeenkomst herroepen' }).click()
  await expect(page.getByRole('heading', { name: 'Overeenkomst herroepen', level: 1 })).toBeVisible()
  await page.getByRole('main').getByLabel('Je naam').fill('Eva Janssen')
  await page.getByLabel('Bestelnummer').fill(orderNumber)
  await page.getByLabel('E-mailadres van je bestelling').fill('andere@voorbeeld.nl')
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click()
  // A wrong e-mail gets the same answer as the right one: the page tells a stranger nothing.
  const neutral = page.getByRole('status').filter({ hasText: 'Hoort het bestelnummer bij dit e-mailadres' })
  await expect(neutral).toBeVisible()
  expect(await api.mails('andere@voorbeeld.nl')).toEqual([])
  await page.goto(page.url())
  await page.getByRole('main').getByLabel('Je naam').fill('Eva Janssen')
  await page.getByLabel('Bestelnummer').fill(orderNumber)
  await page.getByLabel('E-mailadres van je bestelling').fill('eva@voorbeeld.nl')
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click()
  await expect(neutral).toBeVisible()
  await expect
    .poll(async () => (await api.mails('eva@voorbeeld.nl'))[0]?.subject)
    .toBe(`Je herroeping van bestelling ${orderNumber} is ontvangen`)

  // The merchant sees the order in the admin, filtered on paid orders.
  expect((await page.request.post('/api/users/login', { data: ADMIN })).status()).toBe(200)
  await page.goto('/admin/collections/orders?where[status][equals]=paid')
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible({ timeout: 20_000 })
})

test('cancel on the test page: back to the shop with the cart kept and the stock released', async ({ page, request }) => {
  const [a] = pickTwo(await catalog(request), 2)
  const api = await admin(request)
  const before = await api.wine(a!.ean)
  await addToCart(page, a!)
  await toTestCheckout(page)
  expect((await api.wine(a!.ean)).reserved).toBe(before.reserved + 1)
  await page.getByRole('button', { name: 'Annuleren' }).click()
  await page.waitForURL(/\/payments\/cancelled/)
  await expect(page.getByText(/Je winkelmandje is bewaard/).first()).toBeVisible()
  expect(await api.wine(a!.ean)).toMatchObject({ stock: before.stock, reserved: before.reserved })
  expect((await storedCart(page))?.cart.map((l) => l.id)).toEqual([a!.ean])
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click()
  await expect(drawer(page).getByText(a!.name, { exact: true })).toBeVisible()
})

test('a changed price stops the checkout with a notification, and the cart shows the new price', async ({ page, request }) => {
  const [a] = pickTwo(await catalog(request), 3)
  const api = await admin(request)
  const doc = await api.wine(a!.ean)
  await addToCart(page, a!)
  try {
    expect((await api.patch(doc.id, { price: doc.price + 200 })).status()).toBe(200)
    // The drawer refreshes prices when it opens; a tab that stayed open would not have: use the stored (old) cart.
    await page.getByRole('banner').getByRole('button', { name: 'Winkelmandje' }).click()
    await expect(
      drawer(page)
        .getByText(euroPattern(doc.price + 200))
        .first(),
    ).toBeVisible()
    await page.evaluate((ean) => {
      const key = 'kelder-en-kurk'
      const data = JSON.parse(localStorage.getItem(key)!)
      data.cart = data.cart.map((l: { id: string; price: number }) => (l.id === ean ? { ...l, price: l.price - 200 } : l))
      localStorage.setItem(key, JSON.stringify(data))
      window.dispatchEvent(new StorageEvent('storage', { key }))
    }, a!.ean)
    await expect(drawer(page).getByText(euroPattern(doc.price)).first()).toBeVisible()
    await drawer(page).getByRole('button', { name: 'Bestellen' }).click()
    const alert = drawer(page).getByRole('alert')
    await expect(alert).toContainText('is gewijzigd naar')
    expect(page.url()).not.toMatch(/test-checkout/)
    await expect(
      drawer(page)
        .getByText(euroPattern(doc.price + 200))
        .first(),
    ).toBeVisible()
    // A checkout notification stays until the shopper closes it: still there once the page's own clock
    // has passed the time after which an ordinary notification goes.
    const shownAt = await page.evaluate(() => performance.now())
    await page.waitForFunction(([t0, ms]) => performance.now() - t0 > ms + 250, [shownAt, DEFAULT_NOTIFICATION_MS] as const)
    await expect(alert).toBeVisible()
    await drawer(page).getByRole('button', { name: 'Melding sluiten' }).click()
    await expect(alert).toHaveCount(0)
  } finally {
    await api.patch(doc.id, { price: doc.price })
  }
})

test('the footer links to the withdrawal form on every page', async ({ page }) => {
  await page.goto('/wijnwijzer')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Overeenkomst herroepen' }).click()
  await expect(page).toHaveURL(/\/herroepen$/)
  await expect(page.getByLabel('Bestelnummer')).toBeVisible()
})
