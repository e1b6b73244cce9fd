import type { PageSeed } from '../types'
import { SHOP } from './shop'

const address = `${SHOP.street}, ${SHOP.postalCode} ${SHOP.city}`
const mail = `[${SHOP.email}](mailto:${SHOP.email})`

const nl = `In deze privacyverklaring lees je welke persoonsgegevens ${SHOP.name} verwerkt, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt. We houden ons daarbij aan de Algemene verordening gegevensbescherming (AVG).

## Wie is verantwoordelijk?

${SHOP.name}, ${address}, KvK-nummer ${SHOP.kvk}, is de verwerkingsverantwoordelijke. Voor vragen over privacy bereik je ons via ${mail} of telefonisch op ${SHOP.phone}. We hebben geen functionaris voor gegevensbescherming aangesteld, omdat dat voor een bedrijf als het onze niet verplicht is.

## Welke gegevens we verwerken en waarom

### Als je een bestelling plaatst

We verwerken je naam, bezorgadres, e-mailadres, telefoonnummer (als je dat opgeeft), je bestelling, het bedrag en de status van je betaling. We hebben die gegevens nodig om je bestelling te verwerken, te bezorgen, je per e-mail op de hoogte te houden en een eventuele herroeping, retour of klacht af te handelen. De grondslag is de uitvoering van de overeenkomst met jou (artikel 6 lid 1 onder b AVG). Facturen en de gegevens die we voor onze boekhouding nodig hebben, bewaren we omdat de wet dat verplicht (artikel 6 lid 1 onder c AVG).

### Leeftijdscontrole

De Alcoholwet verplicht ons om te controleren dat je 18 jaar of ouder bent. Bij je bezoek vragen we je geboortedatum. Die controle gebeurt in je browser: het resultaat wordt alleen voor de duur van je sessie in je browser bewaard en niet naar ons verstuurd. Bij het afrekenen bevestig je dat je 18 jaar of ouder bent; die bevestiging slaan we op bij je bestelling. Bij de bezorging bekijkt de bezorger je identiteitsbewijs. Wij ontvangen geen kopie van je identiteitsbewijs. De grondslag is onze wettelijke verplichting (artikel 6 lid 1 onder c AVG).

### Betalen

Je betaalt via de betaalpagina van onze betaaldienstverlener Stripe (Stripe Payments Europe, Limited, in Ierland). Stripe verwerkt je betaalgegevens, zoals je bankrekening- of kaartgegevens, om de betaling uit te voeren en fraude te voorkomen. Wij ontvangen van Stripe alleen de status van de betaling en beperkte gegevens, zoals de betaalmethode; nooit je volledige kaartnummer. Stripe is voor een deel van deze verwerking zelf verantwoordelijk; lees daarvoor ook de privacyverklaring van Stripe. Stripe kan gegevens doorgeven aan landen buiten de Europese Economische Ruimte, zoals de Verenigde Staten. Die doorgifte is gebaseerd op het EU-VS-gegevensprivacykader of op standaardcontractbepalingen van de Europese Commissie.

### Bezorging

Om je bestelling te bezorgen, geven we je naam, adres, e-mailadres en telefoonnummer door aan de vervoerder. De vervoerder gebruikt die om het pakket te bezorgen, je op de hoogte te houden van de bezorging en je leeftijd te controleren.

### Contactformulier en klantenservice

Stuur je ons een bericht via het contactformulier of per e-mail, dan verwerken we je naam, e-mailadres, het onderwerp en je bericht om je vraag te beantwoorden. De grondslag is ons gerechtvaardigd belang om vragen van klanten en bezoekers te beantwoorden (artikel 6 lid 1 onder f AVG), of de uitvoering van de overeenkomst als je vraag over een bestelling gaat.

### Aanvraag als handelaar

Vraag je een zakelijk account aan, dan verwerken we je naam, bedrijfsnaam, KvK-nummer, telefoonnummer, e-mailadres en je bericht. We gebruiken die om je aanvraag te beoordelen en contact met je op te nemen. De grondslag is het nemen van maatregelen op jouw verzoek voordat we een overeenkomst sluiten (artikel 6 lid 1 onder b AVG).

### Waine, onze virtuele sommelier

Waine is een AI-assistent, geen mens. Als je Waine een vraag stelt, verwerken we je vraag en de laatste berichten van het gesprek om een passend antwoord te geven met wijnen uit ons assortiment en artikelen uit de wijnwijzer. We koppelen je vragen niet aan je naam of je bestellingen, maken er geen profiel van en bewaren de gesprekken niet. Vul daarom geen persoonsgegevens in de chat in; daar is Waine ook niet voor nodig. Of je vraag onze server verlaat, en zo ja naar welke dienst, staat onderaan deze verklaring onder "Waine: waar je vraag verwerkt wordt". Waine neemt geen besluiten over jou; het geeft alleen advies. De grondslag is ons gerechtvaardigd belang om bezoekers goed wijnadvies te geven (artikel 6 lid 1 onder f AVG).

### Nieuwsbrief

Meld je je aan voor onze nieuwsbrief, dan sturen we eerst één e-mail met een link om je aanmelding te bevestigen; pas als je die gebruikt, sturen we je de nieuwsbrief. We bewaren je e-mailadres, de taal, de status van je aanmelding en wanneer en met welke tekst je toestemming gaf. De grondslag is je toestemming (artikel 6 lid 1 onder a AVG). Omdat de nieuwsbrief over alcohol gaat, vragen we je te bevestigen dat je 18 jaar of ouder bent. Je kunt je altijd afmelden via de link in elke e-mail; een onbevestigde aanmelding leidt tot geen enkele mail meer.

### Beveiliging van de website

Om de webshop veilig te houden en misbruik te voorkomen, bijvoorbeeld door het aantal verzoeken per bezoeker te beperken, verwerken we tijdelijk technische gegevens zoals je IP-adres, het type browser en het tijdstip van je bezoek. De grondslag is ons gerechtvaardigd belang bij een veilige en goed werkende webshop (artikel 6 lid 1 onder f AVG).

## Cookies en analyse

Zonder je toestemming gebruiken we alleen noodzakelijke cookies en lokale opslag. Je winkelmandje bewaren we in de lokale opslag van je browser. Je keuze voor cookies bewaren we daar ook, en in twee cookies die een jaar geldig zijn. De uitkomst van de leeftijdscontrole bewaren we alleen voor de duur van je sessie. Deze gegevens gebruiken we alleen om de webshop te laten werken.

Analytische cookies van Google Analytics plaatsen we alleen als je daar toestemming voor geeft. Zonder toestemming laden we Google Analytics niet. Met analyse zien we hoe bezoekers de webshop gebruiken, zodat we die kunnen verbeteren. De grondslag is je toestemming (artikel 6 lid 1 onder a AVG). Google Ireland Limited verwerkt deze gegevens voor ons als verwerker; gegevens kunnen worden doorgegeven aan de Verenigde Staten op basis van het EU-VS-gegevensprivacykader. We delen de gegevens niet met Google voor andere doeleinden en bewaren ze in Google Analytics maximaal 14 maanden. Je kunt je toestemming altijd intrekken via de knop Cookie-instellingen op de website; de analytische cookies worden dan verwijderd.

Video's in de wijnwijzer komen van YouTube (Google Ireland Limited, in de privacyvriendelijke modus youtube-nocookie.com) of Vimeo (Vimeo.com, Inc., Verenigde Staten). We laden ze pas als je toestemming geeft voor functionele cookies; tot dan zie je alleen een plaatshouder en gaat er niets naar die diensten. Speel je een video af, dan ontvangt de dienst je IP-adres en gegevens over je browser en kan hij cookies plaatsen; hij is daarvoor zelf verantwoordelijk.

Staat onze reviewwidget aan, dan laadt die een script van de reviewdienst die we noemen onder "Met wie we gegevens delen". Die dienst ontvangt daarbij je IP-adres en gegevens over je browser. Op de pagina's voor betalen en bestellen laden we de widget nooit.

## Met wie we gegevens delen

We verkopen je gegevens nooit. We delen ze alleen met deze partijen, elk voor zijn eigen taak:

- **Betalen:** Stripe Payments Europe, Limited (Ierland).
- **Bezorgen:** [Schrijf hier de naam van je vervoerder, bijvoorbeeld PostNL of DHL Parcel.]
- **Hosting van de webshop en de database:** [Schrijf hier je hostingbedrijf en het land waar de servers staan.]
- **E-mail (bevestigingen, nieuwsbrief):** [Schrijf hier de dienst waarmee je e-mail verstuurt.]
- **Analyse, alleen met je toestemming:** Google Ireland Limited.
- **Reviews, alleen als de reviewwidget aanstaat:** [Schrijf hier je reviewdienst, of haal deze regel weg.]
- **Video's, alleen met je toestemming:** YouTube (Google Ireland Limited) en Vimeo.

Met partijen die als verwerker voor ons werken, hebben we een verwerkersovereenkomst gesloten. Verder verstrekken we gegevens alleen als de wet ons daartoe verplicht.

## Welke gegevens je moet geven

Voor een bestelling zijn je naam, bezorgadres en e-mailadres nodig, en de bevestiging dat je 18 jaar of ouder bent: zonder die gegevens kunnen we de overeenkomst niet sluiten of uitvoeren, en mogen we geen alcohol verkopen en bezorgen. Je telefoonnummer is niet verplicht; zonder kan de vervoerder je alleen niet bellen over de bezorging. Voor het contactformulier hebben we je naam en e-mailadres nodig om te kunnen antwoorden, voor de nieuwsbrief je e-mailadres en de bevestiging dat je 18 jaar of ouder bent. Verder ben je nergens toe verplicht.

## Hoe lang we gegevens bewaren

- Gegevens van bestellingen en facturen: 7 jaar, vanwege de fiscale bewaarplicht.
- Berichten aan de klantenservice: tot 2 jaar na het laatste contact.
- Aanvragen als handelaar: tot 2 jaar na de aanvraag als er geen samenwerking ontstaat; daarna verwijderen we ze.
- Vragen aan Waine: we bewaren de gesprekken niet. Technische logbestanden van de website bewaren we maximaal 30 dagen.
- Nieuwsbrief: tot je je afmeldt; daarna bewaren we alleen dat en wanneer je je afmeldde. Een aanmelding die je niet binnen 30 dagen bevestigt, verwijderen we.
- Gegevens in Google Analytics: maximaal 14 maanden.

## Je rechten

Je hebt het recht om je gegevens in te zien, te laten corrigeren of te laten verwijderen. Ook kun je vragen om de verwerking te beperken, bezwaar maken tegen een verwerking op basis van ons gerechtvaardigd belang en je gegevens in een gangbaar formaat opvragen om ze aan een ander te geven. Heb je toestemming gegeven, dan kun je die altijd intrekken; dat geldt voor de toekomst.

Stuur je verzoek naar ${mail}. We reageren binnen een maand. We kunnen je vragen om aan te tonen dat het om jouw gegevens gaat, bijvoorbeeld door je verzoek te sturen vanaf het e-mailadres waarmee je hebt besteld. Een kopie van je identiteitsbewijs vragen we niet.

## Beveiliging

We beveiligen je gegevens met passende technische en organisatorische maatregelen. Onze website gebruikt een beveiligde verbinding (HTTPS), alleen medewerkers die het nodig hebben, hebben toegang tot klantgegevens, en we werken onze systemen regelmatig bij.

## Minderjarigen

Onze webshop is alleen bedoeld voor personen van 18 jaar en ouder. We verwerken niet bewust gegevens van minderjarigen. Ontdekken we dat toch, dan verwijderen we die gegevens.

## Klacht indienen

Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan eerst weten; we lossen het graag samen op. Je hebt ook het recht om een klacht in te dienen bij de Autoriteit Persoonsgegevens, de Nederlandse toezichthouder op de bescherming van persoonsgegevens ([autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)).

## Wijzigingen

We kunnen deze privacyverklaring aanpassen als onze dienstverlening of de wet verandert. De meest recente versie staat altijd op deze pagina. Deze versie is van november 2026.
`

const en = `This privacy policy explains which personal data ${SHOP.name} processes, why we do so, how long we keep it and what rights you have. In doing so, we comply with the General Data Protection Regulation (GDPR).

## Who is responsible?

${SHOP.name}, ${address}, the Netherlands, Chamber of Commerce (KvK) number ${SHOP.kvk}, is the controller. For questions about privacy you can reach us at ${mail} or by phone on ${SHOP.phone}. We have not appointed a data protection officer, because that is not required for a company like ours.

## Which data we process and why

### When you place an order

We process your name, delivery address, email address, phone number (if you provide it), your order, the amount and the status of your payment. We need this data to process and deliver your order, to keep you informed by email and to handle any withdrawal, return or complaint. The legal basis is the performance of the contract with you (Article 6(1)(b) GDPR). We keep invoices and the data we need for our accounts because the law requires it (Article 6(1)(c) GDPR).

### Age verification

The Dutch Alcohol Act requires us to check that you are 18 or older. When you visit, we ask for your date of birth. This check takes place in your browser: the result is only kept in your browser for the duration of your session and is not sent to us. At checkout you confirm that you are 18 or older; we store that confirmation with your order. At delivery, the courier looks at your proof of identity. We do not receive a copy of your proof of identity. The legal basis is our legal obligation (Article 6(1)(c) GDPR).

### Payment

You pay on the payment page of our payment service provider Stripe (Stripe Payments Europe, Limited, in Ireland). Stripe processes your payment details, such as your bank account or card details, to carry out the payment and prevent fraud. From Stripe we only receive the status of the payment and limited data, such as the payment method; never your full card number. Stripe is itself responsible for part of this processing; please also read Stripe's privacy policy. Stripe may transfer data to countries outside the European Economic Area, such as the United States. Such transfers are based on the EU-U.S. Data Privacy Framework or on standard contractual clauses of the European Commission.

### Delivery

To deliver your order, we pass your name, address, email address and phone number to the carrier. The carrier uses them to deliver the parcel, keep you informed about the delivery and check your age.

### Contact form and customer service

If you send us a message through the contact form or by email, we process your name, email address, the subject and your message to answer your question. The legal basis is our legitimate interest in answering questions from customers and visitors (Article 6(1)(f) GDPR), or the performance of the contract if your question concerns an order.

### Applying as a trader

If you apply for a business account, we process your name, company name, Chamber of Commerce number, phone number, email address and your message. We use these to assess your application and to contact you. The legal basis is taking steps at your request before entering into a contract (Article 6(1)(b) GDPR).

### Waine, our virtual sommelier

Waine is an AI assistant, not a person. When you ask Waine a question, we process your question and the latest messages of the conversation to give a suitable answer with wines from our range and articles from the wine guide. We do not link your questions to your name or your orders, do not build a profile from them and do not store the conversations. So please do not enter personal data in the chat; Waine does not need it. Whether your question leaves our server, and if so to which service, is stated at the end of this statement under "Waine: where your question is processed". Waine does not make decisions about you; it only gives advice. The legal basis is our legitimate interest in giving visitors good wine advice (Article 6(1)(f) GDPR).

### Newsletter

If you sign up for our newsletter, we first send one email with a link to confirm your sign-up; only once you use it do we send you the newsletter. We keep your email address, the language, the status of your sign-up and when and with which wording you gave consent. The legal basis is your consent (Article 6(1)(a) GDPR). Because the newsletter is about alcohol, we ask you to confirm that you are 18 or older. You can always unsubscribe through the link in every email; an unconfirmed sign-up leads to no further mail.

### Website security

To keep the online shop secure and prevent abuse, for example by limiting the number of requests per visitor, we temporarily process technical data such as your IP address, the type of browser and the time of your visit. The legal basis is our legitimate interest in a secure and properly working online shop (Article 6(1)(f) GDPR).

## Cookies and analytics

Without your consent we only use necessary cookies and local storage. We keep your shopping cart in your browser's local storage. We keep your cookie choice there too, and in two cookies that are valid for one year. We keep the outcome of the age check only for the duration of your session. We only use this data to make the online shop work.

We only place analytics cookies from Google Analytics if you consent to them. Without consent we do not load Google Analytics. Analytics show us how visitors use the online shop so that we can improve it. The legal basis is your consent (Article 6(1)(a) GDPR). Google Ireland Limited processes this data for us as a processor; data may be transferred to the United States on the basis of the EU-U.S. Data Privacy Framework. We do not share the data with Google for other purposes and keep it in Google Analytics for at most 14 months. You can withdraw your consent at any time with the Cookie settings button on the website; the analytics cookies are then deleted.

Videos in the wine guide come from YouTube (Google Ireland Limited, in the privacy-enhanced mode youtube-nocookie.com) or Vimeo (Vimeo.com, Inc., United States). We load them only once you consent to functional cookies; until then you see a placeholder and nothing goes to those services. If you play a video, the service receives your IP address and details of your browser and may set cookies; it is responsible for that itself.

If our review widget is switched on, it loads a script from the review service named under "Who we share data with". That service receives your IP address and details of your browser. We never load the widget on the payment and order pages.

## Who we share data with

We never sell your data. We only share it with these parties, each for its own task:

- **Payment:** Stripe Payments Europe, Limited (Ireland).
- **Delivery:** [Write here the name of your carrier, for example PostNL or DHL Parcel.]
- **Hosting of the shop and its database:** [Write here your hosting company and the country where the servers are.]
- **Email (confirmations, newsletter):** [Write here the service you send email with.]
- **Analytics, only with your consent:** Google Ireland Limited.
- **Reviews, only if the review widget is on:** [Write here your review service, or remove this line.]
- **Videos, only with your consent:** YouTube (Google Ireland Limited) and Vimeo.

We have concluded a data processing agreement with parties that work for us as processors. Apart from that, we only provide data when the law requires us to.

## Which data you must give

For an order we need your name, delivery address and email address, and your confirmation that you are 18 or older: without them we cannot conclude or perform the contract, and we may not sell or deliver alcohol. Your phone number is optional; without it the carrier simply cannot call you about the delivery. For the contact form we need your name and email address to be able to reply, for the newsletter your email address and your confirmation that you are 18 or older. You are not obliged to give anything else.

## How long we keep data

- Order and invoice data: 7 years, because of the statutory tax retention obligation.
- Messages to customer service: up to 2 years after the last contact.
- Trader applications: up to 2 years after the application if no cooperation follows; after that we delete them.
- Questions to Waine: we do not store the conversations. We keep technical log files of the website for at most 30 days.
- Newsletter: until you unsubscribe; after that we keep only that and when you unsubscribed. A sign-up you do not confirm within 30 days is deleted.
- Data in Google Analytics: at most 14 months.

## Your rights

You have the right to access your data and to have it corrected or deleted. You can also ask us to restrict processing, object to processing based on our legitimate interest and request your data in a common format to pass it on to someone else. If you have given consent, you can always withdraw it; this applies to the future.

Send your request to ${mail}. We respond within one month. We may ask you to show that the data is yours, for example by sending your request from the email address you ordered with. We do not ask for a copy of your proof of identity.

## Security

We protect your data with appropriate technical and organizational measures. Our website uses a secure connection (HTTPS), only staff who need it have access to customer data, and we update our systems regularly.

## Minors

Our online shop is intended only for persons aged 18 and over. We do not knowingly process data of minors. If we discover that we have, we delete that data.

## Filing a complaint

If you are not satisfied with how we handle your data, please let us know first; we are happy to solve it together. You also have the right to file a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens), the Dutch supervisory authority for the protection of personal data ([autoriteitpersoonsgegevens.nl](https://www.autoriteitpersoonsgegevens.nl)).

## Changes

We may update this privacy policy when our services or the law change. The most recent version is always on this page. This version dates from November 2026.
`

export const privacyPolicy: PageSeed = {
  slug: 'privacy-policy',
  title: { nl: 'Privacyverklaring', en: 'Privacy policy' },
  intro: {
    nl: 'Welke gegevens we verwerken als je bij ons bestelt, een vraag stelt of met Waine chat, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt.',
    en: 'Which data we process when you order from us, ask a question or chat with Waine, why we do so, how long we keep it and what rights you have.',
  },
  metaDescription: {
    nl: `Privacyverklaring van ${SHOP.name}: welke gegevens we verwerken en waarom, betalen via Stripe, cookies alleen met toestemming, bewaartermijnen en je rechten.`,
    en: `Privacy policy of ${SHOP.name}: which data we process and why, payment via Stripe, cookies only with consent, retention periods and your rights.`,
  },
  body: { nl, en },
}
