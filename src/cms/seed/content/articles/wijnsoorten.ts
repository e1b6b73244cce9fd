import type { ArticleSeed } from '../types'

const nl = `Rood, wit en rosé kent iedereen, maar er zijn veel meer soorten wijn. Denk aan wijn met bubbels, zoete wijn van ingedroogde of bevroren druiven, versterkte wijn zoals port en sherry, en de opvallende oranje wijn. In dit overzicht lees je hoe elke wijnsoort wordt gemaakt, hoe hij smaakt en wat droog, halfdroog en zoet precies betekenen.

## Rode wijn

Rode wijn maak je van blauwe druiven. Het sap van bijna alle druiven is kleurloos; de kleur zit in de schil. Daarom gisten de druiven samen met hun schillen, meestal een paar dagen tot enkele weken. Uit de schillen en pitten komt ook de tannine, die je mond droog laat aanvoelen en rode wijn zijn structuur geeft. Na het gisten wordt de wijn geperst en soms nog maanden of jaren op eikenhouten vaten gerijpt.

Rode wijn varieert van licht en fruitig, zoals beaujolais van gamay of een pinot noir, via middelzwaar, zoals merlot en chianti van sangiovese, tot vol en stevig, zoals cabernet sauvignon, syrah en malbec. Meer over de druiven lees je in [rode wijndruiven](/wijnwijzer/rode-wijndruiven).

## Witte wijn

Voor witte wijn worden de druiven direct na de oogst geperst en gist alleen het sap. Er komt dus nauwelijks tannine in de wijn. Witte wijn maak je meestal van groene druiven, maar het kan ook van blauwe druiven, omdat hun sap kleurloos is: champagne blanc de noirs wordt gemaakt van pinot noir, pinot meunier of allebei.

Er zijn grofweg drie stijlen. Frisse, lichte wijnen zoals muscadet, pinot grigio en veel sauvignon blanc. Aromatische wijnen met veel geur van bloemen en fruit, zoals riesling, gewürztraminer en muscat. En volle, romige wijnen, zoals chardonnay en viognier, vaak met rijping op hout. Een uitgebreide gids vind je bij [witte wijn](/wijnwijzer/witte-wijn).

## Rosé

Rosé maak je van blauwe druiven waarvan het sap maar kort met de schillen in contact blijft, meestal enkele uren tot een dag. Zo krijgt de wijn een roze kleur en weinig tannine. Worden de blauwe druiven direct geperst, dan blijft de wijn heel licht van kleur, zoals veel rosé uit de Provence. Rode en witte wijn mengen tot rosé is in de Europese Unie voor stille wijn niet toegestaan; rosé champagne is een bekende uitzondering. De meeste rosé is droog, fris en fruitig en op zijn best binnen een of twee jaar na de oogst.

## Mousserende wijn

Bij mousserende wijn ontstaan de bubbels meestal door een tweede gisting: aan een basiswijn worden suiker en gist toegevoegd, en het koolzuur dat dan ontstaat, kan niet ontsnappen. Waar en hoe dat gebeurt, bepaalt voor een groot deel de stijl.

### Traditionele methode

De tweede gisting vindt plaats in de fles zelf. Daarna rijpt de wijn maanden of jaren op de gistresten, wat fijne bubbels geeft en tonen van brood, brioche en noten. Zo worden champagne, cava, crémant en franciacorta gemaakt.

### Tankmethode

De tweede gisting vindt plaats in een grote, afgesloten stalen tank. Dat is sneller en goedkoper en bewaart het frisse fruit van de druif. Prosecco is het bekendste voorbeeld: fris en fruitig, met tonen van peer en appel.

### Andere methoden

Bij de methode ancestrale, bekend van pet-nat, wordt de wijn gebotteld terwijl de eerste gisting nog bezig is. Dat geeft een wat troebele, speelse wijn met zachte bubbels. Goedkope mousserende wijn krijgt zijn bubbels soms simpelweg doordat er koolzuur aan wordt toegevoegd, zoals bij frisdrank.

## Dessertwijn

Zoete wijn ontstaat als er na de gisting nog veel suiker over is. Wijnmakers bereiken dat op verschillende manieren:

- **Late oogst:** de druiven hangen langer aan de stok en worden extra rijp en zoet.
- **Edele rotting:** de schimmel botrytis droogt de druiven in en concentreert suiker en zuren. Zo ontstaan sauternes uit Bordeaux en tokaji uit Hongarije.
- **IJswijn:** de druiven worden bevroren geoogst en geperst, zodat alleen het geconcentreerde, zoete sap overblijft.
- **Gedroogde druiven:** de druiven drogen na de oogst weken of maanden op matten of in rekken, zoals bij vin santo en recioto.

Goede dessertwijn heeft naast zoet ook frisse zuren, zodat hij niet plakkerig smaakt. Tips voor combinaties lees je in [wijn bij dessert](/wijnwijzer/wijn-bij-dessert).

## Versterkte wijn

Bij versterkte wijn wordt tijdens of na de gisting wijnalcohol toegevoegd. Komt de alcohol tijdens de gisting erbij, dan stopt de gist en blijft er suiker over, zoals bij port. Wordt eerst alle suiker omgezet in alcohol, dan ontstaat een droge wijn, zoals fino, een droge sherry. Versterkte wijnen hebben meestal tussen de 15 en 22 procent alcohol. Bekende voorbeelden zijn port uit Portugal, sherry uit Spanje, madeira en de Franse vins doux naturels, zoals banyuls. Door de hogere alcohol blijft een geopende fles vaak langer goed dan gewone wijn.

## Oranje wijn

Oranje wijn is witte wijn die wordt gemaakt zoals rode wijn: groene druiven gisten dagen tot maanden met hun schillen. Daardoor krijgt de wijn een amberkleur, wat tannine en tonen van gedroogd fruit, thee en noten. De methode is eeuwenoud in Georgië, waar de wijn in grote kleipotten gist en rijpt, de qvevri. Ook in Friuli en Slovenië is oranje wijn populair. Oranje wijn is vaak ook natuurlijke wijn, maar dat hoeft niet; lees meer in [natuurlijke wijn](/wijnwijzer/natuurlijke-wijn).

## Droog, halfdroog of zoet

Hoe zoet een wijn is, hangt af van de restsuiker: de suiker die na de gisting overblijft. Voor stille wijn gelden in de Europese Unie deze grenzen:

- **Droog:** tot 4 gram suiker per liter, of tot 9 gram als de wijn genoeg zuren heeft.
- **Halfdroog:** tot 12 gram per liter, of tot 18 gram bij genoeg zuren.
- **Licht zoet:** tot 45 gram per liter.
- **Zoet:** meer dan 45 gram per liter.

Voor mousserende wijn gelden andere termen. Brut nature en extra brut zijn zeer droog, brut is droog, en extra dry is verrassend genoeg iets zoeter dan brut. Sec en demi-sec zijn nog zoeter, doux is zoet. Op Duitse etiketten zie je trocken voor droog, halbtrocken of feinherb voor halfdroog en lieblich voor zoet.

Let op: zuren maskeren zoet. Een riesling met veel zuur en wat restsuiker kan toch droog smaken, en een heel fruitige droge wijn kan zoet lijken. Het verschil leer je vooral door te proeven; zie ook [droge of zoete witte wijn](/wijnwijzer/droge-vs-zoete-witte-wijn). Ontdek de soorten in de webshop via [rosé](/?kleur=rose), [mousserende wijn](/?kleur=mousserend) en [dessertwijn](/?kleur=dessert).

## Kort samengevat

- Rode wijn gist met de schillen, witte wijn zonder; rosé krijgt maar kort contact met de schillen.
- Mousserende wijn krijgt zijn bubbels in de fles (traditionele methode) of in een tank.
- Dessertwijn is zoet door late oogst, edele rotting, bevroren of gedroogde druiven.
- Versterkte wijn zoals port en sherry krijgt extra alcohol; oranje wijn is witte wijn die met de schillen gist.
- Droog, halfdroog en zoet hangen af van de restsuiker, maar zuren beïnvloeden wat je proeft.
`

const en = `Everyone knows red, white and rosé, but there are many more kinds of wine. Think of wine with bubbles, sweet wine made from shrivelled or frozen grapes, fortified wine such as Port and sherry, and the striking orange wine. In this overview you will read how each kind of wine is made, how it tastes and what dry, off-dry and sweet mean exactly.

## Red wine

Red wine is made from dark grapes. The juice of almost all grapes is colourless; the colour is in the skin. That is why the grapes ferment together with their skins, usually for a few days to several weeks. The skins and seeds also give the tannin, which makes your mouth feel dry and gives red wine its structure. After fermentation the wine is pressed and sometimes aged for months or years in oak barrels.

Red wine ranges from light and fruity, such as Beaujolais made from Gamay or a Pinot Noir, through medium-bodied, such as Merlot and Chianti made from Sangiovese, to full and firm, such as Cabernet Sauvignon, Syrah and Malbec. Read more about the grapes in [red wine grapes](/wijnwijzer/rode-wijndruiven).

## White wine

For white wine the grapes are pressed straight after the harvest and only the juice ferments. So hardly any tannin gets into the wine. White wine is usually made from green grapes, but it can also be made from dark grapes, because their juice is colourless: Champagne Blanc de Noirs is made from Pinot Noir, Pinot Meunier or both.

There are roughly three styles. Fresh, light wines such as Muscadet, Pinot Grigio and much Sauvignon Blanc. Aromatic wines with a lot of floral and fruity aroma, such as Riesling, Gewürztraminer and Muscat. And full, creamy wines, such as Chardonnay and Viognier, often aged in oak. You will find a detailed guide in [white wine](/wijnwijzer/witte-wijn).

## Rosé

Rosé is made from dark grapes whose juice stays in contact with the skins only briefly, usually a few hours to a day. This gives the wine a pink colour and little tannin. If the dark grapes are pressed straight away, the wine stays very pale, like much rosé from Provence. Blending red and white wine into rosé is not allowed for still wine in the European Union; rosé Champagne is a well-known exception. Most rosé is dry, fresh and fruity and at its best within one or two years of the harvest.

## Sparkling wine

In sparkling wine the bubbles usually come from a second fermentation: sugar and yeast are added to a base wine, and the carbon dioxide that forms cannot escape. Where and how that happens largely determines the style.

### Traditional method

The second fermentation takes place in the bottle itself. The wine then ages for months or years on the yeast lees, which gives fine bubbles and notes of bread, brioche and nuts. This is how Champagne, Cava, Crémant and Franciacorta are made.

### Tank method

The second fermentation takes place in a large, sealed steel tank. That is quicker and cheaper and preserves the fresh fruit of the grape. Prosecco is the best-known example: fresh and fruity, with notes of pear and apple.

### Other methods

In the ancestral method, known from pet-nat, the wine is bottled while the first fermentation is still going on. That gives a somewhat cloudy, playful wine with soft bubbles. Cheap sparkling wine sometimes simply gets its bubbles from added carbon dioxide, as with soft drinks.

## Dessert wine

Sweet wine is created when a lot of sugar remains after fermentation. Winemakers achieve this in different ways:

- **Late harvest:** the grapes hang on the vine longer and become extra ripe and sweet.
- **Noble rot:** the botrytis fungus shrivels the grapes and concentrates sugar and acidity. This is how Sauternes from Bordeaux and Tokaji from Hungary are made.
- **Ice wine:** the grapes are harvested and pressed frozen, so that only the concentrated, sweet juice remains.
- **Dried grapes:** after the harvest the grapes dry for weeks or months on mats or in racks, as with Vin Santo and Recioto.

Good dessert wine has fresh acidity as well as sweetness, so that it does not taste cloying. Read tips for pairings in [wine with dessert](/wijnwijzer/wijn-bij-dessert).

## Fortified wine

In fortified wine, grape spirit is added during or after fermentation. If the spirit is added during fermentation, the yeast stops and sugar remains, as with Port. If all the sugar is first turned into alcohol, the result is a dry wine, such as fino, a dry sherry. Fortified wines usually have between 15 and 22 percent alcohol. Well-known examples are Port from Portugal, sherry from Spain, Madeira and the French vins doux naturels, such as Banyuls. Because of the higher alcohol, an opened bottle often stays good longer than ordinary wine.

## Orange wine

Orange wine is white wine made the way red wine is made: green grapes ferment with their skins for days to months. This gives the wine an amber colour, some tannin and notes of dried fruit, tea and nuts. The method is centuries old in Georgia, where the wine ferments and ages in large clay jars, the qvevri. Orange wine is also popular in Friuli and Slovenia. Orange wine is often natural wine as well, but it does not have to be; read more in [natural wine](/wijnwijzer/natuurlijke-wijn).

## Dry, off-dry or sweet

How sweet a wine is depends on the residual sugar: the sugar that remains after fermentation. For still wine, the European Union uses these limits:

- **Dry:** up to 4 grams of sugar per litre, or up to 9 grams if the wine has enough acidity.
- **Medium dry:** up to 12 grams per litre, or up to 18 grams with enough acidity.
- **Medium sweet:** up to 45 grams per litre.
- **Sweet:** more than 45 grams per litre.

Sparkling wine uses other terms. Brut Nature and Extra Brut are very dry, Brut is dry, and Extra Dry is, surprisingly, slightly sweeter than Brut. Sec and Demi-Sec are sweeter still, Doux is sweet. On German labels you will see trocken for dry, halbtrocken or feinherb for off-dry and lieblich for sweet.

Note: acidity masks sweetness. A Riesling with plenty of acidity and some residual sugar can still taste dry, and a very fruity dry wine can seem sweet. You learn the difference mainly by tasting; see also [dry or sweet white wine](/wijnwijzer/droge-vs-zoete-witte-wijn). Discover the different kinds in the shop via [rosé](/?kleur=rose), [sparkling wine](/?kleur=mousserend) and [dessert wine](/?kleur=dessert).

## In short

- Red wine ferments with the skins, white wine without; rosé gets only brief contact with the skins.
- Sparkling wine gets its bubbles in the bottle (traditional method) or in a tank.
- Dessert wine is sweet thanks to late harvest, noble rot, or frozen or dried grapes.
- Fortified wine such as Port and sherry gets extra alcohol; orange wine is white wine fermented with its skins.
- Dry, off-dry and sweet depend on the residual sugar, but acidity affects what you taste.
`

export const wijnsoorten: ArticleSeed = {
  slug: 'wijnsoorten',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-10-20T08:00:00.000Z',
  title: { nl: 'Wijnsoorten: een overzicht van rood tot oranje', en: 'Kinds of wine: an overview from red to orange' },
  summary: {
    nl: 'Naast rood, wit en rosé zijn er mousserende wijn, dessertwijn, versterkte wijn en oranje wijn. Lees hoe elke soort wordt gemaakt, hoe hij smaakt en wat droog, halfdroog en zoet precies betekenen.',
    en: 'Besides red, white and rosé, there are sparkling wine, dessert wine, fortified wine and orange wine. Read how each kind is made, how it tastes and what dry, off-dry and sweet mean exactly.',
  },
  metaDescription: {
    nl: 'Alle wijnsoorten op een rij: rood, wit, rosé, mousserend, dessertwijn, versterkte en oranje wijn, plus droog, halfdroog en zoet.',
    en: 'All kinds of wine at a glance: red, white, rosé, sparkling, dessert, fortified and orange wine, plus dry, off-dry and sweet.',
  },
  body: { nl, en },
  wines: { mixColors: true, count: 4 },
}
