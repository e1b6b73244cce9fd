/**
 * The general shopper sets (tests/sommelier/questions/*-general.json): questions written by people
 * who did not see the engine, each with the expectations the question itself implies. This turns
 * one into the eval's own case shape, so the same judge scores both. Pure.
 */
import type { ColorCode } from '../../../src/features/catalog/vocabulary'
import type { ChatMessage, ReplyKind } from '../../../src/features/sommelier/engine'
import type { EvalCase } from './questions'

export type GeneralItem = {
  id: string
  lang: 'nl' | 'vl' | 'en'
  category: string
  conversation: ChatMessage[]
  question: string
  expect: {
    /** 'chat': no wine and no article asked for (a greeting, delivery or returns, off topic): no wines named. */
    kind: 'recommend' | 'knowledge' | 'chat'
    answerLang: 'nl' | 'en'
    colors?: ColorCode[]
    /** Per bottle, in cents (a box of six by its bottle price). */
    maxBottlePrice?: number
    minBottlePrice?: number
    countries?: string[]
    grapes?: string[]
    organic?: boolean
    /** An article's slug, or true: some guide article is linked. */
    guide?: string | true
    /** At most this many wines named (a knowledge question that asks for none: 0). */
    maxWines?: number
  }
}

/** The replies that are neither a recommendation nor a guide answer. */
const CHAT: ReplyKind[] = ['greeting', 'thanks', 'off-topic', 'no-guide', 'other-drink', 'discount', 'ai', 'service']

export function toEvalCase(item: GeneralItem): EvalCase {
  const e = item.expect
  return {
    id: item.id,
    question: item.question,
    expect: {
      // "Closest" passes only when no wine in stock meets the wishes (the judge checks that).
      kind: e.kind === 'recommend' ? ['recommend', 'closest'] : e.kind === 'knowledge' ? ['knowledge'] : CHAT,
      lang: e.answerLang,
      colors: e.colors,
      maxPrice: e.maxBottlePrice,
      minPrice: e.minBottlePrice,
      countries: e.countries,
      grape: e.grapes,
      organic: e.organic,
      guide: e.guide,
      ...(e.kind === 'knowledge' ? { maxWines: 3 } : {}),
      ...(e.kind === 'chat' ? { maxWines: 0 } : {}),
      ...(e.maxWines !== undefined ? { maxWines: e.maxWines } : {}),
    },
  }
}
