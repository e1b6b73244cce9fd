/**
 * "Hoeveel flessen heb ik nodig voor 25 gasten?": the shop's rule of thumb, moderate by design
 * (docs/responsible-drinking.md): about half a bottle (three glasses) per guest for an evening,
 * rounded up, with a reminder of water and alcohol-free drinks. Pure.
 */
import { normalise, tokens } from './text'

/** Glasses per guest for a dinner or party of a few hours, and glasses per 75 cl bottle. */
export const GLASSES_PER_GUEST = 3
export const GLASSES_PER_BOTTLE = 6
const MAX_GUESTS = 1000

const ASKS = ['hoeveel flessen', 'hoeveel wijn', 'hoeveel dozen', 'how many bottles', 'how much wine', 'how many cases', 'how many boxes']
const GUEST_WORDS = new Set(['gasten', 'personen', 'persoon', 'pers', 'mensen', 'man', 'genodigden', 'guests', 'people', 'persons', 'pax'])

/** The number of guests a question names when it asks how much wine to buy, or null. */
export function guestsAsked(question: string): number | null {
  const text = normalise(question)
  if (!ASKS.some((a) => text.includes(a))) return null
  const words = tokens(text)
  for (let i = 0; i < words.length; i++) {
    const n = Number(words[i])
    if (!Number.isInteger(n) || n < 1 || n > MAX_GUESTS) continue
    // "25 gasten", "met 8 man", "a party of 40", "for 12"
    if (GUEST_WORDS.has(words[i + 1] ?? '') || ['of', 'voor', 'for', 'met'].includes(words[i - 1] ?? '')) return n
  }
  return null
}

/** Bottles of 75 cl for this many guests by the rule of thumb, at least one. */
export const bottlesFor = (guests: number): number => Math.max(1, Math.ceil((guests * GLASSES_PER_GUEST) / GLASSES_PER_BOTTLE))
