import type { ArticleSeed } from '../types'

const nl = `Op bijna elke fles wijn staat het: "bevat sulfieten". Veel mensen geven die sulfieten de schuld van hoofdpijn na een paar glazen, en zoeken daarom sulfietvrije wijn. Maar klopt dat wel? In dit artikel lees je wat sulfieten zijn, waarom ze in wijn zitten, wat de regels zijn en wat het verschil is tussen sulfietvrij en zonder toegevoegde sulfieten.

## Krijg je hoofdpijn van sulfieten?

Waarschijnlijk niet. Sulfieten zijn zelden de oorzaak van hoofdpijn na het drinken van wijn. Mensen die echt gevoelig zijn voor sulfiet, krijgen meestal andere klachten, zoals benauwdheid, een piepende ademhaling of huiduitslag. Hoofdpijn hoort daar niet typisch bij.

De waarschijnlijkere boosdoeners zijn:

- **Alcohol zelf.** Alcohol laat je meer plassen, waardoor je uitdroogt, en bij de afbraak ontstaat aceetaldehyde, een stof die onder meer hoofdpijn kan geven.
- **Histamine en verwante stoffen.** Die zitten van nature in wijn, vaak meer in rode dan in witte wijn. Sommige mensen reageren daar gevoelig op.
- **Te weinig water en eten.** Wie op een lege maag en zonder water drinkt, krijgt de alcohol sneller en harder binnen.
- **De hoeveelheid.** Vaak zit het probleem gewoon in het aantal glazen.

Bij mensen met migraine staat rode wijn bekend als mogelijke uitlokker, maar waarom precies, is niet duidelijk.

Een opvallend detail: witte wijn bevat meestal meer sulfiet dan rode wijn. Rode wijn heeft tannine en andere stoffen uit de schil die de wijn beschermen, en heeft dus minder sulfiet nodig. Krijg je wel hoofdpijn van rode wijn en niet van witte, dan is sulfiet dus vrijwel zeker niet de oorzaak.

Ook in eten zit sulfiet, soms veel meer dan in wijn. Gedroogde abrikozen mogen volgens de Europese regels tot 2000 mg per kilo bevatten, ruim tien keer zoveel als een liter droge rode wijn. Ook in sommige chips, garnalen en vruchtensappen zit sulfiet. Eet je die zonder klachten, dan ligt het bij wijn waarschijnlijk ook niet aan het sulfiet. Dat is wel een ruwe aanwijzing en geen medische test.

## Wat zijn sulfieten en waarom zitten ze in wijn?

Sulfiet is de verzamelnaam voor zwaveldioxide en de zouten ervan. Op etiketten van voedingsmiddelen zie je ze als E220 tot en met E228. Wijnmakers gebruiken sulfiet al eeuwenlang, om twee redenen:

1. **Tegen oxidatie.** Sulfiet beschermt de wijn tegen zuurstof, zodat hij fris blijft en niet bruin wordt.
2. **Tegen bederf.** Sulfiet remt ongewenste gisten en bacteriën, die de wijn naar azijn of stal kunnen laten ruiken.

Bovendien maakt gist tijdens de vergisting zelf een beetje sulfiet aan. Een wijn zonder enig sulfiet bestaat daardoor eigenlijk niet.

## Wat betekent "bevat sulfieten" op het etiket?

Sulfiet is in de Europese Unie een van de stoffen die op het etiket moeten worden vermeld, omdat een kleine groep mensen er overgevoelig voor is. Bevat een wijn meer dan 10 mg sulfiet per liter, dan moet de tekst "bevat sulfieten" of een vergelijkbare tekst op de fles staan. Dat geldt voor bijna alle wijnen, ook voor biologische en veel natuurlijke wijn. De melding zegt dus niets over de hoeveelheid: een wijn met 20 mg en een wijn met 180 mg per liter hebben allebei hetzelfde zinnetje op het etiket.

## Sulfietvrij of zonder toegevoegde sulfieten?

Dat is een belangrijk verschil:

- **Zonder toegevoegde sulfieten** betekent dat de wijnmaker zelf geen sulfiet heeft toegevoegd. De wijn bevat dan alleen het beetje sulfiet dat de gist heeft gemaakt.
- **Sulfietvrij** klinkt alsof er helemaal geen sulfiet in zit, maar dat kan bijna niet. Kijk vooral of "bevat sulfieten" op het etiket ontbreekt: dan zit er 10 mg per liter of minder in.

Zonder toegevoegde sulfieten is dus de eerlijkste omschrijving. Zo'n wijn kan toch boven de 10 mg per liter uitkomen en moet dan ook "bevat sulfieten" vermelden.

## Hoeveel sulfiet mag er in wijn?

De Europese Unie stelt maxima voor de totale hoeveelheid sulfiet. Voor droge wijn met weinig restsuiker zijn dat:

- **rode wijn:** maximaal 150 mg per liter;
- **witte en rosé wijn:** maximaal 200 mg per liter;
- **biologische rode wijn:** maximaal 100 mg per liter;
- **biologische witte en rosé wijn:** maximaal 150 mg per liter.

Zoete wijn mag meer sulfiet bevatten, omdat de suiker anders in de fles opnieuw kan gaan gisten. Voor sommige edelzoete wijnen ligt de grens op 400 mg per liter. Veel wijnmakers blijven ruim onder de maxima. Meer over de biologische regels lees je in [biologische wijn](/wijnwijzer/biologische-wijn).

## Sulfiet en astma

Een echte gevoeligheid voor sulfiet komt weinig voor en vooral bij mensen met astma. Zij kunnen na het drinken van wijn benauwd worden, gaan hoesten of piepend ademen. Heb je astma en merk je zulke klachten, bespreek het dan met je huisarts. Ga niet zelf experimenteren als je ooit een flinke reactie hebt gehad.

## Wat kun je doen tegen hoofdpijn van wijn?

- Drink een glas water bij elk glas wijn.
- Eet iets voordat en terwijl je drinkt.
- Drink langzaam en neem kleinere glazen.
- Houd het bij weinig. De Gezondheidsraad adviseert: drink geen alcohol of in ieder geval niet meer dan één glas per dag.

Merk je dat je ook van één glas hoofdpijn krijgt, dan is de simpelste oplossing om wijn te laten staan. Over wijn en gezondheid lees je meer in [is rode wijn gezond?](/wijnwijzer/rode-wijn-gezond)

## Wijn zonder toegevoegde sulfieten kiezen en bewaren

Wijn zonder toegevoegde sulfieten smaakt vaak sappig en fruitig, maar is kwetsbaarder. Let daarom op een paar dingen:

- Bewaar de flessen koel en donker, het liefst tussen 10 en 14 °C.
- Drink ze liever jong, binnen een paar jaar na de oogst.
- Zet een geopende fles met een stop in de koelkast en drink hem binnen een of twee dagen op.

Veel wijnmakers die zonder sulfiet werken, maken ook [natuurlijke wijn](/wijnwijzer/natuurlijke-wijn). Wil je vooral een wijn met weinig sulfiet, kies dan een jonge rode wijn of een biologische wijn. Bekijk onze [rode wijnen](/?kleur=rood) en [witte wijnen](/?kleur=wit); bij elke wijn staat of hij biologisch is.

## Kort samengevat

- Hoofdpijn na wijn komt meestal door alcohol, histamine, te weinig water of te veel glazen, zelden door sulfiet.
- "Bevat sulfieten" is verplicht vanaf 10 mg per liter en staat op bijna elke fles.
- Helemaal sulfietvrije wijn bestaat bijna niet; zonder toegevoegde sulfieten is de eerlijke term.
- Rode wijn bevat meestal minder sulfiet dan witte en zoete wijn, biologische wijn minder dan gangbare.
- Heb je astma en klachten na wijn, overleg dan met je huisarts.
`

const en = `It says so on almost every bottle of wine: "contains sulphites". Many people blame those sulphites for a headache after a few glasses, and therefore look for sulphite-free wine. But is that right? In this article you can read what sulphites are, why they are in wine, what the rules are and what the difference is between sulphite-free and no added sulphites.

## Do sulphites give you a headache?

Probably not. Sulphites are rarely the cause of a headache after drinking wine. People who are truly sensitive to sulphite usually get other symptoms, such as tightness in the chest, wheezing or a skin rash. A headache is not a typical part of that.

The more likely culprits are:

- **Alcohol itself.** Alcohol makes you urinate more, which dehydrates you, and breaking it down produces acetaldehyde, a substance that can cause headaches among other things.
- **Histamine and related substances.** These occur naturally in wine, often more in red than in white wine. Some people are sensitive to them.
- **Too little water and food.** If you drink on an empty stomach and without water, the alcohol hits you faster and harder.
- **The amount.** Often the problem is simply the number of glasses.

For people with migraine, red wine is known as a possible trigger, but exactly why is not clear.

A striking detail: white wine usually contains more sulphite than red wine. Red wine has tannin and other substances from the skins that protect the wine, so it needs less sulphite. If you do get a headache from red wine but not from white, sulphite is almost certainly not the cause.

Food contains sulphite too, sometimes much more than wine. Under European rules, dried apricots may contain up to 2000 mg per kilo, well over ten times as much as a litre of dry red wine. Some crisps, prawns and fruit juices contain sulphite as well. If you eat those without problems, sulphite is probably not the issue with wine either. That is a rough indication, though, not a medical test.

## What are sulphites and why are they in wine?

Sulphite is the collective name for sulphur dioxide and its salts. On food labels you see them as E220 to E228. Winemakers have used sulphite for centuries, for two reasons:

1. **Against oxidation.** Sulphite protects the wine against oxygen, so that it stays fresh and does not turn brown.
2. **Against spoilage.** Sulphite inhibits unwanted yeasts and bacteria, which can make the wine smell of vinegar or a stable.

On top of that, yeast produces a little sulphite itself during fermentation. A wine without any sulphite at all therefore does not really exist.

## What does "contains sulphites" on the label mean?

In the European Union, sulphite is one of the substances that must be declared on the label, because a small group of people is hypersensitive to it. If a wine contains more than 10 mg of sulphite per litre, the words "contains sulphites" or a similar text must be on the bottle. That applies to almost all wines, including organic and many natural wines. So the statement says nothing about the amount: a wine with 20 mg and a wine with 180 mg per litre both carry the same little sentence on the label.

## Sulphite-free or no added sulphites?

That is an important difference:

- **No added sulphites** means that the winemaker has not added any sulphite. The wine then only contains the little bit of sulphite that the yeast has made.
- **Sulphite-free** sounds as if there is no sulphite in it at all, but that is almost impossible. Check above all whether "contains sulphites" is missing from the label: then it contains 10 mg per litre or less.

So no added sulphites is the most honest description. Such a wine can still end up above 10 mg per litre and must then also state "contains sulphites".

## How much sulphite may wine contain?

The European Union sets maximums for the total amount of sulphite. For dry wine with little residual sugar they are:

- **red wine:** at most 150 mg per litre;
- **white and rosé wine:** at most 200 mg per litre;
- **organic red wine:** at most 100 mg per litre;
- **organic white and rosé wine:** at most 150 mg per litre.

Sweet wine may contain more sulphite, because otherwise the sugar could start fermenting again in the bottle. For some noble sweet wines the limit is 400 mg per litre. Many winemakers stay well below the maximums. You can read more about the organic rules in [organic wine](/wijnwijzer/biologische-wijn).

## Sulphite and asthma

A genuine sensitivity to sulphite is uncommon and occurs mainly in people with asthma. After drinking wine they can become short of breath, start coughing or wheeze. If you have asthma and notice such symptoms, discuss it with your GP. Do not experiment on your own if you have ever had a serious reaction.

## What can you do about headaches from wine?

- Drink a glass of water with every glass of wine.
- Eat something before and while you drink.
- Drink slowly and use smaller glasses.
- Keep it to a little. The Dutch Health Council advises: do not drink alcohol, or in any case no more than one glass a day.

If you find that even one glass gives you a headache, the simplest solution is to leave wine alone. You can read more about wine and health in [is red wine healthy?](/wijnwijzer/rode-wijn-gezond)

## Choosing and storing wine without added sulphites

Wine without added sulphites often tastes juicy and fruity, but it is more vulnerable. So pay attention to a few things:

- Store the bottles cool and dark, ideally between 10 and 14 °C.
- Preferably drink them young, within a few years of the harvest.
- Put an opened bottle in the fridge with a stopper and finish it within one or two days.

Many winemakers who work without sulphite also make [natural wine](/wijnwijzer/natuurlijke-wijn). If what you mainly want is a wine with little sulphite, choose a young red wine or an organic wine. Have a look at our [red wines](/?kleur=rood) and [white wines](/?kleur=wit); each wine shows whether it is organic.

## In short

- A headache after wine usually comes from alcohol, histamine, too little water or too many glasses, rarely from sulphite.
- "Contains sulphites" is mandatory from 10 mg per litre and is on almost every bottle.
- Completely sulphite-free wine hardly exists; no added sulphites is the honest term.
- Red wine usually contains less sulphite than white and sweet wine, organic wine less than conventional wine.
- If you have asthma and get symptoms after wine, talk to your GP.
`

export const sulfietvrijeWijn: ArticleSeed = {
  slug: 'sulfietvrije-wijn',
  category: 'gezondheid-en-productie',
  publishedAt: '2026-10-13T08:00:00.000Z',
  title: {
    nl: 'Sulfietvrije wijn: krijg je echt hoofdpijn van sulfieten?',
    en: 'Sulphite-free wine: do sulphites really give you a headache?',
  },
  summary: {
    nl: 'Sulfieten krijgen vaak de schuld van hoofdpijn na wijn, maar meestal zijn alcohol, histamine en te weinig water de oorzaak. Lees wat "bevat sulfieten" betekent, welke grenzen gelden en wat het verschil is tussen sulfietvrij en zonder toegevoegde sulfieten.',
    en: 'Sulphites are often blamed for headaches after wine, but alcohol, histamine and too little water are usually the cause. Read what "contains sulphites" means, which limits apply and how sulphite-free differs from no added sulphites.',
  },
  metaDescription: {
    nl: 'Krijg je hoofdpijn van sulfieten? Meestal niet. Over "bevat sulfieten", wettelijke grenzen, sulfietvrij versus zonder toegevoegde sulfieten en astma.',
    en: 'Do sulphites give you a headache? Usually not. On "contains sulphites", legal limits, sulphite-free versus no added sulphites, and asthma.',
  },
  body: { nl, en },
  wines: { colors: ['rood', 'wit'], count: 2 },
}
