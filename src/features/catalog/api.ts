/** The three public catalog calls (api-contract.md); the route files only export these. */
import { z } from 'zod'
import { getAllProducts, getProductByEan, getRecommendations } from './queries'
import { COLOR_CODES } from './vocabulary'
import { isValidEan13 } from '../../lib/ean'
import { readLimitPerMinute } from '../../lib/rate-limit'
import { parseJsonBody } from '../../lib/api/body'
import { endpoint } from '../../lib/api/endpoint'
import { localeFrom } from '../../lib/api/locale'
import { ApiError, bodyResponse } from '../../lib/api/response'

const ean = z.string({ error: 'verwacht een EAN-13 als tekst' }).max(32).refine(isValidEan13, { error: 'geen geldige EAN-13' })

export const fetchProductInput = z.object({ id: ean })

export const fetchRecommendedInput = z.object({
  countryCode: z
    .string({ error: 'verwacht een landcode (ISO 3166-1, twee letters)' })
    .regex(/^[A-Za-z]{2}$/, { error: 'verwacht een landcode (ISO 3166-1, twee letters)' }),
  colorCode: z.enum(COLOR_CODES, { error: `verwacht een van: ${COLOR_CODES.join(', ')}` }),
  productId: ean,
  // Accounts do not exist yet; the field is accepted (null, empty or an id) and not used.
  accountId: z.string({ error: 'verwacht tekst of null' }).max(200).nullish(),
})

export const fetchAllProducts = endpoint({
  bucket: 'api:fetchAllProducts',
  limit: readLimitPerMinute,
  GET: async (request) => bodyResponse(await getAllProducts(localeFrom(request))),
})

export const fetchProduct = endpoint({
  bucket: 'api:fetchProduct',
  limit: readLimitPerMinute,
  POST: async (request) => {
    const locale = localeFrom(request)
    const { id } = await parseJsonBody(request, fetchProductInput)
    const product = await getProductByEan(id, locale)
    if (!product) throw new ApiError(404, 'not_found', `Geen wijn gevonden met EAN ${id}.`)
    return bodyResponse(product)
  },
})

export const fetchRecommendedProducts = endpoint({
  bucket: 'api:fetchRecommendedProducts',
  limit: readLimitPerMinute,
  POST: async (request) => {
    const locale = localeFrom(request)
    const { countryCode, colorCode, productId } = await parseJsonBody(request, fetchRecommendedInput)
    return bodyResponse(await getRecommendations({ productId, colorCode, countryCode }, locale))
  },
})
