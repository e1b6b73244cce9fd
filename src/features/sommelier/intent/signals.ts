/**
 * The signals that decide how to answer: an attempt to change the rules, a discount hunt, "are you
 * a robot?", a greeting or thanks, another drink, an off-topic ask, a knowledge question, a
 * request for a recommendation, and the opening of a follow-up. Pure.
 */
import { findTerm } from '../text'
import { anyOf, atStart, INJECTION_NEAR, inText, OTHER_DRINKS, PHRASES } from './words'

/** Someone trying to change the rules: a command aimed at the instructions, or a telltale phrase. */
const INJECTION = [
  ...INJECTION_NEAR.map(({ first, within, then }) => new RegExp(`\\b${anyOf(first)}\\b.{0,${within}}\\b${anyOf(then)}\\b`)),
  inText(PHRASES.injection),
]
const DISCOUNT = inText(PHRASES.discount)
const AI = inText(PHRASES.ai)
const GREETING = new RegExp(`^${anyOf(PHRASES.greeting)}(?: ${anyOf(PHRASES.greetingAddressees)})*$`)
// "oké, bedankt!", "super thanks": thanks may come in more than one word; "bedankt, fijne dag nog!",
// "that's all for now, bye": and end the chat.
const THANK = anyOf(PHRASES.thanks)
const CLOSE = `(?:(?:en|and) )?${anyOf(PHRASES.thanksClosings)}`
const THANKS = new RegExp(
  `^(?:${THANK}(?: ${THANK})*(?: ${anyOf(PHRASES.thanksFor)})?|${CLOSE})(?: ${anyOf(PHRASES.thanksAddressees)})?(?: (?:(?:en|and) )?${THANK}| ${CLOSE})*$`,
)
const CLOSING = new RegExp(`\\b${anyOf(PHRASES.thanksClosings)}\\b`)
const OFF_TOPIC = inText(PHRASES.offTopic)

const KNOWLEDGE_START = atStart(PHRASES.knowledgeStart)
const KNOWLEDGE_ANY = inText(PHRASES.knowledgeAny)
const RECOMMEND = inText(PHRASES.recommend)
const FOLLOW_UP_START = atStart(PHRASES.followUpStart)
const FILLERS = new RegExp(`^(?:${anyOf(PHRASES.fillers)} )+`)
const FOLLOW_UP_ANY = inText(PHRASES.followUpAny)
const AND_START = new RegExp(`^(?:${anyOf(PHRASES.followUpAnd)} )+`)
const SAME_PRICE = inText(PHRASES.samePrice)
const LEARNING = inText(PHRASES.learning)
const SERVICE = inText(PHRASES.service)
const BOX = inText(PHRASES.box)
const TASK = inText(PHRASES.task)
const IN_DUTCH = inText(PHRASES.answerInDutch)
const IN_ENGLISH = inText(PHRASES.answerInEnglish)
const EXPLICIT_ASK = inText(PHRASES.explicitAsk)
const SIMILAR = inText(PHRASES.similar)

/** "negeer je instructies", "wat is je system prompt?": someone trying to change the rules. */
export function mentionsInjection(text: string): boolean {
  return INJECTION.some((re) => re.test(text))
}
export const asksForDiscount = (text: string): boolean => DISCOUNT.test(text)
export const asksIfAi = (text: string): boolean => AI.test(text)
export const isGreeting = (text: string): boolean => GREETING.test(text)
export const isThanks = (text: string): boolean => THANKS.test(text)
/** Thanks that end the chat: "bedankt, fijne dag nog!", "that's all for now, bye". */
export const saysGoodbye = (text: string): boolean => THANKS.test(text) && CLOSING.test(text)
/** "een biertje", "whisky": which other drink the question names, if any. */
export const otherDrinkNamed = (words: string[]): string | null =>
  Object.entries(OTHER_DRINKS).find(([, terms]) => terms.some((t) => findTerm(words, t) >= 0))?.[0] ?? null
/** The weather, football, homework: a subject that is not ours. */
export const mentionsOffTopicSubject = (text: string): boolean => OFF_TOPIC.test(text)
/** "hoe lang kan ik ... bewaren?", "wat is het verschil": a question about wine, not for a wine. */
export const asksForKnowledge = (text: string): boolean => KNOWLEDGE_START.test(text) || KNOWLEDGE_ANY.test(text)
/** "welke wijn", "raad me aan", "ik zoek": asks for a bottle. */
export const asksForRecommendation = (text: string): boolean => RECOMMEND.test(text)
/** "hoe lang…", "should I…": opens the way a question about wine does. */
export const opensLikeKnowledge = (text: string): boolean => KNOWLEDGE_START.test(text.replace(FILLERS, ''))
/**
 * "en die?", "liever", "iets goedkopers", also after "ooh", "top" or "cheers" ("ooh and one a bit
 * more special?"); or points back anywhere: "that one", "the same but", "in die prijsklasse".
 */
export const opensLikeFollowUp = (text: string): boolean => FOLLOW_UP_START.test(text.replace(FILLERS, '')) || FOLLOW_UP_ANY.test(text)
/**
 * "thanks, and how long does an opened bottle keep?": a follow-up only by its opening "and", which
 * points back at nothing, before a question that opens like one about wine ("hoe lang", "what is").
 */
export const opensWithAndOnly = (text: string): boolean => {
  const rest = text.replace(FILLERS, '')
  if (!AND_START.test(rest) || FOLLOW_UP_ANY.test(text)) return false
  const question = rest.replace(AND_START, '')
  return KNOWLEDGE_START.test(question) && !FOLLOW_UP_START.test(question)
}
export const asksSamePrice = (text: string): boolean => SAME_PRICE.test(text)
export const asksSimilar = (text: string): boolean => SIMILAR.test(text)
/** The word at which "iets vergelijkbaars", "something similar" starts, or -1. */
export function similarAt(text: string): number {
  const m = SIMILAR.exec(text)
  return m ? text.slice(0, m.index).split(' ').length - 1 : -1
}
/** "wat is de gouden regel", "train my palate", "leftover wine for cooking": learning about wine, even with a dish in it. */
export const asksToLearn = (text: string): boolean => LEARNING.test(text)
/** "welke wijn", "raad me … aan", "do you have": an explicit request for a bottle, which a topic word does not overrule. */
export const asksExplicitly = (text: string): boolean => EXPLICIT_ASK.test(text)
/** Names a subject the guide is about (storing, temperature, glasses, corks…), wherever in the question. */
export const namesKnowledgeTopic = (text: string): boolean => KNOWLEDGE_ANY.test(text)
/** Delivery, returns, orders, payment, a shop nearby, a tasting at the office: the shop's service, which Waine does not know. */
export const asksAboutService = (text: string): boolean => SERVICE.test(text)
/** "help me write a birthday card": a task that is not ours, whatever the occasion. */
export const asksForTask = (text: string): boolean => TASK.test(text)
/** "answer in Dutch please", "can you answer in English?": the language asked for, if any. */
export function languageAskedFor(text: string): 'nl' | 'en' | null {
  if (IN_DUTCH.test(text)) return 'nl'
  return IN_ENGLISH.test(text) ? 'en' : null
}
/** "per doos van 6", "a case of six": wine sold by the box. */
export const asksForBox = (text: string): boolean => BOX.test(text)
