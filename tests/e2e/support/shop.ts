import type { APIRequestContext, Page } from '@playwright/test'

export type ApiProduct = {
  id: string
  ean: string
  name: string
  type: string
  price: number
  stock: number
  colorCode: string
  countryCode: string
  grapes: string[]
}

/** The catalog as the public API gives it: tests pick their wines from live data, not from guesses. */
export async function catalog(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get('/api/fetchAllProducts')
  return JSON.parse((await res.json()).body) as ApiProduct[]
}

/** `€ 12,95` as the shop writes it (nl-NL, with a non-breaking space after the euro sign). */
export const euro = (cents: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** A regex that matches a euro amount whatever space the formatter put after the sign. */
export const euroPattern = (cents: number) => new RegExp(euro(cents).replace(/\s/g, '\\s?').replace('€', '€'))

/** Reads the cart as stored in local storage (one fixed key). */
export async function storedCart(page: Page): Promise<{ cart: { id: string; quantity: number }[]; consentGiven: boolean } | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('kelder-en-kurk')
    return raw ? JSON.parse(raw) : null
  })
}
