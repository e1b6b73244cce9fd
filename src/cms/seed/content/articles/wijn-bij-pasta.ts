import type { ArticleSeed } from '../types'

const nl = `Pasta staat in veel Nederlandse keukens minstens één keer per week op tafel. Maar welke wijn drink je erbij? Het antwoord hangt minder af van de pastavorm dan van wat eroverheen gaat. Een spaghetti met tomatensaus vraagt om een heel andere wijn dan een romige carbonara of een pasta met pesto. Hier vind je per saus de beste keuze, in rood, wit en rosé.

## De saus bepaalt de wijn

Pasta zelf smaakt vrij neutraal. De saus geeft de smaak, en dus kies je de wijn bij de saus. Daarbij helpen drie vuistregels:

1. **Tomaat vraagt om zuur.** Tomaten zijn fris en zurig. Een wijn met weinig zuur smaakt daarnaast vlak en slap. Kies een wijn met minstens zoveel frisheid als de saus.
2. **Room en kaas vragen om frisheid of body.** Een romige saus wordt lichter met een frisse witte wijn. Of je kiest een vollere witte wijn die net zo romig aanvoelt.
3. **Wat samen groeit, gaat samen.** Italiaanse gerechten en Italiaanse wijnen zijn eeuwenlang samen gegroeid. Een wijn uit dezelfde streek als het gerecht is bijna altijd een goede gok.

## Welke wijn past bij pasta met tomatensaus?

Bij een eenvoudige tomatensaus, een arrabbiata of een puttanesca met olijven en kappertjes past een rode wijn met levendige zuren en niet te veel tannine. **Sangiovese** is de klassieker: denk aan een chianti of een rosso di Montepulciano. Ook een **barbera** uit Piëmont, met veel zuur en weinig tannine, is een prima partner. Uit het zuiden komen de soepele, fruitige **montepulciano d'Abruzzo** en de **nero d'avola** uit Sicilië. Bij een doordeweekse pasta zijn die vaak uitstekend voor een vriendelijke prijs.

Liever geen rood? Een droge rosé uit de Provence of een frisse witte wijn zoals vermentino past ook goed bij tomaat. Bij een pittige arrabbiata kies je een wijn met niet te veel alcohol, want alcohol versterkt het branden van chilipeper.

## Bolognese en lasagne

Een ragù, zoals ze in Bologna de vleessaus noemen, is rijker en hartiger dan een gewone tomatensaus. Er zitten gehakt, fijngesneden groenten en vaak wat wijn en melk in, en de saus trekt urenlang. Daar kan een rode wijn met meer body bij. Een **chianti classico**, een **barbera d'Asti** of een sangiovese uit Romagna is een veilige keuze. In Emilia-Romagna zelf drinken ze er graag een droge, mousserende **lambrusco** bij: de bubbels en de frisse zuren snijden door het vet van de saus en de kaas.

Lasagne is nog voller, met lagen vleessaus, bechamelsaus en geraspte kaas. Een **valpolicella ripasso** uit Veneto, met zijn rijpe kersenfruit, of een montepulciano d'Abruzzo kan die rijkdom goed aan. Ook een **primitivo** uit Apulië werkt, zeker als de lasagne flink gekruid is.

## Carbonara

Een echte carbonara uit Rome bestaat uit eidooier, guanciale (gezouten en gedroogde varkenswang), pecorino en zwarte peper, zonder room. Het gerecht is rijk, zout en romig. Een frisse witte wijn met wat body is hier de beste keuze: een **frascati** uit de omgeving van Rome, een **verdicchio** uit de Marche of een **soave** van de druif garganega. Die wijnen hebben genoeg zuur om door het vet te snijden en genoeg smaak om niet te verdwijnen. Wil je toch rood, kies dan een lichte, frisse wijn zoals een jonge pinot noir, en schenk die licht gekoeld.

## Pasta met pesto

Pesto alla genovese komt uit Ligurië en zit vol basilicum, knoflook, pijnboompitten, olijfolie en kaas. Die groene, kruidige smaken vragen om een frisse, aromatische witte wijn. De lokale keuze is **vermentino**, uit Ligurië of van Sardinië. Een **sauvignon blanc** met zijn kruidige, groene tonen past ook uitstekend. Rode wijn met veel tannine botst met de basilicum en de knoflook; die laat je hier beter staan.

## Pasta met vis en schaaldieren

Bij spaghetti alle vongole, pasta met garnalen of linguine met mosselen hoort een droge, frisse witte wijn zonder houtrijping. Goede keuzes zijn **vermentino**, **fiano** of **greco di tufo** uit Campanië, **falanghina** of een pinot grigio. Ook een albariño uit Spanje past prima. Zit er tomaat in de saus, zoals bij pasta met inktvis in tomatensaus, dan is een droge rosé een mooie brug. Meer ideeën vind je in ons artikel over [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis).

## Romige sauzen, paddenstoelen en groenten

- **Roomsaus met zalm of kip:** een **chardonnay** met een beetje houtrijping sluit aan bij de romige textuur. Een droge witte bourgogne is ideaal.
- **Paddenstoelen of truffel:** de aardse smaken passen mooi bij een **pinot noir** of een **nebbiolo**. Bij een romige saus met paddenstoelen kan ook een volle chardonnay.
- **Groenten, zoals courgette, spinazie of asperges:** kies een frisse witte wijn zoals sauvignon blanc, grüner veltliner of vermentino. Lees voor meer tips ook [wijn bij vegetarisch eten](/wijnwijzer/wijn-bij-vegetarisch).
- **Cacio e pepe en andere kaassauzen:** een frisse witte wijn met wat body, zoals een verdicchio, of een lichte rode wijn.

## Meerdere pasta's, één fles

Staan er meerdere pasta's op tafel, of kookt iedereen zijn eigen variant? Kies dan een wijn die veel kan hebben. Een soepele **barbera** of een jonge chianti past bij bijna elke saus met tomaat of vlees. Een droge rosé of een frisse vermentino dekt de lichtere gerechten en de pasta's met vis. Schenk de rode wijn niet te warm: rond 15 tot 16 °C blijven het fruit en de frisheid het best overeind.

## Waar vind je de juiste fles?

In de webshop filter je op [wijn bij pasta](/?eten=pasta), of je kijkt direct bij de [rode wijnen bij pasta](/?kleur=rood&eten=pasta) en de [witte wijnen bij pasta](/?kleur=wit&eten=pasta). Bestel je voor meer dan € 75, dan is de verzending gratis. Wil je de basisregels voor andere gerechten kennen, lees dan [wijn bij eten](/wijnwijzer/wijn-bij-eten).

## Kort samengevat

- Kies de wijn bij de saus, niet bij de pastavorm.
- Tomatensaus en bolognese: rode wijn met frisse zuren, zoals sangiovese of barbera.
- Carbonara: frisse witte wijn met wat body, zoals frascati of verdicchio.
- Pesto en zeevruchten: vermentino of sauvignon blanc.
- Lasagne: een vollere rode wijn, zoals valpolicella ripasso of montepulciano d'Abruzzo.
`

const en = `In many Dutch kitchens, pasta is on the table at least once a week. But which wine do you drink with it? The answer depends less on the shape of the pasta than on what goes on top of it. A spaghetti with tomato sauce calls for a very different wine from a creamy carbonara or a pasta with pesto. Here you will find the best choice for each sauce, in red, white and rosé.

## The sauce decides the wine

Pasta itself tastes fairly neutral. The sauce provides the flavour, so you choose the wine to go with the sauce. Three rules of thumb help:

1. **Tomato calls for acidity.** Tomatoes are fresh and tangy. A wine with little acidity tastes flat and dull next to them. Choose a wine with at least as much freshness as the sauce.
2. **Cream and cheese call for freshness or body.** A creamy sauce feels lighter with a fresh white wine. Or you choose a fuller white wine that feels just as creamy.
3. **What grows together goes together.** Italian dishes and Italian wines have grown up together over centuries. A wine from the same region as the dish is almost always a good bet.

## Which wine goes with pasta in tomato sauce?

A simple tomato sauce, an arrabbiata or a puttanesca with olives and capers goes with a red wine with lively acidity and not too much tannin. **Sangiovese** is the classic: think of a Chianti or a Rosso di Montepulciano. A **Barbera** from Piedmont, with plenty of acidity and little tannin, is also a fine partner. From the south come the supple, fruity **Montepulciano d'Abruzzo** and the **Nero d'Avola** from Sicily. With a weekday pasta, they are often excellent at a friendly price.

Rather not red? A dry rosé from Provence or a fresh white wine such as Vermentino also goes well with tomato. With a spicy arrabbiata, choose a wine with not too much alcohol, because alcohol intensifies the burn of chilli.

## Bolognese and lasagna

A ragù, as the meat sauce is called in Bologna, is richer and more savoury than an ordinary tomato sauce. It contains ground meat, finely chopped vegetables and often some wine and milk, and the sauce simmers for hours. That can take a red wine with more body. A **Chianti Classico**, a **Barbera d'Asti** or a Sangiovese from Romagna is a safe choice. In Emilia-Romagna itself, people like to drink a dry, sparkling **Lambrusco** with it: the bubbles and the fresh acidity cut through the fat of the sauce and the cheese.

Lasagna is even fuller, with layers of meat sauce, béchamel sauce and grated cheese. A **Valpolicella Ripasso** from Veneto, with its ripe cherry fruit, or a Montepulciano d'Abruzzo can handle that richness well. A **Primitivo** from Puglia also works, especially when the lasagna is well spiced.

## Carbonara

A real carbonara from Rome consists of egg yolk, guanciale (salted and cured pork cheek), pecorino and black pepper, without cream. The dish is rich, salty and creamy. A fresh white wine with some body is the best choice here: a **Frascati** from the area around Rome, a **Verdicchio** from the Marche or a **Soave** made from the Garganega grape. Those wines have enough acidity to cut through the fat and enough flavour not to disappear. If you still want red, choose a light, fresh wine such as a young Pinot Noir, and serve it lightly chilled.

## Pasta with pesto

Pesto alla genovese comes from Liguria and is full of basil, garlic, pine nuts, olive oil and cheese. Those green, herbal flavours call for a fresh, aromatic white wine. The local choice is **Vermentino**, from Liguria or from Sardinia. A **Sauvignon Blanc** with its herbal, green notes also goes very well. Red wine with a lot of tannin clashes with the basil and the garlic; you had better leave it aside here.

## Pasta with fish and shellfish

Spaghetti alle vongole, pasta with shrimp or linguine with mussels goes with a dry, fresh white wine without oak. Good choices are **Vermentino**, **Fiano** or **Greco di Tufo** from Campania, **Falanghina** or a Pinot Grigio. An Albariño from Spain also works well. If there is tomato in the sauce, as with pasta with squid in tomato sauce, a dry rosé makes a fine bridge. You will find more ideas in our article on [white wine with fish](/wijnwijzer/witte-wijn-bij-vis).

## Creamy sauces, mushrooms and vegetables

- **Cream sauce with salmon or chicken:** a **Chardonnay** with a little oak matches the creamy texture. A dry white Burgundy is ideal.
- **Mushrooms or truffle:** the earthy flavours go beautifully with a **Pinot Noir** or a **Nebbiolo**. With a creamy mushroom sauce, a full Chardonnay also works.
- **Vegetables, such as zucchini, spinach or asparagus:** choose a fresh white wine such as Sauvignon Blanc, Grüner Veltliner or Vermentino. For more tips, also read [wine with vegetarian food](/wijnwijzer/wijn-bij-vegetarisch).
- **Cacio e pepe and other cheese sauces:** a fresh white wine with some body, such as a Verdicchio, or a light red wine.

## Several pasta dishes, one bottle

Are there several pasta dishes on the table, or does everyone cook their own version? Then choose a wine that can handle a lot. A supple **Barbera** or a young Chianti goes with almost any sauce with tomato or meat. A dry rosé or a fresh Vermentino covers the lighter dishes and the pasta with fish. Do not serve the red wine too warm: at around 15 to 16 °C, the fruit and freshness hold up best.

## Where do you find the right bottle?

In the shop, you can filter on [wine with pasta](/?eten=pasta), or go straight to the [red wines with pasta](/?kleur=rood&eten=pasta) and the [white wines with pasta](/?kleur=wit&eten=pasta). If you order for more than € 75, shipping is free. Want to know the basic rules for other dishes? Then read [wine with food](/wijnwijzer/wijn-bij-eten).

## In short

- Choose the wine for the sauce, not for the shape of the pasta.
- Tomato sauce and bolognese: a red wine with fresh acidity, such as Sangiovese or Barbera.
- Carbonara: a fresh white wine with some body, such as Frascati or Verdicchio.
- Pesto and seafood: Vermentino or Sauvignon Blanc.
- Lasagna: a fuller red wine, such as Valpolicella Ripasso or Montepulciano d'Abruzzo.
`

export const wijnBijPasta: ArticleSeed = {
  slug: 'wijn-bij-pasta',
  category: 'eten-en-wijn',
  publishedAt: '2026-09-21T08:00:00.000Z',
  title: { nl: 'Wijn bij pasta: welke wijn past bij welke saus?', en: 'Wine with pasta: which wine goes with which sauce?' },
  summary: {
    nl: 'Bij pasta kies je de wijn bij de saus, niet bij de pastavorm. Lees welke rode, witte en roséwijn past bij tomatensaus, bolognese, carbonara, pesto, pasta met vis en lasagne.',
    en: 'With pasta, you choose the wine for the sauce, not for the shape of the pasta. Read which red, white and rosé wine goes with tomato sauce, bolognese, carbonara, pesto, pasta with fish and lasagna.',
  },
  metaDescription: {
    nl: 'Welke wijn past bij pasta? Tips voor tomatensaus, bolognese, carbonara, pesto, pasta met vis en lasagne, in rood, wit en rosé.',
    en: 'Which wine goes with pasta? Tips for tomato sauce, bolognese, carbonara, pesto, pasta with fish and lasagna, in red, white and rosé.',
  },
  body: { nl, en },
  wines: { pairings: ['pasta'], mixColors: true, count: 3 },
}
