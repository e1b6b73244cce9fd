import type { ArticleSeed } from '../types'

const nl = `In wijnbars en op restaurantkaarten zie je het steeds vaker: natuurlijke wijn, ook wel naturel of natuurwijn genoemd. De flessen hebben vaak speelse etiketten, de wijn is soms troebel, bruisend of oranje. Liefhebbers vinden het levendig en puur, anderen vinden het vreemd. Maar wat is natuurlijke wijn eigenlijk, hoe smaakt het en waar let je op? Hier krijg je een helder antwoord.

## Wat is natuurlijke wijn eigenlijk?

Natuurlijke wijn is wijn van biologisch geteelde druiven, vergist met de wilde gist die van nature op de druiven en in de kelder zit, waaraan niets is toegevoegd en waaruit niets is weggehaald, met weinig of geen sulfiet. Dat is de kern. In de praktijk houden de meeste makers zich aan deze uitgangspunten:

1. **Biologische of biodynamische druiven**, meestal met de hand geplukt.
2. **Spontane vergisting** met wilde gist, dus geen gekweekte gist uit een zakje.
3. **Niets toevoegen**: geen extra zuur, suiker, tannine of enzymen.
4. **Niets weghalen**: niet of nauwelijks filteren en klaren, en geen technische ingrepen zoals omgekeerde osmose.
5. **Weinig of geen sulfiet**: veel makers voegen helemaal niets toe, anderen een klein beetje vlak voor het bottelen.

## Geen wettelijke definitie

Het woord natuurlijk is op een wijnetiket niet wettelijk beschermd. Er is geen Europese regel die zegt wat natuurlijke wijn is, en er is dus ook geen controle zoals bij biologische wijn. Wat je in de fles krijgt, hangt af van de maker.

Wel zijn er verenigingen met hun eigen regels. In Frankrijk bestaat sinds 2020 het vrijwillige label Vin Méthode Nature. Daarvoor moeten de druiven biologisch gecertificeerd zijn en met de hand worden geplukt, is alleen wilde gist toegestaan en mag er niets worden toegevoegd, behalve eventueel een kleine hoeveelheid sulfiet vlak voor het bottelen.

Biologisch en natuurlijk zijn dus niet hetzelfde. Biologische wijn volgt vaste Europese regels, maar mag gekweekte gist, een aantal hulpstoffen en meer sulfiet bevatten. Natuurlijke wijn gaat in de kelder veel verder, maar zonder wettelijke garantie. Het verschil lees je in [biologische wijn](/wijnwijzer/biologische-wijn).

## Hoe smaakt natuurlijke wijn?

Er is niet één smaak. Een natuurlijke wijn kan heel zuiver en helder zijn, maar ook wild en eigenzinnig. Toch zie je vaak dezelfde kenmerken:

- een frisse, levendige zuurgraad en sappig fruit;
- tonen van gist, zuurdesem of cider;
- soms een lichte prik van koolzuur dat tijdens de vergisting in de wijn is gebleven;
- bij rode wijn vaak een lichte, soepele stijl, bijvoorbeeld van gamay, die je gerust licht gekoeld kunt drinken.

### Troebel: is dat erg?

Nee. Natuurlijke wijn wordt vaak niet gefilterd, dus er zweven nog gistcellen en kleine deeltjes in. Daardoor is de wijn wat troebel en ligt er soms bezinksel op de bodem. Dat is onschadelijk. Wil je een heldere wijn, zet de fles dan een dag rechtop en schenk voorzichtig. Wie de volle smaak wil, draait de fles juist even rond.

### Pét-nat

Pét-nat is de afkorting van pétillant naturel, natuurlijk bruisend. De wijnmaker bottelt de wijn voordat de vergisting klaar is. In de fles gaat de gist verder en ontstaat vanzelf koolzuur. Dat is de méthode ancestrale, een methode die ouder is dan die van champagne. Pét-nat heeft vaak een kroonkurk, zachtere bubbels dan champagne, een wat lager alcoholpercentage en soms een vleugje zoet. Schenk hem goed koud en open de fles boven de gootsteen, want hij kan flink opschuimen.

### Oranje wijn

Oranje wijn is witte wijn die gemaakt is zoals rode wijn: de witte druiven vergisten dagen tot maanden samen met hun schillen. Daardoor krijgt de wijn een amberkleur, wat tannine en tonen van gedroogde abrikoos, thee en noten. In Georgië maken ze zo al duizenden jaren wijn, in grote kleipotten die qvevri heten. Niet elke oranje wijn is natuurlijk, maar veel natuurlijke wijnmakers maken er een. Oranje wijn is een goede partner bij kruidig eten en stevige groentegerechten.

## Risico's en wijnfouten

Zonder sulfiet en filtratie is wijn kwetsbaarder. Dat kan mooi uitpakken, maar er kan ook iets misgaan:

- **Oxidatie:** de wijn wordt bruin en ruikt naar bruine appel of sherry.
- **Muizentoon:** een fout die bacteriën of gist veroorzaken. Je ruikt hem niet, maar proeft hem na het doorslikken, in de afdronk, als iets wat aan een muizenkooi of rijstwafels doet denken. Niet iedereen merkt het op.
- **Vluchtig zuur:** een geur van azijn of nagellakremover.
- **Brett:** een gist die zorgt voor tonen van stal of pleister.
- **Nagisting:** ongewenste bubbels in een wijn die stil had moeten zijn.

Ook verschilt de ene fles soms van de andere, zelfs van dezelfde wijn. Over de grens tussen karakter en fout verschillen liefhebbers van mening. Ruikt een wijn duidelijk naar azijn of smaakt hij niet goed, dan mag je hem gewoon afkeuren.

## Natuurlijke wijn bewaren

Omdat er weinig of geen sulfiet in zit, is natuurlijke wijn gevoelig voor warmte. Bewaar hem koel, donker en op een constante temperatuur, het liefst tussen 10 en 14 °C. Een warme keuken of een auto in de zomerzon kan een fles in korte tijd bederven. Bestel je in de zomer, zet de flessen dan na ontvangst meteen op een koele plek.

Drink de meeste natuurlijke wijn liever jong. Een geopende fles gaat met een stop in de koelkast en is meestal nog een tot drie dagen goed. Sommige wijnen worden een dag later zelfs mooier, andere verliezen snel hun frisheid. Meer tips lees je in [witte wijn bewaren](/wijnwijzer/witte-wijn-bewaren).

## Is natuurlijke wijn gezonder?

Dat is niet aangetoond. Natuurlijke wijn bevat net zoveel alcohol als andere wijn, en minder sulfiet is geen garantie tegen hoofdpijn. Lees daarover meer in [sulfietvrije wijn](/wijnwijzer/sulfietvrije-wijn). Drink dus met mate, zoals bij elke wijn.

## Zo begin je met natuurlijke wijn

Begin met een pét-nat of een lichte rode wijn die je koel schenkt: die zijn toegankelijk en laten goed zien wat de stijl zo fris maakt. Proef oranje wijn bij het eten, want dan komt hij het best tot zijn recht. Zoek je een frisse, pure wijn om mee te vergelijken, kijk dan bij onze [witte wijnen](/?kleur=wit) en [rode wijnen](/?kleur=rood).

## Kort samengevat

- Natuurlijke wijn is wijn van biologische druiven, met wilde gist, waaraan niets is toegevoegd of weggehaald, met weinig of geen sulfiet.
- Er is geen wettelijke definitie; biologisch is wel wettelijk geregeld.
- Troebelheid en bezinksel zijn normaal, azijn en een muizentoon in de afdronk zijn fouten.
- Pét-nat bruist van nature, oranje wijn is witte wijn die op de schillen is vergist.
- Bewaar natuurlijke wijn koel en drink hem liever jong.
`

const en = `In wine bars and on restaurant lists you see it more and more often: natural wine, also called naturel or natty wine. The bottles often have playful labels, and the wine is sometimes cloudy, fizzy or orange. Fans find it lively and pure, others find it strange. But what is natural wine, really, what does it taste like and what should you look out for? Here you get a clear answer.

## What is natural wine, really?

Natural wine is wine made from organically grown grapes, fermented with the wild yeast that naturally lives on the grapes and in the cellar, with nothing added and nothing taken away, and with little or no sulphite. That is the core. In practice most makers stick to these principles:

1. **Organic or biodynamic grapes**, usually picked by hand.
2. **Spontaneous fermentation** with wild yeast, so no cultured yeast from a packet.
3. **Nothing added**: no extra acid, sugar, tannin or enzymes.
4. **Nothing taken away**: little or no filtering and fining, and no technical interventions such as reverse osmosis.
5. **Little or no sulphite**: many makers add none at all, others a small amount just before bottling.

## No legal definition

The word natural is not protected by law on a wine label. There is no European rule that says what natural wine is, so there are also no inspections as there are for organic wine. What you get in the bottle depends on the maker.

There are, however, associations with their own rules. In France the voluntary label Vin Méthode Nature has existed since 2020. For it, the grapes must be certified organic and picked by hand, only wild yeast is allowed and nothing may be added, except possibly a small amount of sulphite just before bottling.

So organic and natural are not the same. Organic wine follows fixed European rules, but may use cultured yeast, a number of additives and more sulphite. Natural wine goes much further in the cellar, but without a legal guarantee. You can read about the difference in [organic wine](/wijnwijzer/biologische-wijn).

## What does natural wine taste like?

There is no single taste. A natural wine can be very pure and clear, but also wild and idiosyncratic. Still, you often see the same features:

- a fresh, lively acidity and juicy fruit;
- notes of yeast, sourdough or cider;
- sometimes a slight prickle of carbon dioxide that stayed in the wine during fermentation;
- in red wine often a light, supple style, for example from Gamay, which you can happily drink slightly chilled.

### Cloudy: is that a problem?

No. Natural wine is often not filtered, so yeast cells and small particles are still floating in it. That makes the wine somewhat cloudy, and sometimes there is sediment at the bottom. That is harmless. If you want a clear wine, stand the bottle upright for a day and pour carefully. If you want the full flavour, give the bottle a gentle swirl instead.

### Pét-nat

Pét-nat is short for pétillant naturel, naturally sparkling. The winemaker bottles the wine before fermentation has finished. In the bottle the yeast carries on and carbon dioxide forms by itself. This is the méthode ancestrale, a method older than the one used for Champagne. Pét-nat often has a crown cap, softer bubbles than Champagne, a somewhat lower alcohol level and sometimes a touch of sweetness. Serve it well chilled and open the bottle over the sink, because it can foam up a lot.

### Orange wine

Orange wine is white wine made the way red wine is made: the white grapes ferment together with their skins for days to months. This gives the wine an amber colour, some tannin and notes of dried apricot, tea and nuts. In Georgia wine has been made this way for thousands of years, in large clay pots called qvevri. Not every orange wine is natural, but many natural winemakers make one. Orange wine is a good partner for spiced food and hearty vegetable dishes.

## Risks and wine faults

Without sulphite and filtration, wine is more vulnerable. That can turn out beautifully, but things can also go wrong:

- **Oxidation:** the wine turns brown and smells of bruised apple or sherry.
- **Mousy taint:** a fault caused by bacteria or yeast. You do not smell it, but you taste it after swallowing, in the finish, as something reminiscent of a mouse cage or rice crackers. Not everyone notices it.
- **Volatile acidity:** a smell of vinegar or nail polish remover.
- **Brett:** a yeast that causes notes of stable or sticking plaster.
- **Refermentation:** unwanted bubbles in a wine that should have been still.

One bottle also sometimes differs from the next, even of the same wine. Fans disagree about where character ends and a fault begins. If a wine clearly smells of vinegar or does not taste right, you are entitled to reject it.

## Storing natural wine

Because it contains little or no sulphite, natural wine is sensitive to heat. Store it cool, dark and at a constant temperature, ideally between 10 and 14 °C. A warm kitchen or a car in the summer sun can spoil a bottle in a short time. If you order in summer, put the bottles in a cool place as soon as they arrive.

Drink most natural wine young. An opened bottle goes into the fridge with a stopper and usually stays good for one to three days. Some wines even get better a day later, others quickly lose their freshness. You can read more tips in [storing white wine](/wijnwijzer/witte-wijn-bewaren).

## Is natural wine healthier?

That has not been shown. Natural wine contains just as much alcohol as other wine, and less sulphite is no guarantee against headaches. Read more about that in [sulphite-free wine](/wijnwijzer/sulfietvrije-wijn). So drink in moderation, as with any wine.

## How to get started with natural wine

Start with a pét-nat or a light red wine served cool: they are approachable and show well what makes the style so fresh. Taste orange wine with food, because that is where it shows best. Looking for a fresh, pure wine to compare with? Then have a look at our [white wines](/?kleur=wit) and [red wines](/?kleur=rood).

## In short

- Natural wine is wine from organic grapes, made with wild yeast, with nothing added or taken away, and with little or no sulphite.
- There is no legal definition; organic, on the other hand, is regulated by law.
- Cloudiness and sediment are normal; vinegar and a mousy finish are faults.
- Pét-nat sparkles naturally; orange wine is white wine fermented on its skins.
- Store natural wine cool and preferably drink it young.
`

export const natuurlijkeWijn: ArticleSeed = {
  slug: 'natuurlijke-wijn',
  category: 'gezondheid-en-productie',
  publishedAt: '2026-09-29T08:00:00.000Z',
  title: {
    nl: 'Natuurlijke wijn: wat is het eigenlijk?',
    en: 'Natural wine: what is it, really?',
  },
  summary: {
    nl: 'Natuurlijke wijn is wijn van biologische druiven en wilde gist, zonder toevoegingen en met weinig of geen sulfiet, maar er bestaat geen wettelijke definitie. Lees hoe hij smaakt, wat pét-nat en oranje wijn zijn en hoe je hem bewaart.',
    en: 'Natural wine is wine made from organic grapes and wild yeast, without additives and with little or no sulphite, but there is no legal definition. Read what it tastes like, what pét-nat and orange wine are and how to store it.',
  },
  metaDescription: {
    nl: 'Wat is natuurlijke wijn eigenlijk? Geen wettelijke definitie, wel wilde gist en weinig sulfiet. Over troebelheid, pét-nat, oranje wijn en bewaren.',
    en: 'What is natural wine, really? No legal definition, but wild yeast and little sulphite. On cloudiness, pét-nat, orange wine and storage.',
  },
  body: { nl, en },
  wines: { colors: ['wit', 'rood'], count: 2 },
}
