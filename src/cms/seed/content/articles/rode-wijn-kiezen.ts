import type { ArticleSeed } from '../types'
import { PROMISE_TEXT } from '../promise-texts'

const nl = `## Rode wijn kiezen zonder gokken

Je staat voor een schap of een webshop vol rode wijn en alle etiketten lijken op elkaar. Welke fles past bij jou, bij het eten en bij de gelegenheid? Gelukkig hoef je geen honderden druiven en streken te kennen. Met een paar vragen kom je al heel ver: hoe licht of vol wil je de wijn, hoeveel tannine vind je prettig, houd je van hout, en wat eet je erbij? In dit artikel lopen we die vragen één voor één langs.

## Begin bij de stijl: lichte, middelvolle of volle wijn

De belangrijkste keuze is het gewicht van de wijn, ook wel de body genoemd. Vergelijk het met melk: magere melk, halfvolle en volle melk voelen in je mond heel anders aan.

- **Lichte rode wijn** is sappig en fris, met tonen van rood fruit zoals kers, framboos en aardbei en weinig tannine. Denk aan pinot noir uit de Bourgogne of Duitsland, gamay uit de Beaujolais en zweigelt uit Oostenrijk. Lekker licht gekoeld, op 12 tot 14 °C.
- **Middelvolle rode wijn** heeft meer smaak en structuur, maar blijft soepel. Voorbeelden zijn merlot, sangiovese uit Chianti, tempranillo uit Rioja en grenache uit de zuidelijke Rhône.
- **Volle rode wijn** is krachtig, met donker fruit, vaak meer alcohol en stevige tannine. Denk aan cabernet sauvignon, syrah of shiraz, malbec uit Argentinië en primitivo uit Puglia.

Twijfel je? Een middelvolle wijn is de veiligste keuze, omdat die bij veel gerechten en smaken past.

## Tannine: hoe droog voelt je mond?

Tannine is de stof die je mond een droog, ruw gevoel geeft, zoals sterke zwarte thee. Het komt uit de schillen, pitten en soms de steeltjes van de druiven, en voor een deel uit eikenhouten vaten. Tannine geeft een wijn structuur en helpt hem rijpen, maar niet iedereen vindt het prettig.

- **Weinig tannine:** pinot noir, gamay, grenache en de meeste merlot.
- **Veel tannine:** cabernet sauvignon, nebbiolo (de druif van barolo en barbaresco), tannat en jonge wijnen uit Bordeaux.

Tannine wordt zachter in combinatie met vet en eiwit. Daarom smaakt een stevige cabernet sauvignon naast een stuk rood vlees vaak veel ronder dan zonder eten.

## Hout of geen hout?

Veel rode wijn rijpt een tijd in eikenhouten vaten. Dat geeft tonen van vanille, toast, kruidnagel of koffie, en maakt de wijn ronder. Nieuwe vaten geven meer houtsmaak dan oude, en Frans eiken is doorgaans subtieler dan Amerikaans eiken. Wijnen zonder hout, die in roestvrijstalen tanks of betonnen kuipen rijpen, smaken puurder naar fruit.

In Spanje kun je het aan het etiket zien. Een **joven** heeft weinig of geen houtrijping, een **crianza** heeft minimaal twee jaar gerijpt waarvan een deel op vat, en een **reserva** en **gran reserva** hebben nog langer gerijpt. Dat is geen garantie voor kwaliteit, maar wel een goede aanwijzing voor de stijl.

## Warm of koel klimaat

Het klimaat waar de druiven groeien, proef je terug in het glas:

- **Warm klimaat**, zoals Zuid-Italië, Zuid-Spanje, Australië en Californië: rijpere druiven, meer alcohol, donker fruit met soms tonen van jam, en zachtere zuren.
- **Koel klimaat**, zoals de Loire, de Bourgogne, Duitsland en Oostenrijk: frissere wijnen met meer zuren, minder alcohol en tonen van rood fruit.

Een handige tip: het alcoholpercentage op het etiket zegt veel. Een rode wijn met 12,5 procent is meestal lichter en frisser dan een met 14,5 procent.

## Druiven en streken om te kennen

Een paar bekende combinaties als startpunt:

- **Pinot noir** uit de Bourgogne: elegant, rood fruit, aardse tonen.
- **Gamay** uit de Beaujolais: sappig, fruitig en licht.
- **Merlot** uit Bordeaux: zacht, rond, pruim en chocolade.
- **Cabernet sauvignon** uit Bordeaux, Chili of Californië: stevig, zwarte bes, ceder.
- **Syrah** uit de noordelijke Rhône of **shiraz** uit Australië: peper en donker fruit.
- **Tempranillo** uit Rioja of Ribera del Duero: kers, leer en vaak vanille van het hout.
- **Sangiovese** uit Toscane: kers, kruiden en frisse zuren.
- **Malbec** uit Argentinië: vol, zacht, bramen en pruimen.

Wil je meer weten over de druiven zelf? Lees dan ons artikel over [rode wijndruiven](/wijnwijzer/rode-wijndruiven).

## Wat geef je uit?

Een hogere prijs betekent niet automatisch dat je een wijn lekkerder vindt. Een paar vuistregels:

- Onder de € 8 vind je vooral eenvoudige, fruitige wijnen voor elke dag.
- Tussen de € 8 en € 15 zit vaak de beste prijs-kwaliteitverhouding: wijnen met meer karakter van goede producenten.
- Boven de € 15 betaal je voor bekende streken, lagere opbrengsten, meer houtrijping en wijnen die kunnen rijpen.

Minder bekende streken geven vaak veel waar voor je geld, zoals de Languedoc en de Roussillon in Frankrijk, de Douro en de Alentejo in Portugal en het zuiden van Italië. Bestel je een paar flessen tegelijk om te vergelijken? ${PROMISE_TEXT.freeShipping.nl}

## Gelegenheid en eten

Denk tot slot na over het moment:

- **Bij rood vlees en stoofschotels:** een volle wijn met tannine, zoals cabernet sauvignon, syrah of een rioja reserva. Meer ideeën vind je in [rode wijn bij vlees](/wijnwijzer/rode-wijn-bij-vlees).
- **Bij pasta en pizza met tomaat:** een wijn met frisse zuren, zoals sangiovese of barbera. Zie ook [wijn bij pasta](/wijnwijzer/wijn-bij-pasta).
- **Bij vis, kip of op het terras:** een lichte rode wijn, licht gekoeld, zoals pinot noir of gamay.
- **Op een feest met veel gasten:** een soepele, fruitige wijn met weinig tannine, zoals merlot of grenache, die bijna iedereen lekker vindt.
- **Als cadeau:** een wijn uit een herkenbare streek, of een fles die de ontvanger nog een paar jaar kan bewaren.

## Kort samengevat

- Kies eerst de stijl: een lichte, middelvolle of volle wijn.
- Houd je niet van een droog mondgevoel, kies dan een wijn met weinig tannine, zoals pinot noir of merlot.
- Hout geeft vanille en toast; zonder hout proef je meer puur fruit.
- Koel klimaat geeft frissere, lichtere wijnen; warm klimaat rijpere en vollere.
- Stem de wijn af op het eten: vol bij vlees, fris bij tomaat, licht bij vis en kip.

Bekijk al onze [rode wijnen](/?kleur=rood) of kies direct uit de [rode wijnen bij vlees](/?kleur=rood&eten=rood-vlees). Wil je een fles langer bewaren, lees dan [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren).
`

const en = `## Choosing a red wine without guessing

You are standing in front of a shelf or a web shop full of red wine and all the labels look alike. Which bottle suits you, the food and the occasion? Fortunately, you do not need to know hundreds of grapes and regions. A few questions will get you a long way: how light or full do you want the wine, how much tannin do you enjoy, do you like oak, and what are you eating with it? In this article we go through those questions one by one.

## Start with the style: light, medium or full-bodied

The most important choice is the weight of the wine, also called its body. Compare it to milk: skimmed, semi-skimmed and whole milk feel very different in your mouth.

- **Light red wine** is juicy and fresh, with notes of red fruit such as cherry, raspberry and strawberry, and little tannin. Think of Pinot Noir from Burgundy or Germany, Gamay from Beaujolais and Zweigelt from Austria. Delicious lightly chilled, at 12 to 14 °C.
- **Medium-bodied red wine** has more flavour and structure but stays supple. Examples are Merlot, Sangiovese from Chianti, Tempranillo from Rioja and Grenache from the southern Rhône.
- **Full-bodied red wine** is powerful, with dark fruit, often more alcohol and firm tannin. Think of Cabernet Sauvignon, Syrah or Shiraz, Malbec from Argentina and Primitivo from Puglia.

Not sure? A medium-bodied wine is the safest choice, because it suits many dishes and tastes.

## Tannin: how dry does your mouth feel?

Tannin is the substance that gives your mouth a dry, rough feeling, like strong black tea. It comes from the skins, seeds and sometimes the stems of the grapes, and partly from oak barrels. Tannin gives a wine structure and helps it age, but not everyone enjoys it.

- **Little tannin:** Pinot Noir, Gamay, Grenache and most Merlot.
- **Plenty of tannin:** Cabernet Sauvignon, Nebbiolo (the grape of Barolo and Barbaresco), Tannat and young wines from Bordeaux.

Tannin becomes softer in combination with fat and protein. That is why a firm Cabernet Sauvignon often tastes much rounder next to a piece of red meat than without food.

## Oak or no oak?

A lot of red wine matures for a while in oak barrels. That gives notes of vanilla, toast, clove or coffee, and makes the wine rounder. New barrels give more oak flavour than old ones, and French oak is generally more subtle than American oak. Wines without oak, which mature in stainless steel tanks or concrete vats, taste more purely of fruit.

In Spain you can tell from the label. A **Joven** has little or no oak ageing, a **Crianza** has aged for at least two years, part of that in barrel, and a **Reserva** and **Gran Reserva** have aged even longer. That is no guarantee of quality, but it is a good clue to the style.

## Warm or cool climate

The climate where the grapes grow comes back in the glass:

- **Warm climate**, such as southern Italy, southern Spain, Australia and California: riper grapes, more alcohol, dark and sometimes jammy fruit, and softer acidity.
- **Cool climate**, such as the Loire, Burgundy, Germany and Austria: fresher wines with more acidity, less alcohol and notes of red fruit.

A handy tip: the alcohol percentage on the label says a lot. A red wine with 12.5 percent is usually lighter and fresher than one with 14.5 percent.

## Grapes and regions to know

A few well-known combinations as a starting point:

- **Pinot Noir** from Burgundy: elegant, red fruit, earthy notes.
- **Gamay** from Beaujolais: juicy, fruity and light.
- **Merlot** from Bordeaux: soft, round, plum and chocolate.
- **Cabernet Sauvignon** from Bordeaux, Chile or California: firm, blackcurrant, cedar.
- **Syrah** from the northern Rhône or **Shiraz** from Australia: pepper and dark fruit.
- **Tempranillo** from Rioja or Ribera del Duero: cherry, leather and often vanilla from the oak.
- **Sangiovese** from Tuscany: cherry, herbs and fresh acidity.
- **Malbec** from Argentina: full, soft, blackberries and plums.

Want to know more about the grapes themselves? Then read our article on [red wine grapes](/wijnwijzer/rode-wijndruiven).

## How much do you spend?

A higher price does not automatically mean you will like a wine better. A few rules of thumb:

- Under € 8 you mainly find simple, fruity wines for every day.
- Between € 8 and € 15 is often the best value for money: wines with more character from good producers.
- Above € 15 you pay for well-known regions, lower yields, more oak ageing and wines that can age.

Lesser-known regions often give a lot of value for money, such as the Languedoc and Roussillon in France, the Douro and Alentejo in Portugal and the south of Italy. Ordering a few bottles at once to compare? ${PROMISE_TEXT.freeShipping.en}

## Occasion and food

Finally, think about the moment:

- **With red meat and stews:** a full-bodied wine with tannin, such as Cabernet Sauvignon, Syrah or a Rioja Reserva. You will find more ideas in [red wine with meat](/wijnwijzer/rode-wijn-bij-vlees).
- **With pasta and pizza with tomato:** a wine with fresh acidity, such as Sangiovese or Barbera. See also [wine with pasta](/wijnwijzer/wijn-bij-pasta).
- **With fish, chicken or on the terrace:** a light red wine, lightly chilled, such as Pinot Noir or Gamay.
- **At a party with many guests:** a supple, fruity wine with little tannin, such as Merlot or Grenache, which almost everyone enjoys.
- **As a gift:** a wine from a recognizable region, or a bottle the recipient can keep for a few more years.

## In short

- First choose the style: light, medium-bodied or full-bodied.
- If you do not like a dry feeling in your mouth, choose a wine with little tannin, such as Pinot Noir or Merlot.
- Oak gives vanilla and toast; without oak you taste purer fruit.
- A cool climate gives fresher, lighter wines; a warm climate riper and fuller ones.
- Match the wine to the food: full-bodied with meat, fresh with tomato, light with fish and chicken.

Browse all our [red wines](/?kleur=rood) or choose straight from the [red wines with meat](/?kleur=rood&eten=rood-vlees). Want to keep a bottle for longer? Then read [storing red wine](/wijnwijzer/rode-wijn-bewaren).
`

export const rodeWijnKiezen: ArticleSeed = {
  slug: 'rode-wijn-kiezen',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-09-21T08:00:00.000Z',
  title: {
    nl: 'Rode wijn kiezen: zo vind je een fles die bij je past',
    en: 'Choosing a red wine: how to find a bottle that suits you',
  },
  summary: {
    nl: 'Een goede rode wijn kiezen begint met een paar eenvoudige vragen: licht of vol, veel of weinig tannine, met of zonder hout. Lees hoe klimaat, druif, budget en eten je helpen om de juiste fles te vinden.',
    en: 'Choosing a good red wine starts with a few simple questions: light or full-bodied, much or little tannin, with or without oak. Read how climate, grape, budget and food help you find the right bottle.',
  },
  metaDescription: {
    nl: 'Hoe kies je een rode wijn? Over lichte, middelvolle en volle wijn, tannine, hout, klimaat, druiven en streken, budget en welke wijn bij je eten past.',
    en: 'How do you choose a red wine? About light, medium and full-bodied, tannin, oak, climate, grapes and regions, budget and matching food.',
  },
  body: { nl, en },
  wines: { colors: ['rood'], count: 4 },
}
