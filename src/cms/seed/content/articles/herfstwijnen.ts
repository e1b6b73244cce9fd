import type { ArticleSeed } from '../types'

const nl = `## Welke wijn drink je in de herfst?

Als de dagen korter worden, verandert wat er op tafel komt. Geen salades en gegrilde vis meer, maar stoofpotten, wild, paddenstoelen en pompoen. Daar passen andere wijnen bij dan bij een zomerse lunch op het terras. In de herfst mag het voller, warmer en kruidiger. In dit artikel lees je welke druiven en wijnstijlen het best passen bij herfstgerechten, van een stevige syrah tot een witte wijn met hout en een oranje wijn.

## Waarom smaken volle wijnen beter in de herfst?

Herfstgerechten zijn rijker en hartiger. Ze worden lang gestoofd, geroosterd of gebraden, en hebben vaak diepe, aardse smaken. Een lichte, frisse wijn verdwijnt daarnaast. Een wijn met meer body, rijp fruit en soms wat houtrijping houdt stand. Bovendien vinden veel mensen een volle wijn met tonen van gedroogd fruit, specerijen en leer gewoon beter passen bij een koude, donkere avond.

Het belangrijkste principe blijft: zorg dat het gerecht en de wijn even krachtig zijn.

## Volle rode wijnen

Dit zijn de druiven en stijlen die in de herfst het vaakst open gaan:

- **Syrah** uit de noordelijke Rhône, zoals crozes-hermitage of saint-joseph, heeft tonen van zwarte peper, donker fruit en soms olijf. Perfect bij wild en stoofvlees. Dezelfde druif heet in Australië shiraz en is daar meestal voller en zachter.
- **Grenache**, vaak samen met syrah en mourvèdre in een côtes-du-rhône of een châteauneuf-du-pape, is warm, kruidig en rijp. Een goede keuze bij stoofpotten en geroosterde groenten.
- **Nebbiolo** uit Piemonte, bekend van barolo en barbaresco, combineert een lichte kleur met stevige tannines en tonen van rozen, teer en kersen. Heerlijk bij gerechten met truffel en paddenstoelen.
- **Tempranillo** in een rioja reserva of een wijn uit de Ribera del Duero heeft door de houtrijping tonen van vanille, tabak en gedroogd fruit. Mooi bij lamsvlees uit de oven of uit de stoofpot.
- **Sangiovese** in een chianti classico of een brunello di Montalcino is fris, met tonen van kersen en een licht bittere afdronk. Een vaste partner voor Italiaanse herfstgerechten met tomaat, paddenstoelen of wild zwijn.

Meer over deze en andere blauwe druiven lees je in [rode wijndruiven](/wijnwijzer/rode-wijndruiven).

## Lichtere rode wijnen voor paddenstoelen en gevogelte

Niet elk herfstgerecht vraagt om een zware wijn. Bij paddenstoelen, fazant, eend en parelhoen is **pinot noir** vaak de beste keuze. De aardse tonen van een rijpe pinot noir uit de Bourgogne passen precies bij wilde paddenstoelen. Ook een cru uit de Beaujolais, zoals een morgon of een fleurie, doet het goed. Die is steviger dan de gewone beaujolais, maar blijft sappig.

Een leuke herfsttraditie is de beaujolais nouveau. Die komt elk jaar op de derde donderdag van november in de winkel. Het is een jonge, fruitige wijn die je het best koel en binnen een paar maanden drinkt.

## Witte wijnen met hout

Wie in de herfst liever wit drinkt, kiest een wijn met meer body. Een **chardonnay** die op eikenhouten vaten is gerijpt, heeft tonen van boter, noten en vanille. Die past prachtig bij pompoensoep, een romige risotto met paddenstoelen of gevogelte met een roomsaus. Het verschil tussen een frisse chardonnay zonder hout en een volle met hout lees je in [sauvignon of chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

Andere volle witte wijnen voor de herfst:

- **Viognier** met tonen van abrikoos en bloesem, mooi bij pompoen en zoete aardappel;
- witte wijnen uit de zuidelijke Rhône van **marsanne** en **roussanne**, rond en nootachtig;
- **chenin blanc** uit de Loire, droog of met een vleugje zoet, heerlijk bij appel, varkensvlees en gerechten met herfstfruit.

## Oranje wijn: wit met een rood karakter

Oranje wijn (in Georgië, waar hij vandaan komt, amberwijn genoemd) is witte wijn die gemaakt wordt zoals rode wijn: het sap blijft dagen tot maanden in contact met de schillen van de witte druiven. Daardoor krijgt de wijn een amberkleurige tint, wat tannine en tonen van gedroogde abrikoos, thee en noten. De methode is eeuwenoud en komt uit Georgië, waar wijn wordt gemaakt in grote aardewerken kruiken die in de grond zijn ingegraven. Ook in Friuli en Slovenië wordt veel oranje wijn gemaakt.

Door de combinatie van frisheid en tannine past oranje wijn goed bij lastige herfstgerechten: geroosterde pompoen met specerijen, paddenstoelen, gerechten met noten en zelfs een milde curry.

## Welke wijn bij welk herfstgerecht?

- **Hertenbiefstuk of reerug:** syrah, nebbiolo of een rijpe pinot noir.
- **Wildstoof of hachee:** grenache, een côtes-du-rhône of een rioja reserva.
- **Fazant of eend:** pinot noir of een cru uit de Beaujolais.
- **Risotto met paddenstoelen:** chardonnay met hout of pinot noir.
- **Pompoensoep of geroosterde pompoen:** viognier, chardonnay met hout of oranje wijn.
- **Stoofpot met rundvlees:** syrah, tempranillo of malbec.

Bekijk onze [rode wijnen bij wild](/?kleur=rood&eten=wild) of vind wijnen voor vegetarische herfstgerechten in [wijn bij vegetarisch eten](/wijnwijzer/wijn-bij-vegetarisch). Meer over vlees en wijn lees je in [rode wijn bij vlees](/wijnwijzer/rode-wijn-bij-vlees).

## Schenktips voor koude avonden

- **Niet te warm.** Een verwarmde kamer is al snel 21 graden of meer. Schenk volle rode wijn op 16 tot 18 graden; zet de fles zo nodig een kwartiertje in de koelkast.
- **Witte wijn met hout niet ijskoud.** Rond 10 tot 12 graden komen de tonen van boter en noten beter naar voren.
- **Geef de wijn lucht.** Jonge, stevige rode wijn wordt zachter als je hem een uur van tevoren in een karaf schenkt.

## Kort samengevat

- In de herfst passen vollere wijnen bij rijkere, hartige gerechten.
- Syrah, grenache, nebbiolo en tempranillo zijn ideaal bij wild en stoofpotten.
- Pinot noir past het best bij paddenstoelen en gevogelte.
- Chardonnay met hout en viognier zijn mooi bij pompoen en romige gerechten.
- Oranje wijn is een verrassende partner bij geroosterde groenten en specerijen.
`

const en = `## Which wine do you drink in autumn?

As the days get shorter, what comes to the table changes. No more salads and grilled fish, but stews, game, mushrooms and pumpkin. They call for different wines than a summery lunch on the terrace. In autumn, wine can be fuller, warmer and spicier. In this article you will read which grapes and wine styles fit autumn dishes best, from a hearty Syrah to an oaked white wine and an orange wine.

## Why do full wines taste better in autumn?

Autumn dishes are richer and more savoury. They are slowly stewed, roasted or braised, and often have deep, earthy flavours. A light, fresh wine disappears next to them. A wine with more body, ripe fruit and sometimes some oak ageing holds its own. Besides, many people simply find that a full wine with notes of dried fruit, spices and leather suits a cold, dark evening better.

The most important principle remains: make sure the dish and the wine are equally powerful.

## Full red wines

These are the grapes and styles that are opened most often in autumn:

- **Syrah** from the northern Rhône, such as Crozes-Hermitage or Saint-Joseph, has notes of black pepper, dark fruit and sometimes olive. Perfect with game and braised meat. In Australia the same grape is called Shiraz and is usually fuller and softer there.
- **Grenache**, often blended with Syrah and Mourvèdre in a Côtes du Rhône or a Châteauneuf-du-Pape, is warm, spicy and ripe. A good choice with stews and roasted vegetables.
- **Nebbiolo** from Piedmont, known from Barolo and Barbaresco, combines a light colour with firm tannins and notes of roses, tar and cherries. Delicious with dishes with truffle and mushrooms.
- **Tempranillo** in a Rioja Reserva or a wine from Ribera del Duero has notes of vanilla, tobacco and dried fruit from its oak ageing. Lovely with lamb from the oven or from a stew.
- **Sangiovese** in a Chianti Classico or a Brunello di Montalcino is fresh, with notes of cherries and a slightly bitter finish. A steady partner for Italian autumn dishes with tomato, mushrooms or wild boar.

You can read more about these and other black grapes in [red wine grapes](/wijnwijzer/rode-wijndruiven).

## Lighter red wines for mushrooms and poultry

Not every autumn dish calls for a heavy wine. With mushrooms, pheasant, duck and guinea fowl, **Pinot Noir** is often the best choice. The earthy notes of a mature Pinot Noir from Burgundy match wild mushrooms exactly. A cru from Beaujolais, such as a Morgon or a Fleurie, also works well. It is firmer than ordinary Beaujolais, but stays juicy.

A fun autumn tradition is Beaujolais Nouveau. It arrives in the shops every year on the third Thursday of November. It is a young, fruity wine that you best drink cool and within a few months.

## Oaked white wines

If you prefer white in autumn, choose a wine with more body. A **Chardonnay** aged in oak barrels has notes of butter, nuts and vanilla. It goes beautifully with pumpkin soup, a creamy mushroom risotto or poultry with a cream sauce. You can read about the difference between a fresh unoaked Chardonnay and a full oaked one in [Sauvignon or Chardonnay](/wijnwijzer/sauvignon-vs-chardonnay).

Other full white wines for autumn:

- **Viognier** with notes of apricot and blossom, lovely with pumpkin and sweet potato;
- white wines from the southern Rhône made from **Marsanne** and **Roussanne**, round and nutty;
- **Chenin Blanc** from the Loire, dry or with a touch of sweetness, delicious with apple, pork and dishes with autumn fruit.

## Orange wine: white with a red character

Orange wine (called amber wine in Georgia, where it comes from) is white wine made the way red wine is made: the juice stays in contact with the skins of the white grapes for days to months. This gives the wine an amber hue, some tannin and notes of dried apricot, tea and nuts. The method is centuries old and comes from Georgia, where wine is made in large clay jars buried in the ground. A lot of orange wine is also made in Friuli and Slovenia.

Thanks to its combination of freshness and tannin, orange wine goes well with tricky autumn dishes: roasted pumpkin with spices, mushrooms, dishes with nuts and even a mild curry.

## Which wine with which autumn dish?

- **Venison steak or saddle of roe deer:** Syrah, Nebbiolo or a mature Pinot Noir.
- **Game stew or Dutch hachee:** Grenache, a Côtes du Rhône or a Rioja Reserva.
- **Pheasant or duck:** Pinot Noir or a cru from Beaujolais.
- **Mushroom risotto:** oaked Chardonnay or Pinot Noir.
- **Pumpkin soup or roasted pumpkin:** Viognier, oaked Chardonnay or orange wine.
- **Beef stew:** Syrah, Tempranillo or Malbec.

Browse our [red wines with game](/?kleur=rood&eten=wild) or find wines for vegetarian autumn dishes in [wine with vegetarian food](/wijnwijzer/wijn-bij-vegetarisch). You can read more about meat and wine in [red wine with meat](/wijnwijzer/rode-wijn-bij-vlees).

## Serving tips for cold evenings

- **Not too warm.** A heated room is easily 21 degrees or more. Serve full red wine at 16 to 18 degrees; if needed, put the bottle in the fridge for a quarter of an hour.
- **Oaked white wine not ice-cold.** At around 10 to 12 degrees, the notes of butter and nuts come out better.
- **Give the wine some air.** Young, firm red wine becomes softer if you pour it into a decanter an hour in advance.

## In short

- In autumn, fuller wines go with richer, savoury dishes.
- Syrah, Grenache, Nebbiolo and Tempranillo are ideal with game and stews.
- Pinot Noir goes best with mushrooms and poultry.
- Oaked Chardonnay and Viognier are lovely with pumpkin and creamy dishes.
- Orange wine is a surprising partner for roasted vegetables and spices.
`

export const herfstwijnen: ArticleSeed = {
  slug: 'herfstwijnen',
  category: 'druiven-en-stijlen',
  publishedAt: '2026-10-13T08:00:00.000Z',
  title: {
    nl: 'Herfstwijnen: welke wijn drink je bij wild, paddenstoelen en stoofpot?',
    en: 'Autumn wines: what to drink with game, mushrooms and stews',
  },
  summary: {
    nl: 'In de herfst komen stoofpotten, wild, paddenstoelen en pompoen op tafel, en die vragen om vollere wijnen. Ontdek welke rode druiven, witte wijnen met hout en oranje wijnen het best passen bij herfstgerechten.',
    en: 'In autumn, stews, game, mushrooms and pumpkin come to the table, and they call for fuller wines. Discover which red grapes, oaked white wines and orange wines suit autumn dishes best.',
  },
  metaDescription: {
    nl: 'Welke wijn drink je in de herfst? Volle rode wijn, witte wijn met hout en oranje wijn bij wild, paddenstoelen, pompoen en stoofpot.',
    en: 'Which wine to drink in autumn? Full reds, oaked whites and orange wine with game, mushrooms, pumpkin and stews.',
  },
  body: { nl, en },
  wines: { colors: ['rood', 'wit'], pairings: ['wild', 'rood-vlees', 'vegetarisch'], mixColors: true, count: 3 },
}
