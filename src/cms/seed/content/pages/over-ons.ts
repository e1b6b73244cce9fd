import type { PageSeed } from '../types'
import { SHOP } from './shop'

/**
 * "Over ons" is the merchant's own story, so the demo ships a template (issue #15 §2): the two
 * sections about who runs the shop are writing prompts in square brackets, which the go-live
 * checklist (cms/go-live) looks for; the sections that are true of any shop built on this code stay.
 */
const nl = `## Wie we zijn

[Schrijf hier in een paar zinnen wie de winkel runt, sinds wanneer en waarom. Een echt verhaal, ook een kort, werkt beter dan een mooi verzonnen verhaal: noem alleen mensen en jaartallen die kloppen.]

## Wat we doen

[Schrijf hier wat je verkoopt en hoe je kiest: hoeveel wijnen, uit welke landen, of je ze zelf proeft en bij wie je inkoopt. Beloof alleen wat je waarmaakt.]

## Advies, ook online

Wijn kiezen is leuker als je er iets meer van weet. Daarom schrijven we de [wijnwijzer](/wijnwijzer), met praktische artikelen over bijvoorbeeld [wijn bij kaas](/wijnwijzer/wijn-bij-kaas) en [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren). Weet je niet precies wat je zoekt? Stel je vraag aan Waine, onze virtuele sommelier. Waine is een AI-assistent die je op basis van onze voorraad en onze wijnwijzer een paar passende wijnen aanraadt. Liever een mens aan de lijn? Onze [klantenservice](/contact) helpt je graag.

## Verantwoord genieten

Wijn is om van te genieten, met mate. We verkopen en bezorgen alleen aan mensen van 18 jaar en ouder, en bij de bezorging wordt altijd je leeftijd gecontroleerd. Zo houden we ons aan de Alcoholwet en steunen we NIX18: niet drinken onder de 18.

## Ontdek onze wijnen

Je bestelt onze wijnen in de [webshop](/), en we bezorgen ze in heel Nederland. Ben je horecaondernemer of heb je een winkel? Kijk dan op onze pagina [voor handelaren](/voor-handelaren).
`

const en = `## Who we are

[Write here in a few sentences who runs the shop, since when and why. A true story, even a short one, works better than a nice invented one: name only people and years that are real.]

## What we do

[Write here what you sell and how you choose: how many wines, from which countries, whether you taste them yourself and whom you buy from. Promise only what you deliver.]

## Advice, online too

Choosing wine is more fun when you know a little more about it. That is why we write the [wine guide](/wijnwijzer), with practical articles about, for example, [wine with cheese](/wijnwijzer/wijn-bij-kaas) and [storing red wine](/wijnwijzer/rode-wijn-bewaren). Not quite sure what you are looking for? Ask Waine, our virtual sommelier. Waine is an AI assistant that recommends a few suitable wines based on our stock and our wine guide. Prefer to talk to a person? Our [customer service](/contact) is happy to help.

## Enjoy responsibly

Wine is there to be enjoyed, in moderation. We only sell and deliver to people aged 18 and over, and your age is always checked at delivery. This is how we comply with the Dutch Alcohol Act and support NIX18: no drinking under 18.

## Discover our wines

You order our wines in the [online shop](/), and we deliver them throughout the Netherlands. Do you run a restaurant, bar or shop? Then have a look at our page [for traders](/voor-handelaren).
`

export const overOns: PageSeed = {
  slug: 'over-ons',
  title: { nl: 'Over ons', en: 'About us' },
  intro: {
    nl: `[Schrijf hier in één zin wie ${SHOP.name} is en waar jullie zitten.]`,
    en: `[Write here in one sentence who ${SHOP.name} is and where you are based.]`,
  },
  metaDescription: {
    nl: `Maak kennis met ${SHOP.name}: wie we zijn, hoe we onze wijnen kiezen en hoe je ons bereikt.`,
    en: `Meet ${SHOP.name}: who we are, how we choose our wines and how to reach us.`,
  },
  body: { nl, en },
}
