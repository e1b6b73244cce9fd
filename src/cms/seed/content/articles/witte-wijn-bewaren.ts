import type { ArticleSeed } from '../types'

const nl = `## Witte wijn bewaren: geopend en ongeopend

Je hebt een fles witte wijn opengetrokken, maar je hebt hem niet leeggedronken. Kun je de rest morgen nog drinken? En waar laat je de flessen die nog dicht zijn? Met een paar eenvoudige gewoontes blijft witte wijn langer lekker dan veel mensen denken. Hieronder lees je per soort wijn hoe lang hij goed blijft.

## Hoe lang kan ik een geopende fles witte wijn bewaren?

Het korte antwoord: **drie tot vijf dagen in de koelkast**, als je de fles direct na het schenken weer afsluit met de eigen kurk, de schroefdop of een wijnstopper. Zodra een fles open is, komt er zuurstof bij de wijn. Die zuurstof breekt de frisse geur en het fruit langzaam af; dat heet oxidatie. Kou remt dat proces sterk af. Op het aanrecht smaakt een witte wijn vaak al na een dag merkbaar vlakker.

Niet elke witte wijn houdt het even lang vol:

- **Lichte, frisse wijnen** zoals sauvignon blanc, pinot grigio en muscadet zijn op hun best in de eerste twee tot drie dagen. Hun geurige fruit verdwijnt als eerste.
- **Vollere witte wijnen**, zoals een chardonnay met houtrijping of een viognier, blijven meestal drie tot vijf dagen goed.
- **Wijnen met veel zuur of een beetje restsuiker**, zoals riesling en chenin blanc, zijn het taaist. Ze smaken op de tweede dag soms zelfs iets opener.

Voor rosé gelden dezelfde regels als voor witte wijn: afsluiten, koelkast en binnen een paar dagen opdrinken.

### Mousserende wijn

Bubbels zijn kwetsbaarder. Met een gewone kurk of een stukje folie op de fles is de prik na een dag grotendeels weg. Gebruik daarom een **champagnestopper**: een afsluiter met klemmetjes die de druk in de fles houden. Zo blijft champagne, cava of prosecco **één tot drie dagen** fris en bruisend in de koelkast. Het bekende lepeltje in de hals van de fles helpt niet; het is de kou die het werk doet.

### Versterkte en zoete wijn

Wijn met meer alcohol of meer suiker houdt het langer vol, maar ook hier maakt de stijl uit:

- **Fino en manzanilla**, de lichte, droge sherry's, gedragen zich bijna als witte wijn: in de koelkast en binnen ongeveer een week opdrinken.
- **Zoete dessertwijn**, zoals sauternes of een late oogst, blijft in de koelkast ongeveer een week goed.
- **Port** kan enkele weken mee. Tawny port, die al jaren in houten vaten heeft gerijpt, is het minst gevoelig voor zuurstof en blijft vaak een maand of langer lekker.
- **Madeira** is de kampioen: een geopende fles blijft maanden goed.

## Zo houd je een geopende fles langer goed

1. **Sluit de fles meteen weer af.** Hoe korter de wijn open staat, hoe minder zuurstof erbij kan.
2. **Zet hem rechtop in de koelkast.** Staand is het oppervlak van de wijn dat met lucht in contact komt kleiner, en je voorkomt lekken.
3. **Schenk over in een kleinere fles.** Heb je nog een half flesje over, giet de rest dan in een schone fles van 37,5 cl en vul die zo ver mogelijk. Minder lucht betekent minder oxidatie.
4. **Gebruik eventueel een vacuümpomp of gas.** Een vacuümpomp zuigt een deel van de lucht weg en helpt een beetje; een inert gas zoals argon werkt beter. Een vacuümpomp is niet geschikt voor mousserende wijn, want die zuigt ook de bubbels eruit.

## Hoe weet je of de wijn over is?

Vertrouw op je neus. Een witte wijn die te lang open heeft gestaan, ruikt vlak of naar bruine appel, noten of sherry, en de kleur wordt dieper geel of zelfs bruinig. In de mond mist hij frisheid en fruit. Zo'n wijn is niet meer lekker om te drinken, maar een fles die net over zijn hoogtepunt is, kun je nog goed in de keuken gebruiken: in een risotto, een saus of om mosselen in te stomen.

## Ongeopende witte wijn bewaren

### Koel, donker en constant

De ideale plek is koel, tussen 10 en 15 °C, en vooral stabiel. Grote schommelingen in temperatuur laten de wijn uitzetten en krimpen, en warmte versnelt de veroudering. Ook licht is een vijand. Witte wijn zit vaak in helder of lichtgroen glas, en fel licht kan de smaak aantasten. Een kast tegen een binnenmuur of een trapkast werkt prima. Vermijd de keuken, de plek naast de verwarming en een schuur waar het kan vriezen.

### Liggend of staand?

Flessen met een natuurkurk bewaar je bij voorkeur liggend. De wijn houdt de kurk dan vochtig, zodat die goed blijft afsluiten. Voor een paar weken is rechtop staan geen probleem. Veel witte wijnen hebben tegenwoordig een schroefdop, en die flessen mogen gewoon staan.

### En de koelkast?

Een fles die je deze week wilt drinken, kan alvast in de koelkast. Voor maanden is de koelkast minder geschikt: het is er te koud en te droog voor de kurk, de deur gaat steeds open en dicht, en sterke geuren uit de koelkast kunnen op den duur door een kurk heen trekken.

## Hoe lang kun je ongeopende witte wijn bewaren?

De meeste witte wijn is gemaakt om jong gedronken te worden, bij voorkeur **binnen één tot drie jaar** na het oogstjaar op het etiket. Daarna verliest hij langzaam zijn frisse fruit. Er zijn wel uitzonderingen, wijnen die met de jaren juist mooier worden:

- **Riesling** uit Duitsland, de Elzas of Oostenrijk, zeker met een beetje restsuiker. Met de jaren krijgt hij tonen van honing en soms een typische geur die aan petroleum doet denken.
- **Chenin blanc** uit de Loire, zoals vouvray en savennières.
- **Goede witte bourgogne** en andere chardonnay met houtrijping.
- **Witte bordeaux** uit Pessac-Léognan en **semillon** uit de Hunter Valley in Australië.
- **Zoete wijnen** zoals sauternes en tokaji, die tientallen jaren kunnen rijpen.

Twijfel je of een wijn geschikt is om te bewaren? Lees dan hoe je [een goede witte wijn](/wijnwijzer/goede-witte-wijn) herkent, of vraag het ons via [contact](/contact).

## Kort samengevat

- Geopende witte wijn en rosé: **drie tot vijf dagen** in de koelkast, met een kurk, schroefdop of wijnstopper.
- Mousserende wijn: **één tot drie dagen** met een champagnestopper.
- Versterkte en zoete wijn: van een week voor fino en sauternes tot maanden voor madeira.
- Ongeopend: koel, donker en stabiel; flessen met kurk liggend. Drink de meeste witte wijn binnen één tot drie jaar.

Zoek je een nieuwe fles? Bekijk onze [witte wijnen](/?kleur=wit), [mousserende wijnen](/?kleur=mousserend) en [dessertwijnen](/?kleur=dessert). Wil je weten in welk glas je witte wijn het mooist tot zijn recht komt, lees dan [wijnglazen](/wijnwijzer/wijnglazen). En voor de rode flessen in je kast is er [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren).
`

const en = `## Storing white wine: opened and unopened

You opened a bottle of white wine, but you did not finish it. Can you still drink the rest tomorrow? And where do you keep the bottles that are still closed? With a few simple habits, white wine stays good for longer than many people think. Below you can read, for each kind of wine, how long it keeps.

## How long can I keep an opened bottle of white wine?

The short answer: **three to five days in the fridge**, if you close the bottle right after pouring with its own cork, the screw cap or a wine stopper. As soon as a bottle is open, oxygen reaches the wine. That oxygen slowly breaks down the fresh aroma and the fruit; this is called oxidation. Cold slows that process down a lot. On the kitchen counter, a white wine often tastes noticeably flatter after just one day.

Not every white wine lasts equally long:

- **Light, fresh wines** such as Sauvignon Blanc, Pinot Grigio and Muscadet are at their best in the first two to three days. Their aromatic fruit is the first thing to fade.
- **Fuller white wines**, such as an oak-aged Chardonnay or a Viognier, usually stay good for three to five days.
- **Wines with high acidity or a little residual sugar**, such as Riesling and Chenin Blanc, are the toughest. On the second day they sometimes even taste a little more open.

Rosé follows the same rules as white wine: close it, put it in the fridge and finish it within a few days.

### Sparkling wine

Bubbles are more fragile. With an ordinary cork or a piece of foil on the bottle, most of the fizz is gone after a day. So use a **sparkling wine stopper**: a closure with clips that keep the pressure in the bottle. That way Champagne, Cava or Prosecco stays fresh and lively in the fridge for **one to three days**. The well-known teaspoon in the neck of the bottle does not help; it is the cold that does the work.

### Fortified and sweet wine

Wine with more alcohol or more sugar lasts longer, but here too the style matters:

- **Fino and Manzanilla**, the light, dry sherries, behave almost like white wine: keep them in the fridge and finish them within about a week.
- **Sweet dessert wine**, such as Sauternes or a late harvest wine, stays good in the fridge for about a week.
- **Port** can last several weeks. Tawny Port, which has already aged for years in wooden casks, is the least sensitive to oxygen and often stays enjoyable for a month or longer.
- **Madeira** is the champion: an opened bottle stays good for months.

## How to keep an opened bottle good for longer

1. **Close the bottle again right away.** The shorter the wine stands open, the less oxygen can reach it.
2. **Stand it upright in the fridge.** Standing up, the surface of the wine in contact with the air is smaller, and you prevent leaks.
3. **Pour it into a smaller bottle.** If you have half a bottle left, pour the rest into a clean 37.5 cl bottle and fill it as far as possible. Less air means less oxidation.
4. **Use a vacuum pump or gas if you like.** A vacuum pump sucks out part of the air and helps a little; an inert gas such as argon works better. A vacuum pump is not suitable for sparkling wine, because it also sucks out the bubbles.

## How do you know if the wine has gone off?

Trust your nose. A white wine that has been open too long smells flat or of bruised apple, nuts or sherry, and its colour turns a deeper yellow or even brownish. In the mouth it lacks freshness and fruit. Such a wine is no longer pleasant to drink, but a bottle that is just past its peak is still very useful in the kitchen: in a risotto, a sauce or to steam mussels in.

## Storing unopened white wine

### Cool, dark and constant

The ideal place is cool, between 10 and 15 °C, and above all stable. Big swings in temperature make the wine expand and contract, and warmth speeds up ageing. Light is an enemy too. White wine often comes in clear or light green glass, and bright light can damage the flavour. A cupboard against an inside wall or under the stairs works fine. Avoid the kitchen, the spot next to the radiator and a shed where it can freeze.

### Lying down or standing up?

Bottles with a natural cork are best stored lying down. The wine then keeps the cork moist, so it continues to seal well. For a few weeks, standing upright is no problem. Many white wines have a screw cap these days, and those bottles can simply stand.

### And the fridge?

A bottle you want to drink this week can go into the fridge already. For months the fridge is less suitable: it is too cold and too dry for the cork, the door opens and closes all the time, and strong smells from the fridge can eventually pass through a cork.

## How long can you keep unopened white wine?

Most white wine is made to be drunk young, preferably **within one to three years** of the vintage on the label. After that it slowly loses its fresh fruit. There are exceptions, though, wines that actually become more beautiful with the years:

- **Riesling** from Germany, Alsace or Austria, especially with a little residual sugar. With age it develops notes of honey and sometimes a typical aroma reminiscent of petrol.
- **Chenin Blanc** from the Loire, such as Vouvray and Savennières.
- **Good white Burgundy** and other oak-aged Chardonnay.
- **White Bordeaux** from Pessac-Léognan and **Semillon** from the Hunter Valley in Australia.
- **Sweet wines** such as Sauternes and Tokaji, which can age for decades.

Not sure whether a wine is suitable for keeping? Then read how to recognize [a good white wine](/wijnwijzer/goede-witte-wijn), or ask us through [contact](/contact).

## In short

- Opened white wine and rosé: **three to five days** in the fridge, with a cork, screw cap or wine stopper.
- Sparkling wine: **one to three days** with a sparkling wine stopper.
- Fortified and sweet wine: from a week for Fino and Sauternes to months for Madeira.
- Unopened: cool, dark and stable; bottles with a cork lying down. Drink most white wine within one to three years.

Looking for a new bottle? Browse our [white wines](/?kleur=wit), [sparkling wines](/?kleur=mousserend) and [dessert wines](/?kleur=dessert). Want to know which glass shows white wine at its best? Then read [wine glasses](/wijnwijzer/wijnglazen). And for the red bottles in your cupboard, there is [storing red wine](/wijnwijzer/rode-wijn-bewaren).
`

export const witteWijnBewaren: ArticleSeed = {
  slug: 'witte-wijn-bewaren',
  category: 'bewaren-en-schenken',
  publishedAt: '2026-10-12T08:00:00.000Z',
  title: {
    nl: 'Witte wijn bewaren: zo lang blijft een geopende fles goed',
    en: 'Storing white wine: how long an opened bottle stays good',
  },
  summary: {
    nl: 'Een geopende fles witte wijn blijft met een stop in de koelkast drie tot vijf dagen goed, mousserende wijn één tot drie dagen. Lees hoe je aangebroken en ongeopende flessen het best bewaart en welke witte wijnen juist beter worden met de jaren.',
    en: 'An opened bottle of white wine stays good for three to five days in the fridge with a stopper, sparkling wine for one to three days. Read how best to store opened and unopened bottles, and which white wines actually improve with age.',
  },
  metaDescription: {
    nl: 'Hoe lang kun je een geopende fles witte wijn bewaren? Drie tot vijf dagen in de koelkast met een stop. Plus tips voor bubbels en ongeopende flessen.',
    en: 'How long does an opened bottle of white wine keep? Three to five days in the fridge with a stopper. Plus tips for bubbles and unopened bottles.',
  },
  body: { nl, en },
  wines: { colors: ['wit'], count: 3 },
}
