import type { ArticleSeed } from '../types'

const nl = `Welke wijn past bij mijn eten? Die vraag stel je jezelf misschien in de supermarkt, bij de wijnwinkel of als het eten al op het vuur staat. Gelukkig hoef je geen sommelier te zijn om goed te kiezen. Met een handvol vuistregels vind je bijna altijd een wijn die het gerecht beter maakt, en andersom. Hieronder lees je die regels met voorbeelden, en waar je per gerecht meer tips vindt.

## Regel 1: laat wijn en gerecht even intens zijn

De belangrijkste regel gaat over intensiteit. Een licht gerecht, zoals een salade of gestoomde vis, vraagt om een lichte wijn. Een stevig gerecht, zoals een stoofpot of een gegrilde entrecote, kan een volle wijn aan. Zet je een zware, op hout gerijpte rode wijn naast een delicaat visje, dan proef je alleen nog de wijn. Andersom verdwijnt een dunne wijn naast een rijke stoofpot.

Kijk daarbij niet alleen naar het hoofdingrediënt, maar vooral naar de saus en de bereiding. Kip met citroen en kruiden is iets heel anders dan kip in een romige champignonsaus of in een curry. De sterkste smaak op het bord bepaalt de wijn.

## Regel 2: de wijn is minstens zo fris als het gerecht

Zuur in het eten, zoals tomaat, citroen, een dressing met azijn of zuurkool, maakt een wijn met weinig zuur vlak en slap. Kies bij frisse gerechten dus een frisse wijn, zoals een sauvignon blanc, een riesling of een rode wijn van sangiovese of barbera. Zuur werkt bovendien als een kneepje citroen bij vet eten: een frisse wijn maakt een romige saus of gefrituurd eten lichter.

## Regel 3: de wijn is minstens zo zoet als het gerecht

Zoet in het eten laat een droge wijn zuur en bitter smaken. Bij een dessert hoort dus een wijn die zoeter is dan het dessert zelf. Dat geldt ook voor hartige gerechten met een zoete kant, zoals een zoete chilisaus, appelmoes of een saus met honing. Kies dan een wijn met veel rijp fruit of een vleugje zoet.

## Regel 4: tannine houdt van eiwit en vet

Tannine, de stof die vooral in rode wijn zit en je mond droog laat aanvoelen, wordt zachter bij eiwitrijk en vet eten, zoals rood vlees en harde kaas. Daarom is een stevige cabernet sauvignon bij een biefstuk zo lekker. Bij vis werkt tannine juist vaak tegen: samen met de oliën in vis kan het een metaalachtige smaak geven. Ook bij pittig eten wordt veel tannine al snel hard en bitter.

## Regel 5: pittig eten vraagt om fruit en weinig alcohol

Chilipeper versterkt het gevoel van alcohol en tannine, waardoor een krachtige rode wijn branderig en bitter wordt. Bij Thaise, Indiase of Indonesische gerechten, zoals een rijsttafel met sambal, werkt een aromatische witte wijn met een vleugje zoet en weinig alcohol het best. Denk aan een halfdroge riesling, een gewürztraminer of een pinot gris uit de Elzas. Een droge rosé of een lichte, fruitige rode wijn zoals een beaujolais, licht gekoeld, kan ook. In de webshop vind je ze onder [wijn bij pittig eten](/?eten=pittig).

## Regel 6: zout houdt van bubbels en zoet

Zout eten maakt wijn zachter en fruitiger. Zoute en gefrituurde hapjes, zoals bitterballen, kaasstengels, chips of oesters, passen perfect bij een droge mousserende wijn: de bubbels en de zuren frissen je mond op na elke hap. Een champagne, een crémant of een cava bij de borrel is een combinatie die bijna iedereen lekker vindt; kijk bij onze [mousserende wijnen](/?kleur=mousserend). Zout en zoet gaan ook goed samen, zoals blauwe kaas met een zoete wijn bewijst.

## Regel 7: wat samen groeit, gaat samen

Gerechten en wijnen uit dezelfde streek zijn vaak samen ontstaan. Denk aan pizza of pasta met tomaat bij een chianti, paella bij een Spaanse rosé of een witte wijn van verdejo uit Rueda, zuurkool bij een riesling uit de Elzas en geitenkaas bij een sancerre. Twijfel je bij een regionaal gerecht, kijk dan eerst naar de wijnen uit die streek.

## Per gerecht: waar lees je meer?

Voor de vragen die we het vaakst krijgen, hebben we aparte artikelen geschreven:

- **Vlees:** welke rode wijn past bij biefstuk, lam, wild of spareribs? Lees [rode wijn bij vlees](/wijnwijzer/rode-wijn-bij-vlees).
- **Vis en schaaldieren:** van kabeljauw tot oesters, in [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis).
- **Pasta:** de saus bepaalt de wijn. Lees [wijn bij pasta](/wijnwijzer/wijn-bij-pasta).
- **Vegetarisch:** groenten, peulvruchten en paddenstoelen, in [wijn bij vegetarisch eten](/wijnwijzer/wijn-bij-vegetarisch).
- **Kaas:** waarom wit en zoet vaak beter passen dan rood, in [wijn bij kaas](/wijnwijzer/wijn-bij-kaas).
- **Dessert:** de gouden regel en de klassiekers, in [wijn bij dessert](/wijnwijzer/wijn-bij-dessert).

## Een veilige keuze voor de hele maaltijd

Eet je meerdere gangen, of zet je verschillende schalen op tafel, dan open je niet bij elk gerecht een nieuwe fles. Kies dan een wijn die veel kan hebben:

- een droge mousserende wijn, die bij bijna alles fris blijft;
- een droge rosé met wat body;
- een droge riesling of een chardonnay zonder veel hout;
- een soepele rode wijn met weinig tannine, zoals een pinot noir of een gamay.

Schenk je toch meerdere wijnen, houd dan deze volgorde aan: licht voor zwaar, wit voor rood, droog voor zoet en jong voor oud. Zo komt elke wijn het best tot zijn recht. En vergeet de temperatuur niet: witte wijn niet ijskoud, rode wijn niet op kamertemperatuur, maar een paar graden koeler.

## Kort samengevat

- Laat wijn en gerecht even intens zijn, en kijk vooral naar de saus.
- Zure en zoete gerechten vragen om een wijn die minstens zo fris of zoet is.
- Tannine past bij vlees en harde kaas, niet bij vis en pittig eten.
- Bubbels zijn de beste vriend van zout en gefrituurd eten.
- Twijfel je, kies dan een wijn uit dezelfde streek als het gerecht.
`

const en = `Which wine goes with my food? You may ask yourself that question in the supermarket, at the wine shop or when dinner is already on the stove. Fortunately, you do not need to be a sommelier to choose well. With a handful of rules of thumb, you will almost always find a wine that makes the dish better, and the other way round. Below you can read those rules with examples, and where to find more tips per dish.

## Rule 1: match the intensity of wine and dish

The most important rule is about intensity. A light dish, such as a salad or steamed fish, calls for a light wine. A hearty dish, such as a stew or a grilled entrecôte, can take a full wine. Put a heavy, oak-aged red wine next to a delicate piece of fish and all you taste is the wine. The other way round, a thin wine disappears next to a rich stew.

Look not only at the main ingredient, but above all at the sauce and the way it is cooked. Chicken with lemon and herbs is something very different from chicken in a creamy mushroom sauce or in a curry. The strongest flavour on the plate decides the wine.

## Rule 2: the wine is at least as fresh as the dish

Acidity in food, such as tomato, lemon, a dressing with vinegar or sauerkraut, makes a wine with little acidity taste flat and dull. So with fresh dishes, choose a fresh wine, such as a Sauvignon Blanc, a Riesling or a red wine made from Sangiovese or Barbera. What is more, acidity works like a squeeze of lemon with fatty food: a fresh wine makes a creamy sauce or fried food feel lighter.

## Rule 3: the wine is at least as sweet as the dish

Sweetness in food makes a dry wine taste sour and bitter. So a dessert calls for a wine that is sweeter than the dessert itself. The same goes for savoury dishes with a sweet side, such as a sweet chilli sauce, apple sauce or a sauce with honey. Then choose a wine with plenty of ripe fruit or a touch of sweetness.

## Rule 4: tannin loves protein and fat

Tannin, the substance found mainly in red wine that makes your mouth feel dry, becomes softer with protein-rich and fatty food, such as red meat and hard cheese. That is why a firm Cabernet Sauvignon is so delicious with a steak. With fish, on the other hand, tannin often works against you: together with the oils in fish, it can give a metallic taste. With spicy food, too, a lot of tannin quickly turns harsh and bitter.

## Rule 5: spicy food calls for fruit and little alcohol

Chilli intensifies the sensation of alcohol and tannin, which makes a powerful red wine taste hot and bitter. With Thai, Indian or Indonesian dishes, such as a rijsttafel with sambal, an aromatic white wine with a touch of sweetness and little alcohol works best. Think of an off-dry Riesling, a Gewürztraminer or a Pinot Gris from Alsace. A dry rosé or a light, fruity red wine such as a Beaujolais, lightly chilled, also works. In the shop you will find them under [wine with spicy food](/?eten=pittig).

## Rule 6: salt loves bubbles and sweetness

Salty food makes wine taste softer and fruitier. Salty and deep-fried snacks, such as bitterballen, cheese straws, potato chips or oysters, go perfectly with a dry sparkling wine: the bubbles and acidity refresh your mouth after every bite. A Champagne, a Crémant or a Cava with drinks and snacks is a combination almost everyone enjoys; browse our [sparkling wines](/?kleur=mousserend). Salt and sweetness also go well together, as blue cheese with a sweet wine proves.

## Rule 7: what grows together goes together

Dishes and wines from the same region have often developed together. Think of pizza or pasta with tomato and a Chianti, paella with a Spanish rosé or a white Verdejo from Rueda, sauerkraut with a Riesling from Alsace and goat cheese with a Sancerre. In doubt about a regional dish? Then look first at the wines from that region.

## Per dish: where can you read more?

For the questions we get most often, we have written separate articles:

- **Meat:** which red wine goes with steak, lamb, game or spare ribs? Read [red wine with meat](/wijnwijzer/rode-wijn-bij-vlees).
- **Fish and shellfish:** from cod to oysters, in [white wine with fish](/wijnwijzer/witte-wijn-bij-vis).
- **Pasta:** the sauce decides the wine. Read [wine with pasta](/wijnwijzer/wijn-bij-pasta).
- **Vegetarian:** vegetables, pulses and mushrooms, in [wine with vegetarian food](/wijnwijzer/wijn-bij-vegetarisch).
- **Cheese:** why white and sweet often fit better than red, in [wine with cheese](/wijnwijzer/wijn-bij-kaas).
- **Dessert:** the golden rule and the classics, in [wine with dessert](/wijnwijzer/wijn-bij-dessert).

## A safe choice for the whole meal

If you eat several courses, or put different dishes on the table, you do not open a new bottle for every dish. Then choose a wine that can handle a lot:

- a dry sparkling wine, which stays fresh with almost anything;
- a dry rosé with some body;
- a dry Riesling or a Chardonnay without much oak;
- a supple red wine with little tannin, such as a Pinot Noir or a Gamay.

If you do pour several wines, keep to this order: light before heavy, white before red, dry before sweet and young before old. That way every wine shows at its best. And do not forget the temperature: white wine not ice-cold, red wine not at room temperature, but a few degrees cooler.

## In short

- Match the intensity of wine and dish, and look above all at the sauce.
- Acidic and sweet dishes call for a wine that is at least as fresh or sweet.
- Tannin suits meat and hard cheese, not fish and spicy food.
- Bubbles are the best friend of salty and fried food.
- In doubt? Choose a wine from the same region as the dish.
`

export const wijnBijEten: ArticleSeed = {
  slug: 'wijn-bij-eten',
  category: 'eten-en-wijn',
  publishedAt: '2026-09-07T08:00:00.000Z',
  title: {
    nl: 'Wijn bij eten: zeven vuistregels voor de juiste combinatie',
    en: 'Wine with food: seven rules of thumb for the right match',
  },
  summary: {
    nl: 'Welke wijn past bij je eten? Met zeven eenvoudige vuistregels over intensiteit, zuur, zoet, tannine, pittig eten, zout en streek kies je bijna altijd goed.',
    en: 'Which wine goes with your food? With seven simple rules of thumb about intensity, acidity, sweetness, tannin, spicy food, salt and region, you will almost always choose well.',
  },
  metaDescription: {
    nl: 'Welke wijn past bij je eten? Zeven vuistregels voor wijn en spijs, met tips voor vlees, vis, pasta, kaas, pittig eten en dessert.',
    en: 'Which wine goes with your food? Seven rules of thumb for pairing wine and food, with tips for meat, fish, pasta, cheese, spicy food and dessert.',
  },
  body: { nl, en },
  wines: { mixColors: true, count: 4 },
}
