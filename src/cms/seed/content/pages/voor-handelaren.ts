import type { PageSeed } from '../types'
import { SHOP } from './shop'
import { PROMISE_TEXT } from '../promise-texts'

const nl = `## Voor wie?

We leveren aan ondernemers die hun gasten of klanten goede wijn willen schenken of verkopen:

- restaurants, cafés, hotels en cateraars;
- slijterijen, delicatessenwinkels en wijnbars;
- bedrijven die wijn zoeken voor relatiegeschenken, personeelsfeesten of evenementen.

## Ons assortiment

Als zakelijke klant kies je uit ons hele assortiment van ruim zestig wijnen: rood, wit, rosé, mousserend en dessertwijn, uit meer dan tien landen. Van veel wijnen kunnen we grotere hoeveelheden rechtstreeks bij de wijnmaker bestellen. Stel je een nieuwe wijnkaart samen, dan sturen we je proefflessen en denken we mee over wijnen die bij je keuken en je prijsniveau passen. Voor restaurants verzorgen we ook een proeverij voor de bediening, zodat je team de wijnen goed kan aanraden.

## Handelsprijzen en staffels

Zakelijke klanten bestellen tegen handelsprijzen. Die prijzen zijn exclusief 21% btw; in de webshop zie je de consumentenprijzen inclusief btw. Na goedkeuring van je aanvraag ontvang je onze actuele prijslijst.

- Vanaf 24 flessen per bestelling geldt de handelsprijs. Je mag de wijnen vrij combineren.
- Vanaf 60 flessen per bestelling krijg je 5% extra korting op de handelsprijs.
- Vanaf 120 flessen per bestelling krijg je 10% extra korting op de handelsprijs.

Je betaalt op factuur, binnen 14 dagen.

## Levering

- In Utrecht en omgeving bezorgen we zelf, op dinsdag en vrijdag.
- In de rest van Nederland leveren we via een vervoerder: ${PROMISE_TEXT.deliveryShort.nl.charAt(0).toLowerCase()}${PROMISE_TEXT.deliveryShort.nl.slice(1)} Grote bestellingen leveren we op afspraak op een pallet.
- Vanaf 36 flessen is de levering gratis. Voor kleinere leveringen rekenen we € 14,50 exclusief btw.
- We leveren op je bedrijfsadres, tijdens je openingstijden, en alleen aan een ontvanger van 18 jaar of ouder.

## Zo vraag je een zakelijk account aan

1. Vul het formulier op deze pagina in met je naam, bedrijfsnaam, KvK-nummer, telefoonnummer en e-mailadres. Vertel ons in je bericht wat voor bedrijf je hebt en welke wijnen je zoekt.
2. We controleren je inschrijving bij de Kamer van Koophandel. Verkoop of schenk je de wijn zelf, dan vragen we ook naar je vergunning op grond van de Alcoholwet.
3. Binnen 2 werkdagen nemen we contact met je op en sturen we je de prijslijst. Daarna bestel je eenvoudig per e-mail of telefoon.

Heb je eerst een vraag? Mail naar [${SHOP.email}](mailto:${SHOP.email}) of bel ${SHOP.phone}. Kijk ook bij de vragen over [zakelijk bestellen](/contact) op onze klantenservicepagina.
`

const en = `## Who is it for?

We supply businesses that want to serve or sell good wine to their guests or customers:

- restaurants, cafés, hotels and caterers;
- liquor stores, delicatessens and wine bars;
- companies looking for wine for business gifts, staff parties or events.

## Our range

As a business customer you choose from our entire range of more than sixty wines: red, white, rosé, sparkling and dessert wine, from over ten countries. For many wines we can order larger quantities directly from the winemaker. If you are putting together a new wine list, we send you sample bottles and help you find wines that suit your cuisine and your price level. For restaurants we also organize a tasting for the waiting staff, so your team can recommend the wines well.

## Trade prices and volume discounts

Business customers order at trade prices. These prices exclude 21% VAT; in the online shop you see the consumer prices including VAT. Once your application has been approved, you receive our current price list.

- From 24 bottles per order, the trade price applies. You are free to mix the wines.
- From 60 bottles per order, you get an extra 5% discount on the trade price.
- From 120 bottles per order, you get an extra 10% discount on the trade price.

You pay by invoice, within 14 days.

## Delivery

- In Utrecht and the surrounding area we deliver ourselves, on Tuesdays and Fridays.
- In the rest of the Netherlands we deliver through a carrier: ${PROMISE_TEXT.deliveryShort.en.charAt(0).toLowerCase()}${PROMISE_TEXT.deliveryShort.en.slice(1)} Large orders are delivered on a pallet by appointment.
- From 36 bottles, delivery is free. For smaller deliveries we charge € 14,50 excluding VAT.
- We deliver to your business address, during your opening hours, and only to a recipient aged 18 or older.

## How to apply for a business account

1. Fill in the form on this page with your name, company name, Chamber of Commerce (KvK) number, phone number and email address. Tell us in your message what kind of business you run and which wines you are looking for.
2. We check your registration with the Chamber of Commerce. If you sell or serve the wine yourself, we also ask about your license under the Dutch Alcohol Act.
3. Within 2 working days we contact you and send you the price list. After that you simply order by email or phone.

Do you have a question first? Email [${SHOP.email}](mailto:${SHOP.email}) or call ${SHOP.phone}. Also see the questions about [business orders](/contact) on our customer service page.
`

export const voorHandelaren: PageSeed = {
  slug: 'voor-handelaren',
  title: { nl: 'Voor handelaren', en: 'For traders' },
  intro: {
    nl: 'Wijn voor je restaurant, winkel of bedrijf? Als zakelijke klant koop je ons hele assortiment tegen handelsprijzen exclusief btw, met persoonlijk advies en vaste bezorgdagen.',
    en: 'Wine for your restaurant, shop or company? As a business customer you buy our entire range at trade prices excluding VAT, with personal advice and fixed delivery days.',
  },
  metaDescription: {
    nl: `Zakelijk wijn inkopen bij ${SHOP.name}: handelsprijzen exclusief btw, staffelkorting, bezorging in heel Nederland. Vraag eenvoudig een zakelijk account aan.`,
    en: `Buy wine for your business from ${SHOP.name}: trade prices excluding VAT, volume discounts, delivery throughout the Netherlands. Apply for a business account.`,
  },
  body: { nl, en },
}
