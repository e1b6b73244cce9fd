import type { PageSeed } from '../types'
import { PROMISE_TEXT } from '../promise-texts'

/** The three payment result pages (/payments/accepted, /cancelled, /process-payment). */
export const betalingGeslaagd: PageSeed = {
  slug: 'betaling-geslaagd',
  title: { nl: 'Bedankt voor je bestelling', en: 'Thank you for your order' },
  intro: {
    nl: 'Je betaling is gelukt. Binnen enkele minuten ontvang je een bevestiging per e-mail met je bestelnummer.',
    en: 'Your payment was successful. Within a few minutes you will receive a confirmation by email with your order number.',
  },
  metaDescription: {
    nl: 'Je betaling is gelukt en je bestelling is bevestigd.',
    en: 'Your payment was successful and your order is confirmed.',
  },
  body: {
    nl: `## Bezorging

${PROMISE_TEXT.delivery.nl} Bij de bezorging vraagt de bezorger altijd naar je legitimatie: houd een geldig identiteitsbewijs bij de hand. We bezorgen alleen aan iemand van 18 jaar of ouder op het bezorgadres en niet bij de buren.

Heb je een vraag over je bestelling? Neem dan [contact](/contact) met ons op en vermeld je bestelnummer.
`,
    en: `## Delivery

${PROMISE_TEXT.delivery.en} At delivery, the courier always asks for ID: keep a valid proof of identity at hand. We only deliver to someone aged 18 or older at the delivery address, and not to neighbours.

Do you have a question about your order? Then [contact](/contact) us and mention your order number.
`,
  },
}

export const betalingGeannuleerd: PageSeed = {
  slug: 'betaling-geannuleerd',
  title: { nl: 'Betaling geannuleerd', en: 'Payment cancelled' },
  intro: {
    nl: 'Je betaling is niet afgerond en er is niets afgeschreven. Je winkelmandje is bewaard, dus je kunt het zo opnieuw proberen.',
    en: 'Your payment was not completed and nothing has been charged. Your shopping cart has been kept, so you can try again right away.',
  },
  metaDescription: {
    nl: 'Je betaling is geannuleerd. Je winkelmandje is bewaard.',
    en: 'Your payment was cancelled. Your shopping cart has been kept.',
  },
  body: {
    nl: `Lukt het betalen niet, probeer dan een andere betaalmethode: iDEAL | Wero, creditcard of Bancontact. Blijft het misgaan, neem dan [contact](/contact) met ons op; we helpen je graag.
`,
    en: `If payment does not work, try another payment method: iDEAL | Wero, credit card or Bancontact. If it keeps going wrong, please [contact](/contact) us; we are happy to help.
`,
  },
}

export const betalingVerwerken: PageSeed = {
  slug: 'betaling-verwerken',
  title: { nl: 'We verwerken je betaling', en: 'We are processing your payment' },
  intro: {
    nl: 'Een ogenblik geduld. We wachten op de bevestiging van je betaling; dat duurt meestal maar een paar seconden.',
    en: 'One moment, please. We are waiting for the confirmation of your payment; this usually takes only a few seconds.',
  },
  metaDescription: { nl: 'We verwerken je betaling.', en: 'We are processing your payment.' },
  body: {
    nl: `Sluit dit venster niet en betaal niet opnieuw. Zodra je betaling is bevestigd, zie je vanzelf je bestelling. Duurt het langer dan een paar minuten, kijk dan in je e-mail of neem [contact](/contact) met ons op.
`,
    en: `Do not close this window and do not pay again. As soon as your payment is confirmed, you will automatically see your order. If it takes longer than a few minutes, check your email or [contact](/contact) us.
`,
  },
}
