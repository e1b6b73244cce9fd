import type { PageSeed } from '../types'
import { SHOP } from './shop'
import { PROMISE_TEXT } from '../promise-texts'

const address = `${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}`

const nl = `Deze algemene voorwaarden gelden voor alle bestellingen die consumenten in de webshop van ${SHOP.name} plaatsen. Lees ze even door voordat je bestelt. Heb je een vraag, neem dan gerust [contact](/contact) met ons op.

## Artikel 1 – Wie wij zijn

- Naam: ${SHOP.name}
- Adres: ${address}
- Telefoon: ${SHOP.phone} (maandag tot en met vrijdag van 9.00 tot 17.00 uur)
- E-mail: [${SHOP.email}](mailto:${SHOP.email})
- KvK-nummer: ${SHOP.kvk}
- Btw-identificatienummer: ${SHOP.btw}

## Artikel 2 – Begrippen

- **Wij of ons:** ${SHOP.name}.
- **Jij of je:** de consument die bij ons bestelt, dus een persoon die niet handelt voor zijn bedrijf of beroep.
- **Overeenkomst op afstand:** een koopovereenkomst die je via onze webshop met ons sluit, zonder dat we elkaar daarvoor ontmoeten.
- **Bedenktijd:** de termijn van 14 dagen waarin je de overeenkomst zonder opgave van redenen kunt herroepen.
- **Herroepingsfunctie:** de functie "Overeenkomst herroepen" in onze webshop waarmee je online laat weten dat je de overeenkomst herroept, gevolgd door de knop "Herroeping bevestigen".
- **Dag:** een kalenderdag. **Werkdag:** maandag tot en met vrijdag, behalve erkende feestdagen.

## Artikel 3 – Wanneer gelden deze voorwaarden?

Deze voorwaarden gelden voor elk aanbod van ons en voor elke overeenkomst op afstand tussen ons en jou. Je kunt ze voor het bestellen lezen en opslaan op deze pagina; op verzoek sturen we ze je kosteloos per e-mail. Voor zakelijke klanten kunnen aanvullende afspraken gelden, die we dan schriftelijk vastleggen. Is een bepaling in deze voorwaarden ongeldig, dan blijven de andere bepalingen van kracht.

## Artikel 4 – Ons aanbod

- We beschrijven onze wijnen zo volledig en nauwkeurig mogelijk, met onder meer de inhoud, het alcoholpercentage, het land, de streek en de druivensoorten. De foto's zijn illustraties; het etiket kan er anders uitzien.
- Wijn is een natuurproduct. Leveren we een ander oogstjaar dan op de website staat, dan laten we je dat vooraf weten en mag je de bestelling kosteloos annuleren.
- Ons aanbod geldt zolang de voorraad strekt. De voorraad die je in de webshop ziet, is de actuele voorraad.
- Kennelijke vergissingen of fouten in het aanbod, zoals een duidelijk verkeerde prijs, binden ons niet.

## Artikel 5 – Hoe de overeenkomst tot stand komt

- De overeenkomst komt tot stand op het moment dat je de bestelling afrondt met de knop die je verplicht tot betaling, en de betaling is gelukt.
- Wordt de betaling geannuleerd of mislukt ze, dan komt er geen overeenkomst tot stand. De wijnen die voor je waren gereserveerd, komen na 30 minuten weer vrij.
- Na je bestelling ontvang je een bevestiging per e-mail met een overzicht van je bestelling, deze voorwaarden, informatie over het herroepingsrecht en het modelformulier voor herroeping.
- We mogen een bestelling weigeren of annuleren als we een gegronde reden hebben, bijvoorbeeld als we vermoeden dat de wijn bestemd is voor iemand die jonger is dan 18 jaar. Je krijgt dan je geld volledig terug.

## Artikel 6 – Leeftijd: alleen voor 18 jaar en ouder

- Op grond van de Alcoholwet verkopen en bezorgen wij geen alcoholhoudende drank aan personen jonger dan 18 jaar.
- Bij je bezoek aan de webshop vragen we je geboortedatum. Bij het afrekenen bevestig je dat je 18 jaar of ouder bent en dat je leeftijd bij de bezorging opnieuw wordt gecontroleerd.
- Bij de bezorging vraagt de bezorger de ontvanger van het pakket om een geldig identiteitsbewijs: een paspoort, identiteitskaart of rijbewijs. Het pakket wordt alleen afgegeven aan iemand van 18 jaar of ouder.
- We bezorgen niet bij de buren en laten pakketten niet achter bij de deur of in de brievenbus.
- Kan de ontvanger zich niet legitimeren of is de ontvanger jonger dan 18 jaar, dan nemen we het pakket retour en ontbinden we de overeenkomst. We betalen het betaalde bedrag terug, verminderd met de kosten van de mislukte bezorging van ten hoogste € 7,95.
- Hoe we de leeftijd controleren, lees je in onze [procedure leeftijdscontrole](/legal/leeftijdscontrole).

## Artikel 7 – Prijzen en verzendkosten

- Alle prijzen zijn in euro en inclusief 21% btw.
- Voor een bestelling tot en met € 75 betaal je € 7,95 verzendkosten. Boven € 75 is de verzending gratis. Je ziet de verzendkosten en de totaalprijs voordat je bestelt.
- Prijzen kunnen veranderen, maar voor jouw bestelling geldt altijd de prijs op het moment van bestellen.
- Kortingen op alcoholhoudende drank bedragen nooit meer dan 25%, zoals de Alcoholwet voorschrijft.

## Artikel 8 – Betaling

- Je betaalt vooraf, via iDEAL | Wero, creditcard of Bancontact. De betaling verloopt via de beveiligde betaalpagina van onze betaaldienstverlener Stripe. Wij ontvangen geen volledige kaartgegevens.
- We versturen je bestelling pas nadat de betaling is gelukt.

## Artikel 9 – Levering

- We bezorgen alleen in Nederland.
- ${PROMISE_TEXT.delivery.nl} Uiterlijk 30 dagen na je bestelling is de bestelling geleverd, tenzij we samen een andere termijn afspreken.
- Lukt het niet om op tijd te leveren, dan laten we je dat zo snel mogelijk weten. Je mag de overeenkomst dan kosteloos ontbinden; we betalen je binnen 14 dagen terug.
- Ben je niet thuis, dan volgt een tweede bezorgpoging of kun je het pakket ophalen bij een afhaalpunt van de vervoerder. Ook daar wordt je leeftijd gecontroleerd.
- Het risico van beschadiging of verlies van de wijn gaat op jou over op het moment dat jij, of iemand die je hebt aangewezen, het pakket ontvangt.

## Artikel 10 – Herroepingsrecht: 14 dagen bedenktijd

Je mag de overeenkomst binnen 14 dagen zonder opgave van redenen herroepen. De bedenktijd begint op de dag na ontvangst van de wijn door jou of door iemand die je hebt aangewezen. Bestaat je bestelling uit meerdere zendingen, dan begint de bedenktijd na ontvangst van de laatste zending. Je mag ook al herroepen voordat je de wijn hebt ontvangen.

Je herroept op een van deze manieren:

- met **Overeenkomst herroepen** in onze webshop, onderaan elke pagina en op de pagina van je bestelling. Je vult je naam, bestelnummer en e-mailadres in en klikt op **Herroeping bevestigen**. Je hebt daarvoor geen account nodig;
- met het modelformulier voor herroeping onderaan deze voorwaarden, per e-mail of per post;
- met een andere ondubbelzinnige verklaring, bijvoorbeeld een e-mail aan [${SHOP.email}](mailto:${SHOP.email}).

Na je herroeping sturen we je onmiddellijk een ontvangstbevestiging per e-mail.

## Artikel 11 – Terugsturen en geopende flessen

- Stuur de wijn binnen 14 dagen na je herroeping terug naar ${address}, of breng hem na afspraak bij ons langs. Verpak de flessen goed, het liefst in de originele doos.
- De directe kosten van het terugsturen zijn voor jouw rekening.
- Tijdens de bedenktijd ga je zorgvuldig met de wijn om. Je mag de flessen bekijken zoals je dat in een winkel zou doen, maar open ze niet.
- Een geopende fles kunnen we niet opnieuw verkopen. Stuur je een geopende fles terug, dan ben je aansprakelijk voor de waardevermindering; bij een geopende fles is dat de prijs van die fles. Dat geldt niet als de wijn een gebrek heeft, zoals kurksmaak: dan geldt artikel 13.

## Artikel 12 – Terugbetaling

- We betalen alle betalingen die we van je hebben ontvangen, inclusief de standaard verzendkosten, terug binnen 14 dagen nadat je de herroeping hebt gemeld.
- We mogen wachten met terugbetalen tot we de wijn hebben ontvangen, of tot je hebt aangetoond dat je hem hebt teruggestuurd, als dat eerder is.
- We betalen terug via dezelfde betaalmethode waarmee je hebt betaald, tenzij je instemt met een andere methode. Terugbetalen kost jou niets.

## Artikel 13 – Garantie en gebreken

- Onze wijn voldoet aan de overeenkomst en aan de beschrijving in de webshop. Je hebt altijd recht op de wettelijke garantie.
- Is een fles kapot aangekomen, meld dat dan zo snel mogelijk, bij voorkeur binnen 48 uur en met een foto. Een later gemelde schade nemen we ook in behandeling.
- Ontdek je later een gebrek, zoals kurksmaak of een lekkende kurk, meld dat dan binnen 2 maanden nadat je het hebt ontdekt. Bewaar de fles met de resterende wijn.
- Bij een gebrek sturen we kosteloos een nieuwe fles of betalen we de fles terug, inclusief eventuele kosten van het terugsturen.
- Geen gebrek zijn: wijnsteen (kleine, onschadelijke kristallen), depot in oudere of ongefilterde wijn, natuurlijke verschillen tussen oogstjaren en een smaak die je niet aanspreekt.

## Artikel 14 – Klachten

- Heb je een klacht, meld die dan volledig en duidelijk omschreven bij onze klantenservice, via [${SHOP.email}](mailto:${SHOP.email}) of het [contactformulier](/contact).
- We bevestigen je klacht binnen 2 werkdagen en reageren inhoudelijk binnen 14 dagen. Hebben we meer tijd nodig, dan laten we je dat binnen die 14 dagen weten, met een termijn waarbinnen je een antwoord krijgt.

## Artikel 15 – Geschillen en toepasselijk recht

- Op deze voorwaarden en op elke overeenkomst met ons is Nederlands recht van toepassing.
- Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter. Informatie over je rechten als consument vind je ook bij ConsuWijzer van de Autoriteit Consument & Markt.

## Artikel 16 – Privacy

Hoe we met je persoonsgegevens omgaan, lees je in onze [privacyverklaring](/legal/privacy-policy).

## Artikel 17 – Wijzigingen

We kunnen deze voorwaarden wijzigen. Voor je bestelling gelden de voorwaarden die golden op het moment dat je bestelde. Deze versie is van november 2026.

## Modelformulier voor herroeping

(Dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen.)

- Aan: ${SHOP.name}, ${address}, ${SHOP.email}
- Ik/Wij\\* deel/delen\\* u hierbij mede dat ik/wij\\* onze overeenkomst betreffende de verkoop van de volgende producten: [aanduiding product] herroep/herroepen\\*
- Besteld op\\*/ontvangen op\\* [datum bestelling of ontvangst]
- [Naam consument(en)]
- [Adres consument(en)]
- [Handtekening consument(en)] (alleen wanneer dit formulier op papier wordt ingediend)
- [Datum]

\\* Doorhalen wat niet van toepassing is.
`

const en = `These general terms and conditions apply to all orders that consumers place in the ${SHOP.name} online shop. Please read them before you order. If you have a question, feel free to [contact](/contact) us.

## Article 1 – Who we are

- Name: ${SHOP.name}
- Address: ${address}, the Netherlands
- Phone: ${SHOP.phone} (Monday to Friday from 9 am to 5 pm)
- Email: [${SHOP.email}](mailto:${SHOP.email})
- Chamber of Commerce (KvK) number: ${SHOP.kvk}
- VAT identification number: ${SHOP.btw}

## Article 2 – Definitions

- **We or us:** ${SHOP.name}.
- **You:** the consumer who orders from us, that is a person who is not acting for their business or profession.
- **Distance contract:** a contract of sale that you conclude with us through our online shop, without us meeting in person.
- **Withdrawal period:** the period of 14 days in which you can withdraw from the contract without giving any reason.
- **Withdrawal function:** the "Withdraw from contract" function in our online shop with which you notify us online that you withdraw from the contract, followed by the "Confirm withdrawal" button.
- **Day:** a calendar day. **Working day:** Monday to Friday, except public holidays.

## Article 3 – When do these terms apply?

These terms apply to every offer we make and every distance contract between us and you. You can read and save them on this page before ordering; on request we will email them to you free of charge. Additional arrangements may apply to business customers, which we then record in writing. If a provision in these terms is invalid, the other provisions remain in force.

## Article 4 – Our offer

- We describe our wines as completely and accurately as possible, including the volume, alcohol percentage, country, region and grape varieties. The pictures are illustrations; the label may look different.
- Wine is a natural product. If we deliver a different vintage than shown on the website, we will tell you in advance and you may cancel the order free of charge.
- Our offer is valid while stocks last. The stock you see in the online shop is the current stock.
- Obvious mistakes or errors in the offer, such as a clearly wrong price, do not bind us.

## Article 5 – How the contract is concluded

- The contract is concluded at the moment you complete the order with the button that obliges you to pay, and the payment has succeeded.
- If the payment is cancelled or fails, no contract is concluded. The wines that were reserved for you are released again after 30 minutes.
- After your order you receive a confirmation by email with an overview of your order, these terms, information about the right of withdrawal and the model withdrawal form.
- We may refuse or cancel an order if we have a well-founded reason, for example if we suspect that the wine is intended for someone under 18. You will then get your money back in full.

## Article 6 – Age: only for 18 and over

- Under the Dutch Alcohol Act (Alcoholwet), we do not sell or deliver alcoholic beverages to persons under 18.
- When you visit the online shop we ask for your date of birth. At checkout you confirm that you are 18 or older and that your age will be checked again at delivery.
- At delivery, the courier asks the recipient of the parcel for a valid proof of identity: a passport, identity card or driving license. The parcel is only handed over to someone aged 18 or older.
- We do not deliver to neighbours and do not leave parcels at the door or in the mailbox.
- If the recipient cannot show identification or is under 18, we take the parcel back and dissolve the contract. We refund the amount paid, less the cost of the failed delivery of at most € 7,95.
- How we check age is described in our [age verification procedure](/legal/leeftijdscontrole).

## Article 7 – Prices and shipping costs

- All prices are in euros and include 21% VAT.
- For an order up to and including € 75 you pay € 7,95 in shipping costs. Above € 75 shipping is free. You see the shipping costs and the total price before you order.
- Prices may change, but your order is always charged at the price at the time of ordering.
- Discounts on alcoholic beverages never exceed 25%, as the Alcohol Act requires.

## Article 8 – Payment

- You pay in advance, by iDEAL | Wero, credit card or Bancontact. Payment takes place on the secure payment page of our payment service provider Stripe. We do not receive full card details.
- We only ship your order after the payment has succeeded.

## Article 9 – Delivery

- We only deliver in the Netherlands.
- ${PROMISE_TEXT.delivery.en} Your order will be delivered no later than 30 days after you placed it, unless we agree on a different period together.
- If we cannot deliver on time, we will let you know as soon as possible. You may then dissolve the contract free of charge; we will refund you within 14 days.
- If you are not at home, there is a second delivery attempt or you can collect the parcel at a pick-up point of the carrier. Your age is checked there as well.
- The risk of damage to or loss of the wine passes to you at the moment that you, or someone you have designated, receives the parcel.

## Article 10 – Right of withdrawal: 14 days to change your mind

You may withdraw from the contract within 14 days without giving any reason. The withdrawal period starts on the day after you, or someone you have designated, receive the wine. If your order consists of several shipments, the period starts after receipt of the last shipment. You may also withdraw before you have received the wine.

You withdraw in one of these ways:

- with **Withdraw from contract** in our online shop, at the bottom of every page and on the page of your order. You enter your name, order number and email address and press **Confirm withdrawal**. You do not need an account for this;
- with the model withdrawal form at the end of these terms, by email or by post;
- with any other unambiguous statement, for example an email to [${SHOP.email}](mailto:${SHOP.email}).

After your withdrawal we immediately send you an acknowledgment of receipt by email.

## Article 11 – Returning wine and opened bottles

- Return the wine within 14 days of your withdrawal to ${address}, the Netherlands, or bring it to us by appointment. Pack the bottles well, preferably in the original box.
- The direct costs of returning the wine are for your account.
- During the withdrawal period, handle the wine with care. You may inspect the bottles as you would in a shop, but do not open them.
- We cannot sell an opened bottle again. If you return an opened bottle, you are liable for the loss in value; for an opened bottle, that is the price of that bottle. This does not apply if the wine has a defect, such as cork taint: then article 13 applies.

## Article 12 – Refund

- We refund all payments we have received from you, including the standard shipping costs, within 14 days after you notified us of your withdrawal.
- We may withhold the refund until we have received the wine back, or until you have shown that you have sent it back, whichever is earlier.
- We refund using the same payment method you used, unless you agree to another method. The refund costs you nothing.

## Article 13 – Warranty and defects

- Our wine conforms to the contract and to the description in the online shop. You are always entitled to the statutory warranty.
- If a bottle arrives broken, report it as soon as possible, preferably within 48 hours and with a photo. We will also handle damage reported later.
- If you discover a defect later, such as cork taint or a leaking cork, report it within 2 months after discovering it. Keep the bottle with the remaining wine.
- In the case of a defect we send a new bottle free of charge or refund the bottle, including any costs of returning it.
- Not a defect: tartrate crystals (small, harmless crystals), sediment in older or unfiltered wine, natural differences between vintages, and a taste you do not care for.

## Article 14 – Complaints

- If you have a complaint, report it fully and clearly to our customer service, at [${SHOP.email}](mailto:${SHOP.email}) or through the [contact form](/contact).
- We acknowledge your complaint within 2 working days and respond in substance within 14 days. If we need more time, we will tell you within those 14 days, together with the period within which you will receive an answer.

## Article 15 – Disputes and applicable law

- Dutch law applies to these terms and to every contract with us.
- If we cannot resolve a dispute together, you can bring it before the competent court. Information about your rights as a consumer is also available from ConsuWijzer, run by the Netherlands Authority for Consumers and Markets (ACM).

## Article 16 – Privacy

How we handle your personal data is described in our [privacy policy](/legal/privacy-policy).

## Article 17 – Changes

We may change these terms. Your order is governed by the terms that applied at the moment you ordered. This version dates from November 2026.

## Model withdrawal form

(Complete and return this form only if you wish to withdraw from the contract.)

- To: ${SHOP.name}, ${address}, the Netherlands, ${SHOP.email}
- I/We\\* hereby give notice that I/We\\* withdraw from my/our\\* contract of sale of the following goods: [description of the goods]
- Ordered on\\*/received on\\* [date of order or receipt]
- [Name of consumer(s)]
- [Address of consumer(s)]
- [Signature of consumer(s)] (only if this form is notified on paper)
- [Date]

\\* Delete as appropriate.
`

export const algemeneVoorwaarden: PageSeed = {
  slug: 'algemene-voorwaarden',
  title: { nl: 'Algemene voorwaarden', en: 'Terms and conditions' },
  intro: {
    nl: `De afspraken tussen jou en ${SHOP.name} als je wijn bij ons bestelt: prijzen, leeftijdscontrole, levering, je herroepingsrecht van 14 dagen, garantie en klachten.`,
    en: `The agreements between you and ${SHOP.name} when you order wine from us: prices, age verification, delivery, your 14-day right of withdrawal, warranty and complaints.`,
  },
  metaDescription: {
    nl: `Algemene voorwaarden van ${SHOP.name}: prijzen incl. btw, leeftijdscontrole bij bezorging, levering, 14 dagen herroepingsrecht, garantie en klachten.`,
    en: `Terms and conditions of ${SHOP.name}: prices incl. VAT, age check at delivery, delivery, 14-day right of withdrawal, warranty and complaints.`,
  },
  body: { nl, en },
}
