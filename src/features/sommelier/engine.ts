/**
 * Waine's embedded engine: from a question and the conversation so far to a grounded answer.
 * Takes the live catalog and the guide articles as input; no network, no framework. Pure.
 */
import type { Product } from '../catalog'
import { composeKnowledge, composeRecommendation, guideLine, SHOP_NAME, TEXTS } from './compose'
import { bestSentences, searchGuide, type Article, type GuideHit } from './guide-search'
import {
  asksExplicitly,
  asksToLearn,
  hasWineSignal,
  isFollowUp,
  mergeIntents,
  namesKnowledgeTopic,
  parseQuestion,
  type Intent,
} from './intent'
import { policyClaims, policyRuleFor } from './policy/policy'
import { normalise } from './text'
import { policyText, quantityText } from './policy/texts'
import { bottlesFor, guestsAsked } from './quantity'
import { DISHES, OCCASIONS, type Dish } from './pairings'
import { bottlePrice, dishesOf, pickWines, rankWines, type Scored } from './rank'
import type { Lang } from './rules'

export type ChatMessage = { role: 'assistant' | 'user'; text: string }

export type ReplyKind =
  | 'recommend'
  | 'closest'
  | 'knowledge'
  | 'no-guide'
  | 'greeting'
  | 'ai'
  | 'thanks'
  | 'minor'
  | 'pregnant'
  | 'driving'
  | 'medication'
  | 'excess'
  | 'cope'
  | 'health'
  | 'withheld'
  | 'off-topic'
  | 'injection'
  | 'discount'
  | 'other-drink'
  | 'service'

export type SommelierInput = {
  question: string
  conversation?: ChatMessage[]
  products: Product[]
  articles: Article[]
  shopName?: string
  /** The catalog and guide in another language: an English question is answered from the English texts. */
  byLang?: Partial<Record<Lang, { products: Product[]; articles: Article[] }>>
  /** The shop's dishes (the CMS collection); by default the reviewed table in pairings.json. */
  dishes?: readonly Dish[]
}

export type SommelierReply = {
  answer: string
  kind: ReplyKind
  lang: Lang
  intent: Intent
  /** Wines named in the answer (all in stock), best first. */
  wines: Scored[]
  /** Guide articles linked in the answer. */
  guides: Article[]
  /** The passage of the guide used for a knowledge answer. */
  excerpt?: string
  /** Amounts the answer may mention besides the wines' prices: the budget and earlier prices. */
  amounts: number[]
}

/** The conversation as the API takes it: the last five messages, the current question not repeated. */
export function recentMessages(conversation: ChatMessage[] | undefined, question: string): ChatMessage[] {
  const messages = (conversation ?? []).slice(-5)
  const last = messages.at(-1)
  if (last?.role === 'user' && last.text.trim() === question.trim()) return messages.slice(0, -1)
  return messages
}

/** EANs linked in an earlier answer, so "iets goedkopers" knows what it is cheaper than. */
export function linkedEans(text: string): string[] {
  return [...text.matchAll(/\/producten\/(\d{8,14})\b/g)].map((m) => m[1]!)
}

/**
 * The wines an earlier answer named: its product links, and wines named in its text without a
 * link ("de Malbec Mendoza (€ 11,95)"), so "iets goedkopers" and "die" know what they point at.
 */
export function namedWines(text: string, products: Product[]): string[] {
  const eans = linkedEans(text)
  if (eans.length || !text) return eans
  const plain = ` ${normalise(text)} `
  return wineNames(products)
    .filter(([, name]) => plain.includes(` ${name} `))
    .map(([ean]) => ean)
}

/** The catalog's names of two words or more, normalised once per catalog. */
const NAMES = new WeakMap<Product[], Array<[string, string]>>()
function wineNames(products: Product[]): Array<[string, string]> {
  let names = NAMES.get(products)
  if (!names) {
    names = products.map((p) => [p.ean, normalise(p.name)] as [string, string]).filter(([, name]) => name.includes(' '))
    NAMES.set(products, names)
  }
  return names
}

/** The number of guests an earlier user message named ("we zijn met 80 man"), for "hoeveel flessen dan?". */
function guestsBefore(messages: ChatMessage[], question: string): number | null {
  if (!/\b(hoeveel|how many|how much)\b/.test(normalise(question))) return null
  for (const m of [...messages].reverse()) {
    if (m.role !== 'user') continue
    const n = guestsAsked(`hoeveel flessen ${m.text}`)
    if (n !== null) return n
  }
  return null
}

/** What the earlier user messages asked, each follow-up laid over the question before it. */
function contextIntent(messages: ChatMessage[], dishes: readonly Dish[]): Intent | null {
  let context: Intent | null = null
  for (const m of messages) {
    if (m.role !== 'user') continue
    const intent = parseQuestion(m.text, dishes)
    if (intent.flags.greeting || intent.flags.thanks || intent.flags.asksAi || !hasWineSignal(intent)) continue
    context = context && isFollowUp(intent) ? mergeIntents(context, intent) : intent
  }
  return context
}

/** An article answers the question when it covers most topic words, or its title carries one of them. */
const STRONG_GUIDE = (hit: GuideHit | undefined): hit is GuideHit =>
  Boolean(hit && ((hit.coverage >= 0.5 && hit.matched >= 2) || (hit.titleHit && hit.coverage >= 0.3)))

/**
 * Waine's answer, checked once more against the policy when it is written: a sentence the shop may
 * not say (a health benefit quoted from the guide, say) never reaches the shopper.
 */
export function askWaine(input: SommelierInput): SommelierReply {
  const reply = answer(input)
  if (!policyClaims(reply.answer).length) return reply
  return { ...reply, kind: 'withheld', answer: policyText('withheld', reply.lang), wines: [], guides: [], excerpt: undefined }
}

function answer(input: SommelierInput): SommelierReply {
  const question = input.question.trim().slice(0, 1000)
  const shop = input.shopName?.trim() || SHOP_NAME
  const messages = recentMessages(input.conversation, question)
  const dishes = input.dishes ?? DISHES
  const current = parseQuestion(question, dishes)
  const context = contextIntent(messages, dishes)
  const lang: Lang = current.langConfident || !context ? current.lang : context.lang
  const seed = question
  // Tasting notes, unit labels and guide passages in the language of the answer.
  const { products, articles } = input.byLang?.[lang] ?? input
  const reply = (kind: ReplyKind, answer: string, extra: Partial<SommelierReply> = {}): SommelierReply => ({
    answer,
    kind,
    lang,
    intent: current,
    wines: [],
    guides: [],
    amounts: [],
    ...extra,
  })

  // The responsible-drinking policy first, whatever else the question says (docs/responsible-drinking.md).
  const rule = policyRuleFor(question, messages)
  if (rule) return reply(rule === 'pregnancy' ? 'pregnant' : rule, policyText(rule, lang))

  // A real wine question is anything beyond bare words like "wijn" (which injections use too).
  const substantive = hasWineSignal({ ...current, wineWords: false }) || (current.wineWords && current.recommendCue)
  const preface: string[] = []
  if (current.flags.injection) {
    if (!substantive) return reply('injection', `${TEXTS.injection[lang]()} ${TEXTS.injectionOffer[lang]()}`)
    preface.push(TEXTS.injection[lang]())
  }
  if (current.flags.asksAi) {
    if (!substantive) return reply('ai', TEXTS.ai[lang](shop))
    preface.push(TEXTS.ai[lang](shop))
  }
  if (current.flags.greeting) return reply('greeting', TEXTS.greeting[lang](shop))
  if (current.flags.thanks && !substantive) return reply('thanks', TEXTS.thanks[lang]())
  if (current.flags.discount) {
    if (!substantive || (!hasWineSignal({ ...current, wineWords: false, priceLevel: null, relative: null }) && !current.recommendCue)) {
      return reply('discount', `${TEXTS.discount[lang]()} ${TEXTS.discountOffer[lang]()}`)
    }
    preface.push(TEXTS.discount[lang]())
  }
  // Delivery, returns, payment: not Waine's to answer, and never to invent; a wine asked for as well
  // is still answered.
  const asksForWine = current.colors.length || current.grapes.length || current.dishes.length || asksExplicitly(normalise(question))
  if (current.flags.service) {
    if (!asksForWine) return reply('service', `${TEXTS.service[lang]()} ${TEXTS.injectionOffer[lang]()}`)
    preface.push(TEXTS.service[lang]())
  }
  // "Help me write a birthday card": a task that is not ours, even with an occasion in it.
  if (current.flags.task && !asksForWine && !current.knowledge) return reply('off-topic', TEXTS.offTopic[lang]())
  if (current.flags.otherDrink) {
    preface.push(TEXTS.otherDrink[lang](current.flags.otherDrink))
    if (!current.dishes.length && !hasWineSignal({ ...current, wineWords: false })) {
      return reply('other-drink', `${preface.join(' ')} ${TEXTS.injectionOffer[lang]()}`)
    }
  }

  const followUp = Boolean(context) && isFollowUp(current)
  const intent: Intent = followUp && context ? mergeIntents(context, current) : current
  intent.lang = lang
  // "Hoeveel flessen voor 25 gasten?": the rule of thumb first; wines as well when a wine is asked for.
  const guests = guestsAsked(question) ?? guestsBefore(messages, question)
  if (guests !== null) {
    const line = quantityText(lang, { guests, bottles: bottlesFor(guests) })
    // "how many bottles do I need?" is no request for a wine: only a named wish or an explicit ask is.
    const asksWine = current.colors.length || current.grapes.length || current.dishes.length || asksExplicitly(normalise(question))
    if (!asksWine) {
      const party = articles.find((a) => a.slug === OCCASIONS.feest?.guide)
      return reply('knowledge', party ? `${line}\n\n${guideLine(party, lang, seed)}` : line, { guides: party ? [party] : [] })
    }
    preface.push(line)
  }
  const pref = preface.length ? [preface.join(' '), ''] : []

  // Knowledge questions: the guide answers, in its own words.
  // The guide index is tuned on the Dutch texts (stemmer, synonyms, English words mapped to Dutch):
  // find the article there, then show it in the language of the answer.
  const inLang = (hit: GuideHit | undefined) => hit && { ...hit, article: articles.find((a) => a.slug === hit.article.slug) ?? hit.article }
  // An English question the Dutch index cannot place is looked up in the English texts too.
  const dutchHit = searchGuide(input.byLang?.nl?.articles ?? input.articles, question)[0]
  const englishHit =
    lang === 'en' && input.byLang?.en && !STRONG_GUIDE(dutchHit) ? searchGuide(input.byLang.en.articles, question)[0] : undefined
  const top = inLang(STRONG_GUIDE(englishHit) ? englishHit : dutchHit)
  // "How do I train my palate?", "leftover red for cooking?": learning, even with a dish in it.
  const plainQuestion = normalise(question)
  const explicit = asksExplicitly(plainQuestion)
  const learning = asksToLearn(plainQuestion) && !explicit
  // "Do I need to decant a cheap red?", "best temp to serve red?": a subject the guide answers well,
  // named without an explicit ask, is a question about wine; a passing "cheap" or "best" does not
  // make it a request for a bottle.
  const topical = (current.knowledgeStart || namesKnowledgeTopic(plainQuestion)) && STRONG_GUIDE(top) && !explicit
  // A budget makes it a shopping question: "what is a good wine under 10 euros" wants wines, not an
  // article; a price word without an amount does so only when no such subject is asked about.
  const amount = current.budget.max !== undefined || current.budget.min !== undefined
  const shopping = amount || (current.priceLevel !== null && !(namesKnowledgeTopic(plainQuestion) && topical))
  const knowledgeQuestion =
    (current.knowledge || learning || topical) &&
    !shopping &&
    (learning || !current.dishes.length) &&
    !followUp &&
    (learning || topical || !((current.recommendCue || explicit) && hasWineSignal({ ...current, knowledge: false })))
  if (knowledgeQuestion) {
    if (STRONG_GUIDE(top)) {
      const excerpt = bestSentences(top.article, question)
      const wines =
        explicit && (current.colors.length || current.grapes.length)
          ? pickWines(rankWines(products, intent, new Set(), dishes).matches, 2, false)
          : []
      return reply('knowledge', composeKnowledge({ lang, article: top.article, excerpt, preface: pref, wines }), {
        wines,
        guides: [top.article],
        excerpt,
      })
    }
    // A question about wine the guide does not cover: say so rather than sell something unrelated.
    if (!hasWineSignal(current)) return reply('off-topic', TEXTS.offTopic[lang]())
    return reply('no-guide', [...pref, TEXTS.noGuide[lang]()].join('\n').trim())
  }

  if (!hasWineSignal(intent) && !(STRONG_GUIDE(top) && current.wineWords)) return reply('off-topic', TEXTS.offTopic[lang]())
  if (!hasWineSignal(intent)) {
    const excerpt = bestSentences(top!.article, question)
    return reply('knowledge', composeKnowledge({ lang, article: top!.article, excerpt, preface: pref, wines: [] }), {
      guides: [top!.article],
      excerpt,
    })
  }

  // Recommendation: relative price and "another one" lean on the previous answer.
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant')?.text ?? ''
  const previous = namedWines(lastAnswer, products)
  // Bottle prices: "cheaper" and a budget are both about what one bottle costs.
  const previousPrices = previous
    .map((ean) => products.find((p) => p.ean === ean))
    .filter((p): p is Product => Boolean(p))
    .map(bottlePrice)
  const exclude = new Set<string>(current.another || current.relative ? previous : [])
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
  // "One that's a bit more special?", "something similar from Chile?": the colour of the wines
  // shown before, when they share one (or when the shopper asks for something like them).
  const previousWines = previous.map((ean) => products.find((p) => p.ean === ean)).filter((p): p is Product => Boolean(p))
  if (followUp && !intent.colors.length && !current.dishes.length && previousWines.length) {
    const colours = [...new Set(previousWines.map((p) => p.colorCode))].filter((c) => !intent.excludeColors.includes(c))
    if (colours.length === 1 || (current.similar && colours.length)) intent.colors = colours
  }

  let ranking = rankWines(products, intent, exclude, dishes)
  if (intent.relative === 'cheaper' && !ranking.matches.length && previousPrices.length > 1) {
    // Nothing below the cheapest suggestion: below the dearest one is still "cheaper".
    intent.budget = { max: Math.max(...previousPrices) - 1 }
    ranking = rankWines(products, intent, exclude, dishes)
  }

  const diverse =
    !intent.colors.length &&
    (intent.occasions.some((o) => OCCASIONS[o]?.diverse) || (!intent.dishes.length && !intent.occasions.length && !intent.grapes.length))
  const limit = intent.count ?? 3
  const wines = pickWines(ranking.matches, limit, diverse)

  const dish = dishesOf(intent, dishes)[0]
  const occasionGuide = intent.occasions.map((o) => OCCASIONS[o]?.guide).find(Boolean)
  const guideSlug = dish?.guide ?? occasionGuide
  const guide =
    (guideSlug && articles.find((a) => a.slug === guideSlug)) ||
    (STRONG_GUIDE(top) && top.titleHit && current.knowledge ? top.article : null) ||
    null

  const answer = composeRecommendation({ intent, wines, closest: ranking.closest, guide, preface: pref, previousPrices, seed, dishes })
  const shown = wines.length ? wines : ranking.closest ? [ranking.closest] : []
  return {
    answer,
    kind: wines.length ? 'recommend' : 'closest',
    lang,
    intent,
    wines: shown,
    guides: guide ? [guide] : [],
    amounts: [intent.budget.min, intent.budget.max, ...previousPrices].filter((x): x is number => typeof x === 'number'),
  }
}
