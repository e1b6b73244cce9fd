/**
 * Understanding one question: what dish, which colour, grape, country, budget, taste and
 * occasion, plus the signals that decide how to answer (a knowledge question, a follow-up, an
 * under-age visitor, an attempt to change the rules). Pure.
 *
 * The parts: vocabulary.ts (the words typo correction knows), match.ts (finding lexicon terms),
 * wishes.ts (dishes, colours, grapes, places, taste), budget.ts (prices), language.ts (Dutch or
 * English), signals.ts (greeting, knowledge, follow-up, injection…), follow-up.ts (merging turns).
 */
import { KNOWN_WORDS, ORGANIC_TERMS, VEGAN_TERMS, WINE_WORDS } from '../lexicon'
import { correctTypos, findTerm, normalise, tokens } from '../text'
import { asksCheapest, parseBudget, priceLevel, relativePrice } from './budget'
import { hasWineSignal } from './follow-up'
import { detectLanguage } from './language'
import {
  asksForDiscount,
  asksForKnowledge,
  asksForRecommendation,
  asksIfAi,
  asksAboutService,
  asksForBox,
  asksForTask,
  asksSamePrice,
  asksSimilar,
  similarAt,
  isGreeting,
  isThanks,
  saysGoodbye,
  languageAskedFor,
  mentionsInjection,
  mentionsOffTopicSubject,
  opensLikeFollowUp,
  opensWithAndOnly,
  opensLikeKnowledge,
  otherDrinkNamed,
} from './signals'
import type { Intent } from './types'
import { readDiminutive, splitCompound, vocabularyFor } from './vocabulary'
import { WHERE_THE_SHOPPER_IS } from './words'
import { DISHES, type Dish } from '../pairings'
import {
  countAskedFor,
  findBody,
  findColors,
  findWineColors,
  findCountries,
  readDishes,
  findGrapes,
  findNamedWines,
  findOccasions,
  findRegions,
  findStyleRegions,
  findSweetness,
  ruledOut,
  wantsAlcoholFree,
  wantsAnother,
  wanted,
} from './wishes'

export type { Budget, Flags, Intent } from './types'
export { parseBudget } from './budget'
export { hasWineSignal, isFollowUp, mergeIntents } from './follow-up'
export { asksExplicitly, asksToLearn, mentionsInjection, namesKnowledgeTopic } from './signals'
export { vocabularyFor } from './vocabulary'

/** The question's words, normalised, diminutives read ("merlotje" → "merlot"), compounds split ("tapasavond" → "tapas") and typos corrected. */
function readWords(raw: string, dishes: readonly Dish[]): string[] {
  const vocabulary = vocabularyFor(dishes)
  return correctTypos(
    tokens(normalise(raw)).map((w) => splitCompound(readDiminutive(w, vocabulary), vocabulary)),
    vocabulary,
    KNOWN_WORDS,
  )
}

const mentionsAny = (words: string[], terms: string[]) => terms.some((t) => findTerm(words, t) >= 0)

/**
 * One question read against the shop's dishes (the CMS collection; by default the reviewed table in
 * pairings.json, which tests and the eval use).
 */
export function parseQuestion(question: string, dishes: readonly Dish[] = DISHES): Intent {
  const raw = question.slice(0, 1000)
  const words = readWords(raw, dishes)
  const text = words.join(' ')

  // Each lexicon term claims its words, longest first, in this order: a colour said with the word
  // wine is not a dish ("dessert wine"), a dish's words are not a grape's, a region's are not a country's.
  const consumed = words.map(() => false)
  const wineColors = findWineColors(words, consumed)
  const { dishes: dishKeys, sides } = readDishes(words, consumed, text, dishes)
  const grapes = findGrapes(words, consumed)
  const named = findNamedWines(words, consumed)
  const regions = findRegions(words, consumed)
  const colors = [...wineColors, ...findColors(words, consumed)]
  // "ik woon in België": a country said of where the shopper lives or wants it delivered is no wish.
  const countries = findCountries(words, consumed).filter(
    (m) => !words.slice(Math.max(0, m.start - 4), m.start).some((w) => WHERE_THE_SHOPPER_IS.has(w)),
  )
  const sweetness = findSweetness(words, consumed)
  const body = findBody(words, consumed)

  // "Answer in Dutch please": a language asked for is the language of the answer.
  const asked = languageAskedFor(text)
  // The words as typed count for the language too: "bubbles" is English before it is corrected to "bubbels".
  const typed = tokens(normalise(raw))
  const lang = asked ? { lang: asked, confident: true } : detectLanguage([...typed, ...words.filter((w) => !typed.includes(w))])
  // "she loves NZ sauvignon, anything similar from France?": the place named before "similar" is
  // what the shopper compares with, the one after it is the wish.
  const similarFrom = similarAt(text)
  const placesWished = wanted(countries)
  const afterSimilar = similarFrom >= 0 ? wanted(countries.filter((m) => m.start > similarFrom)) : []
  const countryWish = afterSimilar.length && afterSimilar.length < placesWished.length ? afterSimilar : placesWished
  const intent: Intent = {
    lang: lang.lang,
    langConfident: lang.confident,
    dishes: dishKeys,
    sideDishes: sides.filter((k) => dishKeys.includes(k) && dishKeys.length > 1),
    // What the shopper says wins over what a named wine stands for.
    colors: wanted(colors).length ? wanted(colors) : named.colors,
    excludeColors: ruledOut(colors),
    styleRegions: findStyleRegions(words, colors),
    grapes: wanted(grapes).length ? wanted(grapes) : named.grapes,
    excludeGrapes: ruledOut(grapes),
    countries: countryWish.length ? countryWish : named.countries,
    excludeCountries: ruledOut(countries),
    regions: wanted(regions),
    namedWines: named.names,
    budget: parseBudget(text),
    priceLevel: priceLevel(text),
    cheapest: asksCheapest(text),
    relative: relativePrice(text),
    another: wantsAnother(text),
    sweetness,
    body,
    occasions: findOccasions(words),
    organic: mentionsAny(words, ORGANIC_TERMS),
    box: asksForBox(text),
    vegan: mentionsAny(words, VEGAN_TERMS),
    alcoholFree: wantsAlcoholFree(text),
    count: countAskedFor(raw, text),
    wineWords: mentionsAny(words, WINE_WORDS),
    knowledge: asksForKnowledge(text),
    recommendCue: asksForRecommendation(text),
    followUp: opensLikeFollowUp(text),
    followsByAndOnly: opensWithAndOnly(text),
    samePrice: asksSamePrice(text),
    similar: asksSimilar(text),
    knowledgeStart: opensLikeKnowledge(text),
    flags: {
      injection: mentionsInjection(text),
      discount: asksForDiscount(text),
      asksAi: asksIfAi(text),
      greeting: isGreeting(text),
      thanks: isThanks(text),
      farewell: saysGoodbye(text),
      offTopic: false,
      otherDrink: otherDrinkNamed(words),
      service: asksAboutService(text),
      task: asksForTask(text),
    },
    text,
    words,
  }
  // Off topic: nothing about wine or food, and either a foreign subject or no question about wine.
  intent.flags.offTopic = !hasWineSignal(intent) && (mentionsOffTopicSubject(text) || !intent.knowledge)
  return intent
}
