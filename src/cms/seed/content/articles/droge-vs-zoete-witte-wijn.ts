import type { ArticleSeed } from '../types'

const nl = `## Wanneer is een witte wijn droog?

"Doe maar een droge witte." Het is misschien wel de meest gehoorde bestelling in een restaurant, maar wat betekent droog eigenlijk? Bij wijn gaat het niet om een droog gevoel in je mond, maar om suiker: een droge wijn bevat (bijna) geen suiker meer. In dit artikel lees je hoeveel gram suiker per liter bij droog, halfdroog en zoet hoort, hoe je dat op het etiket herkent, waarom de ene zoete wijn frisser smaakt dan de andere en wat je erbij eet.

## Wat betekent droog?

Druiven zitten vol suiker. Tijdens de gisting zetten gisten die suiker om in alcohol. Laat de wijnmaker de gisting helemaal doorgaan, dan blijft er nauwelijks suiker over en is de wijn droog. Stopt de gisting eerder, of bevatten de druiven zoveel suiker dat de gisten het niet allemaal kunnen omzetten, dan blijft er suiker achter. Die restsuiker bepaalt of een wijn droog, halfdroog of zoet is.

Let op: droog is niet hetzelfde als zuur of fris, en fruitig is niet hetzelfde als zoet. Een droge gewürztraminer ruikt naar lychee en rozen en lijkt daardoor zoet, terwijl er nauwelijks suiker in zit. Ook veel alcohol en de vanilletonen van eikenhout kunnen een wijn zoeter laten lijken dan hij is.

## Hoeveel suiker: droog, halfdroog en zoet

Voor stille wijn in de Europese Unie gelden deze grenzen:

- **Droog:** tot 4 gram suiker per liter. Heeft de wijn veel zuur, dan mag het tot 9 gram.
- **Halfdroog:** tot 12 gram per liter, of tot 18 gram als de zuren hoog genoeg zijn.
- **Halfzoet:** tot 45 gram per liter.
- **Zoet:** meer dan 45 gram per liter.

Ter vergelijking: een gewone cola bevat ruim 100 gram suiker per liter. Echte dessertwijnen, zoals een sauternes, komen vaak in de buurt of gaan daar ruim overheen. De meeste droge witte wijnen in de winkel hebben maar een paar gram suiker per liter.

## Waarom zuur de zoetheid verstopt

Hoe zoet een wijn smaakt, hangt niet alleen af van het aantal grammen suiker. Zuur werkt als tegenwicht. Een riesling Kabinett van de Moezel kan tientallen grammen suiker per liter bevatten en toch licht en fris smaken, omdat de zuren zo hoog zijn. Een wijn met dezelfde hoeveelheid suiker maar weinig zuur smaakt zwaar en plakkerig. Goede zoete wijn draait dus om balans.

Ook de temperatuur speelt mee. Hoe kouder je een wijn schenkt, hoe minder zoet hij smaakt. Daarom serveer je zoete witte wijn goed gekoeld, rond 8 tot 10 °C.

## Zo lees je het etiket

Staat er niets op het etiket, dan is een witte wijn meestal droog. Maar in sommige landen en streken zegt het etiket meer dan je denkt.

### Duitsland

- **Trocken** betekent droog, **halbtrocken** halfdroog.
- **Feinherb** staat op wijnen met een lichte zoetheid; het woord is niet wettelijk vastgelegd.
- **Lieblich** is halfzoet, **süß** zoet.

Verwarrend zijn de kwaliteitsaanduidingen **Kabinett**, **Spätlese** en **Auslese**. Die zeggen hoe rijp de druiven bij de oogst waren, niet hoe zoet de wijn is. Kabinett is de lichtste stijl, Spätlese wordt later geoogst en is rijper, en Auslese is gemaakt van extra rijpe, uitgezochte trossen. Staat er geen "trocken" bij, dan is zo'n wijn meestal in meer of mindere mate zoet. **Beerenauslese**, **Trockenbeerenauslese** en **Eiswein** zijn altijd zoet.

### Frankrijk

- **Sec** is droog, **demi-sec** halfdroog, **moelleux** halfzoet tot zoet en **doux** zoet.
- In de Loire, bijvoorbeeld bij vouvray, zie je deze woorden vaak op het etiket.
- Sauternes, barsac, coteaux du layon en monbazillac zijn zoete wijnen, net als Elzasser wijnen met **vendanges tardives** of **sélection de grains nobles** op het etiket.

### Italië en Spanje

In Italië betekent **secco** droog, **abboccato** en **amabile** licht tot halfzoet en **dolce** zoet. In Spanje zie je **seco**, **semiseco** en **dulce**.

### Pas op bij bubbels

Bij mousserende wijn werken de woorden anders. **Brut** is droog, **extra dry** is juist iets zoeter dan brut, en een **demi-sec** champagne is duidelijk zoet.

## Hoe wordt een witte wijn zoet?

Er zijn verschillende manieren om zoete wijn te maken:

1. **Late oogst.** De druiven blijven lang aan de stok hangen en worden extra rijp en zoet.
2. **Edele rot.** Een schimmel prikt gaatjes in de schil, waardoor de druiven indrogen en suiker en zuur zich concentreren. Zo ontstaan sauternes en tokaji.
3. **Ingedroogde druiven.** De druiven drogen na de oogst op matten of in kisten, zoals bij een Italiaanse passito.
4. **IJswijn.** De druiven worden bevroren geplukt en geperst; het water blijft als ijs achter en het sap is heel geconcentreerd.
5. **Alcohol toevoegen.** Bij een muscat de Beaumes-de-Venise stopt de wijnmaker de gisting door alcohol toe te voegen, zodat er suiker achterblijft.

## Droog of zoet bij het eten?

- **Droog** past bij vis, schaaldieren, salades, geitenkaas en de meeste gerechten met groenten. Denk aan een sauvignon blanc, een chablis of een droge riesling.
- **Halfdroog** is een topper bij pittige Aziatische gerechten. Een beetje suiker tempert de hitte van chilipeper, terwijl veel alcohol het branderige gevoel juist versterkt. Ook bij varkensvlees met appel of een licht zoete saus werkt het goed.
- **Zoet** schenk je bij het dessert, maar ook bij blauwe kaas en bij paté. De gouden regel: de wijn moet minstens zo zoet zijn als het dessert, anders smaakt hij zuur en dun.

Van een fles zoete wijn kun je lang genieten: je schenkt kleine glaasjes en een goed afgesloten fles blijft in de koelkast vaak een week of langer goed.

Op zoek naar een droge fles? Bekijk onze [witte wijnen](/?kleur=wit). Voor iets zoets kijk je bij de [dessertwijnen](/?kleur=dessert), en bij een curry helpt het filter [wijn bij pittig eten](/?eten=pittig). Meer weten over droge witte druiven? Lees [sauvignon blanc of chardonnay](/wijnwijzer/sauvignon-vs-chardonnay). Combinaties met zoet vind je in [wijn bij dessert](/wijnwijzer/wijn-bij-dessert) en [wijn bij kaas](/wijnwijzer/wijn-bij-kaas).

## Kort samengevat

- Droog betekent weinig suiker: tot 4 gram per liter, of tot 9 gram bij veel zuur.
- Halfdroog gaat tot 12 of 18 gram, halfzoet tot 45 gram, daarboven is een wijn zoet.
- Kabinett en Spätlese zeggen iets over rijpheid, niet over zoetheid; kijk of er "trocken" op staat.
- Zuur en een lage temperatuur laten zoete wijn frisser en minder zoet smaken.
- Droog bij vis en salade, halfdroog bij pittig eten, zoet bij dessert en blauwe kaas.
`

const en = `## When is a white wine dry?

"A dry white, please." It may well be the most common order in a restaurant, but what does dry actually mean? With wine it is not about a dry feeling in your mouth, but about sugar: a dry wine contains (almost) no sugar any more. In this article you read how many grams of sugar per litre go with dry, off-dry and sweet, how to recognize it on the label, why one sweet wine tastes fresher than another and what to eat with it.

## What does dry mean?

Grapes are full of sugar. During fermentation, yeasts convert that sugar into alcohol. If the winemaker lets fermentation run its full course, hardly any sugar is left and the wine is dry. If fermentation stops earlier, or the grapes contain so much sugar that the yeasts cannot convert it all, sugar remains. That residual sugar decides whether a wine is dry, off-dry or sweet.

Note: dry is not the same as sour or fresh, and fruity is not the same as sweet. A dry Gewürztraminer smells of lychee and roses and therefore seems sweet, while it contains hardly any sugar. A lot of alcohol and the vanilla notes of oak can also make a wine seem sweeter than it is.

## How much sugar: dry, off-dry and sweet

For still wine in the European Union, these limits apply:

- **Dry:** up to 4 grams of sugar per litre. If the wine has plenty of acidity, up to 9 grams is allowed.
- **Off-dry:** up to 12 grams per litre, or up to 18 grams if the acidity is high enough.
- **Medium sweet:** up to 45 grams per litre.
- **Sweet:** more than 45 grams per litre.

For comparison: a regular cola contains over 100 grams of sugar per litre. Real dessert wines, such as a Sauternes, often come close to that or go well beyond it. Most dry white wines in the shop have only a few grams of sugar per litre.

## Why acidity hides sweetness

How sweet a wine tastes does not depend only on the number of grams of sugar. Acidity works as a counterweight. A Riesling Kabinett from the Mosel can contain dozens of grams of sugar per litre and still taste light and fresh, because the acidity is so high. A wine with the same amount of sugar but little acidity tastes heavy and sticky. Good sweet wine is therefore all about balance.

Temperature plays a part too. The colder you serve a wine, the less sweet it tastes. That is why you serve sweet white wine well chilled, at around 8 to 10 °C.

## How to read the label

If the label says nothing, a white wine is usually dry. But in some countries and regions the label tells you more than you think.

### Germany

- **Trocken** means dry, **halbtrocken** off-dry.
- **Feinherb** appears on wines with a slight sweetness; the word is not defined by law.
- **Lieblich** is medium sweet, **süß** sweet.

The quality terms **Kabinett**, **Spätlese** and **Auslese** are confusing. They tell you how ripe the grapes were at harvest, not how sweet the wine is. Kabinett is the lightest style, Spätlese is harvested later and is riper, and Auslese is made from extra ripe, selected bunches. If "trocken" is not added, such a wine is usually sweet to a greater or lesser degree. **Beerenauslese**, **Trockenbeerenauslese** and **Eiswein** are always sweet.

### France

- **Sec** is dry, **demi-sec** off-dry, **moelleux** medium sweet to sweet and **doux** sweet.
- In the Loire, for example with Vouvray, you often see these words on the label.
- Sauternes, Barsac, Coteaux du Layon and Monbazillac are sweet wines, as are Alsace wines with **Vendanges Tardives** or **Sélection de Grains Nobles** on the label.

### Italy and Spain

In Italy, **secco** means dry, **abboccato** and **amabile** lightly to medium sweet and **dolce** sweet. In Spain you see **seco**, **semiseco** and **dulce**.

### Watch out with bubbles

With sparkling wine the words work differently. **Brut** is dry, **extra dry** is actually a little sweeter than brut, and a **demi-sec** Champagne is clearly sweet.

## How does a white wine become sweet?

There are several ways to make sweet wine:

1. **Late harvest.** The grapes hang on the vine for a long time and become extra ripe and sweet.
2. **Noble rot.** A mould pricks tiny holes in the skin, so the grapes shrivel and sugar and acidity become concentrated. This is how Sauternes and Tokaji are made.
3. **Dried grapes.** After the harvest the grapes dry on mats or in crates, as with an Italian passito.
4. **Ice wine.** The grapes are picked and pressed while frozen; the water stays behind as ice and the juice is very concentrated.
5. **Adding alcohol.** With a Muscat de Beaumes-de-Venise, the winemaker stops fermentation by adding alcohol, so sugar remains.

## Dry or sweet with food?

- **Dry** goes with fish, shellfish, salads, goat cheese and most vegetable dishes. Think of a Sauvignon Blanc, a Chablis or a dry Riesling.
- **Off-dry** is a winner with spicy Asian dishes. A little sugar tempers the heat of chilli, while a lot of alcohol actually intensifies the burning sensation. It also works well with pork with apple or a slightly sweet sauce.
- **Sweet** is poured with dessert, but also with blue cheese and pâté. The golden rule: the wine must be at least as sweet as the dessert, otherwise it tastes sour and thin.

You can enjoy a bottle of sweet wine for a long time: you pour small glasses, and a well-closed bottle often stays good in the fridge for a week or longer.

Looking for a dry bottle? Browse our [white wines](/?kleur=wit). For something sweet, look at the [dessert wines](/?kleur=dessert), and with a curry the filter [wine with spicy food](/?eten=pittig) helps. Want to know more about dry white grapes? Read [Sauvignon Blanc or Chardonnay](/wijnwijzer/sauvignon-vs-chardonnay). Pairings with sweet wine are in [wine with dessert](/wijnwijzer/wijn-bij-dessert) and [wine with cheese](/wijnwijzer/wijn-bij-kaas).

## In short

- Dry means little sugar: up to 4 grams per litre, or up to 9 grams with plenty of acidity.
- Off-dry goes up to 12 or 18 grams, medium sweet up to 45 grams; above that a wine is sweet.
- Kabinett and Spätlese say something about ripeness, not sweetness; check whether "trocken" is on the label.
- Acidity and a low temperature make sweet wine taste fresher and less sweet.
- Dry with fish and salad, off-dry with spicy food, sweet with dessert and blue cheese.
`

export const drogeVsZoeteWitteWijn: ArticleSeed = {
  slug: 'droge-vs-zoete-witte-wijn',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-10-20T08:00:00.000Z',
  title: {
    nl: 'Droge of zoete witte wijn: wat is het verschil?',
    en: 'Dry or sweet white wine: what is the difference?',
  },
  summary: {
    nl: 'Droog betekent bij wijn weinig suiker, maar hoeveel precies, en hoe zie je dat op het etiket? Lees wat trocken, sec, demi-sec, Kabinett en Spätlese betekenen en welke stijl je bij welk gerecht schenkt.',
    en: 'With wine, dry means little sugar, but how much exactly, and how can you tell from the label? Read what trocken, sec, demi-sec, Kabinett and Spätlese mean and which style to pour with which dish.',
  },
  metaDescription: {
    nl: 'Wanneer is witte wijn droog? Gram suiker per liter, droog, halfdroog en zoet, trocken, sec, Kabinett en Spätlese, en wat je erbij eet.',
    en: 'When is white wine dry? Grams of sugar per litre, dry, off-dry and sweet, trocken, sec, Kabinett and Spätlese, and what to eat with it.',
  },
  body: { nl, en },
  wines: { colors: ['wit', 'dessert'], count: 3 },
}
