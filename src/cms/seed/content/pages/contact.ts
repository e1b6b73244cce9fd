import type { PageSeed } from '../types'
import { SHOP } from './shop'
import { PROMISE_TEXT } from '../promise-texts'

const mail = `[${SHOP.email}](mailto:${SHOP.email})`

const nl = `## Zo bereik je ons

- **E-mail:** ${mail}. ${PROMISE_TEXT.reply.nl}
- **Telefoon:** ${SHOP.phone}, van maandag tot en met vrijdag van 9.00 tot 17.00 uur.
- **Contactformulier:** stuur je vraag via het formulier op deze pagina; we antwoorden per e-mail.
- **Post:** ${SHOP.name}, ${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}. Op dit adres zitten ons kantoor en onze wijnkelder; een winkel hebben we niet. Terugbrengen kan na afspraak.

Vermeld bij een vraag over een bestelling altijd je bestelnummer; dat staat in de bevestigingsmail.

## Snel geregeld

- **Bestelling herroepen?** Gebruik "Overeenkomst herroepen" onderaan elke pagina of op de pagina van je bestelling. Meer hierover lees je in onze [algemene voorwaarden](/legal/algemene-voorwaarden).
- **Advies over wijn?** Stel je vraag aan Waine, onze virtuele sommelier, via de chatknop rechtsonder. Of lees de artikelen in onze [wijnwijzer](/wijnwijzer).
- **Zakelijk bestellen?** Kijk op onze pagina [voor handelaren](/voor-handelaren).

Hieronder vind je antwoorden op de vragen die we het vaakst krijgen.
`

const en = `## How to reach us

- **Email:** ${mail}. ${PROMISE_TEXT.reply.en}
- **Phone:** ${SHOP.phone}, Monday to Friday from 9 am to 5 pm.
- **Contact form:** send your question through the form on this page; we reply by email.
- **Post:** ${SHOP.name}, ${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}, the Netherlands. This is where our office and wine cellar are; we do not have a shop. Returns can be dropped off by appointment.

If your question is about an order, please always mention your order number; you will find it in the confirmation email.

## Quick links

- **Withdrawing an order?** Use "Withdraw from contract" at the bottom of every page or on the page of your order. You can read more about this in our [terms and conditions](/legal/algemene-voorwaarden).
- **Advice about wine?** Ask Waine, our virtual sommelier, via the chat button at the bottom right. Or read the articles in our [wine guide](/wijnwijzer).
- **Ordering for your business?** Have a look at our page [for traders](/voor-handelaren).

Below you will find answers to the questions we are asked most often.
`

export const contact: PageSeed = {
  slug: 'contact',
  title: { nl: 'Klantenservice', en: 'Customer service' },
  intro: {
    nl: 'Heb je een vraag over je bestelling, de bezorging of een wijn? We helpen je graag. Bekijk de veelgestelde vragen of neem contact met ons op.',
    en: 'Do you have a question about your order, the delivery or a wine? We are happy to help. Browse the frequently asked questions or get in touch with us.',
  },
  metaDescription: {
    nl: `Klantenservice van ${SHOP.name}: veelgestelde vragen over bestellen, betalen, bezorgen en retourneren, en hoe je ons bereikt.`,
    en: `${SHOP.name} customer service: frequently asked questions about ordering, payment, delivery and returns, and how to reach us.`,
  },
  body: { nl, en },
}
