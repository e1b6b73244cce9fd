/**
 * Writing the answer: natural Dutch (or English) markdown with one to three wines, each linked to
 * its page with its exact price and the reason it fits, and a guide link where it helps. Pure.
 */
import type { ColorCode, Product } from '../catalog'
import { pricePerBottle } from '../../lib/bottles'
import { formatCents } from '../../lib/money'
import type { Article } from './guide-search'
import type { Intent } from './intent'
import { COUNTRIES } from './lexicon'
import { OCCASIONS, type Dish } from './pairings'
import { bottlePrice, dishesOf, type Miss, type Scored } from './rank'
import type { Lang } from './rules'
import { messagesOf } from '../../lib/messages'
import { andList, answerText, choice, missText, orList, twoReasons, wineWord, wishWord } from './phrases'
import enWaine from '../../messages/en/waine.json'
import nlWaine from '../../messages/nl/waine.json'

export const SHOP_NAME = 'Kelder & Kurk'

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)

export const productPath = (p: Pick<Product, 'ean'>) => `/producten/${p.ean}`
export const guidePath = (a: Pick<Article, 'slug'>) => `/wijnwijzer/${a.slug}`
/** Markdown link text may not carry brackets; names never need them. */
const linkText = (s: string) => s.replace(/[[\]]/g, '')

/** "rode wijn", "bubbels": a colour as a noun. */
const colourNoun = (c: ColorCode, lang: Lang) => wishWord(lang, 'colour', { colour: c })

export function countryName(code: string, lang: Lang): string {
  const c = COUNTRIES[code.toUpperCase()]
  return c ? c[lang] : code
}

function budgetText(i: Intent, lang: Lang): string | null {
  const { min, max } = i.budget
  if (min !== undefined && max !== undefined) return wishWord(lang, 'between', { min: formatCents(min), max: formatCents(max) })
  if (max !== undefined) return wishWord(lang, 'upTo', { max: formatCents(max) })
  if (min !== undefined) return wishWord(lang, 'atLeast', { min: formatCents(min) })
  return null
}

/** "droge rode wijn uit Spanje tot € 15": what was asked for, in words. */
export function describeWish(i: Intent, lang: Lang): string {
  const adjectives: string[] = []
  if (i.organic) adjectives.push(wishWord(lang, 'organic'))
  if (i.vegan) adjectives.push(wishWord(lang, 'vegan'))
  if (i.sweetness) adjectives.push(wishWord(lang, 'sweetness', { sweetness: i.sweetness }))
  if (i.body) adjectives.push(wishWord(lang, 'body', { body: i.body }))
  if (i.alcoholFree) adjectives.push(wishWord(lang, 'alcoholFree'))
  const noun = i.colors.length
    ? orList(
        i.colors.map((c) => colourNoun(c, lang)),
        lang,
      )
    : wishWord(lang, 'wine')
  const parts = [[...adjectives, noun].join(' ')]
  if (i.grapes.length) parts.push(wishWord(lang, 'grapes', { grapes: orList(i.grapes, lang) }))
  if (i.regions.length) parts.push(wishWord(lang, 'from', { places: orList(i.regions, lang) }))
  else if (i.countries.length)
    parts.push(
      wishWord(lang, 'from', {
        places: orList(
          i.countries.map((c) => countryName(c, lang)),
          lang,
        ),
      }),
    )
  if (i.excludeCountries.length && !i.countries.length)
    parts.push(
      wishWord(lang, 'notFrom', {
        places: orList(
          i.excludeCountries.map((c) => countryName(c, lang)),
          lang,
        ),
      }),
    )
  const occasion = i.occasions.map((o) => OCCASIONS[o]).find(Boolean)
  if (occasion && !i.dishes.length) parts.push(wishWord(lang, 'occasion', { occasion: occasion.label[lang] }))
  const budget = budgetText(i, lang)
  if (budget) parts.push(budget)
  else if (i.priceLevel === 'cheap') parts.push(wishWord(lang, 'cheap'))
  else if (i.priceLevel === 'premium') parts.push(wishWord(lang, 'premium'))
  return parts.join(' ')
}

function firstSentence(text: string, max = 150): string {
  const s = text.split(/(?<=[.!?])\s/)[0]?.trim() ?? ''
  return s.length <= max ? s : `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/** One wine as a list item: link, exact price, what it is, and why it fits. */
export function wineItem(s: Scored, index: number, lang: Lang): string {
  const p = s.product
  // A box says what one bottle costs, the figure a shopper's budget is about.
  const perBottle = p.unit === 'doos' ? pricePerBottle(p.price, p.type) : null
  const unit =
    p.unit === 'doos' ? ` (${p.type}${perBottle ? `, ${wineWord(lang, 'perBottle', { price: formatCents(perBottle) })}` : ''})` : ''
  const head = `${index}. **[${linkText(p.name)}](${productPath(p)})** – ${formatCents(p.price)}${unit}`
  const grapes = p.grapes.length ? andList(p.grapes.slice(0, 3), lang) : colourNoun(p.colorCode, lang)
  const place = [p.region, countryName(p.countryCode, lang)].filter(Boolean).join(', ')
  const what = `${wineWord(lang, 'origin', { what: grapes, place })}${p.vintage ? ` (${p.vintage})` : ''}.`
  const reasons = s.reasons.slice(0, 2).map((r) => r[lang])
  const why = reasons.length ? ` ${cap(twoReasons(reasons, lang))}.` : ''
  const note = reasons.length < 2 && p.tastingNotes ? ` ${firstSentence(p.tastingNotes)}` : ''
  return `${head}\n   ${cap(what)}${why}${note}`
}

export function guideLine(article: Article, lang: Lang, seed: string): string {
  return choice(lang, 'guide', seed, { link: `[${linkText(article.title)}](${guidePath(article)})` })
}

const MISS_TEXT = (p: Product, i: Intent, miss: Miss, lang: Lang): string => {
  switch (miss) {
    case 'budget':
      return i.budget.max !== undefined && bottlePrice(p) > i.budget.max
        ? missText(lang, 'overBudget', { price: formatCents(bottlePrice(p)), budget: formatCents(i.budget.max) })
        : missText(lang, 'underBudget', { price: formatCents(bottlePrice(p)), budget: formatCents(i.budget.min ?? 0) })
    case 'kleur': {
      const wanted = orList(
        i.colors.map((c) => colourNoun(c, lang)),
        lang,
      )
      const colour = colourNoun(p.colorCode, lang)
      return wanted ? missText(lang, 'colour', { colour, wanted }) : missText(lang, 'colourUnnamed', { colour })
    }
    case 'land':
      return missText(lang, 'country', { country: countryName(p.countryCode, lang) })
    case 'regio':
      return missText(lang, 'region', { region: p.region, country: countryName(p.countryCode, lang) })
    case 'druif':
      return missText(lang, 'grape', { grapes: andList(p.grapes, lang) })
    case 'biologisch':
      return missText(lang, 'organic')
    case 'vegan':
      return missText(lang, 'vegan')
    case 'alcoholvrij':
      return missText(lang, 'alcoholFree', { alcohol: String(p.alcohol) })
  }
}

export type Composition = {
  intent: Intent
  wines: Scored[]
  closest: Scored | null
  guide: Article | null
  preface: string[]
  previousPrices: number[]
  seed: string
  /** The shop's dishes, for the advice on the dish asked about. */
  dishes: readonly Dish[]
}

/** The recommendation answer, or the honest "not in stock" answer with the closest alternative. */
export function composeRecommendation(c: Composition): string {
  const { intent: i, wines, closest, guide, seed } = c
  const lang = i.lang
  const lines: string[] = [...c.preface]
  const dish = dishesOf(i, c.dishes)[0]
  const occasion = i.occasions.map((k) => OCCASIONS[k]).find(Boolean)
  const wish = describeWish(i, lang)
  const hasWish = describeWish({ ...i, occasions: [] }, lang) !== wishWord(lang, 'wine')

  if (!wines.length) {
    const what = hasWish ? wish : answerText(lang, 'aMatchingWine')
    lines.push(dish ? answerText(lang, 'noneInStockWithDish', { what, dish: dish.label[lang] }) : answerText(lang, 'noneInStock', { what }))
    if (closest) {
      lines.push(answerText(lang, 'closest'), '', wineItem(closest, 1, lang))
      const misses = closest.misses.map((m) => MISS_TEXT(closest.product, i, m, lang))
      if (misses.length) lines.push('', answerText(lang, 'note', { misses: andList(misses, lang) }))
    } else {
      lines.push(answerText(lang, i.alcoholFree ? 'noAlcoholFree' : 'noWines'))
    }
    if (guide) lines.push('', guideLine(guide, lang, seed))
    return lines.join('\n').trim()
  }

  if (i.relative && c.previousPrices.length) {
    const cheaper = i.relative === 'cheaper'
    const price = formatCents(cheaper ? Math.min(...c.previousPrices) : Math.max(...c.previousPrices))
    lines.push(
      dish
        ? answerText(lang, cheaper ? 'cheaperWithDish' : 'pricierWithDish', { price, dish: dish.label[lang] })
        : answerText(lang, cheaper ? 'cheaper' : 'pricier', { price }),
    )
  } else if (dish) {
    lines.push(answerText(lang, 'dish', { dish: dish.label[lang], advice: dish.advice[lang] }))
    const clash = i.colors.length && !i.colors.some((col) => dish.colors.slice(0, 2).includes(col))
    if (clash) {
      const colours = cap(
        orList(
          i.colors.map((col) => colourNoun(col, lang)),
          lang,
        ),
      )
      lines.push(answerText(lang, 'notClassic', { colours }))
    } else if (hasWish) {
      lines.push(answerText(lang, 'withinWish', { wish }))
    } else {
      lines.push(choice(lang, 'dishPicks', seed))
    }
  } else if (occasion && !hasWish) {
    lines.push(answerText(lang, 'occasion', { occasion: occasion.label[lang] }))
  } else if (hasWish) {
    lines.push(choice(lang, 'wish', seed, { wish }))
  } else if (/\b(bij|with)\b/.test(i.text) && !i.recommendCue) {
    lines.push(answerText(lang, 'unknownDish'))
  } else {
    lines.push(answerText(lang, 'favourites'))
  }

  lines.push('', ...wines.map((w, n) => wineItem(w, n + 1, lang)))
  if (guide) lines.push('', guideLine(guide, lang, seed))
  else lines.push('', choice(lang, 'more', seed))
  return lines.join('\n').trim()
}

export function composeKnowledge(opts: { lang: Lang; article: Article; excerpt: string; preface: string[]; wines: Scored[] }): string {
  const { lang, article, excerpt, preface, wines } = opts
  const link = `[${linkText(article.title)}](${guidePath(article)})`
  const lines = [...preface]
  lines.push(answerText(lang, 'excerpt', { excerpt }))
  lines.push('', answerText(lang, 'readMore', { link }))
  if (wines.length) {
    lines.push('', answerText(lang, 'taste'), '', ...wines.map((w, n) => wineItem(w, n + 1, lang)))
  }
  return lines.join('\n').trim()
}

const FIXED = { nl: messagesOf(nlWaine.fixed, 'nl'), en: messagesOf(enWaine.fixed, 'en') }
const fixed = (key: keyof typeof nlWaine.fixed) => ({ nl: () => FIXED.nl(key), en: () => FIXED.en(key) })
const withShop = (key: 'greeting' | 'ai') => ({
  nl: (shop: string) => FIXED.nl(key, { shop }),
  en: (shop: string) => FIXED.en(key, { shop }),
})

/**
 * Fixed texts: greeting, identity, refusals, from src/messages/{nl,en}/waine.json (`fixed`). Short,
 * polite, and they say plainly Waine is an AI.
 */
export const TEXTS = {
  greeting: withShop('greeting'),
  ai: withShop('ai'),
  thanks: fixed('thanks'),
  thanksAfterRule: fixed('thanksAfterRule'),
  farewell: fixed('farewell'),
  offTopic: fixed('offTopic'),
  injection: fixed('injection'),
  injectionOffer: fixed('injectionOffer'),
  discount: fixed('discount'),
  discountOffer: fixed('discountOffer'),
  service: fixed('service'),
  otherDrink: { nl: (kind: string) => FIXED.nl('otherDrink', { kind }), en: (kind: string) => FIXED.en('otherDrink', { kind }) },
  noGuide: fixed('noGuide'),
}
