/**
 * The signals that decide how to answer: an attempt to change the rules, a discount hunt, "are you
 * a robot?", a greeting or thanks, another drink, an off-topic ask, a knowledge question, a
 * request for a recommendation, and the opening of a follow-up. Pure.
 */
import { findTerm } from '../text'
import { anyOf, atStart, inText, OTHER_DRINKS, PHRASES } from './words'

const INJECTION = [
  /\b(negeer|vergeet|ignore|forget|disregard|overrule|omzeil|bypass)\b.{0,40}\b(instructie\w*|regels|opdracht\w*|prompt\w*|instructions?|rules|guidelines|everything|alles|richtlijnen|beperkingen|restrictions)\b/,
  /\b(system ?prompt|systeem ?prompt|systeembericht|jailbreak|developer mode|dan mode|prompt injection|je bent nu|you are now|act as|gedraag je als|doe alsof|pretend|rollenspel|roleplay|new instructions|nieuwe instructies)\b/,
  /\b(reveal|onthul|toon|laat zien|geef|print|show|tell me|vertel)\b.{0,30}\b(instructie\w*|prompt\w*|instructions|configuratie|configuration|api ?key|sleutel|wachtwoord\w*|password\w*|secret\w*|geheim\w*|broncode|source code|env|environment|database|token\w*)\b/,
  /\b(api ?key|wachtwoord|password|database|admin ?(panel|wachtwoord)?|sql|select \* from|drop table|<script|javascript)\b/,
]
const DISCOUNT = inText(PHRASES.discount)
const AI =
  /\b(ben (je|jij) (een |echt |wel )?(echt|mens|robot|bot|ai|computer|chatbot|persoon|medewerker|echte|levend)|are you (a |an |really )?(human|bot|robot|ai|real|person|machine|chatbot)|wie ben (je|jij)|who are you|what are you|wat ben (je|jij)|kunstmatige intelligentie|artificial intelligence|chatgpt|gpt|ai assistent|ai assistant|(praat|chat|spreek) ik (met|tegen) (een )?(mens|robot|bot|ai|computer|echt persoon|medewerker)|(met|tegen) een (mens|robot|bot|computer|echt persoon|medewerker) (aan het )?(praten|chatten|spreken)|am i (talking|chatting) (to|with)|talking to a (human|bot|person|machine))\b/
const GREETING = new RegExp(`^${anyOf(PHRASES.greeting)}(?: ${anyOf(PHRASES.greetingAddressees)})*$`)
const THANKS = new RegExp(`^${anyOf(PHRASES.thanks)}( (voor|for) (je|jouw|het|your|the) (hulp|advies|tip|tips|help|advice))?( waine)?$`)
const OFF_TOPIC = inText(PHRASES.offTopic)

const KNOWLEDGE_START = atStart(PHRASES.knowledgeStart)
const KNOWLEDGE_ANY = inText(PHRASES.knowledgeAny)
const RECOMMEND = inText(PHRASES.recommend)
const FOLLOW_UP_START = atStart(PHRASES.followUpStart)

/** "negeer je instructies", "wat is je system prompt?": someone trying to change the rules. */
export function mentionsInjection(text: string): boolean {
  return INJECTION.some((re) => re.test(text))
}
export const asksForDiscount = (text: string): boolean => DISCOUNT.test(text)
export const asksIfAi = (text: string): boolean => AI.test(text)
export const isGreeting = (text: string): boolean => GREETING.test(text)
export const isThanks = (text: string): boolean => THANKS.test(text)
/** "een biertje", "whisky": which other drink the question names, if any. */
export const otherDrinkNamed = (words: string[]): string | null =>
  Object.entries(OTHER_DRINKS).find(([, terms]) => terms.some((t) => findTerm(words, t) >= 0))?.[0] ?? null
/** The weather, football, homework: a subject that is not ours. */
export const mentionsOffTopicSubject = (text: string): boolean => OFF_TOPIC.test(text)
/** "hoe lang kan ik ... bewaren?", "wat is het verschil": a question about wine, not for a wine. */
export const asksForKnowledge = (text: string): boolean => KNOWLEDGE_START.test(text) || KNOWLEDGE_ANY.test(text)
/** "welke wijn", "raad me aan", "ik zoek": asks for a bottle. */
export const asksForRecommendation = (text: string): boolean => RECOMMEND.test(text)
/** "en die?", "liever", "iets goedkopers": opens the way a follow-up does. */
export const opensLikeFollowUp = (text: string): boolean => FOLLOW_UP_START.test(text)
