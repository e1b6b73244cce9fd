import type { ArticleSeed } from '../types'
import { PROMISE_TEXT } from '../promise-texts'

const nl = `Op steeds meer wijnetiketten staat een klein groen blad, opgebouwd uit witte sterretjes. Dat is het Europese logo voor biologische producten. Maar wat is biologische wijn eigenlijk? Wat mag een wijnmaker in de wijngaard en in de kelder wel en niet doen, zit er minder sulfiet in, en proef je het verschil? In dit artikel lees je het in gewone taal, inclusief wat biodynamisch betekent en waarom biologische wijn soms iets meer kost.

## Wat is biologische wijn?

Biologische wijn is wijn van biologisch geteelde druiven die daarna ook volgens de Europese regels voor biologische wijn is gemaakt. Die regels voor het werk in de kelder gelden sinds de oogst van 2012. Daarvoor mocht op het etiket alleen staan dat de wijn van biologisch geteelde druiven was gemaakt. Tegenwoordig vallen zowel de wijngaard als de kelder onder de Europese verordening voor biologische productie.

Het woord biologisch is wettelijk beschermd, net als afkortingen zoals bio en eco. Een producent mag het alleen gebruiken als een erkende controle-instantie het bedrijf controleert. In Nederland doet Skal Biocontrole dat; in andere landen zijn er vergelijkbare organisaties. Die controle gebeurt minstens één keer per jaar.

## Het EU-bioblad op het etiket

Het groene blad is verplicht op voorverpakte biologische producten uit de Europese Unie, dus ook op een fles biologische wijn. Bij het logo staat altijd een code van de controle-instantie, zoals NL-BIO-01 voor Nederland, en de herkomst van de landbouwgrondstoffen: EU-landbouw, niet-EU-landbouw of de naam van een land.

Soms zie je daarnaast een nationaal of particulier keurmerk, zoals het Franse AB-logo of het Nederlandse EKO-keurmerk. Die komen bovenop het EU-blad. De basis is altijd de Europese wetgeving; sommige particuliere keurmerken stellen extra eisen.

## Wat mag er in de wijngaard?

In de wijngaard zit het grootste verschil met gangbare wijnbouw.

- **Geen synthetische bestrijdingsmiddelen en geen kunstmest.** Ook chemische onkruidbestrijding is verboden. Onkruid wordt gemaaid, geschoffeld of ondergeploegd, en soms lopen er schapen tussen de rijen.
- **Wel koper en zwavel.** Daarmee bestrijden wijnboeren schimmelziekten zoals meeldauw. Koper is aan een maximum gebonden: gemiddeld 4 kilo per hectare per jaar, gerekend over zeven jaar.
- **Natuurlijke bemesting.** Compost, dierlijke mest en groenbemesters tussen de rijen houden de bodem levend.
- **Drie jaar omschakeling.** Een wijngaard moet drie jaar biologisch worden beheerd voordat de druiven als biologisch mogen worden verkocht.

In een nat jaar is dat zwaar werk. Een biologische wijnboer kan minder ingrijpen en moet schimmel vooral voorkomen, dus vaker de wijngaard in.

## Wat mag er in de kelder?

De kelderregels zijn minder streng dan veel mensen denken. Veel gewone technieken mogen, maar niet alles.

- Ingrediënten van agrarische oorsprong, zoals suiker om het alcoholpercentage te verhogen of geconcentreerd druivenmost, moeten zelf biologisch zijn.
- Klaringsmiddelen zoals eiwit en gelatine zijn toegestaan, bij voorkeur van biologische oorsprong. Biologische wijn is dus niet automatisch vegan; lees daarover meer in [vegetarische wijn](/wijnwijzer/vegetarische-wijn).
- Het conserveermiddel sorbinezuur is verboden.
- Ook verboden zijn onder meer het fysiek verwijderen van sulfiet, elektrodialyse en behandeling met kationenwisselaars.
- Verhitten mag tot maximaal 70 °C, en filteren niet fijner dan 0,2 micrometer.

Gekweekte gist is gewoon toegestaan. Spontane vergisting met wilde gist is dus geen voorwaarde voor biologische wijn.

## Minder sulfiet

Sulfiet beschermt wijn tegen oxidatie en bederf, en bijna elke wijnmaker gebruikt het. Voor biologische wijn gelden lagere maxima:

- **droge rode wijn:** maximaal 100 mg per liter, tegen 150 mg bij gangbare wijn;
- **droge witte en rosé wijn:** maximaal 150 mg per liter, tegen 200 mg bij gangbare wijn;
- **wijn met meer restsuiker:** steeds 30 mg per liter minder dan de gangbare grens.

Droog betekent hier minder dan 2 gram suiker per liter. Ook op biologische wijn staat meestal "bevat sulfieten", want die melding is verplicht vanaf 10 mg per liter. Wil je weten of sulfiet je hoofdpijn bezorgt, lees dan [sulfietvrije wijn](/wijnwijzer/sulfietvrije-wijn).

## Biodynamisch: Demeter en Biodyvin

Biodynamische landbouw gaat terug op lezingen van Rudolf Steiner uit 1924. Een biodynamisch bedrijf ziet de boerderij als een levend geheel. Bovenop de biologische regels gebruiken biodynamische wijnboeren preparaten, zoals koemest die een winter lang in een koehoorn in de grond heeft gezeten en daarna sterk verdund over de wijngaard wordt gesproeid. Veel van hen werken met een kalender die de stand van maan en planeten volgt.

Het woord biodynamisch is wettelijk niet beschermd, maar de keurmerken wel. Het bekendste is **Demeter**, daarnaast zie je in Frankrijk vaak **Biodyvin**. Een Demeter-wijn moet ook biologisch gecertificeerd zijn en volgt strengere kelderregels, met minder toegestane hulpstoffen en nog lagere maxima voor sulfiet. Wetenschappelijk bewijs dat de preparaten zelf werken, is er niet. Wel worden biodynamische wijngaarden vaak opvallend zorgvuldig verzorgd, en dat kan de kwaliteit van de druiven ten goede komen.

## Smaakt biologische wijn anders?

Niet vanzelf. De smaak hangt af van de druif, de streek, het jaar en vooral de wijnmaker. Een biologische chardonnay kan net zo fris, rijk of houtig zijn als een gangbare. Er werken ook veel wijngoederen biologisch zonder dat het op het etiket staat, omdat ze de certificering niet nodig vinden.

Biologisch is ook niet hetzelfde als natuurlijk. Natuurlijke wijn gaat verder in de kelder: wilde gist, niets toevoegen en weinig of geen sulfiet. Het verschil lees je in [natuurlijke wijn](/wijnwijzer/natuurlijke-wijn).

## Wat kost biologische wijn?

Biologische wijnbouw vraagt meer handwerk, de opbrengst is soms lager en in een slecht jaar is het risico op oogstverlies groter. Daar komen de kosten van de controle bij. Biologische wijn is daardoor vaak iets duurder, maar het verschil is kleiner dan je denkt. In warme, droge streken zoals Zuid-Frankrijk, Spanje en Zuid-Italië is er weinig schimmeldruk en is biologisch telen relatief eenvoudig. Daar vind je biologische wijn voor een vriendelijke prijs.

In onze webshop herken je biologische wijn aan het groene label op de productkaart. Kijk bij de [rode wijnen](/?kleur=rood) en de [witte wijnen](/?kleur=wit). ${PROMISE_TEXT.freeShipping.nl}

## Kort samengevat

- Het EU-bioblad garandeert biologisch geteelde druiven en een gecontroleerde werkwijze in de kelder.
- In de wijngaard zijn synthetische bestrijdingsmiddelen en kunstmest verboden; koper en zwavel mogen, binnen grenzen.
- Biologische wijn bevat minder sulfiet: maximaal 100 mg per liter voor droge rode en 150 mg voor droge witte wijn.
- Biodynamisch, met keurmerken als Demeter, gaat nog een stap verder.
- De smaak hangt vooral af van de wijnmaker; biologisch is vaak maar iets duurder.
`

const en = `More and more wine labels carry a small green leaf made up of white stars. That is the European logo for organic products. But what is organic wine, really? What may a winemaker do in the vineyard and in the cellar, does it contain less sulphite, and can you taste the difference? In this article you can read about it in plain language, including what biodynamic means and why organic wine sometimes costs a little more.

## What is organic wine?

Organic wine is wine made from organically grown grapes that has then also been made according to the European rules for organic wine. Those rules for the work in the cellar have applied since the 2012 harvest. Before that, the label could only state that the wine was made from organically grown grapes. Today both the vineyard and the cellar fall under the European regulation on organic production.

The word organic is protected by law, as are abbreviations such as bio and eco. A producer may only use it if a recognised inspection body checks the business. In the Netherlands that is Skal Biocontrole; other countries have similar organisations. The inspection takes place at least once a year.

## The EU leaf on the label

The green leaf is mandatory on pre-packed organic products from the European Union, so also on a bottle of organic wine. Next to the logo there is always a code of the inspection body, such as NL-BIO-01 for the Netherlands, and the origin of the agricultural ingredients: EU Agriculture, non-EU Agriculture or the name of a country.

Sometimes you will also see a national or private label, such as the French AB logo or the Dutch EKO label. These come on top of the EU leaf. The basis is always European law; some private labels set extra requirements.

## What is allowed in the vineyard?

The vineyard is where the biggest difference with conventional winegrowing lies.

- **No synthetic pesticides and no artificial fertiliser.** Chemical weed control is banned as well. Weeds are mown, hoed away or ploughed under, and sometimes sheep graze between the rows.
- **Copper and sulphur are allowed.** Growers use them against fungal diseases such as mildew. Copper is capped: an average of 4 kilos per hectare per year, calculated over seven years.
- **Natural fertilising.** Compost, animal manure and green manure crops between the rows keep the soil alive.
- **Three years of conversion.** A vineyard must be farmed organically for three years before the grapes may be sold as organic.

In a wet year that is hard work. An organic grower has fewer ways to intervene and mainly has to prevent fungus, which means going into the vineyard more often.

## What is allowed in the cellar?

The cellar rules are less strict than many people think. Many ordinary techniques are allowed, but not all of them.

- Ingredients of agricultural origin, such as sugar to raise the alcohol level or concentrated grape must, must themselves be organic.
- Fining agents such as egg white and gelatine are allowed, preferably of organic origin. So organic wine is not automatically vegan; read more about that in [vegetarian wine](/wijnwijzer/vegetarische-wijn).
- The preservative sorbic acid is banned.
- Also banned are, among others, physically removing sulphite, electrodialysis and treatment with cation exchangers.
- Heating is allowed up to 70 °C, and filtering no finer than 0.2 micrometres.

Cultured yeast is simply allowed. So spontaneous fermentation with wild yeast is not a requirement for organic wine.

## Less sulphite

Sulphite protects wine against oxidation and spoilage, and almost every winemaker uses it. Lower maximums apply to organic wine:

- **dry red wine:** at most 100 mg per litre, against 150 mg for conventional wine;
- **dry white and rosé wine:** at most 150 mg per litre, against 200 mg for conventional wine;
- **wine with more residual sugar:** always 30 mg per litre less than the conventional limit.

Dry here means less than 2 grams of sugar per litre. Organic wine usually also says "contains sulphites", because that statement is mandatory from 10 mg per litre. If you want to know whether sulphite gives you a headache, read [sulphite-free wine](/wijnwijzer/sulfietvrije-wijn).

## Biodynamic: Demeter and Biodyvin

Biodynamic farming goes back to lectures by Rudolf Steiner from 1924. A biodynamic estate sees the farm as a living whole. On top of the organic rules, biodynamic growers use preparations, such as cow manure that has spent a winter in a cow horn in the ground and is then sprayed over the vineyard in a highly diluted form. Many of them work with a calendar that follows the position of the moon and planets.

The word biodynamic is not protected by law, but the labels are. The best known is **Demeter**, and in France you often see **Biodyvin** as well. A Demeter wine must also be certified organic and follows stricter cellar rules, with fewer permitted additives and even lower sulphite maximums. There is no scientific evidence that the preparations themselves work. Biodynamic vineyards are, however, often tended with remarkable care, and that can benefit the quality of the grapes.

## Does organic wine taste different?

Not by itself. The taste depends on the grape, the region, the vintage and above all the winemaker. An organic Chardonnay can be just as fresh, rich or oaky as a conventional one. Many estates also work organically without saying so on the label, because they do not feel they need the certification.

Organic is also not the same as natural. Natural wine goes further in the cellar: wild yeast, nothing added and little or no sulphite. You can read about the difference in [natural wine](/wijnwijzer/natuurlijke-wijn).

## What does organic wine cost?

Organic winegrowing requires more manual work, yields are sometimes lower and in a bad year the risk of losing part of the harvest is greater. On top of that come the costs of the inspections. As a result, organic wine is often a little more expensive, but the difference is smaller than you might think. In warm, dry regions such as the south of France, Spain and southern Italy there is little fungal pressure and organic growing is relatively easy. That is where you find organic wine at a friendly price.

In our shop you can recognise organic wine by the green label on the product card. Have a look at the [red wines](/?kleur=rood) and the [white wines](/?kleur=wit). ${PROMISE_TEXT.freeShipping.en}

## In short

- The EU organic leaf guarantees organically grown grapes and an inspected way of working in the cellar.
- In the vineyard, synthetic pesticides and artificial fertiliser are banned; copper and sulphur are allowed, within limits.
- Organic wine contains less sulphite: at most 100 mg per litre for dry red and 150 mg for dry white wine.
- Biodynamic, with labels such as Demeter, goes one step further.
- The taste depends mostly on the winemaker; organic is often only slightly more expensive.
`

export const biologischeWijn: ArticleSeed = {
  slug: 'biologische-wijn',
  category: 'gezondheid-en-productie',
  publishedAt: '2026-09-15T08:00:00.000Z',
  title: {
    nl: 'Biologische wijn: wat betekent het EU-bioblad echt?',
    en: 'Organic wine: what does the EU leaf logo really mean?',
  },
  summary: {
    nl: 'Biologische wijn komt van druiven zonder synthetische bestrijdingsmiddelen en wordt volgens vaste Europese regels gemaakt, met minder sulfiet. Lees wat het EU-bioblad garandeert, wat biodynamisch betekent en of je het proeft.',
    en: 'Organic wine comes from grapes grown without synthetic pesticides and is made according to fixed European rules, with less sulphite. Read what the EU leaf logo guarantees, what biodynamic means and whether you can taste it.',
  },
  metaDescription: {
    nl: 'Wat is biologische wijn? De EU-regels en het bioblad, wat mag in wijngaard en kelder, minder sulfiet, biodynamisch (Demeter), smaak en prijs.',
    en: 'What is organic wine? EU rules and the leaf logo, vineyard and cellar, lower sulphite limits, biodynamic (Demeter), taste and price.',
  },
  body: { nl, en },
  wines: { colors: ['rood', 'wit'], count: 3 },
}
