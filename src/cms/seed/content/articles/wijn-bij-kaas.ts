import type { ArticleSeed } from '../types'

const nl = `## Wijn en kaas: een klassieker met valkuilen

Wijn en kaas horen bij elkaar, maar niet elke combinatie werkt. Veel mensen schenken automatisch een rode wijn, terwijl witte en zoete wijn vaak beter passen. De reden: kaas is vet en zout, en heeft soms een zachte, romige textuur. Stevige tannines uit rode wijn kunnen dan bitter of metaalachtig gaan smaken, vooral bij zachte kazen. De zuren in witte wijn snijden juist door het vet heen, en zoet vormt een prachtig contrast met zout.

## Vier vuistregels

1. **Even intens.** Een milde, jonge kaas vraagt om een lichte wijn; een oude, pittige kaas kan een krachtige wijn aan.
2. **Zuur tegen vet.** Frisse wijnen maken romige en vette kazen lichter.
3. **Zoet tegen zout.** Blauwe kaas en heel oude kaas zijn zout; een zoete wijn zorgt voor balans.
4. **Wat samen groeit, gaat samen.** Kaas en wijn uit dezelfde streek passen vaak verrassend goed bij elkaar.

## Nederlandse kaas

Nederland is een kaasland, dus we beginnen dicht bij huis.

- **Jonge en jong belegen Goudse:** mild, romig en licht zoet. Kies een frisse witte wijn met wat fruit, zoals een chenin blanc, een pinot blanc of een droge riesling. Een zachte, fruitige rode wijn zoals een beaujolais kan ook.
- **Belegen en extra belegen:** meer smaak en een stevigere structuur. Een chardonnay met een beetje houtrijping past mooi, net als een soepele merlot of een rode côtes-du-rhône.
- **Oude en overjarige kaas:** kaas die een jaar of langer gerijpt is, heeft een diepe, nootachtige smaak en knapperige kristallen. Daar kan een krachtige rode wijn bij, zoals een rioja reserva, een rode wijn uit de Douro of een cabernet sauvignon. Nog mooier vinden wij een tawny port: de tonen van noten en karamel in de port en in de kaas versterken elkaar.
- **Kaas met komijn of kruidnagel**, zoals Leidse kaas en Friese nagelkaas: de specerijen vragen om een aromatische witte wijn, zoals een gewürztraminer of een grüner veltliner.

## Geitenkaas

Verse geitenkaas is fris, licht zurig en een beetje krijtachtig. De klassieke combinatie is **sauvignon blanc** uit de Loire, zoals sancerre of pouilly-fumé. In die streek maken ze ook beroemde geitenkazen, zoals de crottin de Chavignol, en de frisse zuren en kruidige tonen van de wijn sluiten daar perfect op aan. Sauvignon blanc uit andere landen en een droge rosé passen ook goed. Gerijpte geitenkaas kan iets meer body aan, bijvoorbeeld een chenin blanc uit de Loire.

## Zachte kaas met een witte korst

Brie en camembert zijn romig en hebben een korst met een lichte geur van champignons. Rode wijn met veel tannine gaat daar vaak mis. Kies liever een **chardonnay** uit de Bourgogne, een crémant of een champagne: de bubbels en zuren frissen je mond op na elke hap. Wil je toch rood, neem dan een lichte pinot noir. Extra romige kazen, zoals brillat-savarin, zijn op hun best met champagne.

## Kaas met een gewassen korst

Kazen als munster, époisses en taleggio ruiken sterk, maar smaken vaak milder dan je verwacht. In de Elzas drinken ze bij munster graag een **gewürztraminer**: een volle, aromatische wijn, vaak met een zweem van zoet, die de kaas goed aankan. Een rijpe pinot gris uit de Elzas is ook een goede keuze.

## Harde kaas uit Frankrijk, Zwitserland, Italië en Spanje

- **Comté en gruyère** zijn nootachtig en vol. Een witte wijn van chardonnay, zeker uit de Jura, of een vin jaune uit dezelfde streek als de comté is een combinatie die moeilijk te verbeteren is.
- **Parmigiano reggiano** is zout en hartig. Probeer een droge lambrusco uit dezelfde regio, Emilia-Romagna, of een chianti classico.
- **Manchego**, de Spaanse schapenkaas, past bij een rode wijn van tempranillo, zoals een rioja crianza, of bij een droge sherry.

## Blauwe kaas

Blauwe kaas is zout, pittig en romig tegelijk. Hier schittert zoete wijn. **Roquefort met sauternes** is een van de beroemdste combinaties: de honingzoete wijn en de zoute kaas vullen elkaar perfect aan. Bij **stilton** hoort van oudsher een **port**, en bij gorgonzola past een zoete wijn van ingedroogde of laat geoogste druiven. Droge rode wijn laat blauwe kaas juist vaak bitter smaken. Kijk bij onze [dessertwijnen](/?kleur=dessert) voor een goede partner.

## De hele kaasplank met één wijn

Op een kaasplank liggen vaak vier of vijf verschillende kazen, en je opent niet voor elke kaas een andere fles. Kies dan een wijn die veel kan hebben:

- een droge witte wijn met goede zuren en wat body, zoals een chenin blanc of een chardonnay zonder veel hout;
- een droge mousserende wijn, die bij bijna alles fris blijft;
- of, als je toch rood wilt, een soepele rode wijn met weinig tannine, zoals een pinot noir of een gamay.

Zet eventueel een zoete wijn of port klaar voor de blauwe en de oudste kaas.

## Zo serveer je de kaasplank

- Haal de kaas een halfuur tot een uur van tevoren uit de koelkast. Op kamertemperatuur komen geur en smaak beter tot hun recht.
- Leg de kazen op volgorde van mild naar sterk en proef ze ook in die volgorde.
- Reken op ongeveer 30 tot 50 gram kaas per persoon als nagerecht en 100 tot 150 gram als hoofdgerecht.
- Zet er neutraal brood of crackers bij, en wat noten, druiven of vijgen. Wees voorzichtig met heel zoete of zure bijgerechten zoals chutney: die veranderen de smaak van de wijn.

## Samengevat

- Zachte, romige kaas: frisse witte wijn of bubbels.
- Geitenkaas: sauvignon blanc.
- Oude kaas: krachtige rode wijn of tawny port.
- Blauwe kaas: zoete wijn.

Vind passende flessen in de webshop met het filter [wijn bij kaas](/?eten=kaas), of bekijk de [witte wijnen bij kaas](/?kleur=wit&eten=kaas) en de [rode wijnen bij kaas](/?kleur=rood&eten=kaas). Wil je een aangebroken fles goed houden tot de volgende kaasavond? Lees dan [rode wijn bewaren](/wijnwijzer/rode-wijn-bewaren). Serveer je eerst een visgerecht, dan helpt [witte wijn bij vis](/wijnwijzer/witte-wijn-bij-vis) je verder.
`

const en = `## Wine and cheese: a classic with pitfalls

Wine and cheese belong together, but not every combination works. Many people automatically pour a red wine, while white and sweet wines often fit better. The reason: cheese is fatty and salty, and sometimes has a soft, creamy texture. Firm tannins from red wine can then taste bitter or metallic, especially with soft cheeses. The acidity in white wine cuts through the fat, and sweetness makes a wonderful contrast with salt.

## Four rules of thumb

1. **Equal intensity.** A mild, young cheese calls for a light wine; an old, strong cheese can take a powerful wine.
2. **Acidity against fat.** Fresh wines make creamy and fatty cheeses feel lighter.
3. **Sweet against salty.** Blue cheese and very old cheese are salty; a sweet wine brings balance.
4. **What grows together goes together.** Cheese and wine from the same region often match surprisingly well.

## Dutch cheese

The Netherlands is a cheese country, so we start close to home.

- **Young and young-matured Gouda:** mild, creamy and slightly sweet. Choose a fresh white wine with some fruit, such as a Chenin Blanc, a Pinot Blanc or a dry Riesling. A soft, fruity red wine such as a Beaujolais works too.
- **Matured and extra matured Gouda:** more flavour and a firmer structure. A Chardonnay with a little oak goes nicely, as does a supple Merlot or a red Côtes du Rhône.
- **Old and extra old cheese:** cheese aged for a year or more has a deep, nutty flavour and crunchy crystals. It can take a powerful red wine, such as a Rioja Reserva, a red wine from the Douro or a Cabernet Sauvignon. Even better, we think, is a Tawny Port: the notes of nuts and caramel in the Port and in the cheese reinforce each other.
- **Cheese with cumin or cloves**, such as Leyden cheese and Frisian clove cheese: the spices call for an aromatic white wine, such as a Gewürztraminer or a Grüner Veltliner.

## Goat cheese

Fresh goat cheese is fresh, slightly tangy and a little chalky. The classic match is **Sauvignon Blanc** from the Loire, such as Sancerre or Pouilly-Fumé. That region also makes famous goat cheeses, such as the Crottin de Chavignol, and the fresh acidity and herbal notes of the wine fit them perfectly. Sauvignon Blanc from other countries and a dry rosé also go well. Aged goat cheese can take a little more body, for example a Chenin Blanc from the Loire.

## Soft cheese with a white rind

Brie and Camembert are creamy and have a rind with a light scent of mushrooms. Red wine with a lot of tannin often fails here. Choose a **Chardonnay** from Burgundy, a Crémant or a Champagne instead: the bubbles and acidity refresh your mouth after every bite. If you do want red, take a light Pinot Noir. Extra creamy cheeses, such as Brillat-Savarin, are at their best with Champagne.

## Washed-rind cheese

Cheeses such as Munster, Époisses and Taleggio smell strong but often taste milder than you expect. In Alsace, people like to drink a **Gewürztraminer** with Munster: a full, aromatic wine, often with a hint of sweetness, that stands up to the cheese well. A ripe Pinot Gris from Alsace is also a good choice.

## Hard cheese from France, Switzerland, Italy and Spain

- **Comté and Gruyère** are nutty and full. A white wine made from Chardonnay, especially from the Jura, or a Vin Jaune from the same region as Comté is a combination that is hard to improve on.
- **Parmigiano Reggiano** is salty and savoury. Try a dry Lambrusco from the same region, Emilia-Romagna, or a Chianti Classico.
- **Manchego**, the Spanish sheep's cheese, goes with a red wine made from Tempranillo, such as a Rioja Crianza, or with a dry sherry.

## Blue cheese

Blue cheese is salty, sharp and creamy at the same time. This is where sweet wine shines. **Roquefort with Sauternes** is one of the most famous combinations: the honey-sweet wine and the salty cheese complement each other perfectly. **Stilton** is traditionally served with **Port**, and Gorgonzola goes with a sweet wine made from dried or late-harvested grapes. Dry red wine, on the other hand, often makes blue cheese taste bitter. Have a look at our [dessert wines](/?kleur=dessert) for a good partner.

## One wine for the whole cheese board

A cheese board often holds four or five different cheeses, and you do not open a different bottle for each one. Then choose a wine that can handle a lot:

- a dry white wine with good acidity and some body, such as a Chenin Blanc or a Chardonnay without much oak;
- a dry sparkling wine, which stays fresh with almost anything;
- or, if you do want red, a supple red wine with little tannin, such as a Pinot Noir or a Gamay.

If you like, have a sweet wine or Port ready for the blue and the oldest cheese.

## How to serve the cheese board

- Take the cheese out of the fridge half an hour to an hour in advance. At room temperature its aroma and flavour come out better.
- Arrange the cheeses from mild to strong and taste them in that order too.
- Allow about 30 to 50 grams of cheese per person as a dessert and 100 to 150 grams as a main course.
- Serve plain bread or crackers with it, plus some nuts, grapes or figs. Be careful with very sweet or sour side dishes such as chutney: they change the taste of the wine.

## In short

- Soft, creamy cheese: fresh white wine or bubbles.
- Goat cheese: Sauvignon Blanc.
- Old cheese: powerful red wine or Tawny Port.
- Blue cheese: sweet wine.

Find bottles that fit in the shop with the filter [wine with cheese](/?eten=kaas), or browse the [white wines with cheese](/?kleur=wit&eten=kaas) and the [red wines with cheese](/?kleur=rood&eten=kaas). Want to keep an opened bottle good until the next cheese evening? Then read [storing red wine](/wijnwijzer/rode-wijn-bewaren). Serving a fish dish first? Then [white wine with fish](/wijnwijzer/witte-wijn-bij-vis) will help you further.
`

export const wijnBijKaas: ArticleSeed = {
  slug: 'wijn-bij-kaas',
  category: 'eten-en-wijn',
  publishedAt: '2026-11-02T08:00:00.000Z',
  title: { nl: 'Wijn bij kaas: zo maak je de beste combinatie', en: 'Wine with cheese: how to make the best match' },
  summary: {
    nl: 'Rode wijn is bij kaas lang niet altijd de beste keuze. Ontdek waarom witte en zoete wijn vaak beter passen, wat je schenkt bij Goudse, geitenkaas, brie en blauwe kaas, en hoe je één wijn kiest voor een hele kaasplank.',
    en: 'Red wine is far from always the best choice with cheese. Discover why white and sweet wines often fit better, what to pour with Gouda, goat cheese, Brie and blue cheese, and how to choose one wine for a whole cheese board.',
  },
  metaDescription: {
    nl: 'Welke wijn past bij kaas? Combinaties voor jonge en oude Goudse, geitenkaas, brie, harde en blauwe kaas, plus tips voor de kaasplank.',
    en: 'Which wine goes with cheese? Pairings for young and old Gouda, goat cheese, Brie, hard and blue cheese, plus tips for the cheese board.',
  },
  body: { nl, en },
  wines: { pairings: ['kaas'], mixColors: true, count: 4 },
}
