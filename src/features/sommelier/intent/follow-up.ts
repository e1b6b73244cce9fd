/** Follow-ups: recognising "en uit Spanje?" and laying it over the question before. Pure. */
import { unique } from './match'
import type { Intent } from './types'

/** Anything at all that makes this a question about wine or food. */
export function hasWineSignal(i: Intent): boolean {
  return (
    i.dishes.length > 0 ||
    i.colors.length > 0 ||
    i.excludeColors.length > 0 ||
    i.grapes.length > 0 ||
    i.countries.length > 0 ||
    i.regions.length > 0 ||
    i.budget.min !== undefined ||
    i.budget.max !== undefined ||
    i.priceLevel !== null ||
    i.relative !== null ||
    i.sweetness !== null ||
    i.body !== null ||
    i.occasions.length > 0 ||
    i.organic ||
    i.vegan ||
    i.alcoholFree ||
    i.wineWords ||
    i.another
  )
}

/** Preferences only, no new subject: "en uit Spanje?", "liever rood", "iets goedkopers". */
export function isFollowUp(i: Intent): boolean {
  if (i.flags.greeting || i.flags.thanks || i.flags.asksAi) return false
  if (i.dishes.length > 0 && !i.followUp) return false
  if (i.knowledge && (!i.followUp || i.followsByAndOnly) && !i.relative) return false
  if (i.followUp || i.relative || i.another) return true
  return i.words.length <= 6 && hasWineSignal(i)
}

/** Lays a follow-up over what was asked before; what the follow-up says wins. */
export function mergeIntents(base: Intent, next: Intent): Intent {
  // A new dish ("en bij het dessert?") asks afresh: the colour, grape and taste chosen for the
  // dish before do not carry over; the place, budget and organic wishes do.
  const newDish = next.dishes.length > 0 && next.dishes.some((d) => !base.dishes.includes(d))
  if (newDish) base = { ...base, colors: [], styleRegions: [], grapes: [], sweetness: null, body: null }
  // "something similar from Chile": the same style, not necessarily the same grape.
  if (next.similar) base = { ...base, grapes: [] }
  const colors = next.colors.length ? next.colors : base.colors.filter((c) => !next.excludeColors.includes(c))
  const excludeColors = unique([...base.excludeColors.filter((c) => !next.colors.includes(c)), ...next.excludeColors])
  const place = next.countries.length || next.regions.length
  const newBudget = next.budget.min !== undefined || next.budget.max !== undefined
  return {
    ...next,
    lang: next.langConfident ? next.lang : base.lang,
    langConfident: next.langConfident || base.langConfident,
    dishes: next.dishes.length ? next.dishes : base.dishes,
    sideDishes: next.dishes.length ? next.sideDishes : base.sideDishes,
    colors,
    excludeColors,
    styleRegions: next.colors.length ? next.styleRegions : base.styleRegions,
    grapes: next.grapes.length ? next.grapes : base.grapes.filter((g) => !next.excludeGrapes.includes(g)),
    excludeGrapes: unique([...base.excludeGrapes, ...next.excludeGrapes]),
    countries: place ? next.countries : base.countries.filter((c) => !next.excludeCountries.includes(c)),
    excludeCountries: unique([...base.excludeCountries, ...next.excludeCountries]),
    regions: place ? next.regions : base.regions,
    budget: newBudget ? next.budget : next.relative ? {} : base.budget,
    priceLevel: next.priceLevel ?? (next.relative ? null : base.priceLevel),
    cheapest: next.priceLevel ? next.cheapest : !next.relative && base.cheapest,
    sweetness: next.sweetness ?? base.sweetness,
    body: next.body ?? base.body,
    occasions: unique([...base.occasions, ...next.occasions]),
    organic: base.organic || next.organic,
    box: base.box || next.box,
    vegan: base.vegan || next.vegan,
    alcoholFree: base.alcoholFree || next.alcoholFree,
    count: next.count ?? base.count,
    wineWords: true,
    knowledge: false,
    recommendCue: true,
    flags: { ...next.flags, offTopic: false },
  }
}
