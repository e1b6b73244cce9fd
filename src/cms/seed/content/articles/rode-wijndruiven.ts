import type { ArticleSeed } from '../types'

const nl = `## Welke rode druiven zijn er en hoe smaken ze?

Op het etiket van een rode wijn staat vaak een druivensoort, maar wat zegt die naam eigenlijk over de smaak? Meer dan je denkt. De druif bepaalt voor een groot deel of een wijn licht of vol is, veel of weinig tannine heeft en naar rood of juist naar zwart fruit smaakt. Hieronder zetten we de belangrijkste rode druiven op een rij: waar ze groeien, hoe ze smaken en waar je ze bij drinkt.

## Licht, middelzwaar of vol

Rode druiven kun je grofweg in drie groepen verdelen. Lichte druiven hebben dunne schillen, weinig tannine en frisse zuren; ze smaken naar rood fruit zoals kers en framboos. Middelzware druiven zijn soepel en rond. Volle druiven hebben dikke schillen, een diepe kleur en stevige tannine, de stof die je mond droog laat aanvoelen, en smaken eerder naar zwart fruit zoals braam en zwarte bes.

Ook het klimaat telt: dezelfde druif geeft in een warm gebied een rijpere, vollere wijn dan in een koel gebied. En rijping op eikenhouten vaten voegt tonen van vanille en specerijen toe.

## Lichte rode druiven

### Pinot noir

Pinot noir komt uit de Bourgogne, waar hij de beroemde rode bourgognes geeft. Je vindt hem ook in Champagne, in Duitsland (daar heet hij spätburgunder), in Oregon en in Nieuw-Zeeland. De wijn is licht van kleur, heeft weinig tannine en smaakt naar kers, framboos en aardbei; na een paar jaar rijping komen er tonen van paddenstoelen en bosgrond bij. Goede pinot noir is zelden goedkoop, want de druif is lastig te telen. Mooi bij eend, zalm en gerechten met paddenstoelen.

### Gamay

Gamay is de druif van de Beaujolais. De wijn is sappig, licht en fruitig, met tonen van kers en framboos en nauwelijks tannine. Schenk hem licht gekoeld, op 12 tot 14 °C. De crus, zoals morgon en fleurie, hebben meer diepgang. Ideaal bij de lunch of een plank met vleeswaren.

## Middelzware rode druiven

### Merlot

Merlot is de meest aangeplante druif van Bordeaux en speelt de hoofdrol op de rechteroever, in Saint-Émilion en Pomerol. Hij wordt ook veel verbouwd in Italië, Chili en Californië. Merlot is zacht en rond, met tonen van pruim, zwarte kers en soms chocolade. Door de soepele tannine is merlot een goede start voor wie net begint met rode wijn.

### Grenache

Grenache, in Spanje garnacha genoemd, houdt van warmte. In het zuiden van de Rhônevallei is het de hoofddruif van châteauneuf-du-pape en de meeste côtes-du-rhône; in Spanje vind je hem onder meer in Priorat en Navarra. De wijn smaakt naar aardbei, framboos en kruiden, heeft zachte tannine en vaak vrij veel alcohol. Grenache wordt vaak gemengd met syrah en mourvèdre.

### Tempranillo

Tempranillo is de belangrijkste druif van Spanje, bekend van Rioja en Ribera del Duero. De wijn smaakt naar kers, pruim en leer. Veel tempranillo rijpt op eikenhouten vaten, wat tonen van vanille en kokos geeft. Op het etiket van een rioja zie je hoe lang de wijn gerijpt is: crianza, reserva of gran reserva, van kort naar lang. Lekker bij lamsvlees en manchego.

### Sangiovese

Sangiovese is de druif van Toscane: chianti, brunello di Montalcino en vino nobile di Montepulciano worden er geheel of grotendeels van gemaakt. De wijn heeft frisse zuren, behoorlijk wat tannine en smaakt naar zure kersen, tomaat en gedroogde kruiden. Door die zuren past sangiovese perfect bij pasta met tomatensaus en bij pizza.

## Volle rode druiven

### Cabernet sauvignon

Cabernet sauvignon is een van de meest aangeplante druiven ter wereld. Hij komt uit Bordeaux, waar hij op de linkeroever, in de Médoc, de basis vormt van de grote wijnen. Ook in Californië (Napa Valley), Chili, Australië en Zuid-Afrika maakt hij indruk. De wijn heeft een diepe kleur, veel tannine en tonen van zwarte bes, ceder en soms munt of paprika. Goede cabernet sauvignon kan jaren rijpen. Klassiek bij een stuk rood vlees.

### Syrah of shiraz

Dit is dezelfde druif met twee namen. Als syrah komt hij uit het noorden van de Rhônevallei, waar hermitage en côte-rôtie ermee beroemd zijn geworden: stevig, met zwarte bes, olijf en zwarte peper. In Australië heet hij shiraz, met de Barossa Valley als bekendste streek. Daar is de wijn rijper, voller en zachter, met tonen van braam, chocolade en zoete specerijen. Mooi bij gegrild vlees en stoofpotten.

### Malbec

Malbec komt oorspronkelijk uit Zuidwest-Frankrijk, waar hij de donkere wijnen van Cahors maakt. Tegenwoordig is hij vooral bekend uit Argentinië, met name uit Mendoza, waar de wijngaarden hoog aan de voet van de Andes liggen. Argentijnse malbec is donker, sappig en zacht, met tonen van pruim, braam en viooltjes. Een voor de hand liggende keuze bij een steak van de grill.

### Zinfandel en primitivo

Zinfandel uit Californië en primitivo uit Apulië in Zuid-Italië zijn genetisch dezelfde druif. De wijn is vol, vaak hoog in alcohol en smaakt naar rijpe bramen, jam en zoete specerijen. Soms blijft er een klein beetje suiker in de wijn achter, waardoor hij extra zacht aanvoelt. Lekker bij de barbecue en bij pittige gerechten.

### Nebbiolo

Nebbiolo is de druif van Piëmont in Noord-Italië, bekend van barolo en barbaresco. De wijn is verrassend licht van kleur, maar heeft veel tannine en hoge zuren. Hij ruikt naar rozen, kersen en teer. Een jonge barolo kan streng zijn; na tien jaar of meer wordt hij zachter en complexer. Past bij rijke gerechten met truffel, risotto en stoofvlees.

## Welke druif past bij jou?

- Houd je van licht en fris, kies dan pinot noir of gamay. Die kun je ook licht gekoeld schenken.
- Voor een soepele wijn voor elke dag: merlot, grenache of een jonge tempranillo.
- Eet je pasta met tomatensaus: sangiovese.
- Staat er rood vlees op tafel: cabernet sauvignon, syrah of malbec.
- Wil je een fles een paar jaar laten liggen: cabernet sauvignon, nebbiolo of een goede tempranillo.

Bekijk alle [rode wijnen](/?kleur=rood) in onze webshop, of zoek meteen [rode wijn bij vlees](/?kleur=rood&eten=rood-vlees). Twijfel je nog? In [rode wijn kiezen](/wijnwijzer/rode-wijn-kiezen) lees je hoe je een fles uitzoekt, [rode wijn bij vlees](/wijnwijzer/rode-wijn-bij-vlees) helpt je bij het combineren en in [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren) lees je hoe lang een fles goed blijft.

## Kort samengevat

- De druif bepaalt voor een groot deel of een rode wijn licht, middelzwaar of vol is.
- Pinot noir en gamay zijn licht en fruitig, met weinig tannine.
- Merlot, grenache, tempranillo en sangiovese zitten in het midden: soepel, met meer of minder zuur.
- Cabernet sauvignon, syrah, malbec, zinfandel en nebbiolo zijn vol en stevig.
`

const en = `## Which red grapes are there and how do they taste?

The label of a red wine often names a grape variety, but what does that name actually tell you about the taste? More than you think. The grape largely decides whether a wine is light or full, has a lot or little tannin, and tastes of red or rather of black fruit. Below we list the most important red grapes: where they grow, how they taste and what to drink them with.

## Light, medium-bodied or full

You can roughly divide red grapes into three groups. Light grapes have thin skins, little tannin and fresh acidity; they taste of red fruit such as cherry and raspberry. Medium-bodied grapes are supple and round. Full-bodied grapes have thick skins, a deep colour and firm tannin, the substance that makes your mouth feel dry, and taste more of black fruit such as blackberry and blackcurrant.

Climate counts too: the same grape gives a riper, fuller wine in a warm region than in a cool one. And ageing in oak barrels adds notes of vanilla and spice.

## Light red grapes

### Pinot Noir

Pinot Noir comes from Burgundy, where it makes the famous red Burgundies. You also find it in Champagne, in Germany (where it is called Spätburgunder), in Oregon and in New Zealand. The wine is light in colour, has little tannin and tastes of cherry, raspberry and strawberry; after a few years of ageing, notes of mushrooms and forest floor appear. Good Pinot Noir is rarely cheap, because the grape is difficult to grow. Lovely with duck, salmon and dishes with mushrooms.

### Gamay

Gamay is the grape of Beaujolais. The wine is juicy, light and fruity, with notes of cherry and raspberry and hardly any tannin. Serve it lightly chilled, at 12 to 14 °C. The crus, such as Morgon and Fleurie, have more depth. Ideal with lunch or a board of cured meats.

## Medium-bodied red grapes

### Merlot

Merlot is the most widely planted grape in Bordeaux and plays the lead role on the Right Bank, in Saint-Émilion and Pomerol. It is also widely grown in Italy, Chile and California. Merlot is soft and round, with notes of plum, black cherry and sometimes chocolate. Thanks to its supple tannin, Merlot is a good start for anyone new to red wine.

### Grenache

Grenache, called Garnacha in Spain, loves warmth. In the south of the Rhône Valley it is the main grape of Châteauneuf-du-Pape and most Côtes du Rhône; in Spain you find it in Priorat and Navarra, among other places. The wine tastes of strawberry, raspberry and herbs, has soft tannin and often quite a lot of alcohol. Grenache is often blended with Syrah and Mourvèdre.

### Tempranillo

Tempranillo is the most important grape of Spain, known from Rioja and Ribera del Duero. The wine tastes of cherry, plum and leather. Much Tempranillo is aged in oak barrels, which gives notes of vanilla and coconut. The label of a Rioja shows how long the wine has been aged: Crianza, Reserva or Gran Reserva, from short to long. Delicious with lamb and Manchego.

### Sangiovese

Sangiovese is the grape of Tuscany: Chianti, Brunello di Montalcino and Vino Nobile di Montepulciano are made wholly or largely from it. The wine has fresh acidity, a fair amount of tannin and tastes of sour cherries, tomato and dried herbs. Thanks to that acidity, Sangiovese is perfect with pasta in tomato sauce and with pizza.

## Full-bodied red grapes

### Cabernet Sauvignon

Cabernet Sauvignon is one of the most widely planted grapes in the world. It comes from Bordeaux, where it forms the basis of the great wines on the Left Bank, in the Médoc. It also impresses in California (Napa Valley), Chile, Australia and South Africa. The wine has a deep colour, a lot of tannin and notes of blackcurrant, cedar and sometimes mint or bell pepper. Good Cabernet Sauvignon can age for years. A classic with a piece of red meat.

### Syrah or Shiraz

This is the same grape with two names. As Syrah it comes from the north of the Rhône Valley, where Hermitage and Côte-Rôtie became famous for it: firm, with blackcurrant, olive and black pepper. In Australia it is called Shiraz, with the Barossa Valley as its best-known region. There the wine is riper, fuller and softer, with notes of blackberry, chocolate and sweet spice. Lovely with grilled meat and stews.

### Malbec

Malbec originally comes from South West France, where it makes the dark wines of Cahors. Today it is best known from Argentina, especially from Mendoza, where the vineyards lie high at the foot of the Andes. Argentinian Malbec is dark, juicy and soft, with notes of plum, blackberry and violets. An obvious choice with a steak from the grill.

### Zinfandel and Primitivo

Zinfandel from California and Primitivo from Apulia in southern Italy are genetically the same grape. The wine is full-bodied, often high in alcohol and tastes of ripe blackberries, jam and sweet spice. Sometimes a little sugar is left in the wine, which makes it feel extra soft. Delicious with barbecue and spicy dishes.

### Nebbiolo

Nebbiolo is the grape of Piedmont in northern Italy, known from Barolo and Barbaresco. The wine is surprisingly light in colour, but has a lot of tannin and high acidity. It smells of roses, cherries and tar. A young Barolo can be austere; after ten years or more it becomes softer and more complex. It goes with rich dishes with truffle, risotto and braised meat.

## Which grape suits you?

- If you like light and fresh, choose Pinot Noir or Gamay. You can also serve them lightly chilled.
- For a supple wine for every day: Merlot, Grenache or a young Tempranillo.
- Eating pasta with tomato sauce: Sangiovese.
- Red meat on the table: Cabernet Sauvignon, Syrah or Malbec.
- Want to keep a bottle for a few years: Cabernet Sauvignon, Nebbiolo or a good Tempranillo.

Browse all [red wines](/?kleur=rood) in our shop, or look straight away for [red wine with meat](/?kleur=rood&eten=rood-vlees). Still in doubt? In [choosing red wine](/wijnwijzer/rode-wijn-kiezen) you read how to pick a bottle, [red wine with meat](/wijnwijzer/rode-wijn-bij-vlees) helps you with pairing, and in [storing red wine](/wijnwijzer/rode-wijn-bewaren) you read how long a bottle stays good.

## In short

- The grape largely decides whether a red wine is light, medium-bodied or full.
- Pinot Noir and Gamay are light and fruity, with little tannin.
- Merlot, Grenache, Tempranillo and Sangiovese sit in the middle: supple, with more or less acidity.
- Cabernet Sauvignon, Syrah, Malbec, Zinfandel and Nebbiolo are full and firm.
`

export const rodeWijndruiven: ArticleSeed = {
  slug: 'rode-wijndruiven',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-10-06T08:00:00.000Z',
  title: {
    nl: 'Rode wijndruiven: de belangrijkste soorten en hoe ze smaken',
    en: 'Red wine grapes: the main varieties and how they taste',
  },
  summary: {
    nl: 'Van lichte pinot noir tot stevige cabernet sauvignon: de druif bepaalt voor een groot deel hoe een rode wijn smaakt. We zetten de belangrijkste rode druiven op een rij, met waar ze groeien en waar je ze bij drinkt.',
    en: 'From light Pinot Noir to firm Cabernet Sauvignon: the grape largely decides how a red wine tastes. We list the most important red grapes, with where they grow and what to drink them with.',
  },
  metaDescription: {
    nl: 'Welke rode druiven zijn er? Cabernet, merlot, pinot noir, syrah, tempranillo, nebbiolo en meer: waar ze groeien en hoe ze smaken.',
    en: 'Which red grapes are there? Cabernet, Merlot, Pinot Noir, Syrah, Tempranillo, Nebbiolo and more: where they grow and how they taste.',
  },
  body: { nl, en },
  wines: { colors: ['rood'], count: 4 },
}
