/**
 * Wine advice: the wishes of the question (laid over the conversation's), leaning on the wines the
 * last answer showed for "cheaper", "another one" and "in that price range", ranked against the
 * catalog in stock, with the dish's or occasion's guide article. Pure.
 */
import type { Product } from '../catalog'
import { NAMED_WINES } from './lexicon'
import { answerText, orList } from './phrases'
import { normalise } from './text'
import { composeRecommendation } from './compose'
import { previousAnswerWines } from './conversation'
import type { GuideHit } from './guide-search'
import { STRONG_GUIDE } from './guide-answer'
import type { Intent } from './intent'
import { OCCASIONS } from './pairings'
import { bottlePrice, dishesOf, pickWines, rankWines } from './rank'
import type { SommelierReply, Turn } from './reply'

/** Lays the price of the wines shown before over the wish: "cheaper", "pricier", "in that price range". */
function leanOnPreviousPrices(turn: Turn, intent: Intent, previousPrices: number[]): void {
  const { current } = turn
  // "Heb je ook een rosé in die prijsklasse?": no dearer than the wines shown before.
  if (current.samePrice && previousPrices.length && current.budget.max === undefined && current.budget.min === undefined) {
    intent.budget = { max: Math.max(...previousPrices) }
  }
  // "Bit steep. Anything under 10?": an amount named with "cheaper" narrows it further.
  const named = current.budget
  if (intent.relative === 'cheaper') {
    if (previousPrices.length) intent.budget = { ...named, max: Math.min(named.max ?? Infinity, Math.min(...previousPrices) - 1) }
    else intent.priceLevel = 'cheap'
  } else if (intent.relative === 'pricier') {
    if (previousPrices.length) intent.budget = { ...named, min: Math.max(named.min ?? 0, Math.max(...previousPrices) + 1) }
    else intent.priceLevel = 'premium'
  }
}

/**
 * "One that's a bit more special?", "something similar from Chile?": the colour of the wines shown
 * before, when they share one (or when the shopper asks for something like them).
 */
function keepPreviousColour(turn: Turn, intent: Intent, followUp: boolean, previousWines: Product[]): void {
  if (!followUp || intent.colors.length || turn.current.dishes.length || !previousWines.length) return
  const colours = [...new Set(previousWines.map((p) => p.colorCode))].filter((c) => !intent.excludeColors.includes(c))
  if (colours.length === 1 || (turn.current.similar && colours.length)) intent.colors = colours
}

/** "Heb je Amarone?": the wines asked for by name that no bottle in stock is (by its name or region). */
function namedNotInStock(names: string[], products: Product[]): string[] {
  const inStock = products.filter((p) => p.stock > 0).map((p) => ` ${normalise(`${p.name} ${p.region}`)} `)
  return names.filter((name) => !NAMED_WINES[name]!.terms.some((term) => inStock.some((label) => label.includes(` ${term} `))))
}

export function recommend(turn: Turn, intent: Intent, followUp: boolean, top: GuideHit | undefined, preface: string[]): SommelierReply {
  const { current, products, articles, dishes } = turn
  // Bottle prices: "cheaper" and a budget are both about what one bottle costs.
  const previous = previousAnswerWines(turn.messages, products)
  const previousWines = previous.map((ean) => products.find((p) => p.ean === ean)).filter((p): p is Product => Boolean(p))
  const previousPrices = previousWines.map(bottlePrice)
  const exclude = new Set<string>(current.another || current.relative ? previous : [])
  leanOnPreviousPrices(turn, intent, previousPrices)
  keepPreviousColour(turn, intent, followUp, previousWines)

  let ranking = rankWines(products, intent, exclude, dishes)
  if (intent.relative === 'cheaper' && !ranking.matches.length && previousPrices.length > 1) {
    // Nothing below the cheapest suggestion: below the dearest one is still "cheaper".
    intent.budget = { max: Math.max(...previousPrices) - 1 }
    ranking = rankWines(products, intent, exclude, dishes)
  }

  const diverse =
    !intent.colors.length &&
    (intent.occasions.some((o) => OCCASIONS[o]?.diverse) || (!intent.dishes.length && !intent.occasions.length && !intent.grapes.length))
  const wines = pickWines(ranking.matches, intent.count ?? 3, diverse)

  const dish = dishesOf(intent, dishes)[0]
  const guideSlug = dish?.guide ?? intent.occasions.map((o) => OCCASIONS[o]?.guide).find(Boolean)
  const guide =
    (guideSlug && articles.find((a) => a.slug === guideSlug)) ||
    (STRONG_GUIDE(top) && top.titleHit && current.knowledge ? top.article : null) ||
    null

  // Say so rather than pass off a look-alike as the wine asked for (with no match at all, the
  // honest "not in stock" answer says it already).
  const missing = wines.length ? namedNotInStock(current.namedWines, products) : []
  const opening = missing.length ? [...preface, answerText(intent.lang, 'notCarried', { names: orList(missing, intent.lang) })] : preface
  const answer = composeRecommendation({
    intent,
    wines,
    closest: ranking.closest,
    guide,
    preface: opening,
    previousPrices,
    seed: turn.seed,
    dishes,
  })
  const shown = wines.length ? wines : ranking.closest ? [ranking.closest] : []
  return {
    answer,
    kind: wines.length ? 'recommend' : 'closest',
    lang: turn.lang,
    intent,
    wines: shown,
    guides: guide ? [guide] : [],
    amounts: [intent.budget.min, intent.budget.max, ...previousPrices].filter((x): x is number => typeof x === 'number'),
  }
}
