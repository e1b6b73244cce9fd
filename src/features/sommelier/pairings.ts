/**
 * The reviewed pairing table: dishes and ingredients → wine styles, as data in pairings.json (a
 * merchant adds a dish or changes a pairing there; the file is checked when it is read).
 *
 * Each dish names the catalog's pairing codes it belongs to, the colours a sommelier would reach
 * for (best first), classic grapes, a one-line advice in Dutch and English, the guide article that
 * covers it, and the traits the classic rules work on (rules.ts):
 * intensity 1-5 (matched with the wine's body), fat/protein/salt/spice/acid 0-3, the sweetness the
 * wine must at least have (1-5, the product's scale), and whether the dish is delicate fish
 * (tannin turns metallic) or fried. Terms are normalised; `*` marks a compound end (see text.ts).
 * Generic entries ("vis", "kaas", "pasta") give way when a more specific one of their family matches.
 */
import { z } from 'zod'
import { COLOR_CODES, PAIRINGS, type ColorCode, type Pairing } from '../catalog'
import data from './pairings.json'

export type DishTraits = {
  intensity: number
  fat?: number
  protein?: number
  salt?: number
  spice?: number
  acid?: number
  /** The wine must be at least this sweet (product scale 1-5). */
  sweet?: number
  fish?: boolean
  fried?: boolean
}

export type Dish = {
  key: string
  family?: string
  generic?: boolean
  label: { nl: string; en: string }
  terms: string[]
  pairings: Pairing[]
  colors: ColorCode[]
  grapes?: string[]
  traits: DishTraits
  advice: { nl: string; en: string }
  guide?: string
}

const both = z.object({ nl: z.string().min(1), en: z.string().min(1) })
const score = (max: number) => z.number().int().min(0).max(max)
const dishSchema = z.object({
  key: z.string().min(1),
  family: z.string().optional(),
  generic: z.boolean().optional(),
  label: both,
  terms: z.array(z.string().min(1)).min(1),
  pairings: z.array(z.enum(PAIRINGS)),
  colors: z.array(z.enum(COLOR_CODES)).min(1),
  grapes: z.array(z.string()).optional(),
  traits: z.object({
    intensity: z.number().int().min(1).max(5),
    fat: score(3).optional(),
    protein: score(3).optional(),
    salt: score(3).optional(),
    spice: score(3).optional(),
    acid: score(3).optional(),
    sweet: z.number().int().min(1).max(5).optional(),
    fish: z.boolean().optional(),
    fried: z.boolean().optional(),
  }),
  advice: both,
  guide: z.string().optional(),
})
const occasionSchema = z.object({
  colors: z.array(z.enum(COLOR_CODES)).min(1),
  pairings: z.array(z.enum(PAIRINGS)),
  body: z.enum(['licht', 'vol']).optional(),
  freshness: z.boolean().optional(),
  diverse: z.boolean().optional(),
  premium: z.boolean().optional(),
  guide: z.string().optional(),
  label: both,
})
const tableSchema = z.object({ dishes: z.array(dishSchema).min(1), occasions: z.record(z.string(), occasionSchema) })

/** A pairing table, checked: a mistyped colour or a trait out of range stops the server with the reason. */
export const parsePairingTable = (json: unknown) => tableSchema.parse(json)
const table = parsePairingTable(data)
export const DISHES: Dish[] = table.dishes

/** Occasions shape a choice without a dish: colours to reach for, codes, and taste leanings. */
export type OccasionProfile = {
  colors: ColorCode[]
  pairings: Pairing[]
  body?: 'licht' | 'vol'
  freshness?: boolean
  diverse?: boolean
  premium?: boolean
  guide?: string
  label: { nl: string; en: string }
}

export const OCCASIONS: Record<string, OccasionProfile> = table.occasions
