import type { ArticleSeed } from '../types'

const nl = `## Waarom witte wijn zo goed bij vis past

Vis heeft meestal een fijne, delicate smaak en zacht vlees dat snel uit elkaar valt. Een wijn met veel tannine (de stof die je mond droog laat aanvoelen en die vooral in rode wijn zit) overheerst dat gemakkelijk. Bovendien kan de combinatie van tannine en de oliën in vis een metaalachtige nasmaak geven. Witte wijn heeft nauwelijks tannine en juist vaak een frisse zuurgraad. Die zuren werken zoals een kneepje citroen: ze maken de smaak van de vis helderder en snijden door vet en boter heen.

Toch is "witte wijn bij vis" geen wet. De beste combinatie hangt af van drie dingen: het soort vis, de bereiding en vooral de saus. Met die drie vragen in je achterhoofd kies je bijna altijd goed.

## Regel 1: laat wijn en gerecht even intens zijn

Een lichte, delicate vis vraagt om een lichte wijn; een stevig, vet of sterk gekruid visgerecht kan een wijn met meer body en aroma aan. Zet je een zware, op eikenhout gerijpte chardonnay naast een gestoomd stukje tong, dan proef je alleen nog de wijn. Andersom verdwijnt een heel lichte wijn naast gerookte paling of een romige vissoep.

## Magere, witte vis

Kabeljauw, schol, tong, wijting, zeebaars en heilbot hebben een milde smaak. Kies een droge, frisse witte wijn zonder houtrijping:

- **Muscadet** uit de Loire, gemaakt van de druif melon de Bourgogne, is zilt, licht en strak. Een muscadet "sur lie" heeft door rijping op de gistresten iets meer smaak en een licht romige textuur.
- **Picpoul de Pinet** uit de Languedoc is fris, met tonen van citrus; een klassieker bij gebakken visjes.
- **Albariño** uit Rías Baixas in Spanje en **vinho verde** uit het noorden van Portugal zijn fris, fruitig en vaak licht zilt.
- **Pinot grigio** uit Noord-Italië en **grüner veltliner** uit Oostenrijk zijn veilige keuzes die bijna niemand teleurstellen.

Wordt de vis in boter gebakken, zoals bij een klassieke gebakken schol of tong, dan mag de wijn iets voller zijn: denk aan een chablis of een andere chardonnay zonder veel hout.

## Vette vis: zalm, makreel, haring en paling

Vette vis heeft meer smaak en meer vet, en daarom zoek je een wijn met duidelijke zuren. **Riesling** is hier een topper: een droge riesling uit Duitsland, de Elzas of Oostenrijk heeft genoeg zuur om door het vet te snijden. Ook **sauvignon blanc**, bijvoorbeeld uit Sancerre, Touraine of Nieuw-Zeeland, werkt goed, zeker als er kruiden als dille of peterselie bij het gerecht zitten.

Bij gerookte vis, zoals gerookte zalm of paling, is een droge mousserende wijn een mooie keuze. De bubbels en het zuur frissen je mond op na elke hap. Zalm is ook een van de weinige vissen waarbij een rosé of een lichte rode wijn goed werkt; daarover verderop meer.

## Schaaldieren en schelpdieren

Oesters zijn zilt en mineraal. De klassieke partners zijn muscadet, chablis (chardonnay van kalkrijke bodems in het noorden van de Bourgogne) en droge champagne. Bij Zeeuwse mosselen past een frisse witte wijn uit dezelfde hoek: muscadet, picpoul de Pinet of vinho verde. Stoof je de mosselen in witte wijn, schenk dan gewoon de wijn die je ook in de pan gebruikt.

Kreeft, langoustines en sint-jakobsschelpen zijn van zichzelf licht zoet en worden vaak rijk bereid. Daar mag een vollere witte wijn bij: een chardonnay met wat houtrijping uit de Bourgogne, een viognier uit de Rhône of een rijpe witte wijn uit Zuid-Frankrijk. Bekijk onze [witte wijnen bij schaaldieren](/?kleur=wit&eten=schaaldieren) voor passende flessen.

## Regel 2: de saus bepaalt meer dan de vis

Vaak is niet de vis zelf, maar de saus de sterkste smaak op het bord. Een paar vuistregels:

- **Citroen, kruiden en olijfolie:** frisse, aromatische wijnen zoals sauvignon blanc, vermentino of albariño.
- **Boter en room:** een vollere chardonnay, een witte bourgogne of een witte wijn uit de Rhône. De romige textuur van de wijn sluit aan bij de saus.
- **Tomaat:** tomaat is zuur, dus de wijn moet ook fris zijn. Denk aan een vermentino, een droge rosé of een lichte rode wijn.
- **Pittig en Aziatisch:** chilipeper laat alcohol en tannine harder aanvoelen. Kies een aromatische wijn met een vleugje zoet en weinig alcohol, zoals een halfdroge riesling of een gewürztraminer.
- **Gefrituurd:** bij kibbeling, tempura of vis met friet zijn bubbels onverslaanbaar. Een cava, crémant of prosecco maakt het vet lichter.

## Sushi en sashimi

Bij rauwe vis passen lichte, frisse wijnen zonder hout. Sojasaus is zout en wasabi is scherp; een droge tot halfdroge riesling, een grüner veltliner of een droge mousserende wijn kan daar goed tegen. Vermijd zware wijnen met veel alcohol of hout: die overheersen de fijne smaak van de vis.

## En rode wijn bij vis?

Dat kan, als je kiest voor een rode wijn met weinig tannine en veel fruit. Een **pinot noir** of een wijn van **gamay**, zoals beaujolais, past licht gekoeld prima bij zalm, tonijn of zwaardvis van de grill. Ook een stevige droge rosé is een goede brug tussen wit en rood. Vermijd bij vis wel rode wijnen met veel tannine, zoals een jonge cabernet sauvignon.

## Schenk witte wijn niet te koud

Uit de koelkast is witte wijn vaak rond de 5 °C, en dat is te koud: je proeft dan vooral zuur en weinig aroma. Lichte, frisse witte wijnen schenk je op 8 tot 10 °C, vollere witte wijnen met houtrijping op 10 tot 12 °C. Haal de fles daarom ongeveer een kwartier voor het schenken uit de koelkast. Mousserende wijn mag kouder, rond 6 tot 8 °C.

## Samengevat

- Magere vis: lichte, frisse wijn zonder hout.
- Vette of gerookte vis: wijn met veel zuur, zoals riesling, sauvignon blanc of bubbels.
- Romige saus: een vollere chardonnay.
- Pittig gerecht: aromatisch en licht zoet.
- Zin in rood: kies pinot noir of gamay en schenk die licht gekoeld.

Zoek je een fles? In de webshop filter je direct op [witte wijn bij vis](/?kleur=wit&eten=vis) of op [mousserende wijn](/?kleur=mousserend). Serveer je na de vis nog een kaasplank, lees dan ook ons artikel over [wijn bij kaas](/wijnwijzer/wijn-bij-kaas). En blijft er wijn over, dan lees je in [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren) hoe lang een geopende fles goed blijft.
`

const en = `## Why white wine goes so well with fish

Fish usually has a fine, delicate flavour and tender flesh that flakes easily. A wine with a lot of tannin (the substance that makes your mouth feel dry, found mainly in red wine) easily overpowers it. What is more, tannin combined with the oils in fish can leave a metallic aftertaste. White wine has hardly any tannin and often a fresh acidity. That acidity works like a squeeze of lemon: it brightens the flavour of the fish and cuts through fat and butter.

Still, "white wine with fish" is not a law. The best match depends on three things: the kind of fish, how it is cooked and, above all, the sauce. Keep those three questions in mind and you will almost always choose well.

## Rule 1: match the intensity of wine and dish

A light, delicate fish calls for a light wine; a firm, oily or strongly seasoned fish dish can take a wine with more body and aroma. Put a heavy, oak-aged Chardonnay next to a steamed piece of sole and all you taste is the wine. The other way round, a very light wine disappears next to smoked eel or a creamy fish soup.

## Lean white fish

Cod, plaice, sole, whiting, sea bass and halibut have a mild flavour. Choose a dry, fresh white wine without oak:

- **Muscadet** from the Loire, made from the Melon de Bourgogne grape, is saline, light and crisp. A Muscadet "sur lie" has been aged on its lees, which gives it a little more flavour and a slightly creamy texture.
- **Picpoul de Pinet** from the Languedoc is fresh, with notes of citrus; a classic with fried small fish.
- **Albariño** from Rías Baixas in Spain and **Vinho Verde** from the north of Portugal are fresh, fruity and often slightly saline.
- **Pinot Grigio** from northern Italy and **Grüner Veltliner** from Austria are safe choices that hardly anyone finds disappointing.

If the fish is fried in butter, as with a classic pan-fried plaice or sole, the wine may be a little fuller: think of a Chablis or another Chardonnay without much oak.

## Oily fish: salmon, mackerel, herring and eel

Oily fish has more flavour and more fat, so you look for a wine with clear acidity. **Riesling** is a star here: a dry Riesling from Germany, Alsace or Austria has enough acidity to cut through the fat. **Sauvignon Blanc**, for example from Sancerre, Touraine or New Zealand, also works well, especially when the dish includes herbs such as dill or parsley.

With smoked fish, such as smoked salmon or eel, a dry sparkling wine is a fine choice. The bubbles and acidity refresh your mouth after every bite. Salmon is also one of the few fish with which a rosé or a light red wine works well; more about that below.

## Shellfish

Oysters are briny and mineral. Their classic partners are Muscadet, Chablis (Chardonnay from the limestone-rich soils in the north of Burgundy) and dry Champagne. Mussels from Zeeland go well with a fresh white wine of the same kind: Muscadet, Picpoul de Pinet or Vinho Verde. If you steam the mussels in white wine, simply pour the wine you also use in the pan.

Lobster, langoustines and scallops are naturally slightly sweet and are often prepared richly. They can take a fuller white wine: a Chardonnay with a little oak from Burgundy, a Viognier from the Rhône or a ripe white wine from the south of France. Browse our [white wines with shellfish](/?kleur=wit&eten=schaaldieren) for bottles that fit.

## Rule 2: the sauce matters more than the fish

Often it is not the fish itself but the sauce that is the strongest flavour on the plate. A few rules of thumb:

- **Lemon, herbs and olive oil:** fresh, aromatic wines such as Sauvignon Blanc, Vermentino or Albariño.
- **Butter and cream:** a fuller Chardonnay, a white Burgundy or a white wine from the Rhône. The creamy texture of the wine matches the sauce.
- **Tomato:** tomato is acidic, so the wine must be fresh too. Think of a Vermentino, a dry rosé or a light red wine.
- **Spicy and Asian:** chilli makes alcohol and tannin feel harsher. Choose an aromatic wine with a touch of sweetness and little alcohol, such as an off-dry Riesling or a Gewürztraminer.
- **Deep-fried:** with fried fish bites, tempura or fish and chips, bubbles are unbeatable. A Cava, Crémant or Prosecco makes the fat feel lighter.

## Sushi and sashimi

Raw fish goes with light, fresh wines without oak. Soy sauce is salty and wasabi is pungent; a dry to off-dry Riesling, a Grüner Veltliner or a dry sparkling wine stands up to them well. Avoid heavy wines with a lot of alcohol or oak: they overpower the delicate flavour of the fish.

## And red wine with fish?

That is possible, as long as you choose a red wine with little tannin and plenty of fruit. A **Pinot Noir** or a wine made from **Gamay**, such as Beaujolais, served lightly chilled, goes very well with grilled salmon, tuna or swordfish. A firm dry rosé is also a good bridge between white and red. Do avoid red wines with a lot of tannin with fish, such as a young Cabernet Sauvignon.

## Do not serve white wine too cold

Straight from the fridge, white wine is often around 5 °C, and that is too cold: you mostly taste acidity and little aroma. Serve light, fresh white wines at 8 to 10 °C and fuller, oak-aged white wines at 10 to 12 °C. So take the bottle out of the fridge about a quarter of an hour before serving. Sparkling wine may be colder, around 6 to 8 °C.

## In short

- Lean fish: a light, fresh wine without oak.
- Oily or smoked fish: a wine with high acidity, such as Riesling, Sauvignon Blanc or bubbles.
- Creamy sauce: a fuller Chardonnay.
- Spicy dish: aromatic and slightly sweet.
- In the mood for red: choose Pinot Noir or Gamay and serve it lightly chilled.

Looking for a bottle? In the shop you can filter straight away on [white wine with fish](/?kleur=wit&eten=vis) or on [sparkling wine](/?kleur=mousserend). Serving a cheese board after the fish? Then read our article on [wine with cheese](/wijnwijzer/wijn-bij-kaas) as well. And if there is wine left over, [storing red wine](/wijnwijzer/rode-wijn-bewaren) tells you how long an opened bottle stays good.
`

export const witteWijnBijVis: ArticleSeed = {
  slug: 'witte-wijn-bij-vis',
  category: 'eten-en-wijn',
  publishedAt: '2026-10-05T08:00:00.000Z',
  title: { nl: 'Witte wijn bij vis: de juiste fles bij elk visgerecht', en: 'White wine with fish: the right bottle for every fish dish' },
  summary: {
    nl: 'Vis vraagt om frisheid. Lees welke witte wijnen passen bij magere vis, vette vis, schaaldieren en gerechten met saus, en wanneer rosé, bubbels of zelfs een lichte rode wijn een goede keuze zijn.',
    en: 'Fish calls for freshness. Read which white wines go with lean fish, oily fish, shellfish and dishes with a sauce, and when rosé, bubbles or even a light red wine are a good choice.',
  },
  metaDescription: {
    nl: 'Welke witte wijn past bij vis? Combinaties voor magere en vette vis, schaaldieren, sauzen en sushi, plus tips over de juiste schenktemperatuur.',
    en: 'Which white wine goes with fish? Pairings for lean and oily fish, shellfish, sauces and sushi, plus tips on the right serving temperature.',
  },
  body: { nl, en },
  wines: { colors: ['wit'], pairings: ['vis', 'schaaldieren'], count: 3 },
}
