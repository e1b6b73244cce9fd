import type { ArticleSeed } from '../types'
import { PROMISE_TEXT } from '../promise-texts'

const nl = `Wijn lijkt soms een wereld vol moeilijke woorden, dure flessen en mensen die precies weten wat ze ruiken. Gelukkig heb je maar een handvol basisbegrippen nodig om met plezier en zonder miskopen wijn te kiezen. In deze gids lees je hoe je begint, hoe je een etiket leest en welke zes flessen je als eerste probeert.

## Waar begin je?

De belangrijkste regel: er bestaat geen goede of foute smaak. Een wijn is goed als jij hem lekker vindt. Begin daarom niet bij de beroemdste of duurste flessen, maar bij wat je al kent. Houd je van frisse appels en citroen, dan ligt een frisse witte wijn voor de hand. Drink je graag sterke zwarte thee of eet je graag pure chocolade, dan vind je een rode wijn met wat meer tannine waarschijnlijk prettig. Wie van zoet houdt, kan prima beginnen met een fruitige rosé of een licht zoete witte wijn.

Proef daarna bewust en vergelijk. Twee verschillende wijnen naast elkaar leren je meer dan tien flessen na elkaar. Hoe je dat aanpakt, lees je in [wijn proeven voor beginners](/wijnwijzer/wijn-proeven-voor-beginners). Vind je wijn eigenlijk nog niet zo lekker, dan helpt [wijn leren drinken](/wijnwijzer/wijn-leren-drinken) je stap voor stap op weg.

## Kleuren en stijlen

Wijn wordt meestal ingedeeld naar kleur.

- **Witte wijn** maak je door druiven te persen en alleen het sap te laten gisten. Witte wijn varieert van licht en fris, zoals een sauvignon blanc of een pinot grigio, tot vol en romig, zoals een chardonnay die op eikenhout is gerijpt.
- **Rode wijn** maak je van blauwe druiven die samen met hun schillen gisten. Uit die schillen komen de kleur en de tannine, de stof die je mond droog laat aanvoelen. Een pinot noir of gamay is licht en soepel, een cabernet sauvignon of syrah vol en stevig.
- **Rosé** maak je ook van blauwe druiven, maar het sap blijft maar kort bij de schillen. Daardoor krijgt de wijn een lichte kleur en weinig tannine. De meeste rosé is droog, fris en fruitig.
- **Mousserende wijn** heeft bubbels, zoals champagne, cava, crémant en prosecco.
- **Dessertwijn** is zoet en wordt vaak in een klein glas geschonken bij het nagerecht of bij kaas.

Daarnaast is het belangrijk of een wijn droog of zoet is. Droog betekent dat er vrijwel geen suiker meer in de wijn zit: de gist heeft die omgezet in alcohol. Termen als licht, middelzwaar en vol zeggen iets over hoe zwaar een wijn in je mond voelt. Een uitgebreid overzicht van alle stijlen vind je in [wijnsoorten](/wijnwijzer/wijnsoorten).

## Een etiket lezen

Op een etiket staat meer informatie dan je denkt. Let vooral op deze punten:

1. **Druif of streek.** Wijnen uit Nieuw-Zeeland, Australië, Chili of Zuid-Afrika noemen meestal de druif, bijvoorbeeld merlot of chardonnay. Europese wijnen noemen vaak alleen de streek, zoals Rioja, Chablis of Chianti. Dan moet je weten welke druif daar wordt gebruikt: chablis is altijd chardonnay, en rioja is meestal vooral tempranillo.
2. **Beschermde herkomst.** Afkortingen als AOP, AOC, DOC, DOCG en DO betekenen dat de wijn uit een afgebakend gebied komt en aan regels voor druiven en productie voldoet. Het is een garantie voor de herkomst, niet voor de smaak.
3. **Oogstjaar.** Het jaar waarin de druiven zijn geplukt. De meeste witte wijn en rosé drink je het liefst binnen een paar jaar na de oogst.
4. **Alcoholpercentage.** Een lichte wijn heeft vaak 11 tot 12,5 procent alcohol, een volle wijn uit een warm gebied 14 procent of meer.
5. **Zoetheid.** Woorden als sec, trocken en brut betekenen droog; halbtrocken en (bij stille wijn) demi-sec betekenen halfdroog, lieblich halfzoet.
6. **Producent.** Hoe beter je producenten leert kennen, hoe betrouwbaarder je keuze wordt.

## Prijs en kwaliteit

Is een duurdere wijn altijd beter? Nee, maar de prijs zegt wel iets. In Nederland betaal je over elke fles accijns en btw. De accijns is een vast bedrag per liter, ongeacht wat de wijn kost. Bij een heel goedkope fles gaat dus een groot deel van de prijs op aan belasting, de fles, de kurk en het transport, en blijft er weinig over voor de wijn zelf. Vanaf ongeveer € 8 tot € 10 per fles gaat een groter deel van je geld naar de inhoud.

Boven de € 25 betaal je vaak ook voor naam, zeldzaamheid of lange rijping. Dat kan prachtig zijn, maar als beginner proef je dat verschil niet altijd. De beste prijs-kwaliteitverhouding vind je meestal tussen € 8 en € 20, zeker in minder bekende streken, zoals de Languedoc, Portugal, Zuid-Italië en Spanje buiten Rioja. ${PROMISE_TEXT.freeShipping.nl}

## Op de juiste temperatuur

De temperatuur maakt een groot verschil. Witte wijn die te koud is, verliest zijn geur; rode wijn die te warm is, smaakt zwaar en alcoholisch. Een handige vuistregel:

- mousserende wijn: 6 tot 8 °C;
- frisse witte wijn en rosé: 8 tot 10 °C;
- volle witte wijn, zoals chardonnay met hout: 10 tot 12 °C;
- lichte rode wijn, zoals pinot noir en gamay: 12 tot 14 °C;
- volle rode wijn: 16 tot 18 °C;
- zoete dessertwijn: 8 tot 10 °C.

Zet witte wijn en rosé een paar uur in de koelkast en haal ze een kwartier voor het schenken eruit. Rode wijn mag vaak juist een halfuur de koelkast in, zeker in de zomer. Een glas met een bolle kelk helpt je de geur goed te ruiken; meer daarover lees je bij [wijnglazen](/wijnwijzer/wijnglazen).

## Een startpakket van zes flessen

Wil je ontdekken wat je lekker vindt? Koop zes flessen die duidelijk van elkaar verschillen en proef ze in een paar weken, het liefst bij het eten:

1. **Een frisse witte wijn**, zoals een sauvignon blanc uit de Loire of Nieuw-Zeeland.
2. **Een volle witte wijn**, zoals een chardonnay uit de Bourgogne of Californië.
3. **Een droge rosé**, bijvoorbeeld uit de Provence.
4. **Een lichte rode wijn**, zoals een beaujolais van gamay of een pinot noir.
5. **Een stevige rode wijn**, zoals een rioja crianza, een malbec uit Argentinië of een côtes-du-rhône.
6. **Een mousserende wijn**, zoals een cava of een crémant.

Schrijf bij elke fles op wat je wel en niet lekker vindt. Kies in onze webshop eenvoudig op kleur, bijvoorbeeld de [witte wijnen](/?kleur=wit), de [rode wijnen](/?kleur=rood) of de [mousserende wijnen](/?kleur=mousserend). Met zes flessen van rond de € 13 kom je boven de € 75 en bezorgen we gratis. Wijn verkopen we alleen aan mensen van 18 jaar en ouder; bij de bezorging wordt je leeftijd gecontroleerd.

## Kort samengevat

- Begin bij wat je al lekker vindt en vergelijk wijnen naast elkaar.
- Ken de vijf hoofdsoorten: wit, rood, rosé, mousserend en dessert.
- Op het etiket vind je druif of streek, herkomst, oogstjaar, alcohol en zoetheid.
- Tussen € 8 en € 20 vind je meestal de beste prijs-kwaliteitverhouding.
- Schenk wit en rosé koel, en rood niet te warm.
`

const en = `Wine can sometimes seem like a world full of difficult words, expensive bottles and people who know exactly what they are smelling. Fortunately, you only need a handful of basic ideas to choose wine with pleasure and without bad buys. In this guide you will read how to start, how to read a label and which six bottles to try first.

## Where do you start?

The most important rule: there is no right or wrong taste. A wine is good if you like it. So do not start with the most famous or most expensive bottles, but with what you already know. If you like fresh apples and lemon, a fresh white wine is the obvious choice. If you enjoy strong black tea or dark chocolate, you will probably like a red wine with a bit more tannin. If you have a sweet tooth, you can start perfectly well with a fruity rosé or a slightly sweet white wine.

Then taste consciously and compare. Two different wines side by side teach you more than ten bottles one after the other. How to go about that is explained in [wine tasting for beginners](/wijnwijzer/wijn-proeven-voor-beginners). If you do not really like wine yet, [learning to drink wine](/wijnwijzer/wijn-leren-drinken) will help you along step by step.

## Colours and styles

Wine is usually divided by colour.

- **White wine** is made by pressing grapes and fermenting only the juice. White wine ranges from light and fresh, such as a Sauvignon Blanc or a Pinot Grigio, to full and creamy, such as a Chardonnay aged in oak.
- **Red wine** is made from dark grapes that ferment together with their skins. Those skins give the colour and the tannin, the substance that makes your mouth feel dry. A Pinot Noir or Gamay is light and supple, a Cabernet Sauvignon or Syrah full and firm.
- **Rosé** is also made from dark grapes, but the juice stays with the skins only briefly. This gives the wine a light colour and little tannin. Most rosé is dry, fresh and fruity.
- **Sparkling wine** has bubbles, such as Champagne, Cava, Crémant and Prosecco.
- **Dessert wine** is sweet and is often served in a small glass with dessert or with cheese.

It also matters whether a wine is dry or sweet. Dry means there is hardly any sugar left in the wine: the yeast has turned it into alcohol. Terms such as light, medium-bodied and full-bodied say something about how heavy a wine feels in your mouth. You will find a detailed overview of all the styles in [kinds of wine](/wijnwijzer/wijnsoorten).

## Reading a label

A label holds more information than you might think. Pay particular attention to these points:

1. **Grape or region.** Wines from New Zealand, Australia, Chile or South Africa usually name the grape, for example Merlot or Chardonnay. European wines often name only the region, such as Rioja, Chablis or Chianti. Then you need to know which grape is used there: Chablis is always Chardonnay, and Rioja is usually mainly Tempranillo.
2. **Protected origin.** Abbreviations such as AOP, AOC, DOC, DOCG and DO mean that the wine comes from a defined area and meets rules for grapes and production. It is a guarantee of origin, not of taste.
3. **Vintage.** The year in which the grapes were picked. Most white wine and rosé is best drunk within a few years of the harvest.
4. **Alcohol percentage.** A light wine often has 11 to 12.5 percent alcohol, a full wine from a warm region 14 percent or more.
5. **Sweetness.** Words such as sec, trocken and brut mean dry; halbtrocken and (for still wine) demi-sec mean off-dry, lieblich medium sweet.
6. **Producer.** The better you get to know producers, the more reliable your choice becomes.

## Price and quality

Is a more expensive wine always better? No, but the price does say something. In the Netherlands you pay excise duty and VAT on every bottle. The excise duty is a fixed amount per litre, regardless of what the wine costs. With a very cheap bottle, a large part of the price therefore goes to tax, the bottle, the cork and transport, leaving little for the wine itself. From about € 8 to € 10 a bottle, a larger part of your money goes to what is inside.

Above € 25 you often also pay for a name, rarity or long ageing. That can be wonderful, but as a beginner you will not always taste the difference. The best value for money is usually found between € 8 and € 20, especially in lesser-known regions such as the Languedoc, Portugal, southern Italy and Spain outside Rioja. ${PROMISE_TEXT.freeShipping.en}

## At the right temperature

Temperature makes a big difference. White wine that is too cold loses its aroma; red wine that is too warm tastes heavy and alcoholic. A handy rule of thumb:

- sparkling wine: 6 to 8 °C;
- fresh white wine and rosé: 8 to 10 °C;
- full white wine, such as oaked Chardonnay: 10 to 12 °C;
- light red wine, such as Pinot Noir and Gamay: 12 to 14 °C;
- full red wine: 16 to 18 °C;
- sweet dessert wine: 8 to 10 °C.

Put white wine and rosé in the fridge for a few hours and take them out a quarter of an hour before serving. Red wine, on the other hand, often benefits from half an hour in the fridge, especially in summer. A glass with a rounded bowl helps you smell the aroma well; read more about that in [wine glasses](/wijnwijzer/wijnglazen).

## A starter pack of six bottles

Want to discover what you like? Buy six bottles that are clearly different from each other and taste them over a few weeks, preferably with a meal:

1. **A fresh white wine**, such as a Sauvignon Blanc from the Loire or New Zealand.
2. **A full white wine**, such as a Chardonnay from Burgundy or California.
3. **A dry rosé**, for example from Provence.
4. **A light red wine**, such as a Beaujolais made from Gamay or a Pinot Noir.
5. **A firm red wine**, such as a Rioja Crianza, a Malbec from Argentina or a Côtes du Rhône.
6. **A sparkling wine**, such as a Cava or a Crémant.

For each bottle, write down what you do and do not like. In our shop you can simply choose by colour, for example the [white wines](/?kleur=wit), the [red wines](/?kleur=rood) or the [sparkling wines](/?kleur=mousserend). With six bottles of around € 13 you go over € 75 and we deliver for free. We only sell wine to people aged 18 and over; your age is checked on delivery.

## In short

- Start with what you already like and compare wines side by side.
- Know the five main kinds: white, red, rosé, sparkling and dessert.
- On the label you will find the grape or region, origin, vintage, alcohol and sweetness.
- Between € 8 and € 20 you usually find the best value for money.
- Serve white and rosé cool, and red not too warm.
`

export const wijnVoorBeginners: ArticleSeed = {
  slug: 'wijn-voor-beginners',
  category: 'beginners',
  publishedAt: '2026-09-08T08:00:00.000Z',
  title: { nl: 'Wijn voor beginners: zo begin je', en: 'Wine for beginners: how to get started' },
  summary: {
    nl: 'Je hoeft geen kenner te zijn om lekkere wijn te kiezen. Lees waar je begint, welke kleuren en stijlen er zijn, hoe je een etiket leest, wat prijs zegt over kwaliteit en welke zes flessen je als eerste probeert.',
    en: 'You do not need to be an expert to choose a good wine. Read where to start, which colours and styles exist, how to read a label, what price says about quality and which six bottles to try first.',
  },
  metaDescription: {
    nl: 'Wijn voor beginners: kleuren en stijlen, een etiket lezen, prijs en kwaliteit, de juiste temperatuur en een startpakket van zes flessen.',
    en: 'Wine for beginners: colours and styles, reading a label, price and quality, serving temperatures and a starter pack of six bottles.',
  },
  body: { nl, en },
  wines: { mixColors: true, count: 4 },
}
