import type { ArticleSeed } from '../types'

const nl = `Veel mensen vinden wijn in het begin zuur, bitter of te sterk. Dat is heel normaal: net als koffie, bier of pure chocolade leer je wijn vaak pas langzaam waarderen. Het goede nieuws is dat je dat bewust en stap voor stap kunt doen. In dit artikel lees je met welke wijnen je het beste begint, hoe je geleidelijk naar drogere en stevigere wijnen gaat, waarom eten zo'n verschil maakt en waarom matigheid erbij hoort. Deze tips zijn uiteraard bedoeld voor volwassenen van 18 jaar en ouder.

## Waarom wijn in het begin tegenvalt

Van nature houden mensen van zoet en zijn we voorzichtig met zuur en bitter. Wijn bevat juist veel van die minder vanzelfsprekende smaken. De meeste wijn is droog, dus zonder merkbare suiker. Witte wijn heeft vaak stevige zuren, rode wijn heeft tannine, die je mond droog en ruw laat aanvoelen, en alcohol kan een warm of zelfs brandend gevoel geven. Wie voor het eerst een stevige, droge rode wijn drinkt, krijgt al die indrukken tegelijk. Geen wonder dat dat tegenvalt.

Gelukkig ligt smaak niet vast. Hoe vaker je iets met aandacht proeft, hoe meer je gaat herkennen en waarderen. Begin daarom niet bij de moeilijkste wijnen, maar bij wijnen die het je gemakkelijk maken.

## Begin fruitig en zacht

Kies voor je eerste flessen wijnen met veel fruit, weinig tannine en zachte zuren. Een klein beetje zoet is daarbij helemaal geen schande. Goede startpunten zijn:

- **Een fruitige rosé**, bijvoorbeeld uit de Provence of Spanje: licht, fris en vol rood fruit.
- **Een licht zoete witte wijn**, zoals een moscato d'Asti, die licht mousserend, zoet en laag in alcohol is, of een Duitse riesling met de aanduiding feinherb of halbtrocken.
- **Een soepele rode wijn** met weinig tannine, zoals een beaujolais van gamay of een fruitige merlot.
- **Een prosecco of cava**: de bubbels maken een wijn fris en toegankelijk.

Schenk deze wijnen goed gekoeld. Kou maakt zoet minder opvallend en zuur frisser, en zelfs een lichte rode wijn smaakt op 12 tot 14 °C frisser en fruitiger dan op kamertemperatuur. Je vindt een ruime keuze bij onze [rosé](/?kleur=rose).

## Stap voor stap naar droog en stevig

Vind je de eerste wijnen lekker, zet dan steeds een kleine stap. Een mogelijke route:

1. **Licht zoet wit en rosé**, zoals hierboven.
2. **Droog, fruitig wit**, zoals een sauvignon blanc uit Nieuw-Zeeland of een pinot grigio.
3. **Vollere witte wijn**, zoals een chardonnay, eventueel met wat houtrijping.
4. **Lichte rode wijn**, zoals pinot noir of gamay.
5. **Soepele, middelzware rode wijn**, zoals een merlot, een grenache of een rioja crianza.
6. **Stevige rode wijn** met meer tannine, zoals een cabernet sauvignon, een syrah of een nebbiolo.

Je hoeft die route niet af te maken. Veel mensen drinken hun hele leven het liefst witte wijn of rosé, en dat is prima. Het doel is ontdekken wat jij lekker vindt, niet zo snel mogelijk de zwaarste wijnen leren waarderen. Meer over de verschillende stijlen lees je in [wijnsoorten](/wijnwijzer/wijnsoorten), en over de belangrijkste blauwe druiven in [rode wijndruiven](/wijnwijzer/rode-wijndruiven).

## Drink wijn bij eten

Eten is de beste hulp bij het leren drinken van wijn. De meeste wijn is ook gemaakt om bij een maaltijd te drinken. Een paar dingen die je meteen merkt:

- **Eiwit en vet maken tannine zachter.** Een stevige rode wijn die los ruw aanvoelt, smaakt bij een stuk vlees of oude kaas ineens soepel.
- **Zout maakt wijn zachter en fruitiger.** Een paar gezouten noten of een stukje kaas helpen al.
- **Zuur bij zuur.** Een frisse witte wijn smaakt minder zuur bij een gerecht met citroen of tomaat.
- **Pas op met zoet eten.** Een toetje maakt een droge wijn zuur en dun; kies daarbij een wijn die minstens zo zoet is als het gerecht.

Begin dus bij de maaltijd: een frisse witte wijn bij vis, een soepele rode bij pasta met tomatensaus. Meer ideeën vind je in [wijn bij eten](/wijnwijzer/wijn-bij-eten) en in de webshop, bijvoorbeeld bij [wijn bij pasta](/?eten=pasta).

## Houd aantekeningen bij

Schrijf na elke fles een paar regels op: de naam, de druif, het land, de prijs en wat je ervan vond. Houd het eenvoudig, bijvoorbeeld met een cijfer van 1 tot 5 en twee of drie woorden over geur en smaak. Na een tijdje zie je patronen: misschien vind je alle wijnen uit warme landen te zwaar, of vind je juist alles met veel frisse zuren lekker. Met die kennis kies je in de winkel of op de wijnkaart veel gerichter. Maak ook een foto van het etiket, dan vind je een favoriet gemakkelijk terug.

Proeven gaat nog beter als je bewust de vaste stappen doorloopt: kijken, ruiken, proeven en letten op de afdronk. Hoe dat werkt, lees je in [wijn proeven voor beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## Met mate en met aandacht

Wijn leren drinken betekent niet dat je meer moet drinken. Je leert juist het meest van een paar kleine slokken met volle aandacht. Een paar tips:

- Schenk kleine glazen en neem de tijd voor elke wijn.
- Drink water naast je wijn en drink niet op een lege maag.
- Deel een fles met anderen, zodat je meer wijnen kunt vergelijken zonder veel te drinken.
- Drink niet als je nog moet rijden.

De Gezondheidsraad adviseert: drink geen alcohol of in ieder geval niet meer dan één glas per dag. Zie wijn dus als iets om af en toe met aandacht van te genieten, niet als een gewoonte.

## Kort samengevat

- Veel mensen vinden wijn eerst zuur of bitter; smaak ontwikkel je stap voor stap.
- Begin met fruitige, zachte wijnen, zoals rosé, licht zoet wit en soepel rood.
- Ga langzaam richting droog en stevig, maar alleen zo ver als je zelf wilt.
- Drink wijn bij eten en houd korte aantekeningen bij.
- Drink met mate: het advies is geen alcohol of niet meer dan één glas per dag.
`

const en = `Many people find wine sour, bitter or too strong at first. That is completely normal: just like coffee, beer or dark chocolate, wine is often something you only learn to appreciate slowly. The good news is that you can do this consciously and step by step. In this article you will read which wines are best to start with, how to move gradually towards drier and firmer wines, why food makes such a difference and why moderation is part of it. These tips are of course meant for adults aged 18 and over.

## Why wine is often disappointing at first

By nature, people like sweetness and are wary of sour and bitter flavours. Wine contains a lot of those less obvious flavours. Most wine is dry, so without noticeable sugar. White wine often has firm acidity, red wine has tannin, which makes your mouth feel dry and rough, and alcohol can give a warm or even burning sensation. If you drink a firm, dry red wine for the first time, you get all of those impressions at once. No wonder it is disappointing.

Fortunately, taste is not fixed. The more often you taste something with attention, the more you start to recognize and appreciate it. So do not start with the most difficult wines, but with wines that make it easy for you.

## Start fruity and soft

For your first bottles, choose wines with plenty of fruit, little tannin and soft acidity. A little sweetness is nothing to be ashamed of. Good starting points are:

- **A fruity rosé**, for example from Provence or Spain: light, fresh and full of red fruit.
- **A slightly sweet white wine**, such as a Moscato d'Asti, which is lightly sparkling, sweet and low in alcohol, or a German Riesling labelled feinherb or halbtrocken.
- **A supple red wine** with little tannin, such as a Beaujolais made from Gamay or a fruity Merlot.
- **A Prosecco or Cava**: the bubbles make a wine fresh and approachable.

Serve these wines well chilled. Cold makes sweetness less noticeable and acidity fresher, and even a light red wine tastes fresher and fruitier at 12 to 14 °C than at room temperature. You will find a wide choice among our [rosé wines](/?kleur=rose).

## Step by step towards dry and firm

If you like the first wines, keep taking a small step. A possible route:

1. **Slightly sweet white and rosé**, as above.
2. **Dry, fruity white**, such as a Sauvignon Blanc from New Zealand or a Pinot Grigio.
3. **Fuller white wine**, such as a Chardonnay, possibly with some oak ageing.
4. **Light red wine**, such as Pinot Noir or Gamay.
5. **Supple, medium-bodied red wine**, such as a Merlot, a Grenache or a Rioja Crianza.
6. **Firm red wine** with more tannin, such as a Cabernet Sauvignon, a Syrah or a Nebbiolo.

You do not have to finish that route. Many people prefer white wine or rosé all their lives, and that is fine. The aim is to discover what you like, not to learn to appreciate the heaviest wines as fast as possible. Read more about the different styles in [kinds of wine](/wijnwijzer/wijnsoorten), and about the most important dark grapes in [red wine grapes](/wijnwijzer/rode-wijndruiven).

## Drink wine with food

Food is the best help in learning to drink wine. Most wine is also made to be drunk with a meal. A few things you will notice straight away:

- **Protein and fat soften tannin.** A firm red wine that feels rough on its own suddenly tastes supple with a piece of meat or old cheese.
- **Salt makes wine softer and fruitier.** A few salted nuts or a piece of cheese already help.
- **Acid with acid.** A fresh white wine tastes less sour with a dish containing lemon or tomato.
- **Be careful with sweet food.** A dessert makes a dry wine taste sour and thin; choose a wine that is at least as sweet as the dish.

So start at the dinner table: a fresh white wine with fish, a supple red with pasta in tomato sauce. You will find more ideas in [wine with food](/wijnwijzer/wijn-bij-eten) and in the shop, for example under [wine with pasta](/?eten=pasta).

## Keep notes

After each bottle, write down a few lines: the name, the grape, the country, the price and what you thought of it. Keep it simple, for example with a score from 1 to 5 and two or three words about aroma and taste. After a while you will see patterns: perhaps you find all wines from warm countries too heavy, or you like everything with plenty of fresh acidity. With that knowledge you can choose much more precisely in the shop or from a wine list. Also take a photo of the label, so you can easily find a favourite again.

Tasting works even better if you consciously go through the fixed steps: look, smell, taste and pay attention to the finish. How that works is explained in [wine tasting for beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## In moderation and with attention

Learning to drink wine does not mean you have to drink more. In fact, you learn most from a few small sips with full attention. A few tips:

- Pour small glasses and take your time with each wine.
- Drink water alongside your wine and do not drink on an empty stomach.
- Share a bottle with others, so you can compare more wines without drinking much.
- Do not drink if you still have to drive.

The Dutch Health Council advises: do not drink alcohol, or in any case no more than one glass a day. So see wine as something to enjoy with attention now and then, not as a habit.

## In short

- Many people find wine sour or bitter at first; you develop your taste step by step.
- Start with fruity, soft wines, such as rosé, slightly sweet white and supple red.
- Move slowly towards dry and firm, but only as far as you want.
- Drink wine with food and keep short notes.
- Drink in moderation: the advice is no alcohol or no more than one glass a day.
`

export const wijnLerenDrinken: ArticleSeed = {
  slug: 'wijn-leren-drinken',
  category: 'beginners',
  publishedAt: '2026-10-06T08:00:00.000Z',
  title: { nl: 'Wijn leren drinken: zo leer je wijn waarderen', en: 'Learning to drink wine: how to learn to enjoy it' },
  summary: {
    nl: 'Vind je wijn vaak zuur of bitter? Lees hoe je begint met fruitige, zachte wijnen, stap voor stap naar droog en stevig gaat, en waarom eten, aantekeningen en matigheid daarbij helpen.',
    en: 'Do you often find wine sour or bitter? Read how to start with fruity, soft wines, move step by step towards dry and firm, and why food, notes and moderation help along the way.',
  },
  metaDescription: {
    nl: 'Wijn leren drinken: begin fruitig en zacht, ga stap voor stap naar droog en stevig, drink bij eten, houd notities bij en drink met mate.',
    en: 'Learning to drink wine: start fruity and soft, move step by step to dry and firm, drink with food, keep notes and drink in moderation.',
  },
  body: { nl, en },
  wines: { colors: ['rose', 'wit', 'rood'], count: 3 },
}
