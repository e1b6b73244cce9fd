import type { PageSeed } from '../types'
import { SHOP } from './shop'

const nl = `## Hoe het begon

${SHOP.name} begon in 2016 met twee mensen en een werfkelder aan de Oudegracht in Utrecht. Marieke Verhoeven werkte jaren als sommelier in restaurants en Joost van Leeuwen reisde als inkoper voor een wijnimporteur langs wijngaarden in heel Europa. Ze merkten allebei hetzelfde: de mooiste wijnen van kleine wijnmakers kwamen zelden in een gewoon wijnrek terecht. Dus besloten ze die wijnen zelf te gaan halen.

De eerste jaren verkochten ze vooral aan vrienden, buren en een paar restaurants in de stad. De kelder aan de gracht werd al snel te klein. Sinds 2021 zitten we aan de Wijnstraat, met een koele kelder waarin al onze wijnen op de juiste temperatuur liggen tot ze naar jou onderweg gaan.

## Wat we doen

We zijn een kleine wijnhandel met een zorgvuldig gekozen assortiment van ruim zestig wijnen uit meer dan tien landen. Elke wijn in onze webshop hebben we zelf geproefd, de meeste ook bij de wijnmaker zelf. We kiezen voor familiebedrijven die met respect voor hun wijngaard werken en van wie we het verhaal kennen. Een deel van onze wijnen is biologisch of vegan; dat zie je bij elke wijn staan.

We denken dat goede wijn niet duur hoeft te zijn. Je vindt bij ons een heerlijke wijn voor elke dag, maar ook een bijzondere fles voor een feestje of om een paar jaar te bewaren. Bij elke wijn vertellen we eerlijk hoe hij smaakt, waar hij bij past en op welke temperatuur je hem schenkt.

## Advies, ook online

Wijn kiezen is leuker als je er iets meer van weet. Daarom schrijven we de [wijnwijzer](/wijnwijzer), met praktische artikelen over bijvoorbeeld [wijn bij kaas](/wijnwijzer/wijn-bij-kaas) en [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren). Weet je niet precies wat je zoekt? Stel je vraag aan Waine, onze virtuele sommelier. Waine is een AI-assistent die je op basis van onze voorraad en onze wijnwijzer een paar passende wijnen aanraadt. Liever een mens aan de lijn? Onze [klantenservice](/contact) helpt je graag.

## Verantwoord genieten

Wijn is om van te genieten, met mate. We verkopen en bezorgen alleen aan mensen van 18 jaar en ouder, en bij de bezorging wordt altijd je leeftijd gecontroleerd. Zo houden we ons aan de Alcoholwet en steunen we NIX18: niet drinken onder de 18.

## Ontdek onze wijnen

Je bestelt onze wijnen in de [webshop](/), en we bezorgen ze in heel Nederland. Ben je horecaondernemer of heb je een winkel? Kijk dan op onze pagina [voor handelaren](/voor-handelaren).
`

const en = `## How it started

${SHOP.name} started in 2016 with two people and a wharf cellar on the Oudegracht canal in Utrecht. Marieke Verhoeven had worked as a sommelier in restaurants for years, and Joost van Leeuwen traveled to vineyards all over Europe as a buyer for a wine importer. They both noticed the same thing: the finest wines from small winemakers rarely ended up on an ordinary wine rack. So they decided to fetch those wines themselves.

In the first years they sold mainly to friends, neighbors and a few restaurants in the city. The cellar by the canal soon became too small. Since 2021 we have been on the Wijnstraat, with a cool cellar where all our wines rest at the right temperature until they are on their way to you.

## What we do

We are a small wine merchant with a carefully chosen range of more than sixty wines from over ten countries. We have tasted every wine in our online shop ourselves, most of them at the winemaker's own estate. We choose family businesses that work with respect for their vineyards and whose story we know. Some of our wines are organic or vegan; you can see this with every wine.

We believe that good wine need not be expensive. With us you will find a delicious wine for every day, but also a special bottle for a celebration or to keep for a few years. For every wine we tell you honestly how it tastes, what it goes with and at what temperature to serve it.

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
    nl: `${SHOP.name} is een kleine wijnhandel uit Utrecht. We proeven elke wijn zelf en kiezen voor eerlijke wijnen van familiebedrijven, met advies dat je echt verder helpt.`,
    en: `${SHOP.name} is a small wine merchant from Utrecht. We taste every wine ourselves and choose honest wines from family businesses, with advice that really helps you.`,
  },
  metaDescription: {
    nl: `Maak kennis met ${SHOP.name}: een kleine wijnhandel uit Utrecht met zelf geproefde wijnen van familiebedrijven en eerlijk advies.`,
    en: `Meet ${SHOP.name}: a small wine merchant from Utrecht with self-tasted wines from family businesses and honest advice.`,
  },
  body: { nl, en },
}
