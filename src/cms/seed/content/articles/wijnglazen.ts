import type { ArticleSeed } from '../types'

const nl = `## Wijnglazen: maakt het glas echt verschil?

Dezelfde wijn kan in een ander glas verrassend anders smaken. Dat is geen marketing: de vorm van het glas bepaalt hoeveel geur je ruikt, hoe snel de wijn opwarmt en hoe lang bubbels blijven bruisen. Je hebt geen kast vol dure glazen nodig, maar het helpt wel om te weten welk glas bij welke wijn hoort. Hieronder lees je welk glas je voor welke wijn gebruikt, en hoe je glazen schoonhoudt en vult.

## Waar let je op bij een goed wijnglas?

Elk goed wijnglas heeft een paar dingen gemeen:

- **Een steel.** Je houdt het glas bij de steel vast, zodat je hand de wijn niet opwarmt en er geen vingerafdrukken op de kelk komen.
- **Een kelk die naar boven toe smaller wordt.** Zo kun je de wijn laten walsen zonder te morsen, en blijven de geuren in het glas hangen in plaats van te ontsnappen.
- **Een dunne rand.** De wijn stroomt soepeler je mond in en een dunne rand voelt prettiger aan de lippen dan een dikke, afgeronde rand.
- **Helder, ongekleurd glas.** Dan zie je de kleur van de wijn goed, en die vertelt veel over leeftijd en stijl.

## Welk glas gebruik ik voor rode wijn?

Voor rode wijn gebruik je een **groot glas met een ruime, bolle kelk**. Rode wijn heeft vaak meer en complexere geuren dan witte wijn, en die komen beter vrij als de wijn een groot oppervlak heeft en ruimte om te walsen. Er zijn twee klassieke vormen.

### Het bordeauxglas

Een bordeauxglas is hoog, met een grote kelk die vrij recht omhoog loopt en bovenin iets smaller wordt. Het is gemaakt voor stevige rode wijnen met veel tannine, zoals cabernet sauvignon, merlot, syrah en de meeste wijnen uit Bordeaux, Rioja en de nieuwe wereld. Door de ruime kelk komt er lucht bij de wijn en voelen jonge, stevige wijnen wat zachter aan.

### Het bourgogneglas

Een bourgogneglas heeft een nog bredere, bijna bolronde kelk met een smallere opening. Het is bedoeld voor verfijnde, geurige rode wijnen met minder tannine, zoals pinot noir en gamay, en ook voor nebbiolo uit Barolo. De brede kelk geeft de fijne geuren van zulke wijnen alle ruimte, en de smalle opening houdt ze vast.

Heb je maar plek voor één soort glas voor rode wijn? Kies dan een bordeauxglas: dat past bij de meeste rode wijnen. Schenk rode wijn bovendien niet te warm. Tussen 16 en 18 °C is ideaal, en een lichte rode wijn mag nog iets koeler.

## Welk glas gebruik je voor witte wijn?

Witte wijn drink je uit een **kleiner, tulpvormig glas**. Een kleinere kelk heeft twee voordelen: de frisse, fruitige geuren van witte wijn blijven geconcentreerd, en de wijn blijft langer koel, omdat je kleinere porties schenkt die sneller op zijn. Een volle witte wijn, zoals een chardonnay met houtrijping of een witte bourgogne, mag in een wat groter glas; sommigen schenken die zelfs in een bourgogneglas. Voor rosé gebruik je gewoon hetzelfde glas.

## Flûte of wijnglas voor bubbels?

De **flûte**, het smalle, hoge glas, is de bekendste keuze voor champagne, cava en prosecco. Door het kleine oppervlak blijven de bubbels lang bruisen, en het ziet er feestelijk uit. Het nadeel: in een smalle flûte ruik je weinig. Steeds meer champagnehuizen en sommeliers schenken een goede champagne daarom liever in een **tulpvormig glas voor witte wijn**. Daarin komen de geuren van gist, brioche en fruit veel beter tot hun recht, terwijl de bubbels nog steeds lang genoeg blijven. De ondiepe, brede coupe ziet er sierlijk uit, maar daarin verdwijnen bubbels en geur het snelst.

Een goede vuistregel: een eenvoudige, fruitige prosecco in een flûte, een champagne met karakter in een wijnglas.

## Een klein glas voor port en dessertwijn

Port, sherry en zoete dessertwijn schenk je in een **klein glas**, vaak een kleine tulp. Deze wijnen hebben meer alcohol of meer suiker en een intense smaak, dus je drinkt er kleinere porties van. Het kleine glas houdt bovendien de krachtige geuren bij elkaar.

## Het universele glas

Wil je niet voor elke wijn een ander glas kopen? Dan is een goed **universeel wijnglas** de slimste keuze: een middelgroot, tulpvormig glas met een steel en een dunne rand. Daarin smaken rode, witte en mousserende wijn allemaal goed.

## Kristal of glas?

Kristalglas is dunner, helderder en vaak sterker dan gewoon glas. Daardoor kan de rand heel fijn worden en voelt het glas licht in de hand. Vroeger was kristal meestal loodkristal; tegenwoordig maken de meeste merken loodvrij kristal, dat vaak ook in de vaatwasser mag. Gewoon glas is goedkoper en wat dikker, maar zeker niet slecht. Voor elke dag zijn degelijke glazen prima.

## Zo maak je wijnglazen schoon

- **Afwassen met de hand** doe je met warm water en weinig of geen afwasmiddel. Spoel goed na: resten zeep kunnen de geur beïnvloeden en laten bubbels sneller verdwijnen.
- **De vaatwasser** is prima voor glazen die daarvoor geschikt zijn. Kies een glasprogramma op lage temperatuur en zet de glazen stevig vast.
- **Droog en poets** met een schone, pluisvrije doek, bijvoorbeeld van microvezel of linnen. Houd het glas daarbij vast aan de kelk, niet aan de voet; anders kan de steel breken.
- **Bewaar glazen rechtop** in een kast die niet muf ruikt, en ruik even in het glas voordat je schenkt.

## Hoe vol schenk je een wijnglas?

Een wijnglas is nooit bedoeld om tot de rand te vullen. Je hebt lucht nodig om te walsen en te ruiken.

- **Rode wijn:** tot ongeveer een derde, of tot het breedste punt van de kelk.
- **Witte wijn en rosé:** tot ongeveer een derde; liever vaker bijschenken, dan blijft de wijn koel.
- **Mousserende wijn:** in een flûte tot ongeveer twee derde, in een wijnglas wat minder.
- **Port en dessertwijn:** een kleine portie op de bodem van het glas.

Zo haal je ongeveer zes glazen uit een fles van 75 cl.

## Kort samengevat

- Rode wijn: een groot glas met een bolle kelk; een bordeauxglas voor stevige wijnen, een bourgogneglas voor pinot noir.
- Witte wijn en rosé: een kleiner, tulpvormig glas.
- Bubbels: een flûte voor frisse prosecco, een wijnglas voor champagne met karakter.
- Port en dessertwijn: een klein glas en een kleine portie.
- Twijfel je: een universeel glas met steel en dunne rand past bij bijna alles.

Op zoek naar de wijn voor in je nieuwe glazen? Bekijk onze [rode wijnen](/?kleur=rood), [witte wijnen](/?kleur=wit) en [mousserende wijnen](/?kleur=mousserend). Lees ook hoe je [rode wijn kiest](/wijnwijzer/rode-wijn-kiezen) en hoe je [wijn proeft als beginner](/wijnwijzer/wijn-proeven-voor-beginners). Blijft er een fles over, dan helpt [witte wijn bewaren](/wijnwijzer/witte-wijn-bewaren) je verder.
`

const en = `## Wine glasses: does the glass really make a difference?

The same wine can taste surprisingly different in another glass. That is not marketing: the shape of the glass determines how much aroma you smell, how quickly the wine warms up and how long bubbles keep sparkling. You do not need a cupboard full of expensive glasses, but it does help to know which glass goes with which wine. Below you can read which glass to use for which wine, and how to clean and fill your glasses.

## What makes a good wine glass?

Every good wine glass has a few things in common:

- **A stem.** You hold the glass by the stem, so your hand does not warm the wine and you leave no fingerprints on the bowl.
- **A bowl that narrows towards the top.** This lets you swirl the wine without spilling, and the aromas stay in the glass instead of escaping.
- **A thin rim.** The wine flows into your mouth more smoothly, and a thin rim feels nicer on the lips than a thick, rounded one.
- **Clear, uncoloured glass.** Then you can see the colour of the wine well, and that tells you a lot about its age and style.

## Which glass do I use for red wine?

For red wine you use a **large glass with a generous, rounded bowl**. Red wine often has more and more complex aromas than white wine, and they are released better when the wine has a large surface and room to swirl. There are two classic shapes.

### The Bordeaux glass

A Bordeaux glass is tall, with a large bowl that rises fairly straight and narrows slightly at the top. It is made for firm red wines with plenty of tannin, such as Cabernet Sauvignon, Merlot, Syrah and most wines from Bordeaux, Rioja and the New World. The generous bowl lets air reach the wine and makes young, firm wines feel a little softer.

### The Burgundy glass

A Burgundy glass has an even wider, almost balloon-shaped bowl with a narrower opening. It is meant for refined, aromatic red wines with less tannin, such as Pinot Noir and Gamay, and also for Nebbiolo from Barolo. The wide bowl gives the delicate aromas of such wines all the room they need, and the narrow opening holds them in.

Only have room for one kind of glass for red wine? Then choose a Bordeaux glass: it suits most red wines. Also, do not serve red wine too warm. Between 16 and 18 °C is ideal, and a light red wine can be a little cooler still.

## Which glass do you use for white wine?

You drink white wine from a **smaller, tulip-shaped glass**. A smaller bowl has two advantages: the fresh, fruity aromas of white wine stay concentrated, and the wine stays cool for longer, because you pour smaller servings that are finished sooner. A full-bodied white wine, such as an oak-aged Chardonnay or a white Burgundy, can go into a somewhat larger glass; some people even pour it into a Burgundy glass. For rosé, simply use the same glass.

## Flute or wine glass for bubbles?

The **flute**, the narrow, tall glass, is the best-known choice for Champagne, Cava and Prosecco. Thanks to the small surface, the bubbles keep sparkling for a long time, and it looks festive. The downside: in a narrow flute you smell very little. More and more Champagne houses and sommeliers therefore prefer to pour a good Champagne in a **tulip-shaped white wine glass**. In it, the aromas of yeast, brioche and fruit come out much better, while the bubbles still last long enough. The shallow, wide coupe looks elegant, but in it bubbles and aroma disappear the fastest.

A good rule of thumb: a simple, fruity Prosecco in a flute, a Champagne with character in a wine glass.

## A small glass for Port and dessert wine

Port, sherry and sweet dessert wine are poured into a **small glass**, often a small tulip. These wines have more alcohol or more sugar and an intense flavour, so you drink smaller servings of them. The small glass also keeps the powerful aromas together.

## The universal glass

Do you not want to buy a different glass for every wine? Then a good **universal wine glass** is the smartest choice: a medium-sized, tulip-shaped glass with a stem and a thin rim. Red, white and sparkling wine all taste good in it.

## Crystal or glass?

Crystal glass is thinner, clearer and often stronger than ordinary glass. That allows the rim to be very fine, and the glass feels light in the hand. Crystal used to be mostly lead crystal; today most brands make lead-free crystal, which is often dishwasher safe too. Ordinary glass is cheaper and somewhat thicker, but certainly not bad. For every day, sturdy glasses are fine.

## How to clean wine glasses

- **Washing by hand** is done with warm water and little or no detergent. Rinse well: soap residue can affect the aroma and makes bubbles disappear faster.
- **The dishwasher** is fine for glasses that are suitable for it. Choose a glass program at a low temperature and secure the glasses firmly.
- **Dry and polish** with a clean, lint-free cloth, for example microfibre or linen. Hold the glass by the bowl while doing so, not by the foot; otherwise the stem can break.
- **Store glasses upright** in a cupboard that does not smell musty, and sniff the glass briefly before you pour.

## How full do you pour a wine glass?

A wine glass is never meant to be filled to the rim. You need air to swirl and to smell.

- **Red wine:** up to about a third, or up to the widest point of the bowl.
- **White wine and rosé:** up to about a third; better to top up more often, so the wine stays cool.
- **Sparkling wine:** in a flute up to about two thirds, in a wine glass a little less.
- **Port and dessert wine:** a small serving at the bottom of the glass.

That way you get about six glasses from a 75 cl bottle.

## In short

- Red wine: a large glass with a rounded bowl; a Bordeaux glass for firm wines, a Burgundy glass for Pinot Noir.
- White wine and rosé: a smaller, tulip-shaped glass.
- Bubbles: a flute for fresh Prosecco, a wine glass for Champagne with character.
- Port and dessert wine: a small glass and a small serving.
- When in doubt: a universal glass with a stem and a thin rim suits almost everything.

Looking for wine to pour into your new glasses? Browse our [red wines](/?kleur=rood), [white wines](/?kleur=wit) and [sparkling wines](/?kleur=mousserend). Also read how to [choose a red wine](/wijnwijzer/rode-wijn-kiezen) and how to [taste wine as a beginner](/wijnwijzer/wijn-proeven-voor-beginners). If a bottle is left over, [storing white wine](/wijnwijzer/witte-wijn-bewaren) will help you further.
`

export const wijnglazen: ArticleSeed = {
  slug: 'wijnglazen',
  category: 'bewaren-en-schenken',
  publishedAt: '2026-10-26T08:00:00.000Z',
  title: {
    nl: 'Wijnglazen: welk glas gebruik je voor rode, witte en mousserende wijn?',
    en: 'Wine glasses: which glass to use for red, white and sparkling wine',
  },
  summary: {
    nl: 'Rode wijn drink je uit een groot glas met een bolle kelk, witte wijn uit een kleiner tulpglas. Lees wanneer je een bordeauxglas of bourgogneglas pakt, of bubbels beter in een flûte of een wijnglas gaan, en hoe je glazen schoonhoudt en vult.',
    en: 'You drink red wine from a large glass with a rounded bowl, white wine from a smaller tulip glass. Read when to reach for a Bordeaux or Burgundy glass, whether bubbles belong in a flute or a wine glass, and how to clean and fill your glasses.',
  },
  metaDescription: {
    nl: 'Welk glas gebruik je voor rode wijn? Over bordeauxglazen en bourgogneglazen, glazen voor wit, flûtes, kristal, schoonmaken en hoe vol je schenkt.',
    en: 'Which glass do you use for red wine? About Bordeaux and Burgundy glasses, white wine glasses, flutes, crystal, cleaning and how full to pour.',
  },
  body: { nl, en },
  wines: { mixColors: true, count: 3 },
}
