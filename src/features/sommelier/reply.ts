/** The shapes of Waine's turn: what the engine is asked, what it answers, and one turn in progress. Pure. */
import type { Product } from '../catalog'
import type { Article } from './guide-search'
import type { Intent } from './intent'
import type { Dish } from './pairings'
import type { Scored } from './rank'
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
  /** A question back before advice, when a question comes near a responsible-drinking rule. */
  | 'check'
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

/** One question being answered: what was asked and said before, in which language, from which sources. */
export type Turn = {
  input: SommelierInput
  question: string
  /** The question normalised (text.ts). */
  plain: string
  shop: string
  /** The earlier messages (the last five). */
  messages: ChatMessage[]
  current: Intent
  /** What the earlier user messages asked, follow-ups laid over them. */
  context: Intent | null
  lang: Lang
  /** Catalog and guide in the language of the answer. */
  products: Product[]
  articles: Article[]
  dishes: readonly Dish[]
  /** Picks among alternative wordings, stable per question. */
  seed: string
}

/** A reply of this turn: its language and the question's intent, nothing linked unless given. */
export const replyOf = (turn: Turn, kind: ReplyKind, answer: string, extra: Partial<SommelierReply> = {}): SommelierReply => ({
  answer,
  kind,
  lang: turn.lang,
  intent: turn.current,
  wines: [],
  guides: [],
  amounts: [],
  ...extra,
})
