/**
 * The pairing table: dishes and ingredients → wine styles. The shop's dishes are a CMS collection
 * (`dishes`, cms/collections/Dishes.ts): a merchant adds a dish or changes a pairing in the admin and
 * Waine uses it at the next question. pairings.json is the reviewed table that collection starts
 * from (a migration fills it), and the one unit tests and the eval run on; occasions stay in the file.
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
import { normalise } from './text'

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
/** The limits of a dish's traits, shared with the admin's fields. */
export const TRAIT_LIMITS = {
  intensity: { min: 1, max: 5 },
  fat: { min: 0, max: 3 },
  protein: { min: 0, max: 3 },
  salt: { min: 0, max: 3 },
  spice: { min: 0, max: 3 },
  acid: { min: 0, max: 3 },
  sweet: { min: 1, max: 5 },
} as const

/** A word as Waine reads it: lower case, no accents or punctuation; a trailing `*` kept (compound end). */
export function normaliseTerm(term: string): string {
  const compound = /\*\s*$/.test(term)
  const word = normalise(term.replace(/\*/g, ' '))
  return word && compound ? `${word}*` : word
}

export const DISH_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** The cache tag of the shop's dishes: a save in the admin is used at the next question. */
export const DISHES_TAG = 'dishes'

const trait = (name: keyof typeof TRAIT_LIMITS) => z.number().int().min(TRAIT_LIMITS[name].min).max(TRAIT_LIMITS[name].max)

const dishSchema = z.object({
  key: z.string().regex(DISH_KEY),
  family: z.string().optional(),
  generic: z.boolean().optional(),
  label: both,
  terms: z
    .array(
      z
        .string()
        .min(1)
        .refine((t) => normaliseTerm(t) === t, 'not normalised'),
    )
    .min(1),
  pairings: z.array(z.enum(PAIRINGS)),
  colors: z.array(z.enum(COLOR_CODES)).min(1),
  grapes: z.array(z.string()).optional(),
  traits: z.object({
    intensity: trait('intensity'),
    fat: trait('fat').optional(),
    protein: trait('protein').optional(),
    salt: trait('salt').optional(),
    spice: trait('spice').optional(),
    acid: trait('acid').optional(),
    sweet: trait('sweet').optional(),
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
/** One dish as the engine needs it, or the reasons it cannot be one. */
export const parseDish = (value: unknown) => dishSchema.safeParse(value)
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
