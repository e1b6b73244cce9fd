import type { PageSeed } from '../types'
import { SHOP } from './shop'

const nl = `## Waarom deze procedure?

De Alcoholwet verbiedt het verkopen en afleveren van alcoholhoudende drank aan personen jonger dan 18 jaar. Wie alcohol op afstand verkoopt, zoals via een webshop, moet een schriftelijke procedure hebben waarmee de leeftijd van de koper wordt vastgesteld, zowel bij de verkoop als bij de aflevering. Dit is de procedure van ${SHOP.name}. Iedereen die bij ons werkt en iedereen die namens ons bezorgt, werkt volgens deze procedure.

## 1. Op de website

- Bij het eerste bezoek in een browsersessie vraagt de website de bezoeker om zijn geboortedatum. Is de bezoeker jonger dan 18 jaar, dan krijgt hij geen toegang tot de webshop.
- Op elke pagina staat dat we geen alcohol verkopen aan personen onder de 18 jaar.
- Onze virtuele sommelier Waine geeft geen advies aan iemand die aangeeft jonger dan 18 jaar te zijn.

## 2. Bij het bestellen

- Voordat je kunt betalen, moet je verplicht bevestigen dat je 18 jaar of ouder bent en dat je leeftijd bij de bezorging opnieuw wordt gecontroleerd. Zonder die bevestiging kun je niet bestellen.
- In de bevestigingsmail herinneren we je eraan dat je bij de bezorging een geldig identiteitsbewijs moet laten zien.
- Zijn er aanwijzingen dat een bestelling bestemd is voor iemand jonger dan 18 jaar, dan nemen we contact op met de koper en annuleren we de bestelling als we twijfel houden. Het betaalde bedrag betalen we dan volledig terug.

## 3. Verpakking en verzending

- Op elk pakket staat dat het alcohol bevat en alleen mag worden afgegeven aan personen van 18 jaar of ouder, na controle van een identiteitsbewijs.
- We versturen alleen met een bezorgdienst van de vervoerder waarbij de leeftijd van de ontvanger bij de aflevering wordt gecontroleerd. Pakketten worden niet bij de buren afgegeven, niet in de brievenbus gestopt en niet bij de deur achtergelaten.

## 4. Bij de bezorging

- De bezorger vraagt de ontvanger altijd om een geldig identiteitsbewijs: een paspoort, een Nederlandse identiteitskaart of een rijbewijs. De bezorger controleert de geboortedatum en of de foto bij de ontvanger past.
- Het pakket wordt alleen afgegeven aan een ontvanger van 18 jaar of ouder. Dat mag iemand anders dan de koper zijn, zolang die op het bezorgadres is en zich kan legitimeren.
- Kan de ontvanger zich niet legitimeren, is de ontvanger jonger dan 18 jaar of twijfelt de bezorger, dan wordt het pakket niet afgegeven. Er volgt een tweede bezorgpoging of de koper kan het pakket ophalen bij een afhaalpunt van de vervoerder, waar dezelfde controle plaatsvindt. Lukt de aflevering niet, dan komt het pakket terug naar ons.
- Bezorgen we zelf bij zakelijke klanten, dan volgen onze medewerkers dezelfde controle.

## 5. Vastleggen en verbeteren

- De vervoerder legt bij elke aflevering vast dat de leeftijd is gecontroleerd. Gegevens van het identiteitsbewijs worden daarbij niet opgeslagen en wij ontvangen geen kopie.
- Nieuwe medewerkers krijgen uitleg over deze procedure voordat ze bestellingen behandelen.
- We bekijken deze procedure minstens één keer per jaar en na elk incident opnieuw, en passen haar aan als dat nodig is. De eigenaren van ${SHOP.name} zijn verantwoordelijk voor de naleving.

Heb je een vraag over deze procedure? Neem dan [contact](/contact) met ons op. In onze [algemene voorwaarden](/legal/algemene-voorwaarden) lees je wat er gebeurt als een bestelling niet kan worden afgeleverd.
`

const en = `## Why this procedure?

The Dutch Alcohol Act prohibits selling and delivering alcoholic beverages to persons under 18. Anyone who sells alcohol at a distance, for example through an online shop, must have a written procedure that establishes the age of the buyer, both at the time of sale and at delivery. This is the procedure of ${SHOP.name}. Everyone who works for us and everyone who delivers on our behalf follows this procedure.

## 1. On the website

- On the first visit in a browser session, the website asks visitors for their date of birth. Visitors under 18 do not get access to the online shop.
- Every page states that we do not sell alcohol to persons under 18.
- Our virtual sommelier Waine gives no advice to anyone who says they are under 18.

## 2. When ordering

- Before you can pay, you must confirm that you are 18 or older and that your age will be checked again at delivery. Without that confirmation you cannot order.
- In the confirmation email we remind you that you must show a valid proof of identity at delivery.
- If there are indications that an order is intended for someone under 18, we contact the buyer and cancel the order if we remain in doubt. We then refund the amount paid in full.

## 3. Packaging and shipping

- Every parcel states that it contains alcohol and may only be handed over to persons aged 18 or older after checking a proof of identity.
- We only ship with a delivery service of the carrier in which the age of the recipient is checked at delivery. Parcels are not left with neighbours, not put through the mailbox and not left at the door.

## 4. At delivery

- The courier always asks the recipient for a valid proof of identity: a passport, a Dutch identity card or a driving license. The courier checks the date of birth and whether the photo matches the recipient.
- The parcel is only handed over to a recipient aged 18 or older. This may be someone other than the buyer, as long as they are at the delivery address and can identify themselves.
- If the recipient cannot show identification, is under 18 or if the courier is in doubt, the parcel is not handed over. There is a second delivery attempt or the buyer can collect the parcel at a pick-up point of the carrier, where the same check takes place. If delivery does not succeed, the parcel comes back to us.
- When we deliver to business customers ourselves, our staff follow the same check.

## 5. Recording and improving

- For every delivery, the carrier records that the age was checked. No details of the proof of identity are stored and we do not receive a copy.
- New staff are briefed on this procedure before they handle orders.
- We review this procedure at least once a year and after every incident, and adjust it where necessary. The owners of ${SHOP.name} are responsible for compliance.

Do you have a question about this procedure? Then [contact](/contact) us. Our [terms and conditions](/legal/algemene-voorwaarden) explain what happens if an order cannot be delivered.
`

export const leeftijdscontrole: PageSeed = {
  slug: 'leeftijdscontrole',
  title: { nl: 'Procedure leeftijdscontrole', en: 'Age verification procedure' },
  intro: {
    nl: 'Wij verkopen geen alcohol aan personen onder de 18 jaar. Hier lees je hoe we de leeftijd controleren bij het bestellen en bij de bezorging, zoals de Alcoholwet voorschrijft.',
    en: 'We do not sell alcohol to persons under 18. Here you can read how we check age when you order and at delivery, as the Dutch Alcohol Act requires.',
  },
  metaDescription: {
    nl: `De schriftelijke procedure leeftijdscontrole van ${SHOP.name}: hoe we volgens de Alcoholwet je leeftijd controleren bij bestellen en bezorgen.`,
    en: `The written age verification procedure of ${SHOP.name}: how we check your age when ordering and at delivery under the Dutch Alcohol Act.`,
  },
  body: { nl, en },
}
