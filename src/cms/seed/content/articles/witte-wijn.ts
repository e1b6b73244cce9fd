import type { ArticleSeed } from '../types'
import { PROMISE_TEXT } from '../promise-texts'

const nl = `## Witte wijn: welke past bij jou?

Witte wijn is er in alle soorten: van licht en fris voor bij het aperitief tot vol en romig voor bij een feestelijk diner, en van kurkdroog tot honingzoet. Welke witte wijn kies je dan? In deze gids lees je hoe witte wijn gemaakt wordt, welke stijlen er zijn, welke druiven en streken je moet kennen, op welke temperatuur je witte wijn schenkt en wat je erbij eet.

## Hoe wordt witte wijn gemaakt?

Het grote verschil met rode wijn zit in de schillen. Bij rode wijn gist het sap samen met de schillen, en daar komen kleur en tannine uit. Voor witte wijn worden de druiven meteen geperst en gist alleen het sap. Daardoor heeft witte wijn nauwelijks tannine en draait de smaak om fruit, zuren en aroma. De meeste witte wijn wordt van groene druiven gemaakt, maar het kan ook van blauwe: in champagne zit vaak pinot noir, en toch is de wijn wit. Witte wijn gist meestal op een lage temperatuur, zodat de frisse aroma's bewaard blijven.

## Vier stijlen witte wijn

### Licht en fris

Strak en droog, met tonen van citroen en groene appel, niet te veel alcohol en zonder houtsmaak. Denk aan muscadet, pinot grigio, vinho verde, picpoul de Pinet, grüner veltliner en chablis. Perfect als aperitief, bij oesters, mosselen en lichte visgerechten of gewoon op het terras.

### Aromatisch

Wijnen van druiven met een uitgesproken geur: sauvignon blanc (citrus, kruisbes, gras), riesling (limoen, perzik, bloesem), gewürztraminer (lychee, rozen), muscat (verse druiven) en viognier (abrikoos). Ook albariño uit het noordwesten van Spanje hoort hierbij. Deze wijnen zijn vaak droog, al heeft een deel een zachte zoetheid. Mooi bij Aziatisch eten, salades met verse kruiden en geitenkaas. Twijfel je tussen de twee bekendste witte druiven? Lees dan [sauvignon blanc of chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

### Vol en gerijpt op hout

Witte wijn met body, vaak gerijpt op eikenhouten vaten, met tonen van vanille, toast, noten en boter. De bekendste is chardonnay, bijvoorbeeld uit de Bourgogne of Californië. Ook witte rioja, witte bordeaux van sauvignon blanc en sémillon, en chenin blanc uit Zuid-Afrika kunnen in deze stijl gemaakt zijn. Schenk ze bij kip in roomsaus, kreeft, zalm, risotto met paddenstoelen en kalfsvlees.

### Zoet

In zoete wijn is na de gisting suiker achtergebleven. Dat komt door een late oogst, door edele rot (een schimmel die de druiven laat indrogen) of door druiven die na de oogst gedroogd worden. Bekende voorbeelden zijn sauternes, tokaji, een Duitse Auslese en Elzasser vendanges tardives. Lekker bij het dessert, bij blauwe kaas en bij paté. Wat droog, halfdroog en zoet precies betekenen, lees je in [droge of zoete witte wijn](/wijnwijzer/droge-vs-zoete-witte-wijn). Onze zoete flessen vind je bij de [dessertwijnen](/?kleur=dessert).

## De belangrijkste witte druiven

- **Chardonnay:** de meest veelzijdige witte druif, van strak en mineraal tot vol en romig.
- **Sauvignon blanc:** fris en aromatisch, met citrus, kruisbes en gras; uit de Loire en Nieuw-Zeeland.
- **Riesling:** hoge zuren en geuren van limoen, perzik en bloesem; van kurkdroog tot zoet, en goede riesling kan lang rijpen.
- **Chenin blanc:** appel, kweepeer en honing; uit de Loire en Zuid-Afrika, droog én zoet.
- **Pinot grigio of pinot gris:** als Italiaanse pinot grigio licht en neutraal, als Elzasser pinot gris voller en kruidiger.
- **Grüner veltliner:** de druif van Oostenrijk, met groene appel en een toets van witte peper.
- **Albariño:** fris en licht zilt, uit Rías Baixas in Spanje en, als alvarinho, uit Noord-Portugal.

## Waar komt goede witte wijn vandaan?

Witte wijn houdt van een koel klimaat, omdat de druiven daar hun frisse zuren behouden. In Frankrijk zijn de Loire (sauvignon blanc, chenin blanc en muscadet), de Bourgogne (chardonnay) en de Elzas (riesling, gewürztraminer en pinot gris) de belangrijkste streken. In Duitsland maken de Moezel en de Rheingau wereldberoemde riesling, en in Oostenrijk is de Wachau bekend om grüner veltliner en riesling. Verder vind je mooie witte wijn in Noord-Italië, Rías Baixas en Rueda in Spanje, en in Portugal. Buiten Europa zijn Nieuw-Zeeland (sauvignon blanc), Zuid-Afrika (chenin blanc) en Californië en Australië (chardonnay) bekende namen. Meer tips om een goede fles te herkennen lees je in [goede witte wijn](/wijnwijzer/goede-witte-wijn).

## Op welke temperatuur schenk je witte wijn?

Witte wijn schenk je tussen 8 en 12 °C. Als vuistregel: hoe lichter de wijn, hoe kouder.

- **Lichte, frisse wijn en zoete wijn:** rond 8 °C.
- **Aromatische wijn:** 8 tot 10 °C.
- **Volle witte wijn op hout:** 10 tot 12 °C.

Is de wijn te koud, dan proef je weinig van de geur en smaak. Is hij te warm, dan smaakt hij slap en proef je vooral de alcohol. Een koelkast staat meestal op ongeveer 4 °C. Haal een lichte wijn daarom zo'n tien minuten voor het schenken uit de koelkast, en een volle chardonnay wat eerder. Moet het snel? Zet de fles in een emmer met ijs en water: binnen ongeveer twintig minuten is hij koel.

Schenk witte wijn in een glas met een iets kleinere kelk dan voor rode wijn, zodat de wijn koel blijft en de geur bij elkaar blijft. Meer daarover lees je in [wijnglazen](/wijnwijzer/wijnglazen). Houd je wijn over? Met een goede stop blijft een geopende fles witte wijn in de koelkast meestal drie tot vijf dagen lekker; zie [witte wijn bewaren](/wijnwijzer/witte-wijn-bewaren).

## Witte wijn bij eten

- **Vis en schaaldieren:** een lichte, frisse wijn, of een volle chardonnay bij vis in roomsaus.
- **Kip en kalfsvlees:** een chardonnay of een chenin blanc met wat body.
- **Salades en groenten:** sauvignon blanc of grüner veltliner.
- **Pittig en Aziatisch:** een aromatische wijn met een klein beetje zoet, zoals een halfdroge riesling.
- **Dessert en blauwe kaas:** een zoete witte wijn.

Voor vis vind je meer tips in [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis). In de webshop bekijk je al onze [witte wijnen](/?kleur=wit) of filter je direct op [witte wijn bij vis](/?kleur=wit&eten=vis). ${PROMISE_TEXT.freeShipping.nl} Bij de bezorging wordt je leeftijd gecontroleerd, want we verkopen alleen aan mensen van 18 jaar en ouder.

## Kort samengevat

- Witte wijn gist zonder schillen en heeft daardoor nauwelijks tannine.
- Er zijn vier stijlen: licht en fris, aromatisch, vol en gerijpt op hout, en zoet.
- Schenk witte wijn tussen 8 en 12 °C: lichte en zoete wijn koeler, volle wijn iets warmer.
- Een geopende fles blijft met een stop in de koelkast drie tot vijf dagen goed.
`

const en = `## White wine: which one suits you?

White wine comes in every style: from light and fresh for an aperitif to full and creamy for a festive dinner, and from bone-dry to honey-sweet. So which white wine should you choose? In this guide you read how white wine is made, which styles there are, which grapes and regions you should know, at what temperature to serve white wine and what to eat with it.

## How is white wine made?

The big difference from red wine lies in the skins. With red wine, the juice ferments together with the skins, and that is where colour and tannin come from. For white wine, the grapes are pressed straight away and only the juice ferments. That is why white wine has hardly any tannin and its taste revolves around fruit, acidity and aroma. Most white wine is made from green grapes, but it can also be made from black ones: Champagne often contains Pinot Noir, and yet the wine is white. White wine usually ferments at a low temperature, so that the fresh aromas are preserved.

## Four styles of white wine

### Light and fresh

Taut and dry, with notes of lemon and green apple, not too much alcohol and no oak flavour. Think of Muscadet, Pinot Grigio, Vinho Verde, Picpoul de Pinet, Grüner Veltliner and Chablis. Perfect as an aperitif, with oysters, mussels and light fish dishes, or simply on the terrace.

### Aromatic

Wines from grapes with a pronounced scent: Sauvignon Blanc (citrus, gooseberry, grass), Riesling (lime, peach, blossom), Gewürztraminer (lychee, roses), Muscat (fresh grapes) and Viognier (apricot). Albariño from north-west Spain belongs here too. These wines are often dry, although some have a gentle sweetness. Lovely with Asian food, salads with fresh herbs and goat cheese. Torn between the two best-known white grapes? Then read [Sauvignon Blanc or Chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

### Full and oak-aged

White wine with body, often aged in oak barrels, with notes of vanilla, toast, nuts and butter. The best known is Chardonnay, for example from Burgundy or California. White Rioja, white Bordeaux from Sauvignon Blanc and Sémillon, and Chenin Blanc from South Africa can also be made in this style. Serve them with chicken in cream sauce, lobster, salmon, mushroom risotto and veal.

### Sweet

In sweet wine, sugar has remained after fermentation. That comes from a late harvest, from noble rot (a mould that makes the grapes shrivel) or from grapes that are dried after harvest. Well-known examples are Sauternes, Tokaji, a German Auslese and Alsace Vendanges Tardives. Delicious with dessert, with blue cheese and with pâté. What dry, off-dry and sweet mean exactly, you read in [dry or sweet white wine](/wijnwijzer/droge-vs-zoete-witte-wijn). You find our sweet bottles among the [dessert wines](/?kleur=dessert).

## The most important white grapes

- **Chardonnay:** the most versatile white grape, from taut and mineral to full and creamy.
- **Sauvignon Blanc:** fresh and aromatic, with citrus, gooseberry and grass; from the Loire and New Zealand.
- **Riesling:** high acidity and scents of lime, peach and blossom; from bone-dry to sweet, and good Riesling can age for a long time.
- **Chenin Blanc:** apple, quince and honey; from the Loire and South Africa, both dry and sweet.
- **Pinot Grigio or Pinot Gris:** as Italian Pinot Grigio light and neutral, as Alsace Pinot Gris fuller and spicier.
- **Grüner Veltliner:** the grape of Austria, with green apple and a touch of white pepper.
- **Albariño:** fresh and slightly salty, from Rías Baixas in Spain and, as Alvarinho, from northern Portugal.

## Where does good white wine come from?

White wine likes a cool climate, because the grapes keep their fresh acidity there. In France, the Loire (Sauvignon Blanc, Chenin Blanc and Muscadet), Burgundy (Chardonnay) and Alsace (Riesling, Gewürztraminer and Pinot Gris) are the most important regions. In Germany, the Mosel and the Rheingau make world-famous Riesling, and in Austria the Wachau is known for Grüner Veltliner and Riesling. You also find fine white wine in northern Italy, in Rías Baixas and Rueda in Spain, and in Portugal. Outside Europe, New Zealand (Sauvignon Blanc), South Africa (Chenin Blanc), and California and Australia (Chardonnay) are well-known names. For more tips on recognizing a good bottle, read [good white wine](/wijnwijzer/goede-witte-wijn).

## At what temperature do you serve white wine?

Serve white wine between 8 and 12 °C. As a rule of thumb: the lighter the wine, the colder.

- **Light, fresh wine and sweet wine:** around 8 °C.
- **Aromatic wine:** 8 to 10 °C.
- **Full, oaked white wine:** 10 to 12 °C.

If the wine is too cold, you taste little of its aroma and flavour. If it is too warm, it tastes flabby and you mainly taste the alcohol. A fridge is usually set at about 4 °C. So take a light wine out of the fridge about ten minutes before serving, and a full Chardonnay a little earlier. In a hurry? Put the bottle in a bucket with ice and water: within about twenty minutes it is chilled.

Serve white wine in a glass with a slightly smaller bowl than for red wine, so the wine stays cool and the aroma stays together. Read more about this in [wine glasses](/wijnwijzer/wijnglazen). Got wine left over? With a good stopper, an opened bottle of white wine usually stays nice in the fridge for three to five days; see [storing white wine](/wijnwijzer/witte-wijn-bewaren).

## White wine with food

- **Fish and shellfish:** a light, fresh wine, or a full Chardonnay with fish in cream sauce.
- **Chicken and veal:** a Chardonnay or a Chenin Blanc with some body.
- **Salads and vegetables:** Sauvignon Blanc or Grüner Veltliner.
- **Spicy and Asian:** an aromatic wine with a touch of sweetness, such as an off-dry Riesling.
- **Dessert and blue cheese:** a sweet white wine.

For fish you find more tips in [white wine with fish](/wijnwijzer/witte-wijn-bij-vis). In the shop you can browse all our [white wines](/?kleur=wit) or filter straight away on [white wine with fish](/?kleur=wit&eten=vis). ${PROMISE_TEXT.freeShipping.en} Your age is checked on delivery, because we only sell to people aged 18 and over.

## In short

- White wine ferments without the skins and therefore has hardly any tannin.
- There are four styles: light and fresh, aromatic, full and oak-aged, and sweet.
- Serve white wine between 8 and 12 °C: light and sweet wine cooler, full wine a little warmer.
- An opened bottle stays good in the fridge with a stopper for three to five days.
`

export const witteWijn: ArticleSeed = {
  slug: 'witte-wijn',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-09-22T08:00:00.000Z',
  title: {
    nl: 'Witte wijn: stijlen, druiven, temperatuur en eten',
    en: 'White wine: styles, grapes, temperature and food',
  },
  summary: {
    nl: 'Van licht en fris tot vol en romig of honingzoet: witte wijn is er in alle stijlen. Deze gids helpt je kiezen, met de belangrijkste druiven en streken, de juiste temperatuur en wat je erbij eet.',
    en: 'From light and fresh to full and creamy or honey-sweet: white wine comes in every style. This guide helps you choose, with the main grapes and regions, the right temperature and what to eat with it.',
  },
  metaDescription: {
    nl: 'Welke witte wijn kies je? Vier stijlen, de belangrijkste druiven en streken, de juiste temperatuur (8 tot 12 °C) en eten bij witte wijn.',
    en: 'Which white wine to choose? Four styles, the main grapes and regions, the right temperature (8 to 12 °C) and food with white wine.',
  },
  body: { nl, en },
  wines: { colors: ['wit'], count: 4 },
}
