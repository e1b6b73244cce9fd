/** The Product shape of api-contract.md, checked field by field. */
import { z } from 'zod'
import { COLOR_CODES, PAIRINGS } from '../../../src/features/catalog/vocabulary'
import { isValidEan13 } from '../../../src/lib/ean'

export const contractProduct = z
  .object({
    id: z.string(),
    ean: z.string().refine(isValidEan13, 'valid EAN-13'),
    name: z.string().min(1),
    type: z.string().min(1),
    price: z.number().int().positive(),
    stock: z.number().int().min(0),
    colorCode: z.enum(COLOR_CODES),
    countryCode: z.string().regex(/^[A-Z]{2}$/),
    region: z.string(),
    grapes: z.array(z.string()),
    vintage: z.number().int().nullable(),
    alcohol: z.number(),
    pairings: z.array(z.enum(PAIRINGS)),
    image: z.object({ url: z.string().min(1), alt: z.string(), width: z.number(), height: z.number() }),
  })
  .refine((p) => p.id === p.ean, 'id is the EAN')

export type ContractProduct = z.infer<typeof contractProduct>
export const productList = z.array(contractProduct)
