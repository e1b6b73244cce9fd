'use server'
import { z } from 'zod'
import { getAllProducts, getProductsByEans } from '../catalog/queries'
import type { Product } from '../catalog'
import { isLocale, type Locale } from '../../i18n/routing'
import { shopImages } from '../../lib/images/shop'
import { MAX_CART_LINES } from './persisted'

const ean = z.string().regex(/^\d{13}$/)
const input = z.object({
  locale: z.string().refine(isLocale),
  ids: z.array(ean).max(MAX_CART_LINES),
})

/** A small bottle shot for the drawer (the `wine-thumb` preset: 48 × 120). */
export type Thumb = { src: string; srcSet?: string; width: number; height: number }
export type FreshLine = { id: string; name: string; type: string; price: number; stock: number; thumb: Thumb }

const thumbOf = (p: Product): Thumb => {
  const a = shopImages.attrs(p.image.url, { preset: 'wine-thumb', width: p.image.width, height: p.image.height })
  return { src: a.src, srcSet: a.srcSet, width: a.width ?? 48, height: a.height ?? 120 }
}
const lineOf = (p: Product): FreshLine => ({ id: p.id, name: p.name, type: p.type, price: p.price, stock: p.stock, thumb: thumbOf(p) })

/**
 * Current name, unit, price, stock and picture of the wines in a cart, read on the server when the
 * drawer opens. Unknown wines are simply absent (the cart drops them). Bad input gets an empty answer.
 */
export async function freshCartLines(raw: unknown): Promise<FreshLine[]> {
  const parsed = input.safeParse(raw)
  if (!parsed.success) return []
  const { locale, ids } = parsed.data
  if (!isLocale(locale) || ids.length === 0) return []
  return (await getProductsByEans(ids, locale)).map(lineOf)
}

const gapInput = z.object({
  locale: z.string().refine(isLocale),
  remainder: z.number().int().min(1).max(1_000_000),
  exclude: z.array(ean).max(MAX_CART_LINES),
})

/**
 * Up to three wines in stock, not in the cart yet, each of which on its own makes shipping free
 * (the cheapest that reach the remainder first): the drawer offers them below the free-shipping hint
 * (issue #19). None when no single wine reaches it.
 */
export async function gapFillers(raw: unknown): Promise<FreshLine[]> {
  const parsed = gapInput.safeParse(raw)
  if (!parsed.success) return []
  const { remainder, exclude } = parsed.data
  const locale = parsed.data.locale as Locale
  const inCart = new Set(exclude)
  return (await getAllProducts(locale))
    .filter((p) => p.stock > 0 && p.price >= remainder && !inCart.has(p.id))
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name))
    .slice(0, 3)
    .map(lineOf)
}
