import type { ArticleSeed } from '../types'

const nl = `## De meeste rode wijn is klaar om te drinken

Het overgrote deel van de rode wijn die je koopt, is gemaakt om binnen een paar jaar gedronken te worden. Een fruitige, eenvoudige rode wijn wordt niet beter in je kast; hij verliest eerder zijn frisse fruit. Bewaren is dus vooral een kwestie van de wijn in goede conditie houden tot je hem opentrekt. Slechts een kleiner deel van de rode wijnen wint echt aan kwaliteit door jaren te rijpen.

## De ideale omstandigheden

### Temperatuur: koel en vooral constant

De ideale bewaartemperatuur voor wijn ligt tussen 10 en 15 °C, met 12 tot 13 °C als mooi midden. Belangrijker dan de precieze graad is dat de temperatuur stabiel blijft. Grote schommelingen laten de wijn uitzetten en krimpen, waardoor de kurk kan gaan lekken en er zuurstof in de fles komt. Warmte versnelt bovendien de rijping. Boven de 25 °C kan wijn al na korte tijd gekookt gaan smaken, vlak en met tonen van gestoofd fruit. Ook vorst is slecht: bevriezende wijn zet uit en kan de kurk uit de fles drukken.

### Luchtvochtigheid: rond de 70 procent

Een relatieve luchtvochtigheid van ongeveer 60 tot 80 procent is ideaal. Is de lucht te droog, dan kan een kurk op den duur uitdrogen en krimpen. Is het te vochtig, dan krijgen etiketten en kurken schimmel. Dat is niet schadelijk voor de wijn, maar wel jammer als je de fles wilt weggeven. Voor flessen die je binnen een jaar of twee drinkt, maakt de luchtvochtigheid weinig uit.

### Donker en rustig

Licht, en vooral uv-licht, kan wijn aantasten, zeker in flessen van helder glas. Bewaar wijn daarom in het donker, in een kast of in de doos. Zet flessen ook niet op een plek met veel trillingen, zoals op de wasmachine, en niet tussen sterk geurende spullen zoals verf of schoonmaakmiddelen.

## Liggend of staand?

Flessen met een natuurkurk bewaar je bij voorkeur liggend. De wijn houdt de kurk dan vochtig, zodat die goed blijft afsluiten. Voor een paar weken of maanden is staand bewaren geen probleem; pas bij jarenlang bewaren wordt liggen echt belangrijk. Flessen met een schroefdop of een kunststof kurk mogen gewoon rechtop staan.

## Waar bewaar je wijn in huis?

Niet iedereen heeft een kelder. Goede alternatieven zijn een kast tegen een binnenmuur, een trapkast of een kast in een onverwarmde slaapkamer. De keuken is meestal de slechtste plek: daar is het warm en schommelt de temperatuur. Bewaar je regelmatig wijn voor de lange termijn, dan is een wijnklimaatkast een goede investering: constant van temperatuur, donker en zonder trillingen. Een gewone koelkast is prima voor een paar dagen, maar voor maanden is die te koud en te droog.

## Welke rode wijnen worden beter met de jaren?

Wijnen die goed rijpen, hebben een combinatie van stevige tannine, frisse zuren en veel geconcentreerd fruit. Tijdens het rijpen worden de tannines zachter, verschuift de kleur van paars naar robijnrood en later baksteenrood en maakt het frisse fruit plaats voor tonen van leer, tabak, gedroogd fruit, paddenstoelen en bosgrond. Voorbeelden:

- **Bordeaux** op basis van cabernet sauvignon en merlot: goede wijnen kunnen tien tot twintig jaar of langer rijpen.
- **Barolo en barbaresco** van de nebbiolo uit Piëmont: veel tannine en zuur, en vaak pas na tien jaar op hun best.
- **Brunello di Montalcino** en **chianti classico riserva**, beide van sangiovese uit Toscane.
- **Rioja reserva en gran reserva** van tempranillo. Deze wijnen zijn bij het uitbrengen al lang gerijpt: een rode gran reserva minstens vijf jaar, waarvan minimaal twee jaar op eikenhouten vaten. Je kunt ze meteen drinken, maar goede flessen houden het nog jaren vol.
- **Syrah uit de noordelijke Rhône**, zoals hermitage en côte-rôtie, en goede **bourgogne** van pinot noir uit de betere wijngaarden.
- **Vintage port**, die tientallen jaren kan rijpen.

Beter jong drink je onder andere beaujolais, de meeste valpolicella en de meeste eenvoudige rode wijnen voor elke dag. Als vuistregel drink je een alledaagse rode wijn binnen twee tot vier jaar na de oogst. Twijfel je, vraag het dan onze [klantenservice](/contact).

## Depot en decanteren

Oudere en ongefilterde rode wijn kan een depot hebben: een bezinksel van kleurstoffen en tannines. Dat is onschadelijk, maar niet lekker in je glas. Zet de fles een dag voor het openen rechtop, zodat het depot naar de bodem zakt, en schenk de wijn daarna rustig over in een karaf. Stop zodra je het depot in de hals van de fles ziet verschijnen. Jonge, stevige rode wijn decanteer je juist om hem zuurstof te geven, zodat de aroma's zich openen.

## Op de juiste temperatuur schenken

Het advies om rode wijn op kamertemperatuur te schenken stamt uit de tijd dat huizen veel kouder waren. Bij 21 °C of meer smaakt rode wijn al snel zwaar en alcoholisch. Schenk lichte rode wijn zoals pinot noir en gamay op 12 tot 14 °C, middelzware rode wijn op 14 tot 16 °C en volle, stevige rode wijn op 16 tot 18 °C. Is de fles te warm, zet hem dan twintig minuten in de koelkast.

## Hoe lang blijft een geopende fles goed?

Zodra je een fles opent, komt de wijn in contact met zuurstof. Na een paar dagen verliest hij zijn fruit en gaat hij vlak en zurig smaken. Zo haal je er het meeste uit:

- Doe de kurk of dop direct na het schenken terug op de fles.
- Zet de fles in de koelkast, ook als het rode wijn is: kou vertraagt de oxidatie. Haal de fles een halfuur voor het schenken weer uit de koelkast.
- Giet een restje over in een kleiner flesje, zodat er minder lucht bij de wijn komt.
- Een vacuümpompje helpt een beetje; een spuitbus met inert gas, zoals argon, werkt beter.

Zo bewaard blijft een lichte rode wijn ongeveer twee tot drie dagen goed en een volle rode wijn met veel tannine drie tot vijf dagen. Wijn uit een bag-in-box blijft na openen enkele weken goed, omdat de zak leegloopt zonder dat er lucht bij de wijn komt. Versterkte wijn zoals port houdt het na openen vaak ook enkele weken vol.

## Is de wijn nog goed?

Een wijn die te lang open heeft gestaan of te warm is bewaard, herken je aan een bruinige kleur, een vlakke smaak en een geur die aan sherry of azijn doet denken. Een restje dat net over zijn beste moment is, kun je nog prima gebruiken in een stoofpot of saus. Ruikt een net geopende fles naar nat karton of een muffe kelder, dan heeft de wijn waarschijnlijk kurksmaak. Dat is een fout van de kurk, niet van jouw manier van bewaren.

## Samengevat

- Bewaar wijn donker, rustig en op een constante 10 tot 15 °C.
- Leg flessen met een natuurkurk neer als je ze langer bewaart.
- Drink de meeste rode wijn binnen een paar jaar; alleen wijnen met veel structuur worden beter.
- Een geopende fles met de kurk erop blijft in de koelkast twee tot vijf dagen goed.

Bekijk alle [rode wijnen](/?kleur=rood) in onze webshop of zoek een stevige rode wijn bij [rood vlees](/?kleur=rood&eten=rood-vlees) of [wild](/?kleur=rood&eten=wild). Lees ook welke wijn past bij [kaas](/wijnwijzer/wijn-bij-kaas) en welke [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis) past.
`

const en = `## Most red wine is ready to drink

The vast majority of the red wine you buy is made to be drunk within a few years. A fruity, simple red wine does not improve in your cupboard; if anything, it loses its fresh fruit. Storing wine is therefore mainly a matter of keeping it in good condition until you open it. Only a smaller share of red wines really gains in quality from years of ageing.

## The ideal conditions

### Temperature: cool and, above all, constant

The ideal storage temperature for wine is between 10 and 15 °C, with 12 to 13 °C as a nice middle. More important than the exact degree is that the temperature stays stable. Large swings make the wine expand and contract, which can cause the cork to leak and let oxygen into the bottle. Warmth also speeds up ageing. Above 25 °C wine can start to taste cooked after a short time, flat and with notes of stewed fruit. Frost is bad too: freezing wine expands and can push the cork out of the bottle.

### Humidity: around 70 percent

A relative humidity of roughly 60 to 80 percent is ideal. If the air is too dry, a cork can eventually dry out and shrink. If it is too damp, labels and corks get mouldy. That does not harm the wine, but it is a pity if you want to give the bottle as a present. For bottles you will drink within a year or two, humidity hardly matters.

### Dark and quiet

Light, and UV light in particular, can damage wine, especially in bottles of clear glass. So keep wine in the dark, in a cupboard or in its box. Also do not put bottles where there is a lot of vibration, such as on the washing machine, or among strong-smelling things like paint or cleaning products.

## Lying down or standing up?

Bottles with a natural cork are best stored lying down. The wine then keeps the cork moist, so it continues to seal well. For a few weeks or months, storing bottles upright is no problem; lying down only becomes really important when you keep them for years. Bottles with a screw cap or a synthetic cork can simply stand upright.

## Where to keep wine at home?

Not everyone has a cellar. Good alternatives are a cupboard against an inside wall, a cupboard under the stairs or a cupboard in an unheated bedroom. The kitchen is usually the worst place: it is warm there and the temperature fluctuates. If you regularly keep wine for the long term, a wine cooling cabinet is a good investment: constant in temperature, dark and free of vibration. An ordinary fridge is fine for a few days, but for months it is too cold and too dry.

## Which red wines improve with age?

Wines that age well have a combination of firm tannin, fresh acidity and plenty of concentrated fruit. As they age, the tannins soften, the colour shifts from purple to ruby and later brick red, and the fresh fruit gives way to notes of leather, tobacco, dried fruit, mushrooms and forest floor. Examples:

- **Bordeaux** based on Cabernet Sauvignon and Merlot: good wines can age for ten to twenty years or longer.
- **Barolo and Barbaresco** made from Nebbiolo in Piedmont: high in tannin and acidity, and often at their best only after ten years.
- **Brunello di Montalcino** and **Chianti Classico Riserva**, both made from Sangiovese in Tuscany.
- **Rioja Reserva and Gran Reserva** made from Tempranillo. These wines have already aged for a long time when they are released: a red Gran Reserva for at least five years, of which at least two in oak barrels. You can drink them straight away, but good bottles will keep for years.
- **Syrah from the northern Rhône**, such as Hermitage and Côte-Rôtie, and good red **Burgundy** made from Pinot Noir from the better vineyards.
- **Vintage Port**, which can age for decades.

Wines better drunk young include Beaujolais, most Valpolicella and most simple everyday red wines. As a rule of thumb, drink an everyday red wine within two to four years of the harvest. If in doubt, ask our [customer service](/contact).

## Sediment and decanting

Older and unfiltered red wine can throw a sediment: a deposit of pigments and tannins. It is harmless, but not pleasant in your glass. Stand the bottle upright a day before opening so the sediment sinks to the bottom, then pour the wine slowly into a decanter. Stop as soon as you see the sediment appear in the neck of the bottle. Young, firm red wine is decanted for another reason: to give it oxygen so that its aromas open up.

## Serving at the right temperature

The advice to serve red wine at room temperature dates from the time when houses were much colder. At 21 °C or more, red wine soon tastes heavy and alcoholic. Serve light red wine such as Pinot Noir and Gamay at 12 to 14 °C, medium-bodied red wine at 14 to 16 °C and full, firm red wine at 16 to 18 °C. If the bottle is too warm, put it in the fridge for twenty minutes.

## How long does an opened bottle keep?

As soon as you open a bottle, the wine comes into contact with oxygen. After a few days it loses its fruit and starts to taste flat and sour. This is how you get the most out of it:

- Put the cork or cap back on the bottle right after pouring.
- Put the bottle in the fridge, even if it is red wine: cold slows down oxidation. Take the bottle out of the fridge half an hour before serving.
- Pour a leftover into a smaller bottle so that less air reaches the wine.
- A vacuum pump helps a little; a spray can of inert gas, such as argon, works better.

Stored like this, a light red wine keeps for about two to three days and a full, tannic red wine for three to five days. Wine from a bag-in-box keeps for several weeks after opening, because the bag empties without air reaching the wine. Fortified wine such as Port often lasts several weeks after opening as well.

## Is the wine still good?

You can recognize a wine that has been open too long or stored too warm by a brownish colour, a flat taste and a smell reminiscent of sherry or vinegar. A leftover that is just past its best can still be used in a stew or sauce. If a freshly opened bottle smells of wet cardboard or a musty cellar, the wine is probably corked. That is a fault of the cork, not of the way you stored it.

## In short

- Keep wine dark, quiet and at a constant 10 to 15 °C.
- Lay bottles with a natural cork down if you keep them longer.
- Drink most red wine within a few years; only wines with a lot of structure improve.
- An opened bottle with the cork back in keeps for two to five days in the fridge.

Browse all [red wines](/?kleur=rood) in our shop, or find a firm red wine for [red meat](/?kleur=rood&eten=rood-vlees) or [game](/?kleur=rood&eten=wild). Also read which wine goes with [cheese](/wijnwijzer/wijn-bij-kaas) and which [white wine goes with fish](/wijnwijzer/witte-wijn-bij-vis).
`

export const rodeWijnBewaren: ArticleSeed = {
  slug: 'rode-wijn-bewaren',
  category: 'bewaren-en-schenken',
  publishedAt: '2026-10-19T08:00:00.000Z',
  title: { nl: 'Rode wijn bewaren: temperatuur, ligging en houdbaarheid', en: 'Storing red wine: temperature, position and shelf life' },
  summary: {
    nl: 'Rode wijn bewaar je donker, rustig en op een constante temperatuur van 10 tot 15 °C. Lees hoe je dat thuis regelt, hoe lang een geopende fles goed blijft en welke rode wijnen beter worden met de jaren.',
    en: 'Keep red wine dark, quiet and at a constant temperature of 10 to 15 °C. Read how to arrange that at home, how long an opened bottle keeps and which red wines improve with age.',
  },
  metaDescription: {
    nl: 'Zo bewaar je rode wijn: ideale temperatuur en luchtvochtigheid, liggend of staand, houdbaarheid na openen en welke wijnen mooi rijpen.',
    en: 'How to store red wine: ideal temperature and humidity, lying or standing, how long it keeps once opened and which wines age well.',
  },
  body: { nl, en },
  wines: { colors: ['rood'], preferTannin: true, count: 3 },
}
