import type { ArticleSeed } from '../types'

const nl = `## Is wijn vegetarisch?

Wijn wordt gemaakt van druiven, dus je zou denken dat elke wijn vegetarisch en zelfs veganistisch is. Toch is dat niet altijd zo. Het zit niet in de druiven, maar in een stap van het maken: het helder maken van de wijn. Daarbij gebruiken sommige wijnmakers eiwit, melkeiwit, gelatine of vislijm. In dit artikel lees je waarom dat gebeurt, welke plantaardige alternatieven er zijn en hoe je een vegetarische of veganistische wijn herkent.

## Waarom wordt wijn geklaard?

Jonge wijn is na de gisting troebel. Er zweven nog resten van druiven, gistcellen en eiwitten in rond. Veel daarvan zakt vanzelf naar de bodem als je de wijn rustig laat staan, maar niet alles. Daarom klaren de meeste wijnmakers hun wijn. Dat heet in het Frans collage en in het Engels fining.

Bij het klaren voeg je een middel toe dat de zwevende deeltjes aan zich bindt. Samen worden ze zwaarder, zakken ze naar de bodem en haalt de wijnmaker ze eruit, bijvoorbeeld door de wijn over te hevelen of te filteren. Klaren heeft een paar doelen:

- **Helderheid.** Vooral witte wijn en rosé moeten er helder uitzien.
- **Stabiliteit.** Eiwitten uit de druiven kunnen later een waas in de fles geven, zeker als een witte wijn warm wordt.
- **Smaak.** Klaren kan harde, bittere tannines in rode wijn zachter maken.

## Welke dierlijke middelen worden gebruikt?

De bekendste klaringsmiddelen van dierlijke oorsprong zijn:

1. **Gelatine.** Gemaakt van huid en botten van varkens of runderen. Wordt gebruikt om tannines zachter te maken en wijn helder te krijgen.
2. **Caseïne.** Een eiwit uit melk, soms in de vorm van magere melk. Het haalt bruine verkleuring en bittere tonen uit witte wijn.
3. **Eiwit.** Het wit van kippeneieren, ook albumine genoemd. Een klassiek middel voor rode wijn: in Bordeaux kloppen wijnmakers van oudsher verse eiwitten los en mengen die door de wijn in het vat. Het maakt stroeve tannines ronder.
4. **Vislijm.** Gemaakt van de zwemblazen van vissen. Vislijm maakt vooral witte wijn heel helder en glanzend, maar wordt tegenwoordig minder gebruikt.

Het klaringsmiddel wordt grotendeels weer uit de wijn gehaald. Er kunnen wel kleine restjes achterblijven, en daarom is zo'n wijn voor strikte vegetariërs en veganisten geen optie.

## Vegetarisch of veganistisch?

Dat verschil is belangrijk. Voor veel vegetariërs zijn eiwit en melkeiwit geen probleem, omdat er geen dier voor gedood wordt. Gelatine en vislijm komen wel van geslachte dieren, dus een wijn die daarmee geklaard is, is niet vegetarisch. Een veganistische wijn mag met geen enkel dierlijk product in aanraking zijn gekomen: ook eiwit en caseïne vallen dan af.

## Plantaardige alternatieven

Een wijn helder maken kan prima zonder dierlijke producten. De belangrijkste alternatieven:

- **Bentoniet.** Een soort klei die eiwitten bindt. Het wordt al heel lang gebruikt, vooral voor witte wijn en rosé, en is het standaardmiddel tegen een waas door eiwitten.
- **Erwteneiwit en aardappeleiwit.** Plantaardige eiwitten die dezelfde rol spelen als eiwit of gelatine, ook bij rode wijn.
- **Actieve kool.** Haalt ongewenste kleur en geur weg, maar wordt spaarzaam gebruikt omdat het ook aroma's wegneemt.
- **Niet klaren.** Sommige makers geven hun wijn gewoon de tijd om vanzelf helder te worden, of bottelen hem zonder te klaren of te filteren. Zo'n wijn kan een beetje troebel zijn of wat depot hebben. Dat is onschuldig.

Meer over wijnen die met zo min mogelijk ingrepen worden gemaakt, lees je in [natuurlijke wijn](/wijnwijzer/natuurlijke-wijn).

## Hoe herken je een veganistische wijn?

Dat is lastiger dan het zou moeten zijn. Klaringsmiddelen gelden als hulpmiddel bij het maken en hoeven in de Europese Unie niet op het etiket. Er is één uitzondering: als er aantoonbare resten van ei of melk in de wijn zitten, moet dat wel op het etiket staan, omdat het allergenen zijn. Staat er niets, dan weet je dus nog niet zeker of er dierlijke middelen zijn gebruikt.

Waar je wel op kunt letten:

- **Een keurmerk.** Sommige wijnen dragen het V-Label of het logo van The Vegan Society. Dan is de wijn gecontroleerd.
- **De tekst op het etiket.** Vermeldingen als "vegan" of "geschikt voor veganisten" zijn een goed teken, net als "niet geklaard".
- **De maker of de winkel.** Veel wijnmakers zetten op hun website hoe ze klaren. Twijfel je bij een wijn van ons, [stel je vraag gerust](/contact).

In onze webshop staat bij veganistische wijnen een label "Vegan" op de productkaart en op de productpagina.

## Is biologische wijn ook veganistisch?

Niet automatisch. Biologische wijn gaat vooral over de wijngaard: geen kunstmest en geen synthetische bestrijdingsmiddelen. Ook biologische wijnmakers mogen eiwit, caseïne, gelatine of vislijm gebruiken. Veel biologische en biodynamische makers kiezen wel voor plantaardige middelen of klaren helemaal niet. Lees meer in [biologische wijn](/wijnwijzer/biologische-wijn).

## Proef je het verschil?

Nee, of nauwelijks. Een wijn die met erwteneiwit of bentoniet is geklaard, smaakt niet anders dan een wijn die met eiwit is geklaard. Een wijn die niet geklaard is, kan wat voller en minder gepolijst zijn, maar dat heeft meer met de stijl van de maker te maken dan met vegetarisch of niet. Zoek je een goede wijn bij je maaltijd, kijk dan ook naar [wijn bij vegetarisch eten](/wijnwijzer/wijn-bij-vegetarisch) en naar onze [wijnen bij vegetarische gerechten](/?eten=vegetarisch).

## Kort samengevat

- Wijn is niet altijd vegetarisch: bij het klaren worden soms gelatine, caseïne, eiwit of vislijm gebruikt.
- Vegetarisch sluit gelatine en vislijm uit; veganistisch sluit alle dierlijke middelen uit.
- Bentoniet, erwteneiwit en niet klaren zijn goede plantaardige alternatieven.
- Klaringsmiddelen staan meestal niet op het etiket; let op een keurmerk of de vermelding "vegan".
- Biologisch betekent niet automatisch veganistisch.
`

const en = `## Is wine vegetarian?

Wine is made from grapes, so you would think every wine is vegetarian and even vegan. Yet that is not always the case. It is not in the grapes, but in one step of the making: clarifying the wine. For this, some winemakers use egg white, milk protein, gelatin or isinglass. In this article you will read why that happens, which plant-based alternatives exist and how to recognize a vegetarian or vegan wine.

## Why is wine fined?

Young wine is cloudy after fermentation. Remains of grapes, yeast cells and proteins are still floating around in it. Much of that sinks to the bottom by itself if you leave the wine to rest, but not everything. That is why most winemakers fine their wine. In French this is called collage, and in English fining.

When fining, you add an agent that binds the floating particles to itself. Together they become heavier, sink to the bottom and the winemaker removes them, for example by racking the wine off or filtering it. Fining has a few purposes:

- **Clarity.** White wine and rosé in particular need to look clear.
- **Stability.** Proteins from the grapes can later cause a haze in the bottle, especially if a white wine gets warm.
- **Taste.** Fining can make hard, bitter tannins in red wine softer.

## Which animal products are used?

The best-known fining agents of animal origin are:

1. **Gelatin.** Made from the skin and bones of pigs or cattle. It is used to soften tannins and to make wine clear.
2. **Casein.** A protein from milk, sometimes in the form of skimmed milk. It removes brown discolouration and bitter notes from white wine.
3. **Egg white.** The white of hen's eggs, also called albumin. A classic agent for red wine: in Bordeaux, winemakers have traditionally whisked fresh egg whites and stirred them into the wine in the barrel. It makes astringent tannins rounder.
4. **Isinglass.** Made from the swim bladders of fish. Isinglass makes white wine in particular very clear and shiny, but is used less often today.

The fining agent is largely removed from the wine again. Tiny traces may remain, though, and that is why such a wine is not an option for strict vegetarians and vegans.

## Vegetarian or vegan?

That difference matters. For many vegetarians, egg white and milk protein are not a problem, because no animal is killed for them. Gelatin and isinglass do come from slaughtered animals, so a wine fined with them is not vegetarian. A vegan wine must not have come into contact with any animal product at all: egg white and casein are then ruled out too.

## Plant-based alternatives

Clarifying a wine works perfectly well without animal products. The main alternatives:

- **Bentonite.** A type of clay that binds proteins. It has been used for a very long time, especially for white wine and rosé, and is the standard agent against protein haze.
- **Pea protein and potato protein.** Plant proteins that play the same role as egg white or gelatin, also in red wine.
- **Activated charcoal.** Removes unwanted colour and smell, but is used sparingly because it also takes away aromas.
- **No fining at all.** Some producers simply give their wine time to become clear by itself, or bottle it unfined and unfiltered. Such a wine can be a little cloudy or have some sediment. That is harmless.

You can read more about wines made with as little intervention as possible in [natural wine](/wijnwijzer/natuurlijke-wijn).

## How do you recognize a vegan wine?

That is harder than it should be. Fining agents count as processing aids and do not have to appear on the label in the European Union. There is one exception: if detectable traces of egg or milk remain in the wine, this must be on the label, because they are allergens. So if nothing is stated, you still do not know for sure whether animal products were used.

What you can look out for:

- **A certification mark.** Some wines carry the V-Label or the logo of The Vegan Society. Then the wine has been checked.
- **The text on the label.** Statements such as "vegan" or "suitable for vegans" are a good sign, as is "unfined".
- **The producer or the shop.** Many winemakers explain on their website how they fine. If you are unsure about one of our wines, [feel free to ask us](/contact).

In our shop, vegan wines carry a "Vegan" label on the product card and on the product page.

## Is organic wine also vegan?

Not automatically. Organic wine is mainly about the vineyard: no artificial fertilizer and no synthetic pesticides. Organic winemakers may also use egg white, casein, gelatin or isinglass. Many organic and biodynamic producers do choose plant-based agents or do not fine at all. Read more in [organic wine](/wijnwijzer/biologische-wijn).

## Can you taste the difference?

No, or barely. A wine fined with pea protein or bentonite does not taste different from a wine fined with egg white. An unfined wine can be a bit fuller and less polished, but that has more to do with the producer's style than with being vegetarian or not. Looking for a good wine with your meal? Then also have a look at [wine with vegetarian food](/wijnwijzer/wijn-bij-vegetarisch) and at our [wines with vegetarian dishes](/?eten=vegetarisch).

## In short

- Wine is not always vegetarian: fining sometimes uses gelatin, casein, egg white or isinglass.
- Vegetarian rules out gelatin and isinglass; vegan rules out all animal products.
- Bentonite, pea protein and not fining at all are good plant-based alternatives.
- Fining agents usually do not appear on the label; look for a certification mark or the word "vegan".
- Organic does not automatically mean vegan.
`

export const vegetarischeWijn: ArticleSeed = {
  slug: 'vegetarische-wijn',
  category: 'gezondheid-en-productie',
  publishedAt: '2026-09-22T08:00:00.000Z',
  title: {
    nl: 'Vegetarische en veganistische wijn: waarom niet elke wijn vegan is',
    en: 'Vegetarian and vegan wine: why not every wine is vegan',
  },
  summary: {
    nl: 'Wijn wordt van druiven gemaakt, maar bij het klaren gebruiken sommige makers gelatine, caseïne, eiwit of vislijm. Lees welke plantaardige alternatieven er zijn en hoe je een vegetarische of veganistische wijn herkent.',
    en: 'Wine is made from grapes, but when fining it some producers use gelatin, casein, egg white or isinglass. Read which plant-based alternatives exist and how to recognize a vegetarian or vegan wine.',
  },
  metaDescription: {
    nl: 'Is wijn vegetarisch of vegan? Over klaren met gelatine, caseïne, eiwit en vislijm, plantaardige alternatieven en het etiket.',
    en: 'Is wine vegetarian or vegan? About fining with gelatin, casein, egg white and isinglass, plant-based alternatives and the label.',
  },
  body: { nl, en },
  wines: { colors: ['rood', 'wit'], count: 3 },
}
