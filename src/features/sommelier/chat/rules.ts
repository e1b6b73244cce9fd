/** The chat's rules (spec §3-§5, §8, §9). Pure: no React, Next or network. */
import { localizedPath } from '../../../lib/paths'
export type ChatRole = 'assistant' | 'user'
export type ChatMessage = { role: ChatRole; text: string }

export const SOMMELIER_NAME = 'Waine'
export const HINT_DELAY_MS = 3500
/** How many messages of the conversation go along with a question. */
export const CONTEXT_MESSAGES = 5
export const MAX_QUESTION_LENGTH = 1000

/** A question is sent only when it has text and no reply is pending. */
export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim().length > 0
}

/** The last messages that travel with a question (the question itself is sent apart). */
export function contextOf(conversation: readonly ChatMessage[]): ChatMessage[] {
  return conversation.slice(-CONTEXT_MESSAGES)
}

export type AskOutcome = { kind: 'answer'; text: string } | { kind: 'empty' } | { kind: 'failed' }

/** What an /api/ask-waine response means for the chat: an answer, an answer-less reply, or a failure. */
export function outcomeOf(status: number, body: unknown): AskOutcome {
  if (status < 200 || status >= 300) return { kind: 'failed' }
  const answer = body && typeof body === 'object' ? (body as { answer?: unknown }).answer : undefined
  return typeof answer === 'string' && answer.trim() ? { kind: 'answer', text: answer } : { kind: 'empty' }
}

/**
 * A shop link in an answer, in the page's language: `/producten/…` becomes `/en/producten/…` on the
 * English site, so a tapped wine opens in English and the conversation (in the English layout) stays.
 */
export function localizedShopHref(href: string, locale: string): string {
  if (locale !== 'en' || !href.startsWith('/') || href.startsWith('//') || /^\/en(?:\/|$|\?|#)/.test(href)) return href
  return localizedPath(href, 'en')
}

/** Where the browser remembers that this visitor has seen Waine's hint (closed it or opened the chat). */
export const HINT_STORAGE_KEY = 'kelder-en-kurk:waine-hint'

/**
 * The hint shows once per visitor, and never where it would cover what a buyer must read or fill in:
 * the payment pages, the order page, the withdrawal form and the newsletter's links (issue #19).
 */
export function hintAllowed(pathname: string, remembered: string | null): boolean {
  if (remembered === 'gone') return false
  return !/^(?:\/(?:nl|en))?\/(?:payments|bestelling|herroepen|nieuwsbrief)(?:\/|$)/.test(pathname)
}
