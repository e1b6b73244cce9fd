/** What one question says, as `parseQuestion` (index.ts) reads it. */
import type { ColorCode } from '../../catalog'
import type { Body, Occasion, Sweetness } from '../lexicon'
import type { Lang } from '../rules'

/** A price range in cents; `target` is the amount an "around 15" range is around. */
export type Budget = { min?: number; max?: number; target?: number }

export type Flags = {
  injection: boolean
  discount: boolean
  asksAi: boolean
  greeting: boolean
  thanks: boolean
  /** Thanks or words that end the chat ("fijne dag nog", "that's all for now"). */
  farewell: boolean
  offTopic: boolean
  otherDrink: string | null
  /** Delivery, returns, orders, payment: the shop's service, not wine. */
  service: boolean
  /** A task that is not ours ("write a birthday card"). */
  task: boolean
}

export type Intent = {
  lang: Lang
  /** How sure the language guess is: a short "en rood?" leans on the conversation. */
  langConfident: boolean
  dishes: string[]
  /** Dishes that come with another ("met frietjes"): they weigh less than the main dish. */
  sideDishes: string[]
  colors: ColorCode[]
  excludeColors: ColorCode[]
  styleRegions: string[]
  grapes: string[]
  excludeGrapes: string[]
  countries: string[]
  excludeCountries: string[]
  regions: string[]
  /** Wines asked for by name ("Amarone", "een Margaux"), as lexicon.json's namedWines calls them. */
  namedWines: string[]
  budget: Budget
  priceLevel: 'cheap' | 'premium' | null
  /** "De goedkoopste": the cheapest few, a stricter cut than cheap. */
  cheapest: boolean
  relative: 'cheaper' | 'pricier' | null
  another: boolean
  sweetness: Sweetness | null
  body: Body | null
  occasions: Occasion[]
  organic: boolean
  /** "per doos van 6": wine sold by the box. */
  box: boolean
  vegan: boolean
  alcoholFree: boolean
  count: number | null
  wineWords: boolean
  knowledge: boolean
  recommendCue: boolean
  followUp: boolean
  /** A follow-up only by its opening "and" ("thanks, and how long does it keep?"): no pointer back. */
  followsByAndOnly: boolean
  /** "in die prijsklasse", "same budget": priced like the wines shown before. */
  samePrice: boolean
  /** "something similar from Chile": the style of the wines before, not their grape. */
  similar: boolean
  /** Opens the way a question about wine does ("how long", "should I", "is organic wine…"). */
  knowledgeStart: boolean
  flags: Flags
  /** The question as understood: normalised, typos corrected. */
  text: string
  words: string[]
}
