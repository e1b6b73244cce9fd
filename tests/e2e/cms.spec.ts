import { expect, test } from './support/fixtures'
import { catalog, euroPattern } from './support/shop'
import { ADMIN } from './support/admin'

test('a price saved in the CMS shows on the product page at once, without a rebuild', async ({ page, request }) => {
  const wine = (await catalog(request)).find((w) => w.stock > 0)!
  await page.goto(`/producten/${wine.ean}`)
  await expect(page.getByText(euroPattern(wine.price)).first()).toBeVisible()

  const login = await request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { token } = await login.json()
  const headers = { Authorization: `JWT ${token}` }
  const found = await (await request.get(`/api/products?where[ean][equals]=${wine.ean}&depth=0`, { headers })).json()
  const id = found.docs[0].id
  const newPrice = wine.price + 100
  try {
    const saved = await request.patch(`/api/products/${id}`, { headers, data: { price: newPrice } })
    expect(saved.status()).toBe(200)
    await page.reload()
    await expect(page.getByText(euroPattern(newPrice)).first()).toBeVisible()
    const api = JSON.parse((await (await request.post('/api/fetchProduct', { data: { id: wine.ean } })).json()).body)
    expect(api.price).toBe(newPrice)
  } finally {
    await request.patch(`/api/products/${id}`, { headers, data: { price: wine.price } })
  }
})

test('the admin login page is served', async ({ page }) => {
  const res = await page.goto('/admin/login')
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('textbox', { name: /e-?mail/i })).toBeVisible({ timeout: 15_000 })
})
