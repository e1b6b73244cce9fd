import type { ArticleSeed } from '../types'

const nl = `Een goed dessert verdient een glas dat erbij past. Maar welke wijn drink je bij het toetje? Veel mensen schenken gewoon door met de droge wijn van het hoofdgerecht, en dan smaakt die ineens zuur en dun. Met één eenvoudige regel voorkom je dat, en met een paar klassieke combinaties maak je van het dessert het hoogtepunt van de avond.

## De gouden regel: de wijn is zoeter dan het dessert

Zoetigheid in het eten laat wijn minder zoet en zuurder smaken. Drink je een droge wijn bij een stuk taart, dan proef je vooral zuur en alcohol, en soms iets bitters. Daarom geldt bij dessert één regel: **de wijn moet minstens zo zoet zijn als het dessert, liefst iets zoeter**. Een goede dessertwijn heeft daarnaast frisse zuren, zodat hij niet plakkerig of zwaar aanvoelt.

Twee andere tips helpen ook:

- **Let op de intensiteit.** Een luchtig dessert met fruit vraagt om een lichte, frisse zoete wijn; een rijke chocoladetaart om een krachtige, volle wijn.
- **Zoek een brug in de smaak.** Karamel in het dessert past bij de tonen van honing en karamel in een gerijpte zoete wijn. Rood fruit in het dessert past bij een wijn met rood fruit.

## De bekendste dessertwijnen

- **Sauternes** uit Bordeaux wordt gemaakt van sémillon en sauvignon blanc die zijn aangetast door edele rot. Die schimmel laat de druiven indrogen, waardoor suiker en zuren geconcentreerd raken. De wijn heeft tonen van honing, abrikoos en sinaasappelschil.
- **Tokaji aszú** uit Hongarije wordt ook gemaakt van druiven met edele rot, vooral furmint. Hij is zoet, maar heeft veel zuur en tonen van abrikoos, marmelade en gedroogd fruit.
- **Port** uit de Douro in Portugal is een versterkte wijn: tijdens de gisting wordt er wijnalcohol aan toegevoegd. De gisting stopt, er blijft suiker over en het alcoholpercentage komt rond de 20 procent. Ruby port is jong en vol rood fruit; tawny port heeft lang op vat gelegen en smaakt naar noten en karamel.
- **Pedro ximénez**, kortweg PX, is de zoetste sherry: donker, stroperig en vol tonen van rozijnen, vijgen en koffie.
- **Moscato d'Asti** uit Piëmont is licht mousserend en fris, met de geur van verse druiven en maar zo'n 5 procent alcohol.

Daarnaast zijn er de zoete chenin blanc uit de Loire, laat geoogste riesling uit Duitsland en de Elzas, ijswijn, en de versterkte rode wijnen banyuls en maury uit het Franse Roussillon. Wil je weten hoe zoet en droog bij witte wijn precies werken, lees dan [droge of zoete witte wijn](/wijnwijzer/droge-vs-zoete-witte-wijn).

## Welke wijn past bij chocolade?

Chocolade is lastig: de smaak is intens en vaak bitter, en het vet blijft in je mond hangen. De meeste witte dessertwijnen worden er dun naast. Kies daarom een krachtige, donkere zoete wijn:

- **Pure chocolade:** een ruby port, of een versterkte zoete wijn van grenache uit het Roussillon, zoals banyuls of maury.
- **Chocolademousse en brownies:** ook hier passen port en banyuls. Hou je van intens, kies dan een PX.
- **Melkchocolade en chocolade met karamel of noten:** een tawny port, met zijn tonen van noten en karamel.
- **Witte chocolade:** mild en romig; een moscato of een andere zoete muscat past beter dan rode port.

En droge rode wijn bij chocolade? Het idee is populair, maar bij zoete chocolade smaakt een droge rode wijn meestal bitter en zuur. Alleen bij heel pure chocolade met weinig suiker kan een rijpe, fruitige rode wijn werken.

## Fruit en taart

- **Appeltaart en tarte tatin:** een zoete chenin blanc uit de Loire, zoals een coteaux du layon, of een tokaji. De zuren van de wijn passen bij de appel, de honingtonen bij de karamel.
- **Citroentaart:** de wijn moet veel zuur hebben, anders wint de citroen. Kies een zoete riesling uit Duitsland, zoals een auslese, of een tokaji.
- **Aardbeien, frambozen en ander rood fruit:** een **moscato d'Asti** is licht, fris en bruisend en past perfect bij fruit met slagroom. Een brachetto d'Acqui, een rode, licht mousserende zoete wijn uit Piëmont, is bij rood fruit ook een feestje.
- **Perziken, abrikozen en tropisch fruit:** een sauternes of een andere zoete wijn met edele rot.

## Crème brûlée, tiramisu en ijs

Bij **crème brûlée** is een sauternes of een tokaji de klassieke keuze: de vanille en de gekaramelliseerde suiker sluiten mooi aan bij de honing en abrikoos in de wijn. Bij **tiramisu** botst de koffie met veel wijnen. Probeer een PX of een tawny port, met hun tonen van koffie, rozijnen en noten. Een bol **vanille-ijs** met een scheutje PX erover is een Spaanse klassieker die je in twee minuten maakt. En bij cantuccini hoort in Toscane een glas **vin santo**, waar je het koekje even in doopt.

## Kaas als dessert

Sluit je de maaltijd af met kaas in plaats van iets zoets, dan draait de logica om: de zoete wijn vormt een contrast met het zout van de kaas. Roquefort met sauternes en stilton met port zijn beroemde combinaties, en bij een oude Goudse past een tawny port. Meer combinaties lees je in [wijn bij kaas](/wijnwijzer/wijn-bij-kaas).

## Zo schenk je dessertwijn

- **Temperatuur:** witte dessertwijnen zoals sauternes, tokaji en moscato schenk je goed gekoeld, op 8 tot 10 °C. Tawny port mag licht gekoeld, op 12 tot 14 °C; ruby port schenk je rond 16 °C.
- **Hoeveelheid:** dessertwijn is zoet en port bevat meer alcohol dan gewone wijn, dus je schenkt kleine glazen. Een halve fles van 37,5 cl is vaak genoeg voor vier tot zes glazen.
- **Glas:** een klein wijnglas houdt de geur bij elkaar. Meer hierover lees je in [wijnglazen](/wijnwijzer/wijnglazen).
- **Bewaren:** een geopende fles sauternes of tokaji blijft met een kurk erop in de koelkast een paar dagen tot een week goed. Port en PX zijn versterkt en blijven na het openen enkele weken goed.

Zoek je een fles? Bekijk onze [dessertwijnen](/?kleur=dessert) of alle [wijnen bij dessert](/?eten=dessert), ook de mousserende. Plan je een feestelijk diner, lees dan ook [wijn voor de feestdagen](/wijnwijzer/wijn-voor-feestdagen).

## Kort samengevat

- De wijn moet minstens zo zoet zijn als het dessert.
- Chocolade: port, banyuls of PX.
- Fruit: moscato d'Asti bij rood fruit, zoete chenin blanc of tokaji bij appel en citroen.
- Crème brûlée: sauternes of tokaji.
- Kaas als dessert: sauternes bij blauwe kaas, port bij oude kaas.
`

const en = `A good dessert deserves a glass that goes with it. But which wine do you drink with dessert? Many people simply keep pouring the dry wine from the main course, and suddenly it tastes sour and thin. One simple rule prevents that, and with a few classic combinations you turn dessert into the highlight of the evening.

## The golden rule: the wine is sweeter than the dessert

Sweetness in food makes wine taste less sweet and more acidic. If you drink a dry wine with a piece of cake, you mainly taste acidity and alcohol, and sometimes something bitter. That is why one rule applies to dessert: **the wine must be at least as sweet as the dessert, preferably a little sweeter**. A good dessert wine also has fresh acidity, so that it does not feel sticky or heavy.

Two other tips also help:

- **Mind the intensity.** A light dessert with fruit calls for a light, fresh sweet wine; a rich chocolate cake for a powerful, full wine.
- **Look for a bridge in flavour.** Caramel in the dessert matches the notes of honey and caramel in an aged sweet wine. Red fruit in the dessert matches a wine with red fruit.

## The best-known dessert wines

- **Sauternes** from Bordeaux is made from Sémillon and Sauvignon Blanc affected by noble rot. This fungus makes the grapes shrivel, concentrating sugar and acidity. The wine has notes of honey, apricot and orange peel.
- **Tokaji Aszú** from Hungary is also made from grapes with noble rot, mainly Furmint. It is sweet, but has plenty of acidity and notes of apricot, marmalade and dried fruit.
- **Port** from the Douro in Portugal is a fortified wine: grape spirit is added during fermentation. Fermentation stops, sugar remains and the alcohol level ends up around 20 percent. Ruby Port is young and full of red fruit; Tawny Port has spent a long time in barrels and tastes of nuts and caramel.
- **Pedro Ximénez**, PX for short, is the sweetest sherry: dark, syrupy and full of notes of raisins, figs and coffee.
- **Moscato d'Asti** from Piedmont is lightly sparkling and fresh, with the scent of fresh grapes and only about 5 percent alcohol.

There are also the sweet Chenin Blancs of the Loire, late-harvest Riesling from Germany and Alsace, ice wine, and the fortified red wines Banyuls and Maury from Roussillon in France. Want to know exactly how sweet and dry work in white wine? Then read [dry or sweet white wine](/wijnwijzer/droge-vs-zoete-witte-wijn).

## Which wine goes with chocolate?

Chocolate is tricky: its flavour is intense and often bitter, and the fat lingers in your mouth. Most white dessert wines become thin next to it. So choose a powerful, dark sweet wine:

- **Dark chocolate:** a Ruby Port, or a fortified sweet wine made from Grenache in Roussillon, such as Banyuls or Maury.
- **Chocolate mousse and brownies:** Port and Banyuls fit here too. If you like it intense, choose a PX.
- **Milk chocolate and chocolate with caramel or nuts:** a Tawny Port, with its notes of nuts and caramel.
- **White chocolate:** mild and creamy; a Moscato or another sweet Muscat fits better than red Port.

And dry red wine with chocolate? The idea is popular, but with sweet chocolate a dry red wine usually tastes bitter and sour. Only with very dark chocolate with little sugar can a ripe, fruity red wine work.

## Fruit and tarts

- **Apple pie and tarte tatin:** a sweet Chenin Blanc from the Loire, such as a Coteaux du Layon, or a Tokaji. The acidity of the wine matches the apple, the honey notes match the caramel.
- **Lemon tart:** the wine needs plenty of acidity, or the lemon wins. Choose a sweet Riesling from Germany, such as an Auslese, or a Tokaji.
- **Strawberries, raspberries and other red fruit:** a **Moscato d'Asti** is light, fresh and fizzy and goes perfectly with fruit and whipped cream. A Brachetto d'Acqui, a red, lightly sparkling sweet wine from Piedmont, is also a treat with red fruit.
- **Peaches, apricots and tropical fruit:** a Sauternes or another sweet wine made with noble rot.

## Crème brûlée, tiramisu and ice cream

With **crème brûlée**, a Sauternes or a Tokaji is the classic choice: the vanilla and the caramelized sugar match the honey and apricot in the wine beautifully. With **tiramisu**, the coffee clashes with many wines. Try a PX or a Tawny Port, with their notes of coffee, raisins and nuts. A scoop of **vanilla ice cream** with a dash of PX poured over it is a Spanish classic that you make in two minutes. And in Tuscany, cantuccini come with a glass of **Vin Santo**, into which you briefly dip the cookie.

## Cheese as dessert

If you end the meal with cheese instead of something sweet, the logic is reversed: the sweet wine forms a contrast with the salt of the cheese. Roquefort with Sauternes and Stilton with Port are famous combinations, and an old Gouda goes with a Tawny Port. You can read more combinations in [wine with cheese](/wijnwijzer/wijn-bij-kaas).

## How to serve dessert wine

- **Temperature:** serve white dessert wines such as Sauternes, Tokaji and Moscato well chilled, at 8 to 10 °C. Tawny Port may be lightly chilled, at 12 to 14 °C; serve Ruby Port at around 16 °C.
- **Amount:** dessert wine is sweet and Port contains more alcohol than ordinary wine, so you pour small glasses. A half bottle of 37.5 cl is often enough for four to six glasses.
- **Glass:** a small wine glass keeps the aroma together. You can read more about this in [wine glasses](/wijnwijzer/wijnglazen).
- **Storing:** an opened bottle of Sauternes or Tokaji stays good for a few days to a week in the fridge with a cork in it. Port and PX are fortified and stay good for several weeks after opening.

Looking for a bottle? Browse our [dessert wines](/?kleur=dessert) or all [wines with dessert](/?eten=dessert), including the sparkling ones. Planning a festive dinner? Then also read [wine for the holidays](/wijnwijzer/wijn-voor-feestdagen).

## In short

- The wine must be at least as sweet as the dessert.
- Chocolate: Port, Banyuls or PX.
- Fruit: Moscato d'Asti with red fruit, sweet Chenin Blanc or Tokaji with apple and lemon.
- Crème brûlée: Sauternes or Tokaji.
- Cheese as dessert: Sauternes with blue cheese, Port with old cheese.
`

export const wijnBijDessert: ArticleSeed = {
  slug: 'wijn-bij-dessert',
  category: 'eten-en-wijn',
  publishedAt: '2026-11-09T08:00:00.000Z',
  title: {
    nl: 'Wijn bij dessert: de gouden regel en de beste combinaties',
    en: 'Wine with dessert: the golden rule and the best combinations',
  },
  summary: {
    nl: 'Bij een dessert smaakt droge wijn al snel zuur, want de wijn moet minstens zo zoet zijn als het toetje. Lees welke dessertwijn je schenkt bij chocolade, fruittaart, crème brûlée, tiramisu en kaas.',
    en: 'With dessert, dry wine quickly tastes sour, because the wine must be at least as sweet as the dessert. Read which dessert wine to pour with chocolate, fruit tart, crème brûlée, tiramisu and cheese.',
  },
  metaDescription: {
    nl: "Welke wijn past bij dessert? Sauternes, tokaji, port, PX en moscato d'Asti bij chocolade, fruit, crème brûlée en kaas.",
    en: "Which wine goes with dessert? Sauternes, Tokaji, Port, PX and Moscato d'Asti with chocolate, fruit, crème brûlée and cheese.",
  },
  body: { nl, en },
  wines: { pairings: ['dessert'], count: 3 },
}
