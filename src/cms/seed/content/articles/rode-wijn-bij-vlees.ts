import type { ArticleSeed } from '../types'

const nl = `Een mooi stuk vlees op tafel en je twijfelt welke fles je opent? Rode wijn is bij vlees bijna altijd een goede keuze, maar de ene rode wijn is de andere niet. Een biefstuk vraagt om iets anders dan een stoofpot, een lamsbout of een schaal spareribs. Hier lees je welke rode wijn past bij welk vlees, en vooral waarom.

## Waarom rode wijn zo goed bij vlees past

Het geheim zit in de **tannine**: de stof uit de schillen, de pitten en soms het eikenhout die je mond droog en een beetje stroef laat aanvoelen. Tannine hecht zich aan eiwitten. Drink je een jonge, stevige rode wijn zonder eten, dan bindt de tannine zich aan de eiwitten in je speeksel, en daardoor voelt de wijn ruw aan. Eet je er een stuk vlees bij, dan vindt de tannine eiwit en vet in het vlees. De wijn voelt meteen zachter en ronder, en tegelijk spoelt hij het vet uit je mond, zodat de volgende hap weer net zo lekker smaakt. Ook zout maakt tannine zachter. Daarom smaakt een krachtige rode wijn bij een goed gezouten steak vaak beter dan zonder.

De vuistregel is eenvoudig: hoe vetter en steviger het vlees, hoe meer tannine en body de wijn mag hebben. Mager, licht vlees vraagt om een soepele rode wijn met weinig tannine.

## Vier vragen die je helpen kiezen

1. **Hoe vet is het vlees?** Een entrecote of ribeye met een vetrandje kan een stevige wijn aan, een magere varkenshaas niet.
2. **Hoe is het bereid?** Gegrild en geroosterd vlees krijgt een korstje met geroosterde smaken en verdraagt meer kracht dan gepocheerd vlees.
3. **Welke saus komt erbij?** Een pepersaus, een saus van rode wijn of een zoete barbecuesaus verandert de combinatie vaak meer dan het vlees zelf.
4. **Hoe gaar is het?** Rood gebakken vlees is sappig en verdraagt veel tannine. Doorbakken vlees is droger; dan werkt een soepelere wijn beter.

## Welke wijn drink je bij biefstuk?

Bij rundvlees van de grill of uit de pan kies je een wijn met structuur. Klassiek is een **cabernet sauvignon** of een bordeaux van de linkeroever, zoals een médoc: stevige tannine en tonen van zwarte bes en ceder. Een **malbec** uit Argentinië is ronder en fruitiger, en in zijn thuisland de vaste partner van de asado, het Argentijnse grillfeest. Ook een **syrah** uit het noorden van de Rhône of een shiraz uit Australië past goed, zeker bij een pepersaus: de peperige tonen in de wijn sluiten aan bij de saus.

Eet je liever een mager stuk, zoals ossenhaas of tournedos, kies dan iets elegants: een merlot, een rioja reserva of een pinot noir met wat meer body.

## Stoofvlees en hachee

Lang gestoofd vlees is zacht, rijk en vaak een beetje zoet door uien, stroop of appel. Hier past een rode wijn met rijp fruit en zachte tannine beter dan een jonge, strakke wijn. Denk aan een côtes-du-rhône of een andere **grenache** uit Zuid-Frankrijk, een primitivo uit Apulië of een rijpe merlot.

Stoof je het vlees in rode wijn, zoals bij een boeuf bourguignon, dan ligt een **pinot noir** uit de Bourgogne voor de hand. Kook niet met een wijn die je zelf niet zou drinken, maar gebruik er ook geen dure fles voor: de betere fles schenk je aan tafel. Bij Vlaamse stoverij, gestoofd in bier, past een fruitige, zachte rode wijn; een donker bier kan natuurlijk ook.

## Lamsvlees

Lam heeft een eigen, licht kruidige smaak en vaak een flinke vetlaag. Het houdt van wijnen met kruidige tonen. Een rioja crianza of reserva van **tempranillo** is een schot in de roos, net als een bordeaux: in Pauillac eten ze van oudsher lam bij hun wijn. Bij een lamsbout met rozemarijn, tijm en knoflook uit de oven past ook een rode wijn uit de Languedoc of de zuidelijke Rhône, met tonen van de wilde kruiden die daar in het landschap groeien.

## Wild

Wild is mager en heeft een uitgesproken, soms aardse smaak. Bij **ree en hert** met een saus van bosvruchten past een **pinot noir** of een **nebbiolo**, zoals een barolo of de toegankelijkere langhe nebbiolo. Beide hebben frisse zuren en tonen van rood fruit en paddenstoelen. Een stoofpot van **wild zwijn** is steviger; daar kan een châteauneuf-du-pape, een syrah of een krachtige rode wijn uit Zuid-Italië bij. Bij haas of fazant kies je een rode wijn met wat ouderdom, die zelf ook aardse tonen heeft gekregen.

Je vindt passende flessen bij onze [rode wijnen bij wild](/?kleur=rood&eten=wild).

## Varkensvlees

Varkensvlees is milder en lichter dan rundvlees, en zware wijnen overheersen het snel. Een **beaujolais** van gamay, een lichte pinot noir of een frisse rode wijn uit de Loire, zoals een saumur-champigny van cabernet franc, past beter. Bij varkenshaas met een roomsaus van champignons kun je zelfs gerust een witte wijn schenken, zoals een chardonnay of een droge riesling. Bekijk de [wijnen bij varkensvlees](/?eten=varken) voor meer ideeën.

## Barbecue en spareribs

Op de barbecue krijgt vlees rokerige, geroosterde smaken, en marinades zijn vaak zoet of pittig. Kies dan een wijn met veel rijp fruit, zodat hij niet zuur of dun gaat smaken naast de zoete saus. **Zinfandel** uit Californië, **primitivo** (dezelfde druif) uit Apulië, een shiraz uit Australië en een malbec zijn goede keuzes. Let wel op bij pittige marinades: veel alcohol en stevige tannine versterken het branderige gevoel van chilipeper. Kies dan een rode wijn met wat minder alcohol, schenk hem iets koeler of neem een stevige rosé.

## Zo serveer je rode wijn bij vlees

- Schenk stevige rode wijn op 16 tot 18 °C en lichte rode wijn, zoals beaujolais of pinot noir, op 12 tot 14 °C. Een woonkamer van 21 °C is voor de meeste rode wijn te warm; een kwartiertje in de koelkast helpt.
- Open jonge, krachtige wijnen een uur van tevoren of schenk ze in een karaf. De wijn krijgt dan lucht en voelt wat zachter aan.
- Blijft er wijn over, sluit de fles dan goed af. In [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren) lees je hoe lang hij goed blijft.

Wil je meer weten over de druiven achter deze wijnen, lees dan [rode wijndruiven](/wijnwijzer/rode-wijndruiven). Zoek je vuistregels voor andere gerechten, dan helpt [wijn bij eten](/wijnwijzer/wijn-bij-eten) je verder. Alle flessen die we bij vlees aanraden, vind je bij de [rode wijnen bij rood vlees](/?kleur=rood&eten=rood-vlees).

## Kort samengevat

- Tannine en vlees helpen elkaar: eiwit, vet en zout maken de wijn zachter.
- Biefstuk en ander vet, gegrild rundvlees: cabernet sauvignon, malbec of syrah.
- Stoofvlees: rijpe, zachte rode wijn. Lam: tempranillo of bordeaux. Wild: pinot noir of nebbiolo.
- Varkensvlees: lichte rode wijn of zelfs wit. Barbecue: fruitige zinfandel, primitivo of shiraz.
`

const en = `Got a nice piece of meat on the table and not sure which bottle to open? Red wine is almost always a good choice with meat, but not all red wines are the same. A steak calls for something different from a stew, a leg of lamb or a platter of spare ribs. Here you can read which red wine goes with which meat, and above all why.

## Why red wine goes so well with meat

The secret lies in the **tannin**: the substance from the skins, the seeds and sometimes the oak that makes your mouth feel dry and a little rough. Tannin binds to proteins. If you drink a young, firm red wine without food, the tannin binds to the proteins in your saliva, and that is why the wine feels harsh. Eat a piece of meat with it, and the tannin finds protein and fat in the meat. The wine immediately feels softer and rounder, and at the same time it rinses the fat from your mouth, so the next bite tastes just as good. Salt also makes tannin softer. That is why a powerful red wine often tastes better with a well-salted steak than without.

The rule of thumb is simple: the fattier and firmer the meat, the more tannin and body the wine may have. Lean, light meat calls for a supple red wine with little tannin.

## Four questions that help you choose

1. **How fatty is the meat?** An entrecôte or ribeye with a rim of fat can take a firm wine; a lean pork tenderloin cannot.
2. **How is it cooked?** Grilled and roasted meat gets a crust with roasted flavours and can handle more power than poached meat.
3. **Which sauce comes with it?** A pepper sauce, a red wine sauce or a sweet barbecue sauce often changes the match more than the meat itself.
4. **How well done is it?** Rare meat is juicy and handles plenty of tannin. Well-done meat is drier; then a more supple wine works better.

## Which wine do you drink with steak?

With beef from the grill or the pan, choose a wine with structure. A classic is a **Cabernet Sauvignon** or a Left Bank Bordeaux, such as a Médoc: firm tannin and notes of blackcurrant and cedar. A **Malbec** from Argentina is rounder and fruitier, and in its home country the regular partner of the asado, the Argentine barbecue feast. A **Syrah** from the northern Rhône or a Shiraz from Australia also works well, especially with a pepper sauce: the peppery notes in the wine match the sauce.

If you prefer a lean cut, such as beef tenderloin or tournedos, choose something elegant: a Merlot, a Rioja Reserva or a Pinot Noir with a bit more body.

## Stews and hachee

Slow-cooked meat is tender, rich and often a little sweet from onions, syrup or apple, as in the Dutch beef stew hachee. Here a red wine with ripe fruit and soft tannin fits better than a young, tight wine. Think of a Côtes du Rhône or another **Grenache** from the south of France, a Primitivo from Puglia or a ripe Merlot.

If you braise the meat in red wine, as in a boeuf bourguignon, a **Pinot Noir** from Burgundy is the obvious choice. Do not cook with a wine you would not drink yourself, but do not use an expensive bottle either: pour the better bottle at the table. Flemish carbonade, braised in beer, goes with a fruity, soft red wine; a dark beer works too, of course.

## Lamb

Lamb has its own, slightly herbal flavour and often a generous layer of fat. It loves wines with herbal notes. A Rioja Crianza or Reserva made from **Tempranillo** hits the mark, as does a Bordeaux: in Pauillac, people have traditionally eaten lamb with their wine. A leg of lamb roasted with rosemary, thyme and garlic also goes well with a red wine from the Languedoc or the southern Rhône, with notes of the wild herbs that grow in the landscape there.

## Game

Game is lean and has a pronounced, sometimes earthy flavour. **Roe deer and venison** with a forest berry sauce go with a **Pinot Noir** or a **Nebbiolo**, such as a Barolo or the more approachable Langhe Nebbiolo. Both have fresh acidity and notes of red fruit and mushrooms. A **wild boar** stew is firmer; it can take a Châteauneuf-du-Pape, a Syrah or a powerful red wine from southern Italy. With hare or pheasant, choose a red wine with some age, which has developed earthy notes of its own.

You will find bottles that fit among our [red wines with game](/?kleur=rood&eten=wild).

## Pork

Pork is milder and lighter than beef, and heavy wines easily overpower it. A **Beaujolais** made from Gamay, a light Pinot Noir or a fresh red wine from the Loire, such as a Saumur-Champigny made from Cabernet Franc, fits better. With pork tenderloin in a creamy mushroom sauce, you can even pour a white wine, such as a Chardonnay or a dry Riesling. Browse the [wines with pork](/?eten=varken) for more ideas.

## Barbecue and spare ribs

On the barbecue, meat picks up smoky, roasted flavours, and marinades are often sweet or spicy. Choose a wine with lots of ripe fruit, so that it does not taste sour or thin next to the sweet sauce. **Zinfandel** from California, **Primitivo** (the same grape) from Puglia, a Shiraz from Australia and a Malbec are good choices. Do be careful with spicy marinades: a lot of alcohol and firm tannin intensify the burning sensation of chilli. Then choose a red wine with a little less alcohol, serve it slightly cooler or go for a firm rosé.

## How to serve red wine with meat

- Serve firm red wine at 16 to 18 °C and light red wine, such as Beaujolais or Pinot Noir, at 12 to 14 °C. A living room at 21 °C is too warm for most red wine; a quarter of an hour in the fridge helps.
- Open young, powerful wines an hour in advance or pour them into a decanter. The wine then gets some air and feels a little softer.
- If there is wine left over, close the bottle well. In [storing red wine](/wijnwijzer/rode-wijn-bewaren) you can read how long it stays good.

Want to know more about the grapes behind these wines? Then read [red wine grapes](/wijnwijzer/rode-wijndruiven). Looking for rules of thumb for other dishes? Then [wine with food](/wijnwijzer/wijn-bij-eten) will help you further. All the bottles we recommend with meat can be found among the [red wines with red meat](/?kleur=rood&eten=rood-vlees).

## In short

- Tannin and meat help each other: protein, fat and salt make the wine softer.
- Steak and other fatty, grilled beef: Cabernet Sauvignon, Malbec or Syrah.
- Stews: a ripe, soft red wine. Lamb: Tempranillo or Bordeaux. Game: Pinot Noir or Nebbiolo.
- Pork: a light red wine or even white. Barbecue: a fruity Zinfandel, Primitivo or Shiraz.
`

export const rodeWijnBijVlees: ArticleSeed = {
  slug: 'rode-wijn-bij-vlees',
  category: 'eten-en-wijn',
  publishedAt: '2026-10-12T08:00:00.000Z',
  title: {
    nl: 'Rode wijn bij vlees: welke wijn past bij biefstuk, lam en wild?',
    en: 'Red wine with meat: which wine goes with steak, lamb and game?',
  },
  summary: {
    nl: 'Waarom smaakt een stevige rode wijn zoveel beter bij een biefstuk? Lees hoe tannine, vet en zout samenwerken en welke rode wijn je schenkt bij rundvlees, stoofvlees, lam, wild, varkensvlees en barbecue.',
    en: 'Why does a firm red wine taste so much better with a steak? Read how tannin, fat and salt work together and which red wine to pour with beef, stews, lamb, game, pork and barbecue.',
  },
  metaDescription: {
    nl: 'Welke rode wijn past bij vlees? Tips voor biefstuk, stoofvlees, lam, wild, varkensvlees en barbecue, plus de juiste schenktemperatuur.',
    en: 'Which red wine goes with meat? Tips for steak, stews, lamb, game, pork and barbecue, plus the right serving temperature.',
  },
  body: { nl, en },
  wines: { colors: ['rood'], pairings: ['rood-vlees', 'wild'], preferTannin: true, count: 3 },
}
