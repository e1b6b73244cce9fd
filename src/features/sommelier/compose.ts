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
import { DISHES, OCCASIONS } from './pairings'
import { bottlePrice, type Miss, type Scored } from './rank'
import type { Lang } from './rules'
import { hashOf } from './text'
import { messagesOf } from '../../lib/messages'
import enWaine from '../../messages/en/waine.json'
import nlWaine from '../../messages/nl/waine.json'

export const SHOP_NAME = 'Kelder & Kurk'

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s)
const pick = <T>(options: T[], seed: string): T => options[hashOf(seed) % options.length]!

export const productPath = (p: Pick<Product, 'ean'>) => `/producten/${p.ean}`
export const guidePath = (a: Pick<Article, 'slug'>) => `/wijnwijzer/${a.slug}`
/** Markdown link text may not carry brackets; names never need them. */
const linkText = (s: string) => s.replace(/[[\]]/g, '')

const COLOR_NOUN: Record<ColorCode, { nl: string; en: string; adj: { nl: string; en: string } }> = {
  rood: { nl: 'rode wijn', en: 'red wine', adj: { nl: 'rood', en: 'red' } },
  wit: { nl: 'witte wijn', en: 'white wine', adj: { nl: 'wit', en: 'white' } },
  rose: { nl: 'rosé', en: 'rosé', adj: { nl: 'rosé', en: 'rosé' } },
  mousserend: { nl: 'bubbels', en: 'sparkling wine', adj: { nl: 'mousserend', en: 'sparkling' } },
  dessert: { nl: 'dessertwijn', en: 'dessert wine', adj: { nl: 'dessertwijn', en: 'dessert wine' } },
}

export function countryName(code: string, lang: Lang): string {
  const c = COUNTRIES[code.toUpperCase()]
  return c ? c[lang] : code
}

function orList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'of' : 'or'} ${items.at(-1)}`
}
function andList(items: string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${lang === 'nl' ? 'en' : 'and'} ${items.at(-1)}`
}

function budgetText(i: Intent, lang: Lang): string | null {
  const { min, max } = i.budget
  if (min !== undefined && max !== undefined)
    return lang === 'nl' ? `tussen ${formatCents(min)} en ${formatCents(max)}` : `between ${formatCents(min)} and ${formatCents(max)}`
  if (max !== undefined) return lang === 'nl' ? `tot ${formatCents(max)}` : `up to ${formatCents(max)}`
  if (min !== undefined) return lang === 'nl' ? `vanaf ${formatCents(min)}` : `from ${formatCents(min)}`
  return null
}

/** "droge rode wijn uit Spanje tot € 15": what was asked for, in words. */
export function describeWish(i: Intent, lang: Lang): string {
  const adjectives: string[] = []
  if (i.organic) adjectives.push(lang === 'nl' ? 'biologische' : 'organic')
  if (i.vegan) adjectives.push('vegan')
  if (i.sweetness)
    adjectives.push(
      { droog: ['droge', 'dry'], halfdroog: ['halfdroge', 'off-dry'], zoet: ['zoete', 'sweet'] }[i.sweetness][lang === 'nl' ? 0 : 1]!,
    )
  if (i.body) adjectives.push({ licht: ['lichte', 'light'], vol: ['volle', 'full-bodied'] }[i.body][lang === 'nl' ? 0 : 1]!)
  if (i.alcoholFree) adjectives.push(lang === 'nl' ? 'alcoholvrije' : 'alcohol-free')
  const noun = i.colors.length
    ? orList(
        i.colors.map((c) => COLOR_NOUN[c][lang]),
        lang,
      )
    : lang === 'nl'
      ? 'wijn'
      : 'wine'
  const parts = [[...adjectives, noun].join(' ')]
  if (i.grapes.length) parts.push(`${lang === 'nl' ? 'van' : 'made from'} ${orList(i.grapes, lang)}`)
  if (i.regions.length) parts.push(`${lang === 'nl' ? 'uit' : 'from'} ${orList(i.regions, lang)}`)
  else if (i.countries.length)
    parts.push(
      `${lang === 'nl' ? 'uit' : 'from'} ${orList(
        i.countries.map((c) => countryName(c, lang)),
        lang,
      )}`,
    )
  if (i.excludeCountries.length && !i.countries.length)
    parts.push(
      `${lang === 'nl' ? 'niet uit' : 'not from'} ${orList(
        i.excludeCountries.map((c) => countryName(c, lang)),
        lang,
      )}`,
    )
  const occasion = i.occasions.map((o) => OCCASIONS[o]).find(Boolean)
  if (occasion && !i.dishes.length) parts.push(`${lang === 'nl' ? 'voor' : 'for'} ${occasion.label[lang]}`)
  const budget = budgetText(i, lang)
  if (budget) parts.push(budget)
  else if (i.priceLevel === 'cheap') parts.push(lang === 'nl' ? 'voor een vriendelijke prijs' : 'at a friendly price')
  else if (i.priceLevel === 'premium') parts.push(lang === 'nl' ? 'die wat mag kosten' : 'that may cost a bit more')
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
    p.unit === 'doos' ? ` (${p.type}${perBottle ? `, ${formatCents(perBottle)} ${lang === 'nl' ? 'per fles' : 'a bottle'}` : ''})` : ''
  const head = `${index}. **[${linkText(p.name)}](${productPath(p)})** – ${formatCents(p.price)}${unit}`
  const grapes = p.grapes.length ? andList(p.grapes.slice(0, 3), lang) : COLOR_NOUN[p.colorCode][lang]
  const place = [p.region, countryName(p.countryCode, lang)].filter(Boolean).join(', ')
  const what = `${grapes} ${lang === 'nl' ? 'uit' : 'from'} ${place}${p.vintage ? ` (${p.vintage})` : ''}.`
  const reasons = s.reasons.slice(0, 2).map((r) => r[lang])
  const why = reasons.length ? ` ${cap(reasons.join(lang === 'nl' ? ', en ' : ', and '))}.` : ''
  const note = reasons.length < 2 && p.tastingNotes ? ` ${firstSentence(p.tastingNotes)}` : ''
  return `${head}\n   ${cap(what)}${why}${note}`
}

export function guideLine(article: Article, lang: Lang, seed: string): string {
  const link = `[${linkText(article.title)}](${guidePath(article)})`
  return lang === 'nl'
    ? pick([`Meer weten? Lees ${link} in onze wijnwijzer.`, `Achtergrond vind je in onze wijnwijzer: ${link}.`], seed)
    : `Want to know more? Read ${link} in our wine guide.`
}

const MISS_TEXT = (p: Product, i: Intent, miss: Miss, lang: Lang): string => {
  const nl = lang === 'nl'
  switch (miss) {
    case 'budget':
      return i.budget.max !== undefined && bottlePrice(p) > i.budget.max
        ? nl
          ? `hij kost ${formatCents(bottlePrice(p))} per fles, boven je budget van ${formatCents(i.budget.max)}`
          : `it costs ${formatCents(bottlePrice(p))} a bottle, above your budget of ${formatCents(i.budget.max)}`
        : nl
          ? `hij kost ${formatCents(bottlePrice(p))} per fles, minder dan je ${formatCents(i.budget.min ?? 0)}`
          : `it costs ${formatCents(bottlePrice(p))} a bottle, below your ${formatCents(i.budget.min ?? 0)}`
    case 'kleur':
      return nl
        ? `het is ${COLOR_NOUN[p.colorCode].nl} in plaats van ${
            orList(
              i.colors.map((c) => COLOR_NOUN[c].nl),
              'nl',
            ) || 'wat je vroeg'
          }`
        : `it is ${COLOR_NOUN[p.colorCode].en} rather than ${
            orList(
              i.colors.map((c) => COLOR_NOUN[c].en),
              'en',
            ) || 'what you asked'
          }`
    case 'land':
      return nl ? `hij komt uit ${countryName(p.countryCode, 'nl')}` : `it comes from ${countryName(p.countryCode, 'en')}`
    case 'regio':
      return nl
        ? `hij komt uit ${p.region} (${countryName(p.countryCode, 'nl')})`
        : `it comes from ${p.region} (${countryName(p.countryCode, 'en')})`
    case 'druif':
      return nl ? `hij is gemaakt van ${andList(p.grapes, 'nl')}` : `it is made from ${andList(p.grapes, 'en')}`
    case 'biologisch':
      return nl ? 'hij is niet biologisch' : 'it is not organic'
    case 'vegan':
      return nl ? 'hij is niet als vegan aangemerkt' : 'it is not marked vegan'
    case 'alcoholvrij':
      return nl ? `hij bevat wel alcohol (${p.alcohol}%)` : `it does contain alcohol (${p.alcohol}%)`
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
}

/** The recommendation answer, or the honest "not in stock" answer with the closest alternative. */
export function composeRecommendation(c: Composition): string {
  const { intent: i, wines, closest, guide, seed } = c
  const lang = i.lang
  const nl = lang === 'nl'
  const lines: string[] = [...c.preface]
  const dish = i.dishes.map((k) => DISHES.find((d) => d.key === k)).find(Boolean)
  const occasion = i.occasions.map((k) => OCCASIONS[k]).find(Boolean)
  const wish = describeWish(i, lang)
  const hasWish = describeWish({ ...i, occasions: [] }, lang) !== (nl ? 'wijn' : 'wine')

  if (!wines.length) {
    const what = hasWish ? wish : nl ? 'een passende wijn' : 'a matching wine'
    const context = dish ? (nl ? ` bij ${dish.label.nl}` : ` with ${dish.label.en}`) : ''
    lines.push(
      nl
        ? `Eerlijk is eerlijk: ${what}${context} heb ik op dit moment niet op voorraad.`
        : `To be honest, I have no ${what}${context} in stock right now.`,
    )
    if (closest) {
      lines.push(nl ? 'Dit komt het dichtst in de buurt:' : 'This is the closest I have:', '', wineItem(closest, 1, lang))
      const misses = closest.misses.map((m) => MISS_TEXT(closest.product, i, m, lang))
      if (misses.length) lines.push('', nl ? `Let op: ${andList(misses, 'nl')}.` : `Note: ${andList(misses, 'en')}.`)
    } else {
      lines.push(
        nl
          ? 'Ik kan nu geen wijnen uit ons assortiment tonen; probeer het later nog eens.'
          : 'I cannot show any wines from our range right now; please try again later.',
      )
    }
    if (guide) lines.push('', guideLine(guide, lang, seed))
    return lines.join('\n').trim()
  }

  if (i.relative && c.previousPrices.length) {
    const ref = i.relative === 'cheaper' ? Math.min(...c.previousPrices) : Math.max(...c.previousPrices)
    lines.push(
      i.relative === 'cheaper'
        ? nl
          ? `Iets voordeliger dan ${formatCents(ref)}${dish ? `, nog steeds passend bij ${dish.label.nl}` : ''}:`
          : `A little cheaper than ${formatCents(ref)}${dish ? `, still a good match for ${dish.label.en}` : ''}:`
        : nl
          ? `Wat meer karakter, boven ${formatCents(ref)}${dish ? ` en passend bij ${dish.label.nl}` : ''}:`
          : `A step up, above ${formatCents(ref)}${dish ? ` and still right for ${dish.label.en}` : ''}:`,
    )
  } else if (dish) {
    lines.push(`${nl ? 'Bij' : 'With'} ${dish.label[lang]} ${dish.advice[lang]}.`)
    const clash = i.colors.length && !i.colors.some((col) => dish.colors.slice(0, 2).includes(col))
    if (clash) {
      lines.push(
        nl
          ? `${cap(
              orList(
                i.colors.map((col) => COLOR_NOUN[col].nl),
                'nl',
              ),
            )} is daarbij niet de klassieke keuze, maar als het dat moet zijn, werken deze het best:`
          : `${cap(
              orList(
                i.colors.map((col) => COLOR_NOUN[col].en),
                'en',
              ),
            )} is not the classic choice here, but if that is what you want, these work best:`,
      )
    } else if (hasWish) {
      lines.push(nl ? `Binnen je wensen (${wish}) kies ik:` : `Keeping to what you asked (${wish}), I would pick:`)
    } else {
      lines.push(
        nl
          ? pick(
              ['Uit ons assortiment raad ik je aan:', 'Dit zijn mijn suggesties uit ons assortiment:', 'Mijn keuze uit onze kelder:'],
              seed,
            )
          : pick(['From our range I recommend:', 'My picks from our cellar:'], seed),
      )
    }
  } else if (occasion && !hasWish) {
    lines.push(nl ? `Voor ${occasion.label.nl} kies ik:` : `For ${occasion.label.en} I would pick:`)
  } else if (hasWish) {
    lines.push(
      nl
        ? pick([`Op zoek naar ${wish}? Deze raad ik je aan:`, `Voor ${wish} kom je bij deze uit:`], seed)
        : `Looking for ${wish}? Here is what I recommend:`,
    )
  } else if (/\b(bij|with)\b/.test(i.text) && !i.recommendCue) {
    lines.push(
      nl
        ? 'Dat gerecht ken ik niet goed genoeg voor een precieze combinatie. Deze veelzijdige wijnen passen bij veel gerechten:'
        : 'I do not know that dish well enough for a precise match. These versatile wines go with a lot of food:',
    )
  } else {
    lines.push(
      nl
        ? 'Een paar aanraders uit ons assortiment, elk in een andere stijl:'
        : 'A few favourites from our range, each in a different style:',
    )
  }

  lines.push('', ...wines.map((w, n) => wineItem(w, n + 1, lang)))
  if (guide) lines.push('', guideLine(guide, lang, seed))
  else
    lines.push(
      '',
      nl
        ? pick(
            ['Liever iets goedkopers, een andere kleur of een ander land? Vraag het gerust.', 'Zal ik nog iets anders voor je zoeken?'],
            seed,
          )
        : 'Want something cheaper, another colour or another country? Just ask.',
    )
  return lines.join('\n').trim()
}

export function composeKnowledge(opts: { lang: Lang; article: Article; excerpt: string; preface: string[]; wines: Scored[] }): string {
  const { lang, article, excerpt, preface, wines } = opts
  const nl = lang === 'nl'
  const link = `[${linkText(article.title)}](${guidePath(article)})`
  const lines = [...preface]
  lines.push(nl ? excerpt : `Our wine guide says: “${excerpt}”`)
  lines.push('', nl ? `Lees er alles over in ${link}.` : `Read more in ${link}.`)
  if (wines.length) {
    lines.push('', nl ? 'Om zelf te proeven:' : 'To taste for yourself:', '', ...wines.map((w, n) => wineItem(w, n + 1, lang)))
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
  offTopic: fixed('offTopic'),
  injection: fixed('injection'),
  injectionOffer: fixed('injectionOffer'),
  discount: fixed('discount'),
  discountOffer: fixed('discountOffer'),
  otherDrink: { nl: (kind: string) => FIXED.nl('otherDrink', { kind }), en: (kind: string) => FIXED.en('otherDrink', { kind }) },
  noGuide: fixed('noGuide'),
}
