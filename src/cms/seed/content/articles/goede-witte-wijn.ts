import type { ArticleSeed } from '../types'

const nl = `## Wat maakt een witte wijn goed?

Of je een wijn lekker vindt, is persoonlijk. Maar of een wijn goed gemaakt is, kun je wel degelijk beoordelen, ook zonder diploma. Professionele proevers letten op een paar vaste punten: balans, intensiteit, lengte, complexiteit en typiciteit. Ken je die, dan proef je sneller waarom de ene witte wijn je bijblijft en de andere niet. In dit artikel lees je hoe je een goede witte wijn herkent en wat je voor je geld mag verwachten.

## Eerst: is de wijn in orde?

Voordat je over kwaliteit nadenkt, controleer je of de wijn geen fout heeft. Een paar signalen:

- **Kurksmaak:** de wijn ruikt muf, naar een natte kelder of nat karton, en het fruit is gedempt. Dat komt door een stof in de kurk, niet door de wijnmaker.
- **Oxidatie:** de wijn is donkergeel tot bruinig en ruikt vlak, naar bruine appel of sherry, terwijl het een frisse wijn hoort te zijn.
- **Reductie:** een geur van lucifers of rotte eieren. Vaak verdwijnt die na een paar minuten in het glas of na even walsen.

Kristallen op de bodem of aan de kurk zijn géén fout. Dat is wijnsteen: onschadelijke kristallen van wijnsteenzuur die ontstaan als wijn koud wordt.

## Balans

Balans is het belangrijkste kenmerk van een goede wijn. In witte wijn draait het om de verhouding tussen **zuren, fruit, alcohol** en eventueel **zoet** en **hout**. Geen enkel onderdeel mag de overhand nemen.

- Te veel zuur zonder fruit maakt een wijn scherp en schraal.
- Te weinig zuur maakt hem log en vermoeiend.
- Te veel alcohol voel je als een brandend gevoel achter in je keel.
- Te veel hout maskeert het fruit; je proeft dan vooral vanille en toast.

Een mooi voorbeeld van balans is een riesling met wat restsuiker: de hoge zuren houden het zoet in toom, zodat de wijn toch fris en levendig smaakt. Meer daarover lees je in [droge en zoete witte wijn](/wijnwijzer/droge-vs-zoete-witte-wijn).

## Intensiteit

Ruik aan de wijn. Zijn de geuren duidelijk en expressief, of moet je zoeken? Een goede witte wijn heeft een heldere, herkenbare geur en smaak, of het nu gaat om citrus, groene appel, perzik, bloemen of kruiden. Een wijn die waterig en vaag smaakt, is vaak gemaakt van druiven met een hoge opbrengst per hectare, waardoor de smaak verdund is. Let op: intensiteit is niet hetzelfde als zwaarte. Een lichte muscadet kan heel precies en intens smaken.

## Lengte

Lengte is hoe lang de smaak in je mond blijft hangen nadat je hebt doorgeslikt, de afdronk. Tel na het slikken rustig de seconden. Bij een eenvoudige wijn is de smaak na een paar tellen weg. Bij een goede wijn blijven fruit, frisheid en andere tonen veel langer hangen, vaak tien seconden of meer. Lengte is een van de betrouwbaarste aanwijzingen voor kwaliteit, en je kunt het zelf makkelijk oefenen.

## Complexiteit

Een eenvoudige wijn ruikt en smaakt naar één of twee dingen. Een complexe wijn heeft meerdere lagen die elkaar afwisselen: fruit, maar ook bloemen, kruiden, zilte of minerale tonen, noten of brioche. Die laatste tonen komen vaak van rijping op de gistresten, van houtrijping of van een paar jaar flesrijping. Een goede wijn verandert bovendien in het glas: na tien minuten ruik je soms iets anders dan direct na het inschenken.

Complexiteit is niet altijd het doel. Een frisse sauvignon blanc voor op het terras hoeft niet complex te zijn, zolang hij zuiver en in balans is.

## Typiciteit

Smaakt de wijn naar wat hij belooft? Een goede wijn laat zijn druif en zijn herkomst herkennen. Een paar voorbeelden:

- **Sancerre** (sauvignon blanc uit de Loire): strak en fris, citrus, kruisbes en soms iets van vuursteen.
- **Chablis** (chardonnay uit het noorden van de Bourgogne): droog, strak, citrus en een zilte, krijtachtige frisheid.
- **Gewürztraminer uit de Elzas:** uitbundig, met lychee, rozen en een volle textuur.
- **Grüner veltliner uit Oostenrijk:** fris, met groene appel en een typische toets van witte peper.

Zo'n herkenbaar profiel betekent dat de wijnmaker de druif en de plek heeft laten spreken. Het verschil tussen twee grote druiven lees je in [sauvignon blanc of chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

## Wat krijg je voor je geld?

Prijs en kwaliteit hangen samen, maar niet een-op-een. Bij een goedkope fles gaat een groot deel van de prijs op aan vaste kosten: de accijns (een vast bedrag per liter), de fles, de kurk en het transport. De btw is een percentage van de prijs. Een paar euro extra gaat daardoor grotendeels naar de wijn zelf.

- **Tot ongeveer € 8:** vaak eenvoudige, correcte wijnen uit grote volumes. Prima voor elke dag, maar zelden met veel lengte of complexiteit.
- **Van € 8 tot € 15:** hier maak je de grootste sprong. Je vindt zorgvuldig gemaakte wijnen met duidelijk karakter, zeker uit minder bekende streken.
- **Van € 15 tot € 30:** wijnen van specifieke wijngaarden en goede producenten, vaak met lagere opbrengsten, houtrijping en het vermogen om een paar jaar te rijpen.
- **Daarboven** betaal je ook voor schaarste en een beroemde naam. Prachtig, maar niet per se beter voor jouw smaak.

## Zo test je het zelf

- **Schenk niet te koud.** IJskoude wijn verbergt zijn geur. Tussen 8 en 12 °C is goed; volle witte wijn mag iets warmer.
- **Gebruik een goed glas**, met een kelk die naar boven smaller wordt. Lees daarover meer in [wijnglazen](/wijnwijzer/wijnglazen).
- **Proef twee wijnen naast elkaar**, bijvoorbeeld een goedkope en een duurdere van dezelfde druif. Verschillen in lengte en balans vallen dan direct op.
- **Proef de volgende dag opnieuw.** Een goede wijn blijft met een stop in de koelkast vaak nog een paar dagen mooi, en soms wordt hij zelfs beter.

Wil je je proeftechniek verder oefenen? Begin dan met [wijn proeven voor beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## Kort samengevat

- Controleer eerst of de wijn geen fout heeft, zoals kurksmaak of oxidatie.
- Een goede witte wijn is in balans: zuur, fruit, alcohol en hout houden elkaar in evenwicht.
- Let op intensiteit en lengte: een goede wijn heeft duidelijke smaak en een lange afdronk.
- Complexiteit en typiciteit maken een wijn bijzonder en herkenbaar.
- Tussen € 8 en € 15 is de stap in kwaliteit vaak het grootst.

Ontdek onze [witte wijnen](/?kleur=wit) of zoek direct een [witte wijn bij vis](/?kleur=wit&eten=vis).
`

const en = `## What makes a white wine good?

Whether you like a wine is personal. But whether a wine is well made is something you can judge, even without a diploma. Professional tasters pay attention to a few fixed points: balance, intensity, length, complexity and typicity. Once you know them, you will taste more quickly why one white wine stays with you and another does not. In this article you can read how to recognize a good white wine and what you can expect for your money.

## First: is the wine sound?

Before you think about quality, check that the wine has no fault. A few signs:

- **Cork taint:** the wine smells musty, like a damp cellar or wet cardboard, and the fruit is muted. This is caused by a compound in the cork, not by the winemaker.
- **Oxidation:** the wine is deep yellow to brownish and smells flat, of bruised apple or sherry, while it is supposed to be a fresh wine.
- **Reduction:** a smell of struck matches or rotten eggs. It often disappears after a few minutes in the glass or after a little swirling.

Crystals at the bottom or on the cork are not a fault. They are tartrates: harmless crystals of tartaric acid that form when wine gets cold.

## Balance

Balance is the most important feature of a good wine. In white wine it is about the relationship between **acidity, fruit, alcohol** and possibly **sweetness** and **oak**. No single element should take over.

- Too much acidity without fruit makes a wine sharp and thin.
- Too little acidity makes it heavy and tiring.
- Too much alcohol is felt as a burning sensation at the back of your throat.
- Too much oak masks the fruit; you then mainly taste vanilla and toast.

A fine example of balance is a Riesling with some residual sugar: the high acidity keeps the sweetness in check, so the wine still tastes fresh and lively. You can read more about this in [dry and sweet white wine](/wijnwijzer/droge-vs-zoete-witte-wijn).

## Intensity

Smell the wine. Are the aromas clear and expressive, or do you have to search for them? A good white wine has a clear, recognizable aroma and flavour, whether that is citrus, green apple, peach, flowers or herbs. A wine that tastes watery and vague is often made from grapes with a high yield per hectare, which dilutes the flavour. Note: intensity is not the same as weight. A light Muscadet can taste very precise and intense.

## Length

Length is how long the flavour stays in your mouth after you have swallowed, the finish. Calmly count the seconds after swallowing. With a simple wine, the flavour is gone after a few counts. With a good wine, fruit, freshness and other notes linger much longer, often ten seconds or more. Length is one of the most reliable clues to quality, and it is easy to practice yourself.

## Complexity

A simple wine smells and tastes of one or two things. A complex wine has several layers that take turns: fruit, but also flowers, herbs, salty or mineral notes, nuts or brioche. Those last notes often come from ageing on the lees, from oak ageing or from a few years of bottle ageing. A good wine also changes in the glass: after ten minutes you sometimes smell something different than right after pouring.

Complexity is not always the goal. A fresh Sauvignon Blanc for the terrace does not need to be complex, as long as it is clean and balanced.

## Typicity

Does the wine taste like what it promises? A good wine lets you recognize its grape and its origin. A few examples:

- **Sancerre** (Sauvignon Blanc from the Loire): taut and fresh, citrus, gooseberry and sometimes a hint of flint.
- **Chablis** (Chardonnay from the north of Burgundy): dry, taut, citrus and a salty, chalky freshness.
- **Gewürztraminer from Alsace:** exuberant, with lychee, roses and a full texture.
- **Grüner Veltliner from Austria:** fresh, with green apple and a typical touch of white pepper.

Such a recognizable profile means the winemaker has let the grape and the place speak. You can read about the difference between two great grapes in [Sauvignon Blanc or Chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

## What do you get for your money?

Price and quality are related, but not one to one. With a cheap bottle, a large part of the price goes to fixed costs: excise duty (a fixed amount per litre), the bottle, the cork and transport. VAT is a percentage of the price. A few euros extra therefore largely go to the wine itself.

- **Up to about € 8:** often simple, correct wines from large volumes. Fine for every day, but rarely with much length or complexity.
- **From € 8 to € 15:** this is where you make the biggest leap. You find carefully made wines with clear character, especially from lesser-known regions.
- **From € 15 to € 30:** wines from specific vineyards and good producers, often with lower yields, oak ageing and the ability to age for a few years.
- **Above that** you also pay for scarcity and a famous name. Beautiful, but not necessarily better for your taste.

## Test it yourself

- **Do not serve it too cold.** Ice-cold wine hides its aroma. Between 8 and 12 °C is good; full-bodied white wine can be a little warmer.
- **Use a good glass**, with a bowl that narrows towards the top. Read more about this in [wine glasses](/wijnwijzer/wijnglazen).
- **Taste two wines side by side**, for example a cheap one and a more expensive one from the same grape. Differences in length and balance then stand out immediately.
- **Taste again the next day.** A good wine often stays beautiful for a few more days in the fridge with a stopper, and sometimes it even gets better.

Want to practice your tasting technique further? Then start with [wine tasting for beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## In short

- First check that the wine has no fault, such as cork taint or oxidation.
- A good white wine is balanced: acidity, fruit, alcohol and oak keep each other in check.
- Pay attention to intensity and length: a good wine has clear flavour and a long finish.
- Complexity and typicity make a wine special and recognizable.
- Between € 8 and € 15 the step up in quality is often the biggest.

Discover our [white wines](/?kleur=wit) or go straight to a [white wine with fish](/?kleur=wit&eten=vis).
`

export const goedeWitteWijn: ArticleSeed = {
  slug: 'goede-witte-wijn',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-11-09T08:00:00.000Z',
  title: {
    nl: 'Goede witte wijn herkennen: hierop let je',
    en: 'Recognizing a good white wine: what to look for',
  },
  summary: {
    nl: 'Of je een wijn lekker vindt, is persoonlijk, maar kwaliteit kun je leren herkennen. Lees waarom balans, lengte, complexiteit en typiciteit het verschil maken en wat je bij welke prijs mag verwachten.',
    en: 'Whether you like a wine is personal, but you can learn to recognize quality. Read why balance, length, complexity and typicity make the difference, and what you can expect at which price.',
  },
  metaDescription: {
    nl: 'Hoe herken je een goede witte wijn? Let op balans, lengte, complexiteit en typiciteit. Plus: wijnfouten en wat je voor je geld krijgt.',
    en: 'How do you recognize a good white wine? Look at balance, length, complexity and typicity. Plus: wine faults and what you get for your money.',
  },
  body: { nl, en },
  wines: { colors: ['wit'], count: 3 },
}
