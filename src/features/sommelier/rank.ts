/**
 * Retrieval and ranking over the live catalog: hard wishes filter (colour, place, grape, budget,
 * organic, vegan), pairing knowledge and soft wishes score, and every point comes with the
 * reason a sommelier would give. Pure.
 */
import type { ColorCode, Product } from '../catalog'
import { GRAPES, REGIONS } from './lexicon'
import type { Intent } from './intent'
import { DISHES, OCCASIONS, type Dish } from './pairings'
import { applyPairingRules, type Reason } from './rules'
import { normalise } from './text'
import { reason } from './phrases'
import { bottlePrice as bottlePriceOf } from '../../lib/bottles'

export type Miss = 'kleur' | 'land' | 'regio' | 'druif' | 'budget' | 'biologisch' | 'vegan' | 'alcoholvrij'
export type Scored = { product: Product; score: number; reasons: Array<Reason & { weight: number }>; misses: Miss[] }

const grapeIndex = new Map<string, string>()
for (const [canonical, synonyms] of Object.entries(GRAPES)) {
  grapeIndex.set(normalise(canonical), canonical)
  for (const s of synonyms) if (!grapeIndex.has(s)) grapeIndex.set(s, canonical)
}
/** The catalog's or a dish's grape name → the canonical name (Garnacha → Grenache). */
export function canonicalGrape(name: string): string {
  const n = normalise(name)
  return grapeIndex.get(n) ?? n
}

/** The price of one bottle: a box's price divided by the bottles in it ("Doos 6 × 75 cl"), the shop's one rule. */
export const bottlePrice = (p: Product): number => bottlePriceOf(p.price, p.unit, p.type)

export function inStock(products: Product[]): Product[] {
  return products.filter((p) => p.stock > 0 && Number.isInteger(p.price) && p.price > 0)
}

const regionPatterns = new Map(
  Object.entries(REGIONS).map(([key, r]) => [
    key,
    r.label.map((t) => new RegExp(`\\b${t.replace(/ /g, '\\s')}${t.length >= 6 ? '' : '\\b'}`)),
  ]),
)
export function inRegion(p: Product, region: string): boolean {
  const text = normalise(`${p.region} ${p.name}`)
  return (regionPatterns.get(region) ?? []).some((re) => re.test(text)) || normalise(p.region) === normalise(region)
}

function hasGrape(p: Product, grapes: string[]): boolean {
  const own = new Set(p.grapes.map(canonicalGrape))
  return grapes.some((g) => own.has(canonicalGrape(g)))
}

/** The wishes this wine does not meet (empty = it qualifies). */
export function missesFor(p: Product, i: Intent): Miss[] {
  const misses: Miss[] = []
  if ((i.colors.length && !i.colors.includes(p.colorCode)) || i.excludeColors.includes(p.colorCode)) misses.push('kleur')
  if (i.regions.length) {
    if (!i.regions.some((r) => inRegion(p, r))) misses.push('regio')
  } else if ((i.countries.length && !i.countries.includes(p.countryCode)) || i.excludeCountries.includes(p.countryCode)) misses.push('land')
  if ((i.grapes.length && !hasGrape(p, i.grapes)) || (i.excludeGrapes.length && hasGrape(p, i.excludeGrapes))) misses.push('druif')
  // A budget is per bottle: a box of six is judged by what one of its bottles costs.
  const bottle = bottlePrice(p)
  if ((i.budget.max !== undefined && bottle > i.budget.max) || (i.budget.min !== undefined && bottle < i.budget.min)) misses.push('budget')
  if (i.organic && !p.organic) misses.push('biologisch')
  if (i.vegan && !p.vegan) misses.push('vegan')
  if (i.alcoholFree && p.alcohol > 0.5) misses.push('alcoholvrij')
  return misses
}

const COLOR_BONUS = [2.5, 1.5, 0.8, 0.3]

function scoreForDish(p: Product, dish: Dish): { score: number; reasons: Scored['reasons'] } {
  const reasons: Scored['reasons'] = []
  let score = 0
  const shared = p.pairings.filter((code) => dish.pairings.includes(code))
  if (shared.length) score += 3 + 0.5 * (shared.length - 1)
  const colorRank = dish.colors.indexOf(p.colorCode)
  score += colorRank >= 0 ? COLOR_BONUS[colorRank]! : -3
  const classic = p.grapes.find((g) => (dish.grapes ?? []).some((d) => canonicalGrape(d) === canonicalGrape(g)))
  if (classic) {
    score += 1.5
    reasons.push({ weight: 1.5, ...reason('classic', { grape: classic, dish: dish.label.nl }, { grape: classic, dish: dish.label.en }) })
  }
  for (const effect of applyPairingRules(p, dish.traits)) {
    score += effect.delta
    if (effect.reason && effect.delta > 0) reasons.push({ ...effect.reason, weight: effect.delta })
  }
  return { score, reasons }
}

/** The dishes a question names, looked up in the shop's table. */
export const dishesOf = (i: Pick<Intent, 'dishes'>, table: readonly Dish[]): Dish[] =>
  i.dishes.map((k) => table.find((d) => d.key === k)).filter((d): d is Dish => Boolean(d))

/** Everything that speaks for (or against) this wine given the question, with reasons. */
export function scoreWine(p: Product, i: Intent, table: readonly Dish[] = DISHES): Omit<Scored, 'misses'> {
  let score = 0
  const reasons: Scored['reasons'] = []
  const dishes = dishesOf(i, table)
  // A side dish ("met frietjes") weighs half of the dish it comes with.
  const weightOf = (d: Dish) => (i.sideDishes.includes(d.key) ? 0.5 : 1)
  const total = dishes.reduce((sum, d) => sum + weightOf(d), 0)
  for (const dish of dishes) {
    const part = scoreForDish(p, dish)
    const share = weightOf(dish) / total
    score += part.score * share
    reasons.push(...part.reasons.map((r) => ({ ...r, weight: r.weight * share })))
  }

  for (const key of i.occasions) {
    const occasion = OCCASIONS[key]
    if (!occasion || (key === 'bbq' && i.dishes.includes('bbq'))) continue
    const weight = dishes.length ? 0.5 : 1
    const rank = i.colors.length ? -1 : occasion.colors.indexOf(p.colorCode)
    if (rank >= 0) score += weight * [1.5, 1, 0.5][rank]!
    if (p.pairings.some((c) => occasion.pairings.includes(c))) score += weight
    if (occasion.body === 'licht') score += weight * (p.taste.body <= 3 ? 1 : -1)
    if (occasion.body === 'vol') score += weight * (p.taste.body >= 4 ? 1 : -1)
    if (occasion.freshness && p.taste.acidity >= 4) {
      score += weight
      const acidity = String(p.taste.acidity)
      reasons.push({ weight, ...reason('fresh', { acidity, occasion: occasion.label.nl }, { acidity, occasion: occasion.label.en }) })
    }
    if (occasion.premium && bottlePrice(p) >= 1500) {
      score += weight * (bottlePrice(p) >= 2500 ? 1.5 : 1)
      reasons.push({ weight: 0.8, ...reason('impressive') })
    }
    if (key === 'feest' && p.colorCode === 'mousserend') reasons.push({ weight: 1.2, ...reason('festive') })
  }

  if (i.sweetness) {
    const s = p.taste.sweetness
    const fit =
      i.sweetness === 'droog'
        ? s === 1
          ? 1.5
          : s === 2
            ? 0.5
            : -3 * (s - 2)
        : i.sweetness === 'halfdroog'
          ? s === 2 || s === 3
            ? 2
            : -1.5 * Math.min(Math.abs(s - 2), Math.abs(s - 3))
          : s >= 4
            ? 3
            : s === 3
              ? 0.5
              : -4
    score += fit
    if (fit > 0) reasons.push({ weight: fit, ...reason('sweetness', { sweetness: i.sweetness, level: String(s) }) })
  }
  if (i.body) {
    const b = p.taste.body
    const fit = i.body === 'licht' ? (b <= 2 ? 2 : b === 3 ? 0.3 : -2.5) : b >= 4 ? 2 : b === 3 ? 0.3 : -2.5
    score += fit
    if (fit > 0.5) reasons.push({ weight: fit, ...reason(i.body === 'licht' ? 'light' : 'full', { body: String(b) }) })
  }
  for (const style of i.styleRegions) {
    if (inRegion(p, style) || normalise(`${p.region} ${p.name}`).includes(style)) {
      score += 2.5
      break
    }
  }
  if (i.organic && p.organic) reasons.push({ weight: 0.6, ...reason('organic') })
  if (i.vegan && p.vegan) reasons.push({ weight: 0.6, ...reason('vegan') })

  const bottle = bottlePrice(p)
  // "Around 15": the nearer the amount, the better, within the range around it.
  if (i.budget.target !== undefined) score -= Math.abs(bottle - i.budget.target) / 300
  // "Goedkoop" and "bijzonder" are judged per bottle, as a stated budget is.
  if (i.priceLevel === 'cheap') score -= bottle / 600
  else if (i.priceLevel === 'premium') score += Math.min(bottle, 6000) / 1500
  else if (!dishes.length && !i.occasions.length && !i.sweetness && !i.body) score -= Math.abs(bottle - 1400) / 2500

  // Someone naming the wine itself ("hoeveel kost de Rioja Reserva?") wants that one first.
  const nameWords = normalise(p.name)
    .split(' ')
    .filter((w) => w.length > 2)
  const asked = new Set(i.words)
  if (nameWords.length >= 2 && nameWords.filter((w) => asked.has(w)).length >= Math.max(2, Math.ceil(nameWords.length * 0.6))) score += 6
  score += Math.min(p.stock, 48) / 1000
  return { product: p, score, reasons: reasons.sort((a, b) => b.weight - a.weight) }
}

const MISS_WEIGHT: Record<Miss, number> = {
  kleur: 4,
  land: 2,
  regio: 1.5,
  druif: 2,
  budget: 0,
  biologisch: 2.5,
  vegan: 2.5,
  alcoholvrij: 50,
}

function missPenalty(p: Product, i: Intent, misses: Miss[]): number {
  let penalty = misses.reduce((sum, m) => sum + MISS_WEIGHT[m], 0)
  if (misses.includes('budget')) {
    const bottle = bottlePrice(p)
    const over = i.budget.max !== undefined && bottle > i.budget.max ? (bottle - i.budget.max) / i.budget.max : 0
    const under = i.budget.min !== undefined && bottle < i.budget.min ? (i.budget.min - bottle) / i.budget.min : 0
    penalty += 1 + 8 * (over + under)
  }
  return penalty
}

export type Ranking = { matches: Scored[]; closest: Scored | null }

/** The matches that also meet a soft wish, when any do; otherwise all of them. */
function preferring(matches: Scored[], wish: (p: Product) => boolean): Scored[] {
  const fitting = matches.filter((m) => wish(m.product))
  return fitting.length ? fitting : matches
}

/** The most a wine may cost to count as "goedkoop" when the shop has wines that fit below it. */
export const CHEAP_BOTTLE_CENTS = 1000
/** The least a wine costs to count as "mag wat kosten" when the shop has wines that fit above it. */
export const PREMIUM_BOTTLE_CENTS = 2000

/**
 * In-stock wines that meet every hard wish, best first; when none does, the one that comes
 * closest (fewest and smallest misses) so the answer can be honest and still useful.
 */
const STILL: readonly ColorCode[] = ['rood', 'wit', 'rose']

export function rankWines(
  products: Product[],
  i: Intent,
  exclude: ReadonlySet<string> = new Set(),
  dishes: readonly Dish[] = DISHES,
): Ranking {
  const pool = inStock(products)
    .filter((p) => !exclude.has(p.ean))
    .map((product) => ({ product, misses: missesFor(product, i) }))
  // Scoring is the costly part (a large catalog): only the wines that fit are scored, the rest only
  // when none fits and the closest is wanted.
  const scoreOf = ({ product, misses }: (typeof pool)[number]): Scored => ({ ...scoreWine(product, i, dishes), misses })
  const byScore = (a: Scored, b: Scored) =>
    b.score - a.score || a.product.price - b.product.price || a.product.ean.localeCompare(b.product.ean)
  let matches = pool
    .filter((c) => c.misses.length === 0)
    .map(scoreOf)
    .sort(byScore)
  // "Champagne", "cava", "port": a style that is a place means that place when the shop has it, and
  // before "the cheapest" is cut: the cheapest champagne, not the cheapest bubbles.
  if (i.styleRegions.length) {
    matches = preferring(matches, (p) =>
      i.styleRegions.some((style) => inRegion(p, style) || normalise(`${p.region} ${p.name}`).includes(style)),
    )
  }
  // "Ze lust geen wit, wat dan?": a still colour ruled out, none named, asks for another still wine.
  if (!i.colors.length && i.excludeColors.some((c) => STILL.includes(c))) matches = preferring(matches, (p) => STILL.includes(p.colorCode))
  // "Stevig", "licht": a wish for body keeps to the wines that have it (or come within one step).
  if (i.body) matches = preferring(matches, (p) => (i.body === 'vol' ? p.taste.body >= 3 : p.taste.body <= 3))
  // "Per doos van 6": the boxes, when the shop has one that fits.
  if (i.box) matches = preferring(matches, (p) => p.unit === 'doos')
  // "Goedkoop" means the cheaper part of what fits, "bijzonder" the dearer part, not just a nudge.
  // Of two that fit, "the cheapest" is the cheaper one.
  if (matches.length > (i.priceLevel === 'cheap' ? 1 : 2) && (i.priceLevel === 'cheap' || i.priceLevel === 'premium')) {
    const priceOf = (m: Scored) => bottlePrice(m.product)
    const prices = matches.map(priceOf).sort((a, b) => a - b)
    // "De goedkoopste" keeps the cheapest few (a fifth), "goedkoop" the cheaper part (two fifths).
    const share = i.priceLevel === 'cheap' ? (i.cheapest ? 0.2 : 0.4) : 0.5
    const percentile = prices[Math.floor((prices.length - 1) * share)]!
    // A Dutch shopper's "goedkoop" is about a tenner a bottle: when such wines fit, only those count.
    // And "mag wat kosten" is twenty euros or more: when such wines fit, only those count.
    const cut =
      i.priceLevel === 'cheap'
        ? prices[0]! <= CHEAP_BOTTLE_CENTS
          ? Math.min(percentile, CHEAP_BOTTLE_CENTS)
          : percentile
        : prices.at(-1)! >= PREMIUM_BOTTLE_CENTS
          ? Math.max(percentile, PREMIUM_BOTTLE_CENTS)
          : percentile
    matches = matches.filter((m) => (i.priceLevel === 'cheap' ? priceOf(m) <= cut : priceOf(m) >= cut))
  }
  if (matches.length) return { matches, closest: null }
  // Whoever asks for alcohol-free (a driver, someone pregnant) is never offered a wine with alcohol in
  // its place: the policy let the question through on that promise.
  const closest =
    pool
      .filter((c) => !c.misses.includes('alcoholvrij'))
      .map(scoreOf)
      .map((s) => ({ s, value: s.score - missPenalty(s.product, i, s.misses) }))
      .sort((a, b) => b.value - a.value || byScore(a.s, b.s))[0]?.s ?? null
  return { matches, closest }
}

/** Up to `limit` wines: the best, then close runners-up that add variety (another producer or colour). */
export function pickWines(matches: Scored[], limit: number, diverse: boolean): Scored[] {
  if (!matches.length) return []
  const picked: Scored[] = [matches[0]!]
  const margin = 5
  while (picked.length < limit) {
    const next = matches
      .filter((m) => !picked.includes(m) && m.score >= matches[0]!.score - margin)
      .map((m) => {
        let value = m.score
        if (picked.some((p) => p.product.producer === m.product.producer)) value -= 2
        if (diverse && picked.some((p) => p.product.colorCode === m.product.colorCode)) value -= 2
        if (picked.some((p) => p.product.name === m.product.name)) value -= 10
        return { m, value }
      })
      .sort((a, b) => b.value - a.value)[0]
    if (!next || next.value < matches[0]!.score - margin) break
    picked.push(next.m)
  }
  return picked
}
