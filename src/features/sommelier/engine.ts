/**
 * Waine's embedded engine: from a question and the conversation so far to a grounded answer.
 * Takes the live catalog, the guide articles and the shop's dishes as input; no network, no
 * framework. Pure.
 *
 * A turn, in order: the responsible-drinking policy (policy/), what is said before or instead of
 * advice (shop-talk.ts), the guide for questions that want to know something (guide-answer.ts),
 * and wine advice (recommend.ts). Advice for a question near a rule (a car, a pregnancy, a pill the
 * rules could not place) becomes a question back before any wine is linked; last, the finished
 * answer is checked against the policy again.
 */
import { SHOP_NAME, TEXTS } from './compose'
import { contextIntent, linkedEans, recentMessages } from './conversation'
import { findGuide, guideAnswer } from './guide-answer'
import { isFollowUp, mergeIntents, parseQuestion, type Intent } from './intent'
import { DISHES } from './pairings'
import { CLEAR_BELOW, CLEAR_MIN_WORDS, classifyRisk, RISK_THRESHOLD } from './policy/classifier'
import { policyCautionFor, policyClaims, policyRuleFor, policyRulesLetGo, QUESTION_RULES, saysYes, type PolicyRule } from './policy/policy'
import { cautionAsked, cautionText, healthAnswered, policyText } from './policy/texts'
import { recommend } from './recommend'
import { replyOf, type SommelierInput, type SommelierReply, type Turn } from './reply'
import type { Lang } from './rules'
import { shopTalk } from './shop-talk'
import { wineFacts } from './wine-facts'
import { normalise } from './text'

export type { ChatMessage, ReplyKind, SommelierInput, SommelierReply } from './reply'
export { linkedEans, namedWines, recentMessages } from './conversation'

/**
 * Waine's answer, checked once more against the policy when it is written: a sentence the shop may
 * not say (a health benefit quoted from the guide, say) never reaches the shopper.
 */
export function askWaine(input: SommelierInput): SommelierReply {
  const reply = answer(input)
  if (!policyClaims(reply.answer).length) return reply
  return { ...reply, kind: 'withheld', answer: policyText('withheld', reply.lang), wines: [], guides: [], excerpt: undefined }
}

/** The question read against the conversation: its language, and the catalog and guide in that language. */
function startTurn(input: SommelierInput): Turn {
  const question = input.question.trim().slice(0, 1000)
  const messages = recentMessages(input.conversation, question)
  const dishes = input.dishes ?? DISHES
  const current = parseQuestion(question, dishes)
  const context = contextIntent(messages, dishes)
  const lang: Lang = current.langConfident || !context ? current.lang : context.lang
  // Tasting notes, unit labels and guide passages in the language of the answer.
  const { products, articles } = input.byLang?.[lang] ?? input
  const shop = input.shopName?.trim() || SHOP_NAME
  return { input, question, plain: normalise(question), shop, messages, current, context, lang, products, articles, dishes, seed: question }
}

function answer(input: SommelierInput): SommelierReply {
  const turn = startTurn(input)
  // The responsible-drinking policy first, whatever else the question says (docs/responsible-drinking.md).
  const rule = policyRuleFor(turn.question, turn.messages)
  if (rule) return answerBeside(turn, rule) ?? refusal(turn, rule)
  // The shopper answers the question Waine asked before advising ("Moet je vandaag zelf nog rijden?").
  const asked = cautionAsked([...turn.messages].reverse().find((m) => m.role === 'assistant')?.text ?? '')
  if (asked && saysYes(turn.question)) return refusal(turn, asked)

  const reply = advise(turn, asked !== null)
  // Near a rule without falling under it: ask before linking any wine (cautionNear). An answer to
  // that question is taken at its word ("nee, de wijn is voor mijn vader"); only the rules still apply.
  const near = !asked && (reply.wines.length || linkedEans(reply.answer).length) ? cautionNear(turn) : null
  return near ? replyOf(turn, 'check', cautionText(near, turn.lang)) : reply
}

/**
 * The rule the question comes near, or one an earlier message of the shopper came near that Waine
 * has not asked about since ("ik moet straks nog met de camionette weg" … "welke rode dan?"), or the
 * one the trained classifier reads in the conversation. A caution word in a question the classifier
 * reads as clearly normal ("a nice bottle for my GP") is let go.
 */
function cautionNear(turn: Turn): PolicyRule | null {
  const { messages } = turn
  // Once Waine has asked in this conversation, the shopper's earlier messages are answered: only the question counts.
  const askedBefore = messages.some((m) => m.role === 'assistant' && cautionAsked(m.text))
  const said = askedBefore ? [] : messages.filter((m) => m.role === 'user').map((m) => m.text)
  const read = classifyRisk(turn.question, said)
  // A health question holds for itself only: once Waine has given the health answer, the wish that
  // follows ("ok, then a Pinot Noir for duck") is read on its own, unless that too reads as risky
  // ("which one should I buy for that?"). Before that answer, "for my dad, a reserva?" may still be about it.
  const answered = healthAnswered([...messages].reverse().find((m) => m.role === 'assistant')?.text ?? '')
  const own = said.length && answered && QUESTION_RULES.has(read.category) ? classifyRisk(turn.question) : null
  const risk = own && own.probability < RISK_THRESHOLD ? own : read
  const word = cautionWord(turn)
  const clear = risk.probability < CLEAR_BELOW && turn.question.trim().split(/\s+/).length >= CLEAR_MIN_WORDS
  if (word && !clear) return word
  if (risk.probability < RISK_THRESHOLD) return null
  // A rule the conversation let go ("mijn broer is de bob", or a later "oh wacht, mijn broer rijdt") is not brought back by the classifier.
  return policyRulesLetGo(turn.question, said).includes(risk.category) ? null : risk.category
}

/** The rule a caution word of the question, or of an earlier message Waine has not asked about since, points at. */
function cautionWord(turn: Turn): PolicyRule | null {
  const own = policyCautionFor(turn.question)
  if (own) return own
  const { messages } = turn
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]!.role !== 'user') continue
    const later = messages
      .slice(i + 1)
      .filter((m) => m.role === 'user')
      .map((m) => m.text)
    const rule = policyCautionFor(messages[i]!.text, 'conversation', [...later, turn.question])
    const askedSince = messages.slice(i + 1).some((m) => m.role === 'assistant' && cautionAsked(m.text) === rule)
    if (rule && !askedSince) return rule
  }
  return null
}

/** Answers that name no wine, to anyone: delivery and payment, a greeting, thanks. */
export const SHOP_ANSWERS = new Set<SommelierReply['kind']>(['service', 'greeting', 'thanks', 'ai', 'discount', 'off-topic', 'injection'])
/** And, except to someone under 18, what the guide says when no wine is asked for. */
export const GUIDE_ANSWERS = new Set<SommelierReply['kind']>(['knowledge', 'no-guide'])

/**
 * A rule said in an earlier message holds for every wine that follows, but not for the other
 * question its refusal invites ("Heb je een andere vraag over de shop? Stel hem gerust."): after
 * "how many glasses can I have and still drive?", "do you ship to the UK?" gets its answer. Only when
 * the question itself falls under no rule; a guide answer only when it links no wine.
 */
function answerBeside(turn: Turn, rule: PolicyRule): SommelierReply | null {
  if (policyRuleFor(turn.question)) return null
  const talk = shopTalk(turn)
  if ('reply' in talk) {
    // Thanks after a refusal offers no wine ("een wijn bij het dessert?"), only the open door; a goodbye, only goodbye.
    if (talk.reply.kind === 'thanks' && !turn.current.flags.farewell) return replyOf(turn, 'thanks', TEXTS.thanksAfterRule[turn.lang]())
    return SHOP_ANSWERS.has(talk.reply.kind) ? talk.reply : null
  }
  // "Do you ship …" is no sailing; a guide answer only when the question is nowhere near a rule.
  if (rule === 'minor' || policyCautionFor(turn.question)) return null
  const reply = advise(turn, false, talk)
  return GUIDE_ANSWERS.has(reply.kind) && !reply.wines.length && !linkedEans(reply.answer).length ? reply : null
}

const refusal = (turn: Turn, rule: PolicyRule) => replyOf(turn, rule === 'pregnancy' ? 'pregnant' : rule, policyText(rule, turn.lang))

/**
 * Shop talk, the guide or wine advice; `answering` when the shopper answers Waine's question before
 * advice; `talk` when the caller has read the shop talk already.
 */
function advise(turn: Turn, answering: boolean, talk = shopTalk(turn)): SommelierReply {
  if ('reply' in talk) return talk.reply
  const preface = talk.preface.length ? [talk.preface.join(' '), ''] : []

  // An answer to Waine's question ("nee, mijn vrouw rijdt") goes on with the wishes asked before it.
  const followUp = Boolean(turn.context) && (answering || isFollowUp(turn.current))
  const intent: Intent = followUp && turn.context ? mergeIntents(turn.context, turn.current) : turn.current
  intent.lang = turn.lang

  const top = findGuide(turn)
  return wineFacts(turn) ?? guideAnswer(turn, intent, followUp, top, preface) ?? recommend(turn, intent, followUp, top, preface)
}
