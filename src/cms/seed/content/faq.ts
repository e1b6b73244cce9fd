/** FAQ for /contact: categories and questions, nl and en. Answers are plain text (the field is a textarea). */
import { SHOP } from './pages/shop'
import type { FaqCategorySeed, FaqSeed } from './types'
import { PROMISE_TEXT } from './promise-texts'

export const FAQ_CATEGORIES: readonly FaqCategorySeed[] = [
  { slug: 'bestellen', name: { nl: 'Bestellen', en: 'Ordering' }, order: 1 },
  { slug: 'betalen', name: { nl: 'Betalen', en: 'Payment' }, order: 2 },
  { slug: 'verzending-en-bezorging', name: { nl: 'Verzending en bezorging', en: 'Shipping and delivery' }, order: 3 },
  { slug: 'retourneren-en-herroepen', name: { nl: 'Retourneren en herroepen', en: 'Returns and withdrawal' }, order: 4 },
  { slug: 'wijn-en-bewaren', name: { nl: 'Wijn en bewaren', en: 'Wine and storage' }, order: 5 },
  { slug: 'zakelijk', name: { nl: 'Zakelijk', en: 'Business' }, order: 6 },
]

const q = (category: string, nlQ: string, nlA: string, enQ: string, enA: string): FaqSeed => ({
  category,
  question: { nl: nlQ, en: enQ },
  answer: { nl: nlA, en: enA },
})

export const FAQS: readonly FaqSeed[] = [
  // Bestellen
  q(
    'bestellen',
    'Hoe plaats ik een bestelling?',
    'Kies een wijn in de webshop en klik op "In winkelmandje". Open daarna je winkelmandje en klik op "Bestellen". Je gaat dan naar een beveiligde betaalpagina, waar je je gegevens invult en betaalt. Na de betaling ontvang je een bevestiging per e-mail.',
    'How do I place an order?',
    'Choose a wine in the shop and click "In winkelmandje" (add to cart). Then open your cart and click "Bestellen" (order). You will go to a secure payment page, where you enter your details and pay. After payment you will receive a confirmation by email.',
  ),
  q(
    'bestellen',
    'Moet ik een account aanmaken?',
    'Nee. Je bestelt bij ons als gast. In de bevestigingsmail staat een link naar de pagina van je bestelling, waar je de status kunt bekijken.',
    'Do I need to create an account?',
    'No. You order from us as a guest. The confirmation email contains a link to the page of your order, where you can check its status.',
  ),
  q(
    'bestellen',
    'Waarom moet ik mijn leeftijd bevestigen?',
    'Volgens de Alcoholwet mogen we geen alcohol verkopen aan personen jonger dan 18 jaar. Daarom vragen we bij je bezoek om je geboortedatum, bevestig je bij het afrekenen dat je 18 jaar of ouder bent en controleert de bezorger je identiteitsbewijs.',
    'Why do I have to confirm my age?',
    'Under the Dutch Alcohol Act we may not sell alcohol to persons under 18. That is why we ask for your date of birth when you visit, you confirm at checkout that you are 18 or older, and the courier checks your proof of identity.',
  ),
  q(
    'bestellen',
    'Is een wijn die op voorraad staat ook echt leverbaar?',
    'Ja. De voorraad in de webshop is de actuele voorraad. Zodra je gaat betalen, reserveren we de wijnen 30 minuten voor je, zodat niemand anders ze in de tussentijd koopt. Rond je de betaling niet af, dan komen ze daarna weer vrij.',
    'Is a wine that is shown as in stock really available?',
    'Yes. The stock in the shop is the current stock. As soon as you start paying, we reserve the wines for you for 30 minutes, so that nobody else buys them in the meantime. If you do not complete the payment, they become available again afterwards.',
  ),
  q(
    'bestellen',
    'Kan ik mijn bestelling nog wijzigen of annuleren?',
    `Neem zo snel mogelijk contact op via ${SHOP.email} of ${SHOP.phone}, met je bestelnummer. Is de bestelling nog niet verzonden, dan passen we haar graag aan. Is ze al onderweg, dan kun je gebruikmaken van je herroepingsrecht van 14 dagen.`,
    'Can I still change or cancel my order?',
    `Contact us as soon as possible at ${SHOP.email} or ${SHOP.phone}, with your order number. If the order has not been shipped yet, we are happy to change it. If it is already on its way, you can use your 14-day right of withdrawal.`,
  ),
  // Betalen
  q(
    'betalen',
    'Welke betaalmethoden kan ik gebruiken?',
    'Je kunt betalen met iDEAL | Wero, met een creditcard of debitcard en met Bancontact. Je betaalt vooraf, op de beveiligde betaalpagina van onze betaaldienstverlener Stripe.',
    'Which payment methods can I use?',
    'You can pay with iDEAL | Wero, with a credit or debit card and with Bancontact. You pay in advance, on the secure payment page of our payment service provider Stripe.',
  ),
  q(
    'betalen',
    'Wat is iDEAL | Wero?',
    'iDEAL wordt stap voor stap onderdeel van Wero, een Europees betaalsysteem van banken. Zolang die overgang duurt, zie je de naam iDEAL | Wero. Je betaalt zoals je gewend bent: je kiest je bank en rondt de betaling af in je bankapp.',
    'What is iDEAL | Wero?',
    'iDEAL is gradually becoming part of Wero, a European payment system run by banks. While this transition lasts, you see the name iDEAL | Wero. You pay as you are used to: you choose your bank and complete the payment in your banking app.',
  ),
  q(
    'betalen',
    'Is betalen bij jullie veilig?',
    'Ja. Je betaalt niet op onze eigen website, maar op de beveiligde betaalpagina van Stripe. Wij krijgen je volledige kaartgegevens nooit te zien. De verbinding is altijd versleuteld.',
    'Is paying with you secure?',
    'Yes. You do not pay on our own website, but on the secure payment page of Stripe. We never see your full card details. The connection is always encrypted.',
  ),
  q(
    'betalen',
    'Mijn betaling is mislukt. Wat nu?',
    'Er is dan niets afgeschreven en je winkelmandje is bewaard. Probeer het opnieuw of kies een andere betaalmethode. Is er toch geld afgeschreven terwijl je geen bevestiging hebt gekregen, neem dan contact met ons op; een betaling die niet bij een bestelling hoort, krijg je altijd terug.',
    'My payment failed. What now?',
    'In that case nothing has been charged and your cart has been kept. Try again or choose another payment method. If money has been charged but you have not received a confirmation, please contact us; you will always get back a payment that does not belong to an order.',
  ),
  q(
    'betalen',
    'Krijg ik een factuur?',
    'Ja. De bevestigingsmail is tegelijk je factuur, met de prijzen inclusief btw en het btw-bedrag. Heb je een factuur op bedrijfsnaam nodig, laat het ons dan weten met je bestelnummer.',
    'Will I receive an invoice?',
    'Yes. The confirmation email is also your invoice, with the prices including VAT and the VAT amount. If you need an invoice in your company name, let us know with your order number.',
  ),
  // Verzending en bezorging
  q(
    'verzending-en-bezorging',
    'Wat kost de verzending?',
    'Voor een bestelling tot en met € 75 betaal je € 7,95 verzendkosten. Bestel je voor meer dan € 75, dan is de verzending gratis. Je winkelmandje laat zien hoeveel je nog moet bestellen voor gratis verzending.',
    'How much does shipping cost?',
    'For an order up to and including € 75 you pay € 7,95 in shipping costs. If you order for more than € 75, shipping is free. Your cart shows how much more you need to order for free shipping.',
  ),
  q(
    'verzending-en-bezorging',
    'Hoe snel wordt mijn bestelling bezorgd?',
    `${PROMISE_TEXT.delivery.nl} Je ontvangt een e-mail zodra je pakket onderweg is.`,
    'How quickly will my order be delivered?',
    `${PROMISE_TEXT.delivery.en} You receive an email as soon as your parcel is on its way.`,
  ),
  q(
    'verzending-en-bezorging',
    'Waarom controleert de bezorger mijn leeftijd?',
    'Wijn is een alcoholhoudende drank en mag alleen worden afgegeven aan iemand van 18 jaar of ouder. De bezorger vraagt daarom altijd om een geldig identiteitsbewijs: een paspoort, identiteitskaart of rijbewijs. Zonder identiteitsbewijs kan het pakket niet worden afgegeven.',
    'Why does the courier check my age?',
    'Wine is an alcoholic beverage and may only be handed over to someone aged 18 or older. That is why the courier always asks for a valid proof of identity: a passport, identity card or driving license. Without proof of identity the parcel cannot be handed over.',
  ),
  q(
    'verzending-en-bezorging',
    'Wat gebeurt er als ik niet thuis ben?',
    'We bezorgen niet bij de buren en laten het pakket niet bij de deur achter. Ben je niet thuis, dan volgt een tweede bezorgpoging of kun je het pakket ophalen bij een afhaalpunt van de vervoerder. Neem daar ook je identiteitsbewijs mee. Iemand anders van 18 jaar of ouder op je bezorgadres mag het pakket ook aannemen, als die zich kan legitimeren.',
    'What happens if I am not at home?',
    'We do not deliver to neighbours and do not leave the parcel at the door. If you are not at home, there is a second delivery attempt or you can collect the parcel at a pick-up point of the carrier. Take your proof of identity there as well. Someone else aged 18 or older at your delivery address may also accept the parcel, provided they can identify themselves.',
  ),
  q(
    'verzending-en-bezorging',
    'Bezorgen jullie ook in België of andere landen?',
    'Nee, op dit moment bezorgen we alleen in Nederland. Je kunt wel met Bancontact betalen als je bestelling naar een adres in Nederland gaat.',
    'Do you also deliver to Belgium or other countries?',
    'No, at the moment we only deliver in the Netherlands. You can pay with Bancontact, as long as your order goes to an address in the Netherlands.',
  ),
  q(
    'verzending-en-bezorging',
    'Er is een fles gebroken aangekomen. Wat moet ik doen?',
    'Wat vervelend! Maak een foto van de schade en stuur die met je bestelnummer naar onze klantenservice, het liefst binnen 48 uur. We sturen je kosteloos een nieuwe fles of betalen de fles terug.',
    'A bottle arrived broken. What should I do?',
    'We are sorry to hear that! Take a photo of the damage and send it with your order number to our customer service, preferably within 48 hours. We will send you a new bottle free of charge or refund the bottle.',
  ),
  // Retourneren en herroepen
  q(
    'retourneren-en-herroepen',
    'Kan ik mijn bestelling terugsturen?',
    'Ja. Je hebt 14 dagen bedenktijd na ontvangst van je bestelling. Binnen die termijn kun je de koop zonder opgave van redenen herroepen. Daarna heb je nog 14 dagen om de wijn terug te sturen.',
    'Can I return my order?',
    'Yes. You have a 14-day withdrawal period after receiving your order. Within that period you can withdraw from the purchase without giving any reason. After that you have another 14 days to send the wine back.',
  ),
  q(
    'retourneren-en-herroepen',
    'Hoe herroep ik mijn aankoop?',
    'Het snelst gaat het met "Overeenkomst herroepen" onderaan elke pagina of op de pagina van je bestelling: vul je naam, bestelnummer en e-mailadres in en klik op "Herroeping bevestigen". Je kunt ook het modelformulier uit onze algemene voorwaarden gebruiken of ons een e-mail sturen. Je ontvangt direct een bevestiging.',
    'How do I withdraw from my purchase?',
    'The quickest way is "Withdraw from contract" at the bottom of every page or on the page of your order: enter your name, order number and email address and press "Confirm withdrawal". You can also use the model form in our terms and conditions or send us an email. You immediately receive a confirmation.',
  ),
  q(
    'retourneren-en-herroepen',
    'Wie betaalt de kosten van het terugsturen?',
    'De kosten van het terugsturen zijn voor jou. Je mag de wijn ook na afspraak bij ons terugbrengen. Heeft de wijn een gebrek of hebben wij een fout gemaakt, dan betalen wij de kosten.',
    'Who pays the cost of returning?',
    'The cost of returning is for you. You may also bring the wine back to us by appointment. If the wine has a defect or we made a mistake, we pay the costs.',
  ),
  q(
    'retourneren-en-herroepen',
    'Kan ik een geopende fles terugsturen?',
    'Een geopende fles kunnen we niet opnieuw verkopen. Stuur je die toch terug, dan betalen we die fles niet terug. Dat is anders als de wijn een gebrek heeft, zoals kurksmaak: dan krijg je een nieuwe fles of je geld terug.',
    'Can I return an opened bottle?',
    'We cannot sell an opened bottle again. If you return one anyway, we do not refund that bottle. It is different if the wine has a defect, such as cork taint: then you get a new bottle or your money back.',
  ),
  q(
    'retourneren-en-herroepen',
    'Wanneer krijg ik mijn geld terug?',
    'Binnen 14 dagen nadat je de herroeping hebt gemeld, inclusief de verzendkosten die je hebt betaald. We mogen wachten tot we de wijn terug hebben of tot je hebt laten zien dat je hem hebt teruggestuurd. Je krijgt het geld terug via de betaalmethode waarmee je hebt betaald.',
    'When will I get my money back?',
    'Within 14 days after you notified us of the withdrawal, including the shipping costs you paid. We may wait until we have the wine back or until you have shown that you sent it back. You get the money back through the payment method you used.',
  ),
  q(
    'retourneren-en-herroepen',
    'De wijn ruikt naar nat karton. Is dat normaal?',
    'Nee, dan heeft de wijn waarschijnlijk kurksmaak. Dat is een gebrek van de kurk, niet van de wijn zelf. Bewaar de fles met de resterende wijn en neem contact met ons op. Je krijgt een nieuwe fles of je geld terug.',
    'The wine smells of wet cardboard. Is that normal?',
    'No, the wine is then probably corked. That is a defect of the cork, not of the wine itself. Keep the bottle with the remaining wine and contact us. You will get a new bottle or your money back.',
  ),
  // Wijn en bewaren
  q(
    'wijn-en-bewaren',
    'Hoe bewaar ik wijn het best?',
    'Bewaar wijn donker, rustig en op een constante temperatuur tussen 10 en 15 °C. Flessen met een natuurkurk leg je neer als je ze langer dan een paar maanden bewaart. De keuken is meestal te warm. Meer tips lees je in ons artikel over rode wijn bewaren in de wijnwijzer.',
    'What is the best way to store wine?',
    'Keep wine dark, quiet and at a constant temperature between 10 and 15 °C. Lay bottles with a natural cork down if you keep them longer than a few months. The kitchen is usually too warm. You can find more tips in our article on storing red wine in the wine guide.',
  ),
  q(
    'wijn-en-bewaren',
    'Hoe lang blijft een geopende fles goed?',
    'Met de kurk of dop erop en in de koelkast blijft witte wijn en rosé ongeveer 3 tot 5 dagen goed, rode wijn 2 tot 5 dagen en mousserende wijn met een goede flessenafsluiter 1 tot 3 dagen. Wijn uit een bag-in-box en versterkte wijn zoals port blijven enkele weken goed.',
    'How long does an opened bottle keep?',
    'With the cork or cap on and in the fridge, white wine and rosé keep for about 3 to 5 days, red wine for 2 to 5 days and sparkling wine with a good bottle stopper for 1 to 3 days. Wine from a bag-in-box and fortified wine such as Port keep for several weeks.',
  ),
  q(
    'wijn-en-bewaren',
    'Op welke temperatuur schenk ik wijn?',
    'Mousserende wijn op 6 tot 8 °C, lichte witte wijn en rosé op 8 tot 10 °C, volle witte wijn op 10 tot 13 °C, lichte rode wijn op 12 tot 14 °C en volle rode wijn op 16 tot 18 °C. Bij elke wijn in de webshop staat de schenktemperatuur.',
    'At what temperature should I serve wine?',
    'Sparkling wine at 6 to 8 °C, light white wine and rosé at 8 to 10 °C, full white wine at 10 to 13 °C, light red wine at 12 to 14 °C and full red wine at 16 to 18 °C. The serving temperature is shown with every wine in the shop.',
  ),
  q(
    'wijn-en-bewaren',
    'Er zitten kristallen of bezinksel in mijn wijn. Is de wijn nog goed?',
    'Ja. Kleine, heldere kristallen zijn wijnsteen: onschadelijke zouten uit de druiven die neerslaan als de wijn koud wordt. Donker bezinksel in oudere of ongefilterde rode wijn heet depot. Zet de fles een dag rechtop en schenk de wijn rustig over in een karaf, dan blijft het depot in de fles.',
    'There are crystals or sediment in my wine. Is the wine still good?',
    'Yes. Small, clear crystals are tartrates: harmless salts from the grapes that settle when the wine gets cold. Dark sediment in older or unfiltered red wine is simply called sediment. Stand the bottle upright for a day and pour the wine slowly into a decanter, and the sediment stays in the bottle.',
  ),
  q(
    'wijn-en-bewaren',
    'Welke wijn past bij mijn gerecht?',
    'In de webshop kun je filteren op gerecht, bijvoorbeeld vis, kaas of rood vlees. In de wijnwijzer lees je welke wijnen bij welke gerechten passen. En je kunt het altijd vragen aan Waine, onze virtuele sommelier, via de chatknop rechtsonder.',
    'Which wine goes with my dish?',
    'In the shop you can filter by dish, for example fish, cheese or red meat. In the wine guide you can read which wines go with which dishes. And you can always ask Waine, our virtual sommelier, via the chat button at the bottom right.',
  ),
  q(
    'wijn-en-bewaren',
    'Bevatten jullie wijnen sulfieten?',
    'Bijna alle wijn bevat sulfieten. Ze ontstaan van nature tijdens de gisting, en de meeste wijnmakers voegen er een kleine hoeveelheid aan toe om de wijn te beschermen. Bevat een wijn meer dan 10 milligram per liter, dan staat "bevat sulfieten" op het etiket.',
    'Do your wines contain sulphites?',
    'Almost all wine contains sulphites. They form naturally during fermentation, and most winemakers add a small amount to protect the wine. If a wine contains more than 10 milligrams per litre, the label says "contains sulphites".',
  ),
  // Zakelijk
  q(
    'zakelijk',
    'Leveren jullie ook aan horeca en winkels?',
    'Ja. Restaurants, cafés, hotels, slijterijen, delicatessenwinkels en bedrijven kunnen bij ons inkopen tegen handelsprijzen exclusief btw. Op de pagina voor handelaren lees je wat we bieden.',
    'Do you also supply restaurants and shops?',
    'Yes. Restaurants, cafés, hotels, liquor stores, delicatessens and companies can buy from us at trade prices excluding VAT. The page for traders explains what we offer.',
  ),
  q(
    'zakelijk',
    'Hoe vraag ik een zakelijk account aan?',
    'Vul het formulier op de pagina voor handelaren in, met je bedrijfsnaam en KvK-nummer. We controleren je gegevens en nemen binnen 2 werkdagen contact met je op. Daarna ontvang je onze prijslijst.',
    'How do I apply for a business account?',
    'Fill in the form on the page for traders, with your company name and Chamber of Commerce (KvK) number. We check your details and contact you within 2 working days. After that you receive our price list.',
  ),
  q(
    'zakelijk',
    'Gelden de prijzen in de webshop ook voor bedrijven?',
    'De prijzen in de webshop zijn consumentenprijzen inclusief btw. Zakelijke klanten bestellen na goedkeuring tegen handelsprijzen exclusief btw, met extra korting vanaf 60 en vanaf 120 flessen per bestelling.',
    'Do the prices in the shop also apply to businesses?',
    'The prices in the shop are consumer prices including VAT. Once approved, business customers order at trade prices excluding VAT, with an extra discount from 60 and from 120 bottles per order.',
  ),
  q(
    'zakelijk',
    'Kan ik wijn bestellen als relatiegeschenk?',
    'Ja. Voor relatiegeschenken en evenementen stellen we graag een selectie voor je samen, passend bij je budget. We kunnen ook rechtstreeks naar je relaties bezorgen; ook dan controleert de bezorger de leeftijd van de ontvanger. Neem contact op via het formulier voor handelaren of per e-mail.',
    'Can I order wine as a business gift?',
    'Yes. For business gifts and events we are happy to put together a selection that fits your budget. We can also deliver directly to your business contacts; here too the courier checks the age of the recipient. Get in touch through the form for traders or by email.',
  ),
]
