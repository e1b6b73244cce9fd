import type { ArticleSeed } from '../types'

const nl = `## Welke wijn schenk je tijdens de feestdagen?

December zit vol feestjes: pakjesavond met Sinterklaas, het kerstdiner en de jaarwisseling. Bij elk feest hoort ander eten, en dus ook een andere wijn. Je hoeft geen wijnkenner te zijn om het goed te doen. In dit artikel lees je welke bubbels je kiest, welke wijn je bij elke gang schenkt, hoeveel flessen je nodig hebt en hoe je alles op de juiste temperatuur op tafel zet.

## Bubbels: champagne, cava, crémant of prosecco?

Een feest begint vaak met een glas mousserende wijn. De vier bekendste soorten verschillen flink van elkaar:

- **Champagne** komt uit de Franse streek Champagne en wordt gemaakt van chardonnay, pinot noir en meunier. De tweede gisting, die de bubbels maakt, gebeurt in de fles. Een champagne zonder jaartal rijpt minstens vijftien maanden voordat hij verkocht mag worden. Dat geeft tonen van brioche, toast en noten en heel fijne bubbels.
- **Cava** komt uit Spanje, vooral uit Catalonië, en wordt op dezelfde manier gemaakt als champagne. Cava is vaak wat frisser en eenvoudiger, en meestal een stuk goedkoper.
- **Crémant** is Franse mousserende wijn van buiten de Champagne, bijvoorbeeld uit de Loire, de Elzas of de Bourgogne. Ook hier vindt de tweede gisting in de fles plaats. Een goede crémant is een slimme keuze als je de stijl van champagne zoekt voor minder geld.
- **Prosecco** komt uit het noordoosten van Italië en wordt gemaakt van de druif glera. De tweede gisting gebeurt in een grote tank. Prosecco is fruitig, met tonen van peer en appel, en is op zijn best als hij jong is.

Let ook op het etiket: **brut** is droog, **extra brut** en **brut nature** zijn nog droger. Verwarrend genoeg is **extra dry** juist iets zoeter dan brut, en **demi-sec** is duidelijk zoet. Bekijk onze [mousserende wijnen](/?kleur=mousserend) voor een fles die bij jouw feest past.

## Sinterklaas

Op pakjesavond staan pepernoten, speculaas, marsepein en chocoladeletters op tafel. Dat is zoet, en zoet eten laat een droge wijn zuur en dun smaken. De vuistregel: **de wijn moet minstens zo zoet zijn als het snoepgoed**.

- Bij speculaas en kruidnoten past een tawny port, met tonen van noten en karamel die goed aansluiten bij de specerijen.
- Bij een chocoladeletter van melkchocolade past een ruby port of een zoete rode wijn zoals banyuls.
- Bij marsepein kies je een zoete witte wijn, zoals een muscat.

Wil je gewoon iets lekkers drinken tijdens het uitpakken, dan is een fruitige rode wijn of een halfdroge witte wijn een veilige keuze. Meer over zoete wijnen lees je in [wijn bij dessert](/wijnwijzer/wijn-bij-dessert).

## Kerst: een wijn bij elke gang

Bij een kerstdiner met meerdere gangen schenk je vaak per gang een andere wijn. Houd dan een vaste volgorde aan: van licht naar zwaar, van droog naar zoet en meestal wit voor rood.

1. **Aperitief:** een droge mousserende wijn, zoals een brut champagne, cava of crémant.
2. **Voorgerecht:** bij gerookte zalm, garnalen of een visgerecht past een frisse witte wijn, zoals een chablis of een sauvignon blanc. Bij carpaccio kies je een lichte rode wijn of een droge rosé.
3. **Hoofdgerecht:** bij hertenbiefstuk of ander wild past een syrah of een rijpe pinot noir. Bij kalkoen werken pinot noir en een volle chardonnay allebei. Bij rundvlees, zoals een beef Wellington, past een rode bordeaux of een cabernet sauvignon. Voor een vegetarische Wellington met paddenstoelen is pinot noir een goede keuze.
4. **Dessert:** een zoete wijn die minstens zo zoet is als het nagerecht.

Meer ideeën voor wild en stoofvlees vind je in [herfstwijnen](/wijnwijzer/herfstwijnen).

### Gourmetten

Gourmetten is in Nederland een echte kersttraditie. Iedereen bakt iets anders: vlees, vis, groenten, met allerlei sausjes. Kies dan een wijn die veel kan hebben, zoals een soepele pinot noir, een fruitige beaujolais of een droge rosé. Zet er een witte wijn naast, zoals een chardonnay zonder hout, voor wie vis of groenten eet.

## Oud en nieuw

Oliebollen en appelflappen zijn vet en zoet. Een droge mousserende wijn snijdt door het vet heen, maar door de poedersuiker kan brut wat zuur gaan smaken. Een demi-sec of een moscato d'asti, een zoete, licht mousserende wijn met weinig alcohol, past daar beter bij. Om twaalf uur proost je natuurlijk met champagne, cava of crémant.

## Hoeveel flessen heb je nodig?

Uit een fles van 75 centiliter schenk je ongeveer zes glazen wijn. Uit een fles bubbels haal je zes tot acht glazen, omdat je die glazen minder vol schenkt.

- **Alleen een toost om middernacht:** reken op een fles per zes tot acht personen.
- **Een borrel of aperitief:** een à twee glazen per persoon.
- **Een diner:** veel gastheren rekenen op hooguit een halve fles per volwassen gast die wijn drinkt. Niet iedereen drinkt zoveel, dus zie dat als een ruime bovengrens. Een ongeopende fles kun je gewoon bewaren voor een volgende keer.

Zorg altijd voor genoeg water en iets lekkers zonder alcohol, voor wie moet rijden, niet drinkt of jonger is dan 18. Drink met mate, ook tijdens de feestdagen.

Bestel op tijd, want rond de feestdagen is het druk bij de bezorgers. Boven € 75 is de verzending gratis, daaronder betaal je € 7,95. We controleren bij de bezorging je leeftijd, dus zorg dat er iemand van 18 jaar of ouder thuis is.

## Zo serveer je de wijn

- **Bubbels koud:** schenk mousserende wijn op 6 tot 8 graden. Leg de fles een paar uur in de koelkast of zet hem twintig minuten in een emmer met ijs en water.
- **Witte wijn:** frisse witte wijn op 8 tot 10 graden, volle witte wijn op 10 tot 12 graden.
- **Rode wijn:** op 16 tot 18 graden, dus iets koeler dan de meeste kamers.
- **Veilig openen:** haal de folie eraf, draai de kooi los en houd je duim op de kurk. Houd de fles schuin en draai aan de fles, niet aan de kurk. Een zachte zucht is beter dan een harde knal.
- **Glazen:** een tulpvormig glas of een gewoon glas voor witte wijn laat de geur van bubbels beter tot zijn recht komen dan een brede coupe. Lees meer in [wijnglazen](/wijnwijzer/wijnglazen).

## Kort samengevat

- Champagne, cava en crémant hebben hun bubbels uit de fles; prosecco is fruitiger en komt uit de tank.
- Bij zoet snoepgoed en desserts moet de wijn minstens zo zoet zijn.
- Schenk per gang van licht naar zwaar en van droog naar zoet.
- Reken op zes glazen per fles wijn en zes tot acht glazen per fles bubbels.
- Serveer bubbels op 6 tot 8 graden en open de fles met een zachte zucht.
`

const en = `## Which wine do you serve during the holidays?

December is full of celebrations: present evening with Sinterklaas, Christmas dinner and New Year's Eve. Each celebration has its own food, and so its own wine. You do not need to be a wine expert to get it right. In this article you will read which bubbles to choose, which wine to pour with each course, how many bottles you need and how to serve everything at the right temperature.

## Bubbles: Champagne, Cava, Crémant or Prosecco?

A celebration often starts with a glass of sparkling wine. The four best-known types differ quite a bit:

- **Champagne** comes from the French region of Champagne and is made from Chardonnay, Pinot Noir and Meunier. The second fermentation, which creates the bubbles, takes place in the bottle. A non-vintage Champagne ages for at least fifteen months before it may be sold. That gives notes of brioche, toast and nuts and very fine bubbles.
- **Cava** comes from Spain, mainly from Catalonia, and is made the same way as Champagne. Cava is often a little fresher and simpler, and usually a lot cheaper.
- **Crémant** is French sparkling wine from outside Champagne, for example from the Loire, Alsace or Burgundy. Here too, the second fermentation takes place in the bottle. A good Crémant is a smart choice if you want the Champagne style for less money.
- **Prosecco** comes from northeastern Italy and is made from the Glera grape. The second fermentation takes place in a large tank. Prosecco is fruity, with notes of pear and apple, and is at its best when young.

Also check the label: **brut** is dry, **extra brut** and **brut nature** are even drier. Confusingly, **extra dry** is actually a little sweeter than brut, and **demi-sec** is clearly sweet. Browse our [sparkling wines](/?kleur=mousserend) for a bottle that suits your celebration.

## Sinterklaas

On present evening, pepernoten, speculaas, marzipan and chocolate letters are on the table. That is sweet, and sweet food makes a dry wine taste sour and thin. The rule of thumb: **the wine must be at least as sweet as the treats**.

- With speculaas and spiced kruidnoten, a Tawny Port goes well, with notes of nuts and caramel that match the spices.
- With a milk chocolate letter, a Ruby Port or a sweet red wine such as Banyuls goes well.
- With marzipan, choose a sweet white wine, such as a Muscat.

If you simply want something nice to drink while unwrapping, a fruity red wine or an off-dry white wine is a safe choice. You can read more about sweet wines in [wine with dessert](/wijnwijzer/wijn-bij-dessert).

## Christmas: a wine with every course

At a Christmas dinner with several courses, you often pour a different wine with each course. Then keep to a fixed order: from light to heavy, from dry to sweet and usually white before red.

1. **Aperitif:** a dry sparkling wine, such as a brut Champagne, Cava or Crémant.
2. **Starter:** with smoked salmon, shrimp or a fish dish, a fresh white wine goes well, such as a Chablis or a Sauvignon Blanc. With carpaccio, choose a light red wine or a dry rosé.
3. **Main course:** with venison steak or other game, a Syrah or a mature Pinot Noir goes well. With turkey, Pinot Noir and a full Chardonnay both work. With beef, such as a beef Wellington, a red Bordeaux or a Cabernet Sauvignon goes well. For a vegetarian Wellington with mushrooms, Pinot Noir is a good choice.
4. **Dessert:** a sweet wine that is at least as sweet as the dessert.

You will find more ideas for game and braised meat in [autumn wines](/wijnwijzer/herfstwijnen).

### Gourmetten

Gourmetten, cooking small portions at the table on a shared grill, is a real Christmas tradition in the Netherlands. Everyone cooks something different: meat, fish, vegetables, with all kinds of sauces. Then choose a wine that can handle a lot, such as a supple Pinot Noir, a fruity Beaujolais or a dry rosé. Put a white wine next to it, such as an unoaked Chardonnay, for those eating fish or vegetables.

## New Year's Eve

Oliebollen and apple turnovers are fatty and sweet. A dry sparkling wine cuts through the fat, but the powdered sugar can make brut taste a little sour. A demi-sec or a Moscato d'Asti, a sweet, lightly sparkling wine with little alcohol, goes better with them. At midnight you of course toast with Champagne, Cava or Crémant.

## How many bottles do you need?

From a 75-centilitre bottle you pour about six glasses of wine. From a bottle of bubbles you get six to eight glasses, because you fill those glasses less.

- **Just a toast at midnight:** allow one bottle for six to eight people.
- **Drinks or an aperitif:** one or two glasses per person.
- **A dinner:** many hosts count on at most half a bottle per adult guest who drinks wine. Not everyone drinks that much, so see it as a generous upper limit. An unopened bottle can simply be kept for another time.

Always make sure there is enough water and something tasty without alcohol, for those who have to drive, do not drink or are under 18. Drink in moderation, during the holidays too.

Order in time, because delivery services are busy around the holidays. Above € 75 shipping is free, below that you pay € 7.95. We check your age on delivery, so make sure someone aged 18 or over is at home.

## How to serve the wine

- **Bubbles cold:** serve sparkling wine at 6 to 8 degrees. Put the bottle in the fridge for a few hours or place it in a bucket of ice and water for twenty minutes.
- **White wine:** fresh white wine at 8 to 10 degrees, full white wine at 10 to 12 degrees.
- **Red wine:** at 16 to 18 degrees, so slightly cooler than most rooms.
- **Opening safely:** remove the foil, loosen the wire cage and keep your thumb on the cork. Hold the bottle at an angle and turn the bottle, not the cork. A soft sigh is better than a loud bang.
- **Glasses:** a tulip-shaped glass or an ordinary white wine glass brings out the aroma of bubbles better than a wide coupe. Read more in [wine glasses](/wijnwijzer/wijnglazen).

## In short

- Champagne, Cava and Crémant get their bubbles in the bottle; Prosecco is fruitier and comes from the tank.
- With sweet treats and desserts, the wine must be at least as sweet.
- Pour per course from light to heavy and from dry to sweet.
- Allow six glasses per bottle of wine and six to eight glasses per bottle of bubbles.
- Serve bubbles at 6 to 8 degrees and open the bottle with a soft sigh.
`

export const wijnVoorFeestdagen: ArticleSeed = {
  slug: 'wijn-voor-feestdagen',
  category: 'beginners',
  publishedAt: '2026-11-16T08:00:00.000Z',
  title: {
    nl: 'Wijn voor de feestdagen: bubbels, kerstdiner en hoeveel flessen je nodig hebt',
    en: 'Wine for the holidays: bubbles, Christmas dinner and how many bottles you need',
  },
  summary: {
    nl: 'Van pakjesavond tot oud en nieuw: bij elk feest hoort een andere wijn. Lees het verschil tussen champagne, cava, crémant en prosecco, wat je per gang schenkt en hoeveel flessen je nodig hebt.',
    en: "From Sinterklaas to New Year's Eve: every celebration calls for a different wine. Read the difference between Champagne, Cava, Crémant and Prosecco, what to pour with each course and how many bottles you need.",
  },
  metaDescription: {
    nl: 'Welke wijn schenk je met Sinterklaas, kerst en oud en nieuw? Bubbels, wijn per gang, hoeveel flessen per gast en serveertips.',
    en: "Which wine for Sinterklaas, Christmas and New Year's Eve? Bubbles, wine per course, bottles per guest and serving tips.",
  },
  body: { nl, en },
  wines: { colors: ['mousserend'], count: 3 },
}
