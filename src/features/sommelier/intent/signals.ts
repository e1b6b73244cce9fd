/**
 * The signals that decide how to answer: an attempt to change the rules, a discount hunt, "are you
 * a robot?", a greeting or thanks, another drink, an off-topic ask, a knowledge question, a
 * request for a recommendation, and the opening of a follow-up. Pure.
 */
import { findTerm } from '../text'
import { OTHER_DRINKS } from './words'

const INJECTION = [
  /\b(negeer|vergeet|ignore|forget|disregard|overrule|omzeil|bypass)\b.{0,40}\b(instructie\w*|regels|opdracht\w*|prompt\w*|instructions?|rules|guidelines|everything|alles|richtlijnen|beperkingen|restrictions)\b/,
  /\b(system ?prompt|systeem ?prompt|systeembericht|jailbreak|developer mode|dan mode|prompt injection|je bent nu|you are now|act as|gedraag je als|doe alsof|pretend|rollenspel|roleplay|new instructions|nieuwe instructies)\b/,
  /\b(reveal|onthul|toon|laat zien|geef|print|show|tell me|vertel)\b.{0,30}\b(instructie\w*|prompt\w*|instructions|configuratie|configuration|api ?key|sleutel|wachtwoord\w*|password\w*|secret\w*|geheim\w*|broncode|source code|env|environment|database|token\w*)\b/,
  /\b(api ?key|wachtwoord|password|database|admin ?(panel|wachtwoord)?|sql|select \* from|drop table|<script|javascript)\b/,
]
const DISCOUNT =
  /\b(korting\w*|kortingscode\w*|discount\w*|coupon\w*|voucher\w*|promo ?code\w*|actiecode\w*|gratis fles\w*|free bottle\w*|aanbieding\w*|uitverkoop|sale|deal|geef me .{0,20}(goedkoper|minder betalen)|prijs verlag\w*|afprijz\w*)\b/
const AI =
  /\b(ben (je|jij) (een |echt |wel )?(echt|mens|robot|bot|ai|computer|chatbot|persoon|medewerker|echte|levend)|are you (a |an |really )?(human|bot|robot|ai|real|person|machine|chatbot)|wie ben (je|jij)|who are you|what are you|wat ben (je|jij)|kunstmatige intelligentie|artificial intelligence|chatgpt|gpt|ai assistent|ai assistant|(praat|chat|spreek) ik (met|tegen) (een )?(mens|robot|bot|ai|computer|echt persoon|medewerker)|(met|tegen) een (mens|robot|bot|computer|echt persoon|medewerker) (aan het )?(praten|chatten|spreken)|am i (talking|chatting) (to|with)|talking to a (human|bot|person|machine))\b/
const GREETING =
  /^(hoi|hallo|hey|hee|hi|hello|hoihoi|goedemorgen|goedemiddag|goedenavond|goeienavond|goeiemorgen|goeiemiddag|dag|yo|hiya|good morning|good afternoon|good evening|goedendag|goeiedag|moi|hai|he|heej|hoi hoi)( (daar|there|waine|allemaal))*$/
const THANKS =
  /^(bedankt|dank( je| u)?( wel)?|dankjewel|dankuwel|thanks|thank you|thx|top|super|prima|ok|oke|okay|fijn|merci|cheers|perfect|geweldig|mooi|helemaal goed|great)( (voor|for) (je|jouw|het|your|the) (hulp|advies|tip|tips|help|advice))?( waine)?$/
const OFF_TOPIC =
  /\b(weer|weerbericht|voetbal|politiek|huiswerk|homework|gedicht|poem|programmeer\w*|code schrijven|write code|javascript|python|recept voor|recipe for|hoe kook ik|vakantie|hotel|vlucht|flight|aandelen|crypto|bitcoin|belasting|verzekering|auto|film|movie|muziek|music|nieuws|news|president|minister|dokter|medicijn\w*|hoofdpijn|bereken|calculate|vertaal|translate|grap|mop|joke)\b/

const KNOWLEDGE_START =
  /^(hoe|hoelang|hoeveel|wat is|wat zijn|wat betekent|wat houdt|wat doe|wat moet|waarom|wanneer|welke temperatuur|welk glas|welke glazen|is het|is een|is rode|is witte|is wijn|kan ik|kun je|mag ik|moet ik|wordt|klopt het|how|what is|what are|what does|why|when|is it|is red|is white|is wine|can i|should i|do i|does)\b/
const KNOWLEDGE_ANY =
  /\b(hoe lang|hoelang|houdbaar\w*|bewaren|bewaar|bewaard|temperatuur|decanteren|decant|verschil|uitleg|leg uit|explain|how long|how to|how do|tips voor|proeven|proef ik|sulfiet\w*|gezond\w*|calorie\w*|natuurwijn|natuurlijke wijn|natural wine|glazen|glas kiezen|glass|glasses|glassware|temperature|sulfites?|sulphites?|screw ?caps?|corks?|corked|decanting|aerate|breathe|kurk\w*|geopende fles|open fles|opened bottle|koelkast|fridge|kelder|cellar|liggend|difference|storing|store|keep|last|beginner\w*|leren|begrijpen|soorten|typen|types|druivensoorten|wat is het verschil|wat zijn de|zwavel)\b/
const RECOMMEND =
  /\b(welke wijn\w*|welke fles\w*|wat voor wijn|wat drink\w*|wat schenk\w*|wat moet ik drinken|wat past|past bij|passen bij|pairs? with|goes with|go with|raad\w*|aanrad\w*|aanbevel\w*|aanbeveling\w*|advies|adviseer\w*|tip|tips|suggest\w*|suggestie\w*|zoek\w*|kopen|koop|bestel\w*|heb je|hebben jullie|heeft u|verkopen jullie|recommend\w*|which wine|what wine|looking for|need a|i need|ik wil|ik zoek|ik heb .{0,20} nodig|een fles|a bottle|iets lekkers|lekker bij|drink with|serve with|schenken bij|beste|lekkerste|favoriet\w*|populairste|aanrader\w*|best|favourite|favorite)\b/
const FOLLOW_UP_START =
  /^(welke van|welke daarvan|welke is|which of|which one|anything|hebt ge|is die|is that|zijn die|are those|die|en die|those|of die|en welke|en wat|en|and|liever|rather|of|or|maar|but|iets|something|wat dan|ook|nog|toch|dan|wat als|en als|what about|how about|anders|heb je ook|hebben jullie ook|do you have|any|zonder|met|maak|geen|niet|beter|mag|kan het|kan ook|nou|ok|oke|hmm|een andere|another|other|minder|meer|goedkoper|duurder|cheaper|less|more|only|alleen|not)\b/

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
