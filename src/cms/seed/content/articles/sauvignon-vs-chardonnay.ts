import type { ArticleSeed } from '../types'

const nl = `## Wat is het verschil tussen sauvignon blanc en chardonnay?

Sauvignon blanc en chardonnay zijn de twee bekendste witte druiven ter wereld, en ze kunnen bijna niet verschillender zijn. Sauvignon blanc is fris, aromatisch en uitgesproken: je ruikt hem al als je het glas inschenkt. Chardonnay is veelzijdiger en neemt de smaak aan van de plek waar hij groeit en van de keuzes van de wijnmaker, van strak en mineraal tot vol en romig met tonen van vanille. Hieronder vergelijken we ze: waar ze vandaan komen, hoe ze smaken, wat klimaat en eikenhout doen, en welke je bij welk gerecht schenkt.

## In het kort

- **Sauvignon blanc:** aromatisch, fris en levendig, met tonen van citrus, kruisbes, gras en soms passievrucht. Bijna altijd zonder hout gemaakt en jong gedronken.
- **Chardonnay:** van zichzelf minder uitgesproken, met tonen van appel, citroen, perzik of tropisch fruit. Kan strak en fris zijn, maar ook vol en romig door rijping op hout.

## Waar komen ze vandaan?

Sauvignon blanc komt uit Frankrijk, uit de Loire en Bordeaux. De naam komt waarschijnlijk van het Franse woord sauvage, wild. Uit DNA-onderzoek bleek dat sauvignon blanc samen met cabernet franc de ouder is van cabernet sauvignon. In de Loire wordt hij puur gebotteld, in Bordeaux vaak gemengd met sémillon. Sinds de jaren tachtig is ook Nieuw-Zeeland wereldberoemd met sauvignon blanc uit Marlborough.

Chardonnay komt uit de Bourgogne. Daar maakt hij vrijwel alle grote witte wijnen, van chablis in het noorden tot meursault en puligny-montrachet in de Côte de Beaune. Chardonnay is ook een van de belangrijkste druiven van champagne; een blanc de blancs is meestal helemaal van chardonnay gemaakt. Inmiddels groeit hij bijna overal ter wereld.

## Hoe smaakt sauvignon blanc?

Sauvignon blanc is een aromatische druif: de geuren komen grotendeels uit de druif zelf. Typisch zijn citroen, limoen, groene appel, kruisbes, vers gemaaid gras en blad van zwarte bes. In warmere streken komen er tonen van passievrucht, meloen en perzik bij. De zuren zijn hoog, waardoor de wijn fris en dorstlessend is. De meeste sauvignon blanc drink je binnen twee tot drie jaar, zolang het fruit nog fris is.

## Hoe smaakt chardonnay?

Chardonnay zelf is vrij neutraal. Dat maakt hem juist veelzijdig: hij laat goed zien waar hij gegroeid is en hoe hij gemaakt is. Een chardonnay uit een koel gebied smaakt naar groene appel, citroen en soms krijt. Uit een warmere streek proef je eerder perzik, meloen, ananas en mango. Daarbovenop kan de wijnmaker tonen van vanille, toast, hazelnoot en boter toevoegen. Goede chardonnay op hout kan bovendien jaren mooi rijpen.

## Het klimaat maakt het verschil

Bij allebei de druiven bepaalt het klimaat de stijl. In een koel klimaat rijpen de druiven langzaam; de wijn blijft strak, met veel zuur en minder alcohol. In een warm klimaat worden de druiven rijper: meer fruit, meer alcohol, minder zuur. Sauvignon blanc verliest bij te veel warmte zijn frisheid en kruidige geur, daarom doet hij het vooral goed in koelere streken. Chardonnay voelt zich in beide klimaten thuis, maar smaakt in elk klimaat anders.

## Eikenhout of roestvrij staal

Sauvignon blanc gist en rijpt meestal in tanks van roestvrij staal. Die houden de temperatuur laag en voegen geen smaak toe, zodat de frisse aroma's van de druif behouden blijven. Er zijn uitzonderingen: sommige witte bordeaux uit Pessac-Léognan en de fumé blanc uit Californië rijpen geheel of gedeeltelijk op hout.

Chardonnay gist of rijpt veel vaker op eikenhouten vaten. Nieuw hout geeft tonen van vanille, toast en specerijen. Daarnaast ondergaat chardonnay vaak een tweede gisting waarbij het scherpe appelzuur wordt omgezet in zachter melkzuur; daar komt de bekende boterachtige smaak vandaan. Laat de wijnmaker de wijn ook nog op de gistresten rijpen en roert hij die regelmatig om, dan wordt de wijn extra romig. Zoek je chardonnay zonder hout, kijk dan naar chablis of naar etiketten met het woord "unoaked".

## Vier klassiekers naast elkaar

### Sancerre

Sancerre, in het oosten van de Loire, is het schoolvoorbeeld van sauvignon blanc uit een koel klimaat: strak en mineraal, met citrus, kruisbes en soms een rokerige toets die vaak wordt toegeschreven aan de bodems van kalk en vuursteen. Aan de overkant van de rivier ligt Pouilly-sur-Loire, waar de vergelijkbare pouilly-fumé vandaan komt.

### Chablis

Chablis ligt in het noorden van de Bourgogne en maakt strakke chardonnay op kalkrijke bodems, meestal met weinig of geen nieuw hout. Denk aan groene appel, citroen en een zilte, minerale afdronk. Wie zegt geen chardonnay te lusten, is vaak verrast door een goede chablis.

### Marlborough

Marlborough, in het noordoosten van het Zuidereiland van Nieuw-Zeeland, maakt sauvignon blanc die je meteen herkent: uitbundig, met passievrucht, limoen, kruisbes en groene paprika. Zonnige dagen en koele nachten zorgen voor rijp fruit met frisse zuren.

### Californië

Californische chardonnay, bijvoorbeeld uit Napa Valley en Sonoma, stond lang bekend als vol, rijp en romig: tropisch fruit, vanille en boter. Die stijl bestaat nog steeds, maar veel producenten maken nu ook frissere wijnen met minder hout, vaak uit koelere plekken dicht bij de oceaan.

## Welke past bij welk gerecht?

Sauvignon blanc past bij gerechten met frisse, groene smaken:

- verse geitenkaas, zoals de crottin de Chavignol uit de buurt van Sancerre;
- salades met vinaigrette, asperges en gerechten met verse kruiden;
- witvis, mosselen en sushi, en een sauvignon blanc uit Marlborough ook bij licht pittige Aziatische gerechten.

Chardonnay kies je op stijl:

- strakke chardonnay zoals chablis bij oesters, schaaldieren en gegrilde vis;
- volle chardonnay op hout bij kip of kalfsvlees in roomsaus, kreeft, zalm en romige risotto;
- een volle chardonnay ook bij nootachtige kaas zoals comté of belegen Goudse.

Serveer sauvignon blanc goed koel, rond 8 tot 10 °C. Een volle chardonnay mag iets warmer, rond 10 tot 12 °C, zodat de rijke aroma's beter tot hun recht komen.

Vergelijk ze zelf: bekijk onze [witte wijnen](/?kleur=wit) of zoek gericht naar [witte wijn bij vis](/?kleur=wit&eten=vis). Alles over witte wijn lees je in onze gids [witte wijn](/wijnwijzer/witte-wijn). Voor visgerechten is er [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis) en voor de kaasplank [wijn bij kaas](/wijnwijzer/wijn-bij-kaas).

## Kort samengevat

- Sauvignon blanc is aromatisch en fris, met citrus, kruisbes en gras, en wordt bijna altijd zonder hout gemaakt.
- Chardonnay is veelzijdig: strak in een koel klimaat, rijp in een warm klimaat en romig na rijping op hout.
- Sancerre en Marlborough tonen twee gezichten van sauvignon blanc; chablis en Californië twee gezichten van chardonnay.
- Sauvignon blanc past bij geitenkaas en groene gerechten, chardonnay bij schaaldieren, gevogelte en romige sauzen.
`

const en = `## What is the difference between Sauvignon Blanc and Chardonnay?

Sauvignon Blanc and Chardonnay are the two best-known white grapes in the world, and they could hardly be more different. Sauvignon Blanc is fresh, aromatic and outspoken: you can smell it as soon as you pour the glass. Chardonnay is more versatile and takes on the taste of the place where it grows and of the choices of the winemaker, from taut and mineral to full and creamy with notes of vanilla. Below we compare them: where they come from, how they taste, what climate and oak do, and which one to pour with which dish.

## In brief

- **Sauvignon Blanc:** aromatic, fresh and lively, with notes of citrus, gooseberry, grass and sometimes passion fruit. Almost always made without oak and drunk young.
- **Chardonnay:** less outspoken on its own, with notes of apple, lemon, peach or tropical fruit. It can be taut and fresh, but also full and creamy through ageing in oak.

## Where do they come from?

Sauvignon Blanc comes from France, from the Loire and Bordeaux. The name probably comes from the French word sauvage, wild. DNA research showed that Sauvignon Blanc, together with Cabernet Franc, is a parent of Cabernet Sauvignon. In the Loire it is bottled on its own, in Bordeaux it is often blended with Sémillon. Since the 1980s New Zealand has also become world-famous for Sauvignon Blanc from Marlborough.

Chardonnay comes from Burgundy. There it makes almost all the great white wines, from Chablis in the north to Meursault and Puligny-Montrachet in the Côte de Beaune. Chardonnay is also one of the main grapes of Champagne; a Blanc de Blancs is usually made entirely from Chardonnay. Today it grows almost everywhere in the world.

## How does Sauvignon Blanc taste?

Sauvignon Blanc is an aromatic grape: the scents largely come from the grape itself. Typical are lemon, lime, green apple, gooseberry, freshly cut grass and blackcurrant leaf. In warmer regions, notes of passion fruit, melon and peach appear. The acidity is high, which makes the wine fresh and thirst-quenching. Most Sauvignon Blanc is best drunk within two to three years, while the fruit is still fresh.

## How does Chardonnay taste?

Chardonnay itself is fairly neutral. That is exactly what makes it versatile: it clearly shows where it was grown and how it was made. A Chardonnay from a cool area tastes of green apple, lemon and sometimes chalk. From a warmer region you rather taste peach, melon, pineapple and mango. On top of that, the winemaker can add notes of vanilla, toast, hazelnut and butter. Good oaked Chardonnay can also age beautifully for years.

## Climate makes the difference

For both grapes, the climate decides the style. In a cool climate the grapes ripen slowly; the wine stays taut, with plenty of acidity and less alcohol. In a warm climate the grapes get riper: more fruit, more alcohol, less acidity. Sauvignon Blanc loses its freshness and herbal scent when it gets too warm, which is why it does best in cooler regions. Chardonnay feels at home in both climates, but tastes different in each.

## Oak or stainless steel

Sauvignon Blanc usually ferments and matures in stainless steel tanks. They keep the temperature low and add no flavour, so the fresh aromas of the grape are preserved. There are exceptions: some white Bordeaux from Pessac-Léognan and the Fumé Blanc from California are aged wholly or partly in oak.

Chardonnay ferments or matures in oak barrels much more often. New oak gives notes of vanilla, toast and spice. In addition, Chardonnay often goes through a second fermentation in which sharp malic acid is converted into softer lactic acid; that is where the well-known buttery taste comes from. If the winemaker also ages the wine on its lees and stirs them regularly, the wine becomes extra creamy. Looking for Chardonnay without oak? Then look at Chablis or at labels with the word "unoaked".

## Four classics side by side

### Sancerre

Sancerre, in the east of the Loire, is the textbook example of cool-climate Sauvignon Blanc: taut and mineral, with citrus, gooseberry and sometimes a smoky touch that is often attributed to its limestone and flint soils. Across the river lies Pouilly-sur-Loire, where the similar Pouilly-Fumé comes from.

### Chablis

Chablis lies in the north of Burgundy and makes taut Chardonnay on limestone-rich soils, usually with little or no new oak. Think green apple, lemon and a salty, mineral finish. People who say they do not like Chardonnay are often surprised by a good Chablis.

### Marlborough

Marlborough, in the north-east of New Zealand's South Island, makes Sauvignon Blanc you recognize at once: exuberant, with passion fruit, lime, gooseberry and green bell pepper. Sunny days and cool nights give ripe fruit with fresh acidity.

### California

Californian Chardonnay, for example from Napa Valley and Sonoma, was long known as full, ripe and creamy: tropical fruit, vanilla and butter. That style still exists, but many producers now also make fresher wines with less oak, often from cooler sites close to the ocean.

## Which one goes with which dish?

Sauvignon Blanc goes with dishes with fresh, green flavours:

- fresh goat cheese, such as the Crottin de Chavignol from near Sancerre;
- salads with vinaigrette, asparagus and dishes with fresh herbs;
- white fish, mussels and sushi, and a Sauvignon Blanc from Marlborough also with mildly spicy Asian dishes.

Choose Chardonnay by style:

- taut Chardonnay such as Chablis with oysters, shellfish and grilled fish;
- full, oaked Chardonnay with chicken or veal in cream sauce, lobster, salmon and creamy risotto;
- a full Chardonnay also with nutty cheese such as Comté or matured Gouda.

Serve Sauvignon Blanc well chilled, at around 8 to 10 °C. A full Chardonnay can be a little warmer, around 10 to 12 °C, so its rich aromas come out better.

Compare them yourself: browse our [white wines](/?kleur=wit) or search specifically for [white wine with fish](/?kleur=wit&eten=vis). Everything about white wine is in our guide [white wine](/wijnwijzer/witte-wijn). For fish dishes there is [white wine with fish](/wijnwijzer/witte-wijn-bij-vis), and for the cheese board [wine with cheese](/wijnwijzer/wijn-bij-kaas).

## In short

- Sauvignon Blanc is aromatic and fresh, with citrus, gooseberry and grass, and is almost always made without oak.
- Chardonnay is versatile: taut in a cool climate, ripe in a warm climate and creamy after ageing in oak.
- Sancerre and Marlborough show two faces of Sauvignon Blanc; Chablis and California two faces of Chardonnay.
- Sauvignon Blanc goes with goat cheese and green dishes, Chardonnay with shellfish, poultry and creamy sauces.
`

export const sauvignonVsChardonnay: ArticleSeed = {
  slug: 'sauvignon-vs-chardonnay',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-10-13T08:00:00.000Z',
  title: {
    nl: 'Sauvignon blanc of chardonnay: wat is het verschil?',
    en: 'Sauvignon Blanc or Chardonnay: what is the difference?',
  },
  summary: {
    nl: 'Sauvignon blanc is fris en aromatisch, chardonnay kan strak en mineraal of juist vol en romig zijn. Lees waar ze vandaan komen, wat klimaat en eikenhout doen en welke je bij welk gerecht schenkt.',
    en: 'Sauvignon Blanc is fresh and aromatic, while Chardonnay can be taut and mineral or full and creamy. Read where they come from, what climate and oak do and which one to pour with which dish.',
  },
  metaDescription: {
    nl: 'Sauvignon blanc of chardonnay? Herkomst, smaak, klimaat, hout of staal, Sancerre, Chablis, Marlborough en Californië, en bij welk eten.',
    en: 'Sauvignon Blanc or Chardonnay? Origins, taste, climate, oak or steel, Sancerre, Chablis, Marlborough and California, and which food.',
  },
  body: { nl, en },
  wines: { colors: ['wit'], count: 3 },
}
