import type { ArticleSeed } from '../types'

const nl = `Een glas rode wijn per dag is goed voor je hart. Dat hoor je nog vaak, op verjaardagen en in oude krantenartikelen. Maar is rode wijn echt gezond? Als wijnwinkel zijn we daar eerlijk over: nee, niet op een manier die een reden is om te gaan drinken. In dit artikel lees je waar het idee vandaan komt, wat resveratrol is, wat er met de Franse paradox aan de hand is en wat de Gezondheidsraad adviseert.

## Is rode wijn gezond?

Het korte antwoord: rode wijn is niet gezond. Rode wijn bevat stoffen uit de druivenschil die in het laboratorium interessant zijn, maar ook alcohol, en alcohol is schadelijk, ook in kleine hoeveelheden. Onderzoek van de laatste jaren laat zien dat de voordelen die vroeger werden gevonden grotendeels verdwijnen als je het onderzoek beter opzet. Drink je wijn, doe dat dan omdat je ervan geniet, en met mate. Niet voor je gezondheid.

## Resveratrol: een piepkleine hoeveelheid

Resveratrol is een stof die druiven in hun schil aanmaken, onder meer om zich te beschermen tegen schimmels. Omdat rode wijn wordt gemaakt met de schillen, bevat hij meer resveratrol dan witte wijn. Bij proeven met cellen en dieren had resveratrol soms gunstige effecten, en zo ontstond het idee dat rode wijn daardoor gezond zou zijn.

Het probleem: er zit maar heel weinig resveratrol in wijn, meestal hooguit een paar milligram per liter. In veel van die proeven kregen de dieren hoeveelheden die overeenkomen met vele flessen wijn per dag, veel meer dan een mens ooit veilig kan drinken. Ook onderzoek bij mensen met resveratrol in pilvorm heeft geen overtuigend bewijs voor gezondheidswinst opgeleverd.

Druiven, bessen, thee, peulvruchten en groente bevatten ook allerlei vergelijkbare plantenstoffen, zonder alcohol. Wie daar meer van eet, doet zijn lichaam een groter plezier.

## De Franse paradox

In 1991 werd in een bekend Amerikaans televisieprogramma de Franse paradox besproken. Fransen aten veel boter, kaas en vlees, en toch stierven er in Frankrijk relatief weinig mensen aan hart- en vaatziekten. Rode wijn werd als verklaring genoemd, en in de Verenigde Staten steeg de verkoop van rode wijn daarna flink.

Later kwamen er andere verklaringen naar voren. Zo werden sterfgevallen door hartziekten in Frankrijk mogelijk minder vaak als zodanig geregistreerd. Ook aten Fransen destijds kleinere porties, meer groente en minder tussendoortjes, en veranderde het eetpatroon pas later. De paradox bleek dus veel minder raadselachtig, en rode wijn is als verklaring niet overeind gebleven.

## Waarom nieuw onderzoek twijfelt

Veel oudere studies vonden dat mensen die een beetje drinken gezonder waren dan mensen die helemaal niet drinken. Dat leek een bewijs voor gezond drinken, maar er zaten fouten in:

- **De groep niet-drinkers was niet zuiver.** Daarin zaten ook mensen die waren gestopt omdat ze ziek waren of te veel hadden gedronken. Zo leek niet drinken ongezonder dan het is.
- **Matige drinkers leven vaak anders.** Ze hebben gemiddeld meer geld, een hogere opleiding, eten gezonder en bewegen meer. Dat geldt zeker voor wijndrinkers. Die leefstijl verklaart een groot deel van het verschil.

Grote overzichtsstudies die deze fouten zoveel mogelijk corrigeren, vinden weinig of geen beschermend effect meer. Ook genetisch onderzoek wijst in die richting.

## De risico's van alcohol

Over de nadelen is de wetenschap veel eenduidiger:

- Alcohol is kankerverwekkend. Het verhoogt onder meer de kans op kanker van mond, keel, slokdarm, lever, darm en borst, en dat risico begint al bij kleine hoeveelheden.
- Alcohol verhoogt de bloeddruk en de kans op hartritmestoornissen zoals boezemfibrilleren.
- Alcohol belast de lever, maakt je slaap onrustiger en kan verslavend zijn.
- Alcohol vergroot de kans op ongelukken, zeker in het verkeer.

De Wereldgezondheidsorganisatie stelt dat er geen hoeveelheid alcohol is waarvan je zeker weet dat die veilig is voor je gezondheid.

## Wat adviseert de Gezondheidsraad?

De Gezondheidsraad is duidelijk: drink geen alcohol of in ieder geval niet meer dan één glas per dag. Dat advies geldt voor volwassenen. Ben je zwanger of geef je borstvoeding, drink dan helemaal geen alcohol. Ben je jonger dan 18, dan drink je ook geen alcohol. In Nederland mag alcohol bovendien niet aan je worden verkocht, en wij controleren je leeftijd bij de bezorging.

Een standaardglas wijn is ongeveer 100 ml en bevat zo'n 10 gram alcohol. Thuis schenk je al snel meer, zeker in een groot glas. Wil je wel wijn drinken, dan helpen deze gewoonten:

- Schenk kleinere glazen en vul niet steeds bij.
- Houd dagen zonder alcohol.
- Drink water naast je wijn.
- Kies eens een lichtere rode wijn met 12 of 12,5 procent alcohol in plaats van een zware met 14,5 procent.
- Proef bewust in plaats van veel te drinken. Tips daarvoor vind je in [wijn proeven voor beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## Alcoholvrije opties

Wil je de smaak van wijn zonder alcohol, dan kun je gedealcoholiseerde wijn proberen. Dat is echte wijn waaruit de alcohol na de vergisting is verwijderd. In de Europese Unie mag die wijn hooguit 0,5 procent alcohol bevatten. Alcohol geeft wijn body en warmte, dus alcoholvrije rode wijn smaakt vaak wat dunner. Alcoholvrije mousserende en witte wijn lukken meestal beter. Soms voegen makers druivensap of suiker toe om de smaak voller te maken, dus kijk even op het etiket.

Andere goede keuzes aan tafel zijn bruisend water met citroen, koude thee of een alcoholvrije mocktail. Druivensap is lekker, maar bevat veel suiker.

## Genieten zonder illusies

Rode wijn is een product om van te genieten, niet om gezond van te worden. Kies je voor een glas, neem dan een wijn die je echt lekker vindt en drink hem rustig bij het eten. Hulp bij het kiezen vind je in [rode wijn kiezen](/wijnwijzer/rode-wijn-kiezen), en onze [rode wijnen](/?kleur=rood) staan in de webshop. Vraag je je af of sulfiet je hoofdpijn bezorgt, lees dan [sulfietvrije wijn](/wijnwijzer/sulfietvrije-wijn).

## Kort samengevat

- Rode wijn is niet gezond: de voordelen uit oud onderzoek houden geen stand.
- Resveratrol zit in wijn in piepkleine hoeveelheden, veel te weinig voor een effect.
- De Franse paradox heeft andere verklaringen dan rode wijn.
- Alcohol verhoogt onder meer de kans op kanker, ook bij kleine hoeveelheden.
- De Gezondheidsraad adviseert: drink geen alcohol of in ieder geval niet meer dan één glas per dag.
`

const en = `A glass of red wine a day is good for your heart. You still hear it often, at birthday parties and in old newspaper articles. But is red wine really healthy? As a wine shop we are honest about this: no, not in a way that is a reason to start drinking. In this article you can read where the idea comes from, what resveratrol is, what is going on with the French paradox and what the Dutch Health Council advises.

## Is red wine healthy?

The short answer: red wine is not healthy. Red wine contains substances from the grape skin that are interesting in the laboratory, but also alcohol, and alcohol is harmful, even in small amounts. Research from recent years shows that the benefits found in the past largely disappear when studies are designed better. If you drink wine, do it because you enjoy it, and in moderation. Not for your health.

## Resveratrol: a tiny amount

Resveratrol is a substance that grapes produce in their skins, among other things to protect themselves against fungi. Because red wine is made with the skins, it contains more resveratrol than white wine. In experiments with cells and animals, resveratrol sometimes had favourable effects, and that is how the idea arose that red wine would be healthy because of it.

The problem: there is very little resveratrol in wine, usually a few milligrams per litre at most. In many of those experiments the animals received amounts equivalent to many bottles of wine a day, far more than a person could ever drink safely. Research in humans with resveratrol in pill form has not produced convincing evidence of health benefits either.

Grapes, berries, tea, pulses and vegetables also contain all kinds of similar plant substances, without alcohol. Eating more of those does your body a bigger favour.

## The French paradox

In 1991 the French paradox was discussed on a well-known American television programme. The French ate a lot of butter, cheese and meat, and yet relatively few people in France died of cardiovascular disease. Red wine was put forward as the explanation, and sales of red wine in the United States then rose sharply.

Later, other explanations emerged. Deaths from heart disease in France may, for example, have been recorded as such less often. The French also ate smaller portions, more vegetables and fewer snacks at the time, and their eating habits only changed later. So the paradox turned out to be far less mysterious, and red wine has not held up as the explanation.

## Why newer research has doubts

Many older studies found that people who drink a little were healthier than people who do not drink at all. That seemed to prove healthy drinking, but there were flaws:

- **The group of non-drinkers was not clean.** It also included people who had stopped because they were ill or had drunk too much. This made not drinking look less healthy than it is.
- **Moderate drinkers often live differently.** On average they have more money and a higher level of education, eat more healthily and exercise more. That is especially true of wine drinkers. This lifestyle explains a large part of the difference.

Large review studies that correct for these flaws as far as possible find little or no protective effect any more. Genetic research also points in that direction.

## The risks of alcohol

On the downsides, science is much more unanimous:

- Alcohol causes cancer. Among other things it increases the risk of cancer of the mouth, throat, oesophagus, liver, bowel and breast, and that risk starts at small amounts.
- Alcohol raises blood pressure and the risk of heart rhythm disorders such as atrial fibrillation.
- Alcohol puts strain on the liver, makes your sleep more restless and can be addictive.
- Alcohol increases the risk of accidents, especially on the road.

The World Health Organization states that there is no amount of alcohol that is known to be safe for your health.

## What does the Dutch Health Council advise?

The Dutch Health Council is clear: do not drink alcohol, or in any case no more than one glass a day. That advice applies to adults. If you are pregnant or breastfeeding, do not drink any alcohol at all. If you are under 18, you do not drink alcohol either. In the Netherlands, moreover, alcohol may not be sold to you, and we check your age on delivery.

A standard glass of wine is about 100 ml and contains around 10 grams of alcohol. At home you easily pour more, especially into a large glass. If you do want to drink wine, these habits help:

- Pour smaller glasses and do not keep topping up.
- Keep days without alcohol.
- Drink water alongside your wine.
- Now and then choose a lighter red wine with 12 or 12.5 percent alcohol instead of a heavy one with 14.5 percent.
- Taste consciously instead of drinking a lot. You will find tips for that in [wine tasting for beginners](/wijnwijzer/wijn-proeven-voor-beginners).

## Alcohol-free options

If you want the taste of wine without alcohol, you can try de-alcoholised wine. That is real wine from which the alcohol has been removed after fermentation. In the European Union this wine may contain at most 0.5 percent alcohol. Alcohol gives wine body and warmth, so alcohol-free red wine often tastes somewhat thinner. Alcohol-free sparkling and white wine usually work better. Makers sometimes add grape juice or sugar to make the taste fuller, so have a quick look at the label.

Other good choices at the table are sparkling water with lemon, iced tea or an alcohol-free mocktail. Grape juice is tasty but contains a lot of sugar.

## Enjoying without illusions

Red wine is a product to enjoy, not one to become healthy from. If you choose to have a glass, take a wine you really like and drink it slowly with your meal. You will find help with choosing in [choosing red wine](/wijnwijzer/rode-wijn-kiezen), and our [red wines](/?kleur=rood) are in the shop. Wondering whether sulphite gives you a headache? Then read [sulphite-free wine](/wijnwijzer/sulfietvrije-wijn).

## In short

- Red wine is not healthy: the benefits from old research do not hold up.
- Resveratrol is present in wine in tiny amounts, far too little for an effect.
- The French paradox has other explanations than red wine.
- Alcohol increases the risk of cancer, among other things, even at small amounts.
- The Dutch Health Council advises: do not drink alcohol, or in any case no more than one glass a day.
`

export const rodeWijnGezond: ArticleSeed = {
  slug: 'rode-wijn-gezond',
  category: 'gezondheid-en-productie',
  publishedAt: '2026-10-27T08:00:00.000Z',
  title: {
    nl: 'Is rode wijn gezond? Wat het onderzoek echt zegt',
    en: 'Is red wine healthy? What the research really says',
  },
  summary: {
    nl: 'Het idee dat een glas rode wijn per dag goed is voor je hart, houdt bij nieuw onderzoek geen stand. Lees wat resveratrol en de Franse paradox echt betekenen, wat alcohol met je lichaam doet en wat de Gezondheidsraad adviseert.',
    en: 'The idea that a glass of red wine a day is good for your heart does not hold up in newer research. Read what resveratrol and the French paradox really mean, what alcohol does to your body and what the Dutch Health Council advises.',
  },
  metaDescription: {
    nl: "Is rode wijn gezond? Over resveratrol, de Franse paradox, nieuw onderzoek, de risico's van alcohol, het advies van de Gezondheidsraad en alcoholvrij.",
    en: 'Is red wine healthy? On resveratrol, the French paradox, newer research, alcohol risks, the Dutch Health Council advice and alcohol-free wine.',
  },
  body: { nl, en },
  wines: { colors: ['rood'], count: 2 },
}
