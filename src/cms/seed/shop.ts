/**
 * The demo shop's settings: shop details, navigation, footer and home page, in nl and en.
 * Kept apart from the seeding code so a merchant can read (and change) what a fresh shop says.
 */
import type { Localized } from './content/types'
import { PROMISE_TEXT } from './content/promise-texts'
import { SHOP } from './content/pages/shop'

const promised = PROMISE_TEXT.values

export const SITE = {
  shopName: 'Kelder & Kurk',
  tagline: {
    nl: 'Eerlijke wijnen van kleine makers, met zorg geproefd en snel bij je thuis.',
    en: 'Honest wines from small makers, carefully tasted and delivered fast.',
  },
  // Placeholders (content/pages/shop.ts): the merchant's own go in before going live.
  kvk: SHOP.kvk,
  btwNumber: SHOP.btw,
  street: SHOP.street,
  postalCode: SHOP.postalCode,
  city: SHOP.city,
  phone: SHOP.phone,
  email: SHOP.email,
  // None in the demo: an account name could belong to someone else.
  socials: [],
  // Off in the demo: nothing third-party loads. To show one, fill in under Winkelgegevens →
  // Reviewwidget: enabled, the service's https script URL (e.g. https://widgets.example.com/v1/widget.js),
  // your shop/widget id, a heading, and for the footer badge a link to your review page and a text.
  reviews: { enabled: false },
}

type Link = { label: Localized; href: string }

export const NAVIGATION: Link[] = [
  { label: { nl: 'Over ons', en: 'About us' }, href: '/over-ons' },
  { label: { nl: 'Wijnwijzer', en: 'Wine guide' }, href: '/wijnwijzer' },
  { label: { nl: 'Klantenservice', en: 'Customer service' }, href: '/contact' },
  { label: { nl: 'Voor handelaren', en: 'For traders' }, href: '/voor-handelaren' },
  { label: { nl: 'Webshop', en: 'Webshop' }, href: '/' },
]

export const FOOTER: { heading: Localized; links: Link[] }[] = [
  {
    heading: { nl: 'Webshop', en: 'Webshop' },
    links: [
      { label: { nl: 'Alle wijnen', en: 'All wines' }, href: '/' },
      { label: { nl: 'Rode wijn', en: 'Red wine' }, href: '/?kleur=rood' },
      { label: { nl: 'Witte wijn', en: 'White wine' }, href: '/?kleur=wit' },
      { label: { nl: 'Wijnwijzer', en: 'Wine guide' }, href: '/wijnwijzer' },
    ],
  },
  {
    heading: { nl: 'Service', en: 'Service' },
    links: [
      { label: { nl: 'Veelgestelde vragen', en: 'Frequently asked questions' }, href: '/contact' },
      { label: { nl: 'Klantenservice', en: 'Customer service' }, href: '/contact' },
      { label: { nl: 'Algemene voorwaarden', en: 'Terms and conditions' }, href: '/legal/algemene-voorwaarden' },
      { label: { nl: 'Privacybeleid', en: 'Privacy policy' }, href: '/legal/privacy-policy' },
      { label: { nl: 'Leeftijdscontrole', en: 'Age verification' }, href: '/legal/leeftijdscontrole' },
    ],
  },
  {
    heading: { nl: 'Over Kelder & Kurk', en: 'About Kelder & Kurk' },
    links: [
      { label: { nl: 'Over ons', en: 'About us' }, href: '/over-ons' },
      { label: { nl: 'Voor handelaren', en: 'For traders' }, href: '/voor-handelaren' },
    ],
  },
]

export const AGE_NOTICE: Localized = {
  nl: 'Wij verkopen geen alcohol aan personen onder de 18 jaar.',
  en: 'We do not sell alcohol to anyone under 18.',
}

export const HOME = {
  hero: {
    heading: { nl: 'Wijn die je wilt delen', en: 'Wine worth sharing' },
    text: {
      nl: `Wijnen van kleine makers uit Europa en de Nieuwe Wereld, allemaal zelf geproefd. ${PROMISE_TEXT.deliveryShort.nl} ${PROMISE_TEXT.freeShipping.nl}`,
      en: `Wines from small makers in Europe and the New World, all tasted by us. ${PROMISE_TEXT.deliveryShort.en} ${PROMISE_TEXT.freeShipping.en}`,
    },
    ctaLabel: { nl: 'Bekijk alle wijnen', en: 'See all wines' },
    ctaHref: '#wijnen',
  },
  usps: [
    {
      title: { nl: `Gratis verzending boven ${promised.nl.freeShippingAbove}`, en: `Free shipping above ${promised.en.freeShippingAbove}` },
      text: {
        nl: `Tot en met ${promised.nl.freeShippingAbove}: ${promised.nl.shippingCost} per bestelling.`,
        en: `Up to and including ${promised.en.freeShippingAbove}: ${promised.en.shippingCost} per order.`,
      },
    },
    {
      title: { nl: 'De volgende werkdag in huis', en: 'At your door the next working day' },
      text: {
        nl: `Op werkdagen vóór ${promised.nl.cutoff} besteld en betaald.`,
        en: `Order and pay on a working day before ${promised.en.cutoff}.`,
      },
    },
    {
      title: { nl: 'Zelf geproefd', en: 'Tasted by us' },
      text: { nl: 'Elke wijn staat pas online als wij hem lekker vinden.', en: 'A wine goes online only once we like it.' },
    },
    {
      title: { nl: 'Veilig betalen', en: 'Pay safely' },
      text: { nl: 'Met iDEAL | Wero, creditcard of Bancontact.', en: 'With iDEAL | Wero, credit card or Bancontact.' },
    },
  ],
  newsletter: {
    heading: { nl: 'Eens per maand een goede fles', en: 'One good bottle a month' },
    text: {
      nl: 'Onze nieuwsbrief tipt elke maand één wijn met een recept erbij. Geen spam, altijd afmelden met één klik.',
      en: 'Our newsletter tips one wine a month, with a recipe. No spam, unsubscribe with one click.',
    },
  },
}
