/**
 * The shop's promises as the seeded texts write them (issue #15 §1): every page, FAQ answer and
 * article that names shipping, delivery or a reply time takes its sentence from here, so the demo
 * states each promise once, from `lib/promises.ts`.
 */
import { promiseValues } from '../../../lib/promises'

const nl = promiseValues('nl')
const en = promiseValues('en')

export const PROMISE_TEXT = {
  freeShipping: {
    nl: `Boven ${nl.freeShippingAbove} verzenden we gratis; tot en met ${nl.freeShippingAbove} betaal je ${nl.shippingCost}.`,
    en: `Shipping is free above ${en.freeShippingAbove}; up to and including ${en.freeShippingAbove} you pay ${en.shippingCost}.`,
  },
  delivery: {
    nl: `Betaal je op een werkdag vóór ${nl.cutoff}, dan versturen we je bestelling dezelfde dag en bezorgt de vervoerder haar meestal de volgende werkdag; later betaald, dan versturen we haar de eerstvolgende werkdag.`,
    en: `Pay on a working day before ${en.cutoff} and we send your order the same day; the carrier usually delivers it the next working day. Paid later, we send it the next working day.`,
  },
  deliveryShort: {
    nl: `Op werkdagen vóór ${nl.cutoff} besteld en betaald: de volgende werkdag in huis.`,
    en: `Order and pay on a working day before ${en.cutoff}: at your door the next working day.`,
  },
  reply: { nl: `We antwoorden binnen ${nl.replyWithin}.`, en: `We reply within ${en.replyWithin}.` },
  values: { nl, en },
} as const
