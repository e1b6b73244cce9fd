import type { ArticleSeed } from '../types'

const nl = `## Welke wijn past bij vegetarisch eten?

Vegetarisch koken is allang meer dan een bord groenten zonder vlees. Paddenstoelen, peulvruchten, tofu, curry's en uitgebreide salades hebben elk hun eigen karakter, en dat vraagt om een andere wijn. Het goede nieuws: je hoeft geen ingewikkelde regels te leren. Wie let op de saus, de bereiding en een paar lastige smaken zoals umami, bitter en pittig, schenkt bijna altijd een wijn die klopt.

## Kijk naar de saus, niet naar de groente

Bij vlees denk je vaak eerst aan het stuk vlees zelf. Bij vegetarisch eten bepalen juist de saus, de kruiden en de manier van bereiden welke wijn past. Een bloemkool uit de oven met tahin vraagt om iets heel anders dan bloemkool in een romige kaassaus of in een pittige curry.

Een paar vuistregels:

1. **Licht bij licht, vol bij vol.** Een zomerse salade past bij een frisse witte wijn, een stevige stoofpot met linzen bij een rode wijn met body.
2. **Romig vraagt om zuur of om zachtheid.** Bij room, kaas en boter werkt een witte wijn met frisse zuren, of een ronde chardonnay die het romige juist volgt.
3. **Geroosterd en gegrild mag krachtiger.** Door roosteren krijgen groenten tonen van karamel en rook, en die kunnen een rode wijn goed aan.
4. **Zuur in het gerecht vraagt om zuur in de wijn.** Tomaat, citroen en vinaigrette laten een zachte wijn vlak smaken.

## Drie lastige smaken: umami, bitter en pittig

### Umami

Umami is de hartige smaak van paddenstoelen, sojasaus, miso, rijpe tomaat en Parmezaanse kaas. Umami laat tannines harder en bitterder smaken. Kies daarom bij een gerecht vol umami een rode wijn met zachte tannines en sappig fruit, zoals een **pinot noir**, een gamay of een lichte grenache. Ook een witte wijn met wat rijping op hout of op de gistcellen werkt vaak verrassend goed.

### Bitter

Witlof, spruitjes, rucola, radicchio en boerenkool hebben een bittere kant. Bitter plus bitter wordt snel onaangenaam, dus vermijd wijnen met veel tannine of veel nieuw hout. Een fruitige witte wijn of een droge rosé verzacht het bitter juist. Een **grüner veltliner** of een sauvignon blanc doet het goed bij groene groenten.

### Pittig

Chilipeper en alcohol versterken elkaar: hoe hoger het alcoholpercentage, hoe heter een gerecht voelt. Kies bij pittig eten een wijn met weinig alcohol en een beetje zoet, zoals een **halfdroge riesling** uit Duitsland, een gewürztraminer of een fruitige rosé. Stevige tannines zijn bij pittig eten ook geen goed idee: ze gaan hard en droog smaken.

## Paddenstoelen

Paddenstoelen zijn misschien wel de beste vriend van wijn. Hun aardse, hartige smaak past prachtig bij een **pinot noir** uit de Bourgogne, Duitsland of Nieuw-Zeeland. Bij een romige risotto met paddenstoelen of een pasta met room kies je een chardonnay met een beetje hout. Bij een stevig gerecht met wilde paddenstoelen en tijm kan een rode wijn van nebbiolo of een rijpe rioja prima.

## Peulvruchten

Linzen, kikkererwten en bonen zijn stevig en aards. Een stoofpot van linzen of een bonenschotel met tomaat past bij een soepele rode wijn, zoals een côtes-du-rhône, een tempranillo of een garnacha uit Spanje. Een chili sin carne met kruiden en een beetje pit gaat mooi samen met een fruitige zinfandel of primitivo, zolang het alcoholpercentage niet te hoog is. Bij hummus en falafel past een droge rosé of een frisse witte wijn uit het Middellandse Zeegebied.

## Tofu en tempeh

Tofu zelf smaakt bijna nergens naar, dus ook hier gaat het om de marinade. Tofu met soja, gember en knoflook past bij een droge of halfdroge riesling. Tempeh met een zoete ketjapsaus vraagt om een wijn met iets meer fruit, zoals een lichte, koel geschonken pinot noir. Krokant gebakken tofu met een frisse dip is heerlijk met een glas mousserende wijn.

## Curry en oosterse gerechten

Een Thaise groene curry met kokosmelk, citroengras en koriander is fris, romig en pittig tegelijk. Een halfdroge riesling of een pinot gris sluit daar goed op aan. Bij een Indiase curry met linzen, zoals dal, passen een gewürztraminer en een fruitige rosé. Vermijd zware rode wijnen met veel hout: die vechten met de specerijen.

## Salades en groenten uit de oven

Bij een salade met vinaigrette heb je een wijn met frisse zuren nodig. Een **sauvignon blanc** past bij groene kruiden, asperges en geitenkaas, een albariño bij salades met citrus. Artisjok maakt wijn vaak vreemd zoet; drink daar een heel droge, frisse witte wijn bij.

Geroosterde wortel, biet en pompoen worden zoet en een beetje rokerig in de oven. Daar passen een viognier, een volle chardonnay of een zachte rode wijn van grenache goed bij. Meer inspiratie voor dit soort gerechten vind je in ons artikel over [herfstwijnen](/wijnwijzer/herfstwijnen), en voor pasta met groenten in [wijn bij pasta](/wijnwijzer/wijn-bij-pasta).

## Is de wijn zelf vegetarisch?

Dat is een goede vraag, want niet elke wijn is vegetarisch of veganistisch. Bij het helder maken van wijn gebruiken sommige makers eiwit, gelatine of andere dierlijke producten. Hoe dat zit en hoe je een veganistische wijn herkent, lees je in [vegetarische en veganistische wijn](/wijnwijzer/vegetarische-wijn). In onze webshop staat bij veganistische wijnen een label op de productkaart.

Kijk voor passende flessen bij onze [wijnen bij vegetarisch eten](/?eten=vegetarisch), of zoek gericht naar [witte wijn bij vegetarisch](/?kleur=wit&eten=vegetarisch). Boven € 75 bezorgen we gratis.

## Kort samengevat

- Kies je wijn op de saus, de kruiden en de bereiding, niet op de groente alleen.
- Bij umami en bitter: zachte tannines, sappig fruit of een frisse witte wijn.
- Bij pittig eten: weinig alcohol en een vleugje zoet, zoals een halfdroge riesling.
- Paddenstoelen en pinot noir zijn een vaste combinatie; peulvruchten kunnen een soepele rode wijn aan.
- Salades vragen om frisse zuren, zoals een sauvignon blanc of een albariño.
`

const en = `## Which wine goes with vegetarian food?

Vegetarian cooking has long been more than a plate of vegetables without meat. Mushrooms, pulses, tofu, curries and elaborate salads each have their own character, and that calls for a different wine. The good news: you do not need to learn complicated rules. If you pay attention to the sauce, the cooking method and a few tricky flavours such as umami, bitterness and spice, you will almost always pour a wine that works.

## Look at the sauce, not the vegetable

With meat, you often think of the piece of meat itself first. With vegetarian food, it is the sauce, the herbs and the way of cooking that decide which wine fits. Oven-roasted cauliflower with tahini calls for something very different from cauliflower in a creamy cheese sauce or in a spicy curry.

A few rules of thumb:

1. **Light with light, full with full.** A summery salad goes with a fresh white wine, a hearty lentil stew with a red wine that has some body.
2. **Creamy calls for acidity or for softness.** With cream, cheese and butter, a white wine with fresh acidity works, or a round Chardonnay that follows the creaminess.
3. **Roasted and grilled can take more power.** Roasting gives vegetables notes of caramel and smoke, and those can stand up to a red wine.
4. **Acidity in the dish calls for acidity in the wine.** Tomato, lemon and vinaigrette make a soft wine taste flat.

## Three tricky flavours: umami, bitterness and spice

### Umami

Umami is the savoury taste of mushrooms, soy sauce, miso, ripe tomato and Parmesan cheese. Umami makes tannins taste harder and more bitter. So with a dish full of umami, choose a red wine with soft tannins and juicy fruit, such as a **Pinot Noir**, a Gamay or a light Grenache. A white wine with some ageing in oak or on the lees also often works surprisingly well.

### Bitterness

Chicory, Brussels sprouts, rocket, radicchio and kale have a bitter side. Bitter plus bitter quickly becomes unpleasant, so avoid wines with a lot of tannin or a lot of new oak. A fruity white wine or a dry rosé actually softens the bitterness. A **Grüner Veltliner** or a Sauvignon Blanc does well with green vegetables.

### Spice

Chilli pepper and alcohol reinforce each other: the higher the alcohol percentage, the hotter a dish feels. With spicy food, choose a wine with little alcohol and a touch of sweetness, such as an **off-dry Riesling** from Germany, a Gewürztraminer or a fruity rosé. Firm tannins are not a good idea with spicy food either: they start to taste hard and dry.

## Mushrooms

Mushrooms may well be wine's best friend. Their earthy, savoury flavour goes beautifully with a **Pinot Noir** from Burgundy, Germany or New Zealand. With a creamy mushroom risotto or a pasta with cream, choose a Chardonnay with a little oak. With a hearty dish of wild mushrooms and thyme, a red wine made from Nebbiolo or a mature Rioja works fine.

## Pulses

Lentils, chickpeas and beans are hearty and earthy. A lentil stew or a bean dish with tomato goes with a supple red wine, such as a Côtes du Rhône, a Tempranillo or a Garnacha from Spain. A chilli sin carne with herbs and a little heat goes nicely with a fruity Zinfandel or Primitivo, as long as the alcohol percentage is not too high. Hummus and falafel go with a dry rosé or a fresh white wine from the Mediterranean.

## Tofu and tempeh

Tofu itself tastes of almost nothing, so here too it is all about the marinade. Tofu with soy, ginger and garlic goes with a dry or off-dry Riesling. Tempeh with a sweet ketjap sauce calls for a wine with a little more fruit, such as a light, chilled Pinot Noir. Crispy fried tofu with a fresh dip is delicious with a glass of sparkling wine.

## Curry and Asian dishes

A Thai green curry with coconut milk, lemongrass and coriander is fresh, creamy and spicy at the same time. An off-dry Riesling or a Pinot Gris fits it well. With an Indian curry made with lentils, such as dal, a Gewürztraminer and a fruity rosé go well. Avoid heavy red wines with a lot of oak: they clash with the spices.

## Salads and oven-roasted vegetables

With a salad with vinaigrette, you need a wine with fresh acidity. A **Sauvignon Blanc** goes with green herbs, asparagus and goat cheese, an Albariño with salads with citrus. Artichoke often makes wine taste oddly sweet; drink a very dry, fresh white wine with it.

Roasted carrot, beetroot and pumpkin become sweet and a little smoky in the oven. A Viognier, a full Chardonnay or a soft red wine made from Grenache go well with them. You will find more inspiration for this kind of dish in our article on [autumn wines](/wijnwijzer/herfstwijnen), and for pasta with vegetables in [wine with pasta](/wijnwijzer/wijn-bij-pasta).

## Is the wine itself vegetarian?

That is a good question, because not every wine is vegetarian or vegan. When making wine clear, some producers use egg white, gelatin or other animal products. How that works and how to recognize a vegan wine is explained in [vegetarian and vegan wine](/wijnwijzer/vegetarische-wijn). In our shop, vegan wines carry a label on the product card.

For bottles that fit, have a look at our [wines with vegetarian food](/?eten=vegetarisch), or search specifically for [white wine with vegetarian food](/?kleur=wit&eten=vegetarisch). Above € 75 we deliver for free.

## In short

- Choose your wine by the sauce, the herbs and the cooking method, not by the vegetable alone.
- With umami and bitterness: soft tannins, juicy fruit or a fresh white wine.
- With spicy food: little alcohol and a touch of sweetness, such as an off-dry Riesling.
- Mushrooms and Pinot Noir are a classic match; pulses can take a supple red wine.
- Salads call for fresh acidity, such as a Sauvignon Blanc or an Albariño.
`

export const wijnBijVegetarisch: ArticleSeed = {
  slug: 'wijn-bij-vegetarisch',
  category: 'eten-en-wijn',
  publishedAt: '2026-10-06T08:00:00.000Z',
  title: {
    nl: 'Wijn bij vegetarisch eten: zo kies je de juiste fles',
    en: 'Wine with vegetarian food: how to choose the right bottle',
  },
  summary: {
    nl: 'Bij vegetarisch eten bepalen de saus, de kruiden en de bereiding welke wijn past. Lees wat je schenkt bij paddenstoelen, peulvruchten, tofu, curry en salades, en hoe je omgaat met umami, bitter en pittig.',
    en: 'With vegetarian food, the sauce, the herbs and the cooking method decide which wine fits. Read what to pour with mushrooms, pulses, tofu, curry and salads, and how to handle umami, bitterness and spice.',
  },
  metaDescription: {
    nl: 'Welke wijn past bij vegetarisch eten? Tips voor paddenstoelen, peulvruchten, tofu, curry en salades, plus umami, bitter en pittig.',
    en: 'Which wine goes with vegetarian food? Tips for mushrooms, pulses, tofu, curry and salads, plus how to handle umami, bitterness and spice.',
  },
  body: { nl, en },
  wines: { pairings: ['vegetarisch'], mixColors: true, count: 3 },
}
