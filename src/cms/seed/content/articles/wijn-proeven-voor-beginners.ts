import type { ArticleSeed } from '../types'

const nl = `Wijn proeven klinkt als iets voor kenners met een groot vocabulaire, maar iedereen kan het leren. Je hebt geen bijzondere neus nodig, alleen een beetje aandacht en een vaste volgorde. In deze gids lees je hoe je als beginner wijn proeft, welke geuren je kunt herkennen, hoe je zoet, zuur, tannine en body onderscheidt en hoe je thuis een eigen proeverij organiseert.

## Hoe proef je wijn als beginner?

Het korte antwoord: in vijf stappen. Je kijkt, je walst, je ruikt, je proeft en je let op de afdronk.

1. **Kijken:** bekijk de kleur en de helderheid van de wijn.
2. **Walsen:** draai de wijn rond in het glas, zodat er zuurstof bij komt.
3. **Ruiken:** steek je neus in het glas en ruik een paar korte keren.
4. **Proeven:** neem een kleine slok en laat die door je hele mond gaan.
5. **Afdronk:** let op hoe lang de smaak blijft hangen nadat je hebt geslikt of gespuugd.

Gebruik een glas met een bolle kelk die naar boven toe smaller wordt, en schenk het hooguit voor een derde vol. Dan kun je goed walsen en blijven de geuren in het glas hangen. Welk glas het beste werkt, lees je in [wijnglazen](/wijnwijzer/wijnglazen).

## Stap 1: kijken

Houd het glas schuin boven een wit vel papier of een wit tafelkleed. Witte wijn varieert van bijna kleurloos met een groene gloed tot diep goudgeel. Een lichte kleur wijst meestal op een jonge, frisse wijn; een diepere, goudgele kleur op een vollere wijn, rijping op hout of een zoete wijn. Rode wijn is jong vaak paars tot robijnrood en krijgt met de jaren een lichtere kleur en een bruine rand. De kleur vertelt dus iets over leeftijd en stijl. De tranen die langs het glas naar beneden lopen, zeggen vooral iets over alcohol en suiker, niet over kwaliteit.

## Stap 2: walsen

Zet het glas op tafel en maak met de voet kleine rondjes. Zo voorkom je dat je morst. Door het walsen komt er zuurstof bij de wijn en komen de geurstoffen vrij. Ruik de wijn eens voor en na het walsen: je merkt meteen het verschil.

## Stap 3: ruiken

Je neus doet het meeste werk bij het proeven. Je tong proeft alleen zoet, zuur, zout, bitter en umami; alles wat je verder als smaak ervaart, zoals aardbei, vanille of citroen, neem je waar met je neus. Ruik in een paar korte snuifjes en vraag je af: is de geur fris of rijp, licht of intens? Probeer hem daarna in een groep te plaatsen.

### De aromagroepen

- **Fruit:** bij witte wijn citrus (citroen, limoen, grapefruit), appel en peer, perzik en abrikoos, of tropisch fruit zoals ananas en mango. Bij rode wijn rood fruit (aardbei, framboos, kers) of zwart fruit (braam, zwarte bes, pruim).
- **Bloemen:** bijvoorbeeld vlierbloesem, rozen of viooltjes.
- **Kruiden en groen:** gras, munt, paprika of tijm. Sauvignon blanc ruikt bijvoorbeeld vaak naar gras en kruisbes.
- **Specerijen:** zwarte peper, kaneel, kruidnagel of zoethout.
- **Hout:** vanille, toast, kokos of rook, van rijping op eikenhouten vaten.
- **Rijping:** bij oudere wijnen leer, tabak, paddenstoelen, noten of honing.

Twijfel je? Dat is normaal. Ruik in de keuken eens bewust aan fruit, kruiden en specerijen; zo bouw je een geheugen voor geuren op. Ruikt een wijn naar nat karton of een muffe kelder, dan heeft hij waarschijnlijk kurksmaak.

## Stap 4: proeven

Neem een kleine slok en beweeg de wijn door je mond, alsof je kauwt. Wie durft, zuigt er voorzichtig wat lucht bij: dat klinkt slurpend, maar het versterkt de geuren. Let vervolgens op vier dingen.

- **Zoet:** proef je suiker? De meeste wijnen zijn droog. Heel fruitige wijnen lijken soms zoet terwijl ze dat niet zijn.
- **Zuur:** loopt het water je in de mond? Dan heeft de wijn veel zuren. Zuren maken een wijn fris; met te weinig zuur smaakt hij slap.
- **Tannine:** voelt je mond droog en wat ruw aan, vooral aan je tandvlees en de binnenkant van je wangen? Dat is tannine, net als in sterke zwarte thee. Tannine komt vooral voor in rode wijn.
- **Body:** hoe zwaar voelt de wijn in je mond? Vergelijk het met melk: magere melk is licht, volle melk vol. Alcohol en suiker geven een wijn meer body.

Let ten slotte op de balans. In een goede wijn overheerst geen van de onderdelen: het fruit, het zuur, de tannine en de alcohol houden elkaar in evenwicht.

## Stap 5: de afdronk

De afdronk is de smaak die blijft hangen nadat je de wijn hebt doorgeslikt of uitgespuugd. Tel eens hoeveel seconden de smaak blijft. Bij een eenvoudige wijn is die vaak snel weg; bij een goede wijn blijft het fruit nog lang hangen. Een lange, aangename afdronk is een van de duidelijkste tekenen van kwaliteit.

## Een proeverij thuis organiseren

Samen proeven is leuker en leerzamer dan alleen. Zo pak je het aan:

- **Kies een thema.** Vergelijk bijvoorbeeld dezelfde druif uit drie verschillende landen, of een lichte, een middelzware en een volle rode wijn. Te veel verschillen maakt het vergelijken juist moeilijk.
- **Houd het klein.** Vier tot zes wijnen is genoeg. Reken op ongeveer vijf centiliter per wijn per persoon; met één fles kun je dan met zo'n twaalf tot vijftien mensen proeven.
- **Kies de volgorde:** van licht naar zwaar, van droog naar zoet, en wit en rosé voor rood.
- **Zet alles klaar:** genoeg glazen, een kan water, neutraal brood of crackers en een spuugbak of karaf om restjes in te gieten.
- **Proef blind.** Wikkel de flessen in aluminiumfolie of stop ze in een papieren zak. Zonder etiket laat je je niet beïnvloeden door prijs of naam.
- **Schrijf op.** Noteer per wijn kleur, geur, smaak, afdronk en of je hem lekker vindt.

Spugen is heel normaal bij een proeverij, ook voor ervaren proevers: zo blijf je helder proeven. Een proeverij is alleen voor volwassenen, en wie nog moet rijden, spuugt alles uit. Geschikte flessen vind je bij onze [rode wijnen](/?kleur=rood) en [witte wijnen](/?kleur=wit).

Net begonnen met wijn? Lees dan ook [wijn voor beginners](/wijnwijzer/wijn-voor-beginners) en, als je wijn nog niet zo lekker vindt, [wijn leren drinken](/wijnwijzer/wijn-leren-drinken).

## Kort samengevat

- Proef in vijf stappen: kijken, walsen, ruiken, proeven en letten op de afdronk.
- Je neus doet het meeste werk; deel geuren in groepen in, zoals fruit, bloemen, kruiden, hout en rijping.
- Let in je mond op zoet, zuur, tannine en body, en op de balans daartussen.
- Organiseer een proeverij met een thema, van licht naar zwaar, en proef blind.
`

const en = `Wine tasting sounds like something for experts with a large vocabulary, but anyone can learn it. You do not need a special nose, just a little attention and a fixed order. In this guide you will read how to taste wine as a beginner, which aromas you can recognize, how to tell sweetness, acidity, tannin and body apart, and how to organize your own tasting at home.

## How do you taste wine as a beginner?

The short answer: in five steps. You look, you swirl, you smell, you taste and you pay attention to the finish.

1. **Look:** examine the colour and clarity of the wine.
2. **Swirl:** turn the wine round in the glass, so that oxygen gets to it.
3. **Smell:** put your nose in the glass and take a few short sniffs.
4. **Taste:** take a small sip and let it move through your whole mouth.
5. **Finish:** notice how long the flavour lingers after you have swallowed or spat.

Use a glass with a rounded bowl that narrows towards the top, and fill it no more than a third. Then you can swirl easily and the aromas stay in the glass. Which glass works best is explained in [wine glasses](/wijnwijzer/wijnglazen).

## Step 1: look

Hold the glass at an angle over a white sheet of paper or a white tablecloth. White wine ranges from almost colourless with a green tinge to deep golden yellow. A pale colour usually points to a young, fresh wine; a deeper, golden colour to a fuller wine, oak ageing or a sweet wine. Young red wine is often purple to ruby and over the years takes on a lighter colour and a brown rim. So the colour tells you something about age and style. The tears that run down the glass mainly say something about alcohol and sugar, not about quality.

## Step 2: swirl

Keep the glass on the table and make small circles with the base. That way you will not spill. Swirling brings oxygen to the wine and releases the aromas. Smell the wine before and after swirling: you will notice the difference straight away.

## Step 3: smell

Your nose does most of the work when tasting. Your tongue only tastes sweet, sour, salty, bitter and umami; everything else you experience as flavour, such as strawberry, vanilla or lemon, you perceive with your nose. Smell in a few short sniffs and ask yourself: is the aroma fresh or ripe, light or intense? Then try to place it in a group.

### The aroma groups

- **Fruit:** in white wine citrus (lemon, lime, grapefruit), apple and pear, peach and apricot, or tropical fruit such as pineapple and mango. In red wine red fruit (strawberry, raspberry, cherry) or black fruit (blackberry, blackcurrant, plum).
- **Flowers:** for example elderflower, roses or violets.
- **Herbs and green notes:** grass, mint, bell pepper or thyme. Sauvignon Blanc, for example, often smells of grass and gooseberry.
- **Spices:** black pepper, cinnamon, cloves or liquorice.
- **Oak:** vanilla, toast, coconut or smoke, from ageing in oak barrels.
- **Age:** in older wines leather, tobacco, mushrooms, nuts or honey.

Not sure? That is normal. Consciously smell fruit, herbs and spices in the kitchen now and then; that is how you build up a memory for aromas. If a wine smells of wet cardboard or a musty cellar, it is probably corked.

## Step 4: taste

Take a small sip and move the wine around your mouth, as if you were chewing. If you dare, carefully draw in some air: it sounds like slurping, but it strengthens the aromas. Then pay attention to four things.

- **Sweetness:** can you taste sugar? Most wines are dry. Very fruity wines sometimes seem sweet when they are not.
- **Acidity:** does your mouth water? Then the wine has plenty of acidity. Acidity makes a wine fresh; with too little acidity it tastes flabby.
- **Tannin:** does your mouth feel dry and a little rough, especially on your gums and the inside of your cheeks? That is tannin, just as in strong black tea. Tannin is found mainly in red wine.
- **Body:** how heavy does the wine feel in your mouth? Compare it with milk: skimmed milk is light, whole milk full. Alcohol and sugar give a wine more body.

Finally, pay attention to the balance. In a good wine none of the components dominates: the fruit, the acidity, the tannin and the alcohol keep each other in balance.

## Step 5: the finish

The finish is the flavour that lingers after you have swallowed or spat out the wine. Count how many seconds the flavour stays. With a simple wine it often disappears quickly; with a good wine the fruit lingers for a long time. A long, pleasant finish is one of the clearest signs of quality.

## Organizing a tasting at home

Tasting together is more fun and more instructive than tasting alone. This is how to go about it:

- **Choose a theme.** For example, compare the same grape from three different countries, or a light, a medium-bodied and a full-bodied red wine. Too many differences actually make comparing harder.
- **Keep it small.** Four to six wines is enough. Allow about five centilitres per wine per person; one bottle is then enough for around twelve to fifteen people.
- **Choose the order:** from light to heavy, from dry to sweet, and white and rosé before red.
- **Get everything ready:** enough glasses, a jug of water, plain bread or crackers and a spittoon or carafe to pour leftovers into.
- **Taste blind.** Wrap the bottles in aluminium foil or put them in a paper bag. Without a label you will not be influenced by price or name.
- **Write it down.** For each wine, note the colour, aroma, taste, finish and whether you like it.

Spitting is completely normal at a tasting, even for experienced tasters: it keeps your palate clear. A tasting is for adults only, and anyone who still has to drive spits everything out. You will find suitable bottles among our [red wines](/?kleur=rood) and [white wines](/?kleur=wit).

New to wine? Then also read [wine for beginners](/wijnwijzer/wijn-voor-beginners) and, if you do not really like wine yet, [learning to drink wine](/wijnwijzer/wijn-leren-drinken).

## In short

- Taste in five steps: look, swirl, smell, taste and pay attention to the finish.
- Your nose does most of the work; sort aromas into groups, such as fruit, flowers, herbs, oak and age.
- In your mouth, pay attention to sweetness, acidity, tannin and body, and to the balance between them.
- Organize a tasting with a theme, from light to heavy, and taste blind.
`

export const wijnProevenVoorBeginners: ArticleSeed = {
  slug: 'wijn-proeven-voor-beginners',
  category: 'beginners',
  publishedAt: '2026-09-22T08:00:00.000Z',
  title: { nl: 'Wijn proeven voor beginners: in vijf stappen', en: 'Wine tasting for beginners: in five steps' },
  summary: {
    nl: 'Wijn proeven kan iedereen leren, met een vaste volgorde: kijken, walsen, ruiken, proeven en letten op de afdronk. Lees welke geuren je herkent, hoe je zoet, zuur, tannine en body proeft en hoe je thuis een proeverij houdt.',
    en: 'Anyone can learn to taste wine, with a fixed order: look, swirl, smell, taste and pay attention to the finish. Read which aromas you can recognize, how to taste sweetness, acidity, tannin and body, and how to hold a tasting at home.',
  },
  metaDescription: {
    nl: 'Hoe proef je wijn als beginner? Kijken, walsen, ruiken, proeven en de afdronk, plus de aromagroepen en tips voor een proeverij thuis.',
    en: 'How do you taste wine as a beginner? Look, swirl, smell, taste and finish, plus the aroma groups and tips for a tasting at home.',
  },
  body: { nl, en },
  wines: { mixColors: true, count: 3 },
}
