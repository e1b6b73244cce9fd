'use server'
import { z } from 'zod'
import { getProductsByEans } from '../catalog/queries'
import { isLocale } from '../../i18n/routing'
import { MAX_CART_LINES } from './persisted'

const input = z.object({
  locale: z.string().refine(isLocale),
  ids: z.array(z.string().regex(/^\d{13}$/)).max(MAX_CART_LINES),
})

export type FreshLine = { id: string; name: string; type: string; price: number; stock: number }

/**
 * Current name, unit, price and stock of the wines in a cart, read on the server when the drawer
 * opens. Unknown wines are simply absent (the cart drops them). Bad input gets an empty answer.
 */
export async function freshCartLines(raw: unknown): Promise<FreshLine[]> {
  const parsed = input.safeParse(raw)
  if (!parsed.success) return []
  const { locale, ids } = parsed.data
  if (!isLocale(locale) || ids.length === 0) return []
  return (await getProductsByEans(ids, locale)).map(({ id, name, type, price, stock }) => ({ id, name, type, price, stock }))
}
