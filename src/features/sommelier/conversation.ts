/** What the conversation so far tells the next answer: earlier wishes, wines shown, guests named. Pure. */
import type { Product } from '../catalog'
import { hasWineSignal, isFollowUp, mergeIntents, parseQuestion, type Intent } from './intent'
import type { Dish } from './pairings'
import { guestsAsked } from './quantity'
import type { ChatMessage } from './reply'
import { normalise } from './text'

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
export function guestsBefore(messages: ChatMessage[], question: string): number | null {
  if (!/\b(hoeveel|how many|how much)\b/.test(normalise(question))) return null
  for (const m of [...messages].reverse()) {
    if (m.role !== 'user') continue
    const n = guestsAsked(`hoeveel flessen ${m.text}`)
    if (n !== null) return n
  }
  return null
}

/** What the earlier user messages asked, each follow-up laid over the question before it. */
export function contextIntent(messages: ChatMessage[], dishes: readonly Dish[]): Intent | null {
  let context: Intent | null = null
  for (const m of messages) {
    if (m.role !== 'user') continue
    const intent = parseQuestion(m.text, dishes)
    if (intent.flags.greeting || intent.flags.thanks || intent.flags.asksAi || !hasWineSignal(intent)) continue
    context = context && isFollowUp(intent) ? mergeIntents(context, intent) : intent
  }
  return context
}

/** The wines the last answer showed, so "cheaper", "another" and "die" know what they point at. */
export function previousAnswerWines(messages: ChatMessage[], products: Product[]): string[] {
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant')?.text ?? ''
  return namedWines(lastAnswer, products)
}
