/**
 * The words Waine knows, as data: colours and styles, grapes, countries, regions, taste words and
 * occasions, in Dutch and English. Terms are normalised (see text.ts); `*` marks a compound end.
 */
import type { ColorCode } from '../catalog/vocabulary'

export type Term = { terms: string[] }

export const COLOR_TERMS: Record<ColorCode, string[]> = {
  rood: ['rood', 'rode', 'rooie', 'red', 'reds', 'rood*', 'rode wijn*', 'red wine'],
  wit: ['wit', 'witte', 'white', 'whites', 'witte wijn*', 'white wine'],
  rose: ['rose', 'roze', 'roseetje', 'rosetje', 'rosewijn', 'blush'],
  mousserend: [
    'mousserend', 'mousserende', 'bubbels', 'bubbeltjes', 'bubbel', 'bubbly', 'sparkling', 'schuimwijn', 'schuimwijnen',
    'champagne', 'champie', 'cava', 'prosecco', 'cremant', 'sekt', 'franciacorta', 'spumante', 'brut', 'fizz', 'methode traditionnelle',
  ],
  dessert: ['dessertwijn', 'dessertwijnen', 'dessert wine', 'dessert wines', 'port', 'porto', 'sauternes', 'tokaji', 'tokay', 'ijswijn', 'ice wine', 'sherry', 'pedro ximenez', 'vin santo', 'late harvest', 'vendange tardive', 'passito', 'likeurwijn', 'versterkte wijn'],
}

/** Style words that name a region as well; they prefer that region but never demand it. */
export const STYLE_REGIONS: Record<string, string> = {
  champagne: 'champagne',
  champie: 'champagne',
  cava: 'cava',
  prosecco: 'prosecco',
  cremant: 'cremant',
  franciacorta: 'franciacorta',
  port: 'port',
  porto: 'port',
  sauternes: 'sauternes',
  tokaji: 'tokaj',
  tokay: 'tokaj',
  sherry: 'jerez',
}

/** Canonical grape name (as the catalog spells it) → what people type. */
export const GRAPES: Record<string, string[]> = {
  'Cabernet Sauvignon': ['cabernet sauvignon', 'cabernet', 'cab sauv', 'cabernet sauv'],
  Merlot: ['merlot'],
  'Pinot Noir': ['pinot noir', 'spatburgunder', 'pinot nero', 'blauburgunder'],
  Syrah: ['syrah', 'shiraz'],
  Grenache: ['grenache', 'garnacha', 'cannonau'],
  Tempranillo: ['tempranillo', 'tinta roriz', 'tinto fino', 'aragonez'],
  Sangiovese: ['sangiovese'],
  Nebbiolo: ['nebbiolo'],
  Barbera: ['barbera'],
  Primitivo: ['primitivo', 'zinfandel'],
  Malbec: ['malbec'],
  Pinotage: ['pinotage'],
  Carmenere: ['carmenere'],
  Gamay: ['gamay'],
  'Cabernet Franc': ['cabernet franc'],
  Montepulciano: ['montepulciano'],
  "Nero d'Avola": ['nero d avola', 'nero davola'],
  'Touriga Nacional': ['touriga nacional', 'touriga'],
  Mourvedre: ['mourvedre', 'monastrell', 'mataro'],
  Zweigelt: ['zweigelt'],
  Blaufrankisch: ['blaufrankisch', 'lemberger', 'kekfrankos'],
  Chardonnay: ['chardonnay'],
  'Sauvignon Blanc': ['sauvignon blanc', 'sauvignon', 'sauv blanc', 'fume blanc'],
  Riesling: ['riesling'],
  'Pinot Grigio': ['pinot grigio', 'pinot gris', 'grauburgunder'],
  'Chenin Blanc': ['chenin blanc', 'chenin'],
  'Gruner Veltliner': ['gruner veltliner', 'gruner', 'veltliner', 'gruener veltliner'],
  Gewurztraminer: ['gewurztraminer', 'gewurz', 'gewuerztraminer', 'traminer'],
  Viognier: ['viognier'],
  Albarino: ['albarino', 'alvarinho'],
  Verdejo: ['verdejo'],
  Vermentino: ['vermentino'],
  Muscat: ['muscat', 'moscato', 'muskaat', 'moscatel'],
  Semillon: ['semillon'],
  'Pinot Blanc': ['pinot blanc', 'weissburgunder', 'pinot bianco'],
  Glera: ['glera'],
  Furmint: ['furmint'],
  Assyrtiko: ['assyrtiko'],
  Garganega: ['garganega'],
  Macabeo: ['macabeo', 'viura'],
  'Xarel-lo': ['xarel lo', 'xarello'],
  Parellada: ['parellada'],
  Trebbiano: ['trebbiano', 'ugni blanc'],
  Fiano: ['fiano'],
  Marsanne: ['marsanne'],
  Roussanne: ['roussanne'],
  Silvaner: ['silvaner', 'sylvaner'],
  'Muller-Thurgau': ['muller thurgau', 'mueller thurgau', 'rivaner'],
  Torrontes: ['torrontes'],
  Godello: ['godello'],
  Cinsault: ['cinsault', 'cinsaut'],
  Carignan: ['carignan', 'carinena', 'carignano'],
  Dornfelder: ['dornfelder'],
  Tannat: ['tannat'],
  Agiorgitiko: ['agiorgitiko'],
  Xinomavro: ['xinomavro'],
  'Pedro Ximenez': ['pedro ximenez'],
  Palomino: ['palomino'],
  Aglianico: ['aglianico'],
  Corvina: ['corvina'],
  Negroamaro: ['negroamaro'],
  Grillo: ['grillo'],
  Verdicchio: ['verdicchio'],
  Cortese: ['cortese'],
  Dolcetto: ['dolcetto'],
  Colombard: ['colombard'],
  'Petit Verdot': ['petit verdot'],
}

/** ISO 3166-1 alpha-2 → country names and adjectives, Dutch and English. */
export const COUNTRIES: Record<string, { nl: string; en: string; terms: string[] }> = {
  FR: { nl: 'Frankrijk', en: 'France', terms: ['frankrijk', 'france', 'frans', 'franse', 'french', 'fransman'] },
  IT: { nl: 'Italië', en: 'Italy', terms: ['italie', 'italy', 'italiaans', 'italiaanse', 'italian', 'itali'] },
  ES: { nl: 'Spanje', en: 'Spain', terms: ['spanje', 'spain', 'spaans', 'spaanse', 'spanish'] },
  DE: { nl: 'Duitsland', en: 'Germany', terms: ['duitsland', 'germany', 'duits', 'duitse', 'german'] },
  PT: { nl: 'Portugal', en: 'Portugal', terms: ['portugal', 'portugees', 'portugese', 'portuguese'] },
  AT: { nl: 'Oostenrijk', en: 'Austria', terms: ['oostenrijk', 'austria', 'oostenrijks', 'oostenrijkse', 'austrian'] },
  ZA: { nl: 'Zuid-Afrika', en: 'South Africa', terms: ['zuid afrika', 'south africa', 'zuid afrikaans', 'zuid afrikaanse', 'south african', 'zuidafrika', 'zuidafrikaanse'] },
  CL: { nl: 'Chili', en: 'Chile', terms: ['chili', 'chile', 'chileens', 'chileense', 'chilean'] },
  AR: { nl: 'Argentinië', en: 'Argentina', terms: ['argentinie', 'argentina', 'argentijns', 'argentijnse', 'argentinian', 'argentine'] },
  AU: { nl: 'Australië', en: 'Australia', terms: ['australie', 'australia', 'australisch', 'australische', 'australian', 'aussie'] },
  NZ: { nl: 'Nieuw-Zeeland', en: 'New Zealand', terms: ['nieuw zeeland', 'new zealand', 'nieuw zeelands', 'nieuw zeelandse', 'nz'] },
  US: { nl: 'de Verenigde Staten', en: 'the United States', terms: ['de vs', 'uit vs', 'usa', 'verenigde staten', 'united states', 'amerika', 'america', 'amerikaans', 'amerikaanse', 'american', 'us wine'] },
  GR: { nl: 'Griekenland', en: 'Greece', terms: ['griekenland', 'greece', 'grieks', 'griekse', 'greek'] },
  HU: { nl: 'Hongarije', en: 'Hungary', terms: ['hongarije', 'hungary', 'hongaars', 'hongaarse', 'hungarian'] },
  NL: { nl: 'Nederland', en: 'the Netherlands', terms: ['nederland', 'netherlands', 'nederlandse wijn', 'dutch wine', 'hollandse', 'holland'] },
  BE: { nl: 'België', en: 'Belgium', terms: ['belgie', 'belgium', 'belgisch', 'belgische', 'belgian'] },
  CH: { nl: 'Zwitserland', en: 'Switzerland', terms: ['zwitserland', 'switzerland', 'zwitsers', 'zwitserse', 'swiss'] },
  LB: { nl: 'Libanon', en: 'Lebanon', terms: ['libanon', 'lebanon', 'libanees', 'libanese', 'lebanese'] },
  GE: { nl: 'Georgië', en: 'Georgia', terms: ['georgie', 'georgia', 'georgisch', 'georgische', 'georgian'] },
  SI: { nl: 'Slovenië', en: 'Slovenia', terms: ['slovenie', 'slovenia', 'sloveens', 'sloveense', 'slovenian'] },
  HR: { nl: 'Kroatië', en: 'Croatia', terms: ['kroatie', 'croatia', 'kroatisch', 'kroatische', 'croatian'] },
  RO: { nl: 'Roemenië', en: 'Romania', terms: ['roemenie', 'romania', 'roemeens', 'roemeense', 'romanian'] },
  MD: { nl: 'Moldavië', en: 'Moldova', terms: ['moldavie', 'moldova', 'moldavisch', 'moldavische'] },
  IL: { nl: 'Israël', en: 'Israel', terms: ['israel', 'israelisch', 'israelische', 'israeli'] },
  UY: { nl: 'Uruguay', en: 'Uruguay', terms: ['uruguay', 'uruguayaans', 'uruguayaanse'] },
  CA: { nl: 'Canada', en: 'Canada', terms: ['canada', 'canadees', 'canadese', 'canadian'] },
  GB: { nl: 'Engeland', en: 'England', terms: ['engeland', 'england', 'engels wijn', 'english wine', 'engelse wijn', 'engelse'] },
  LU: { nl: 'Luxemburg', en: 'Luxembourg', terms: ['luxemburg', 'luxembourg', 'luxemburgse'] },
}

/** Wine regions: canonical name, its country, what people type, and what it is called on a label. */
export const REGIONS: Record<string, { country: string; terms: string[]; label: string[] }> = {
  Bourgogne: { country: 'FR', terms: ['bourgogne', 'burgundy', 'bourgondie', 'bourgondische', 'bourgondisch'], label: ['bourgogne', 'burgundy', 'chablis', 'macon', 'cote de beaune', 'cote de nuits', 'meursault', 'pouilly fuisse', 'cote chalonnaise', 'mercurey', 'givry', 'gevrey', 'beaune'] },
  Chablis: { country: 'FR', terms: ['chablis'], label: ['chablis'] },
  Bordeaux: { country: 'FR', terms: ['bordeaux', 'bordeau', 'medoc', 'saint emilion', 'st emilion', 'pomerol', 'graves', 'pessac'], label: ['bordeaux', 'medoc', 'emilion', 'pomerol', 'graves', 'pessac', 'margaux', 'pauillac', 'entre deux mers', 'sauternes', 'blaye'] },
  Champagne: { country: 'FR', terms: ['champagnestreek'], label: ['champagne'] },
  Elzas: { country: 'FR', terms: ['elzas', 'alsace', 'elzasser', 'elzasser wijn'], label: ['elzas', 'alsace'] },
  Loire: { country: 'FR', terms: ['loire', 'sancerre', 'vouvray', 'muscadet', 'touraine', 'pouilly fume', 'anjou', 'chinon', 'saumur'], label: ['loire', 'sancerre', 'vouvray', 'muscadet', 'touraine', 'pouilly fume', 'anjou', 'chinon', 'saumur', 'nantais'] },
  Rhone: { country: 'FR', terms: ['rhone', 'cotes du rhone', 'cote du rhone', 'chateauneuf', 'chateauneuf du pape', 'gigondas', 'crozes hermitage', 'vacqueyras'], label: ['rhone', 'chateauneuf', 'gigondas', 'crozes', 'hermitage', 'vacqueyras', 'ventoux', 'rasteau', 'cairanne'] },
  Languedoc: { country: 'FR', terms: ['languedoc', 'roussillon', 'pays d oc', 'minervois', 'corbieres'], label: ['languedoc', 'roussillon', 'pays d oc', 'minervois', 'corbieres', 'pic saint loup', 'fitou'] },
  Provence: { country: 'FR', terms: ['provence', 'provencaalse', 'provencaals', 'bandol'], label: ['provence', 'bandol'] },
  Beaujolais: { country: 'FR', terms: ['beaujolais', 'fleurie', 'morgon', 'brouilly'], label: ['beaujolais', 'fleurie', 'morgon', 'brouilly', 'moulin a vent'] },
  'Zuid-West-Frankrijk': { country: 'FR', terms: ['gascogne', 'cahors', 'madiran', 'bergerac', 'jurancon'], label: ['gascogne', 'cahors', 'madiran', 'bergerac', 'jurancon', 'sud ouest'] },
  Rioja: { country: 'ES', terms: ['rioja'], label: ['rioja'] },
  'Ribera del Duero': { country: 'ES', terms: ['ribera del duero', 'ribera'], label: ['ribera del duero'] },
  Priorat: { country: 'ES', terms: ['priorat', 'priorato'], label: ['priorat'] },
  'Rías Baixas': { country: 'ES', terms: ['rias baixas'], label: ['rias baixas'] },
  Rueda: { country: 'ES', terms: ['rueda'], label: ['rueda'] },
  Navarra: { country: 'ES', terms: ['navarra'], label: ['navarra'] },
  Penedès: { country: 'ES', terms: ['penedes', 'catalonie', 'catalunya'], label: ['penedes', 'catalunya', 'cava'] },
  Jerez: { country: 'ES', terms: ['jerez', 'xeres'], label: ['jerez', 'sherry'] },
  Piemonte: { country: 'IT', terms: ['piemonte', 'piedmont', 'piemont', 'barolo', 'barbaresco', 'langhe', 'asti'], label: ['piemonte', 'piedmont', 'barolo', 'barbaresco', 'langhe', 'asti', 'alba', 'gavi', 'roero'] },
  Toscane: { country: 'IT', terms: ['toscane', 'toscana', 'tuscany', 'chianti', 'montalcino', 'brunello', 'montepulciano d', 'bolgheri', 'maremma'], label: ['toscan', 'toscane', 'tuscany', 'chianti', 'montalcino', 'bolgheri', 'maremma', 'morellino', 'vino nobile'] },
  Veneto: { country: 'IT', terms: ['veneto', 'valpolicella', 'amarone', 'soave', 'ripasso', 'bardolino'], label: ['veneto', 'valpolicella', 'amarone', 'soave', 'ripasso', 'bardolino', 'prosecco', 'lugana', 'venezie'] },
  Puglia: { country: 'IT', terms: ['puglia', 'apulie', 'apulia', 'salento'], label: ['puglia', 'salento', 'manduria', 'apulia'] },
  Sicilië: { country: 'IT', terms: ['sicilie', 'sicily', 'sicilia', 'siciliaanse', 'etna'], label: ['sicili', 'sicily', 'etna'] },
  Abruzzo: { country: 'IT', terms: ['abruzzo', 'abruzzen'], label: ['abruzzo'] },
  Sardinië: { country: 'IT', terms: ['sardinie', 'sardinia', 'sardegna'], label: ['sardegna', 'sardinia', 'sardini'] },
  Moezel: { country: 'DE', terms: ['moezel', 'mosel', 'moselle'], label: ['mosel', 'moezel', 'moselle'] },
  Rheingau: { country: 'DE', terms: ['rheingau', 'rijngau'], label: ['rheingau'] },
  Pfalz: { country: 'DE', terms: ['pfalz', 'palts'], label: ['pfalz'] },
  Rheinhessen: { country: 'DE', terms: ['rheinhessen', 'rijnhessen'], label: ['rheinhessen'] },
  Baden: { country: 'DE', terms: ['baden'], label: ['baden'] },
  Douro: { country: 'PT', terms: ['douro', 'porto wijn'], label: ['douro', 'porto'] },
  Alentejo: { country: 'PT', terms: ['alentejo'], label: ['alentejo'] },
  'Vinho Verde': { country: 'PT', terms: ['vinho verde'], label: ['vinho verde', 'minho'] },
  Dão: { country: 'PT', terms: ['dao'], label: ['dao'] },
  Wachau: { country: 'AT', terms: ['wachau'], label: ['wachau'] },
  Burgenland: { country: 'AT', terms: ['burgenland'], label: ['burgenland'] },
  Kamptal: { country: 'AT', terms: ['kamptal'], label: ['kamptal'] },
  Weinviertel: { country: 'AT', terms: ['weinviertel'], label: ['weinviertel'] },
  Stellenbosch: { country: 'ZA', terms: ['stellenbosch'], label: ['stellenbosch'] },
  Swartland: { country: 'ZA', terms: ['swartland'], label: ['swartland'] },
  Marlborough: { country: 'NZ', terms: ['marlborough'], label: ['marlborough'] },
  'Central Otago': { country: 'NZ', terms: ['central otago', 'otago'], label: ['otago'] },
  Barossa: { country: 'AU', terms: ['barossa', 'barossa valley'], label: ['barossa'] },
  'McLaren Vale': { country: 'AU', terms: ['mclaren vale'], label: ['mclaren'] },
  Mendoza: { country: 'AR', terms: ['mendoza'], label: ['mendoza', 'uco'] },
  'Valle Central': { country: 'CL', terms: ['maipo', 'colchagua', 'casablanca', 'valle central'], label: ['maipo', 'colchagua', 'casablanca', 'valle central', 'rapel'] },
  Californië: { country: 'US', terms: ['californie', 'california', 'californische', 'napa', 'sonoma', 'napa valley'], label: ['california', 'napa', 'sonoma', 'lodi', 'paso robles'] },
  Tokaj: { country: 'HU', terms: ['tokaj'], label: ['tokaj'] },
}

export type Sweetness = 'droog' | 'halfdroog' | 'zoet'
export const SWEETNESS_TERMS: Record<Sweetness, string[]> = {
  droog: ['droog', 'droge', 'dry', 'kurkdroog', 'bone dry', 'strak', 'strakke'],
  halfdroog: ['halfdroog', 'halfdroge', 'halfzoet', 'halfzoete', 'off dry', 'offdry', 'lieflijk', 'lieflijke', 'medium dry', 'medium sweet', 'zoetig', 'zoetige', 'fruitig zoet'],
  zoet: ['zoet', 'zoete', 'sweet', 'zoeter', 'sweeter'],
}

export type Body = 'licht' | 'vol'
export const BODY_TERMS: Record<Body, string[]> = {
  licht: ['licht', 'lichte', 'lichter', 'light', 'lighter', 'light bodied', 'soepel', 'soepele', 'luchtig', 'luchtige', 'elegant', 'elegante', 'fris', 'frisse', 'fresh', 'crisp', 'zomers', 'zomerse', 'makkelijk drinkbaar', 'doordrinker', 'easy drinking'],
  vol: ['vol', 'volle', 'voller', 'full', 'full bodied', 'stevig', 'stevige', 'steviger', 'krachtig', 'krachtige', 'zwaar', 'zware', 'zwaardere', 'robuust', 'robuuste', 'bold', 'rich', 'big', 'fors', 'forse', 'vet', 'romig', 'romige', 'houtgerijpt', 'eikenhout', 'oaky', 'oaked'],
}

export type Occasion = 'cadeau' | 'feest' | 'kerst' | 'bbq' | 'zomer' | 'aperitief' | 'winter'
export const OCCASION_TERMS: Record<Occasion, string[]> = {
  cadeau: ['cadeau', 'cadeautje', 'kado', 'kadootje', 'gift', 'present', 'geschenk', 'relatiegeschenk', 'verjaardagscadeau', 'bedankje', 'cadeau geven', 'weggeven'],
  feest: ['feest', 'feestje', 'feestelijk', 'feestelijke', 'party', 'celebration', 'celebrate', 'vieren', 'verjaardag', 'jarig', 'bruiloft', 'huwelijk', 'jubileum', 'proosten', 'toast', 'oud en nieuw', 'oudjaar', 'oudejaarsavond', 'nieuwjaar', 'new year', 'nye', 'birthday', 'wedding', 'promotie', 'geslaagd'],
  kerst: ['kerst', 'kerstmis', 'kerstdiner', 'kerstavond', 'kerstdagen', 'christmas', 'xmas', 'feestdagen', 'holidays', 'kerstmenu', 'gourmetten', 'gourmet'],
  bbq: ['bbq', 'barbecue', 'barbecueen', 'barbeque', 'grill', 'grillen', 'gegrild', 'gegrilde', 'grilled', 'braai'],
  zomer: ['zomer', 'zomers', 'zomerse', 'summer', 'terras', 'terrasje', 'picknick', 'picnic', 'warm weer', 'hot weather', 'strand', 'tuin', 'zon', 'zonnig'],
  aperitief: ['aperitief', 'aperitiefje', 'apero', 'aperitivo', 'borrel', 'borrelen', 'borreltje', 'borrelhapjes', 'hapjes', 'happy hour', 'voor het eten', 'before dinner', 'drinks', 'welkomstdrankje'],
  winter: ['winter', 'winters', 'winterse', 'herfst', 'herfstig', 'herfstige', 'autumn', 'open haard', 'openhaard', 'haardvuur', 'cosy', 'gezellige avond'],
}

export const ORGANIC_TERMS = ['biologisch', 'biologische', 'bio', 'organic', 'biodynamisch', 'biodynamische', 'biodynamic', 'eko', 'duurzaam', 'duurzame']
export const VEGAN_TERMS = ['vegan', 'veganistisch', 'veganistische', 'veganist', 'plantaardig', 'plantaardige']

/** Words that say "this is about wine" even without anything more specific. */
export const WINE_WORDS = [
  'wijn*', 'wijnen', 'wine*', 'fles', 'flessen', 'flesje', 'bottle', 'glas', 'glaasje', 'glass', 'druif', 'druiven', 'grape*',
  'sommelier', 'wijnkaart', 'schenken', 'drinken', 'drink', 'drinks', 'proeven', 'taste', 'tasting', 'pairing', 'combineren', 'combinatie',
  'past', 'passen', 'pair', 'pairs', 'goes', 'match', 'smaak', 'tannine', 'tannines', 'tannin', 'zuren', 'zuurgraad', 'acidity', 'jaargang', 'vintage',
  'decanteren', 'decant', 'kurk', 'kurken', 'cork', 'karaf', 'sulfiet*', 'alcohol', 'wijnglas*', 'vino', 'vin', 'wijnwijzer',
]

/**
 * Everyday Dutch and English words that typo correction must leave alone, because they are
 * close to vocabulary words ("wilde" is not "wild", "welke" is not "wel").
 */
export const COMMON_WORDS = new Set(
  `aan af al alle alleen als altijd ander andere anders avond bedankt beetje ben benen beste bij bijna bijvoorbeeld binnen blijft blijven
  daar dag dan dank dat de deze die dit doe doen doet door dus echt een eens eigen eigenlijk elke en er erg eten even fijn gaan gaat
  gebruik geef geen gehad geven gisteren goed goede graag groot grote haar had hallo hebben hebt heeft heel hem het hier hij hoe hoeveel
  hoi hun iemand iets ik in is ja jaar je jij jou jouw juist kan keer kiezen klein kleine komen komt kopen krijg krijgen kun kunnen kunt
  lang lekker lekkere leuk leuke liefst liever maak maaltijd maar mag man me mee meer mensen met mij mijn misschien moet moeten mogelijk
  morgen na naar nee net niet niets nieuw nieuwe nodig nog nu of ofwel om omdat ons onze ook op over paar per personen precies raad
  raden samen schoonmoeder schoonouders snel staat tafel te tegen toch toe tot twee u uit uw vaak van vanavond veel vind vinden voor
  vooral vraag vriend vriendin vrienden waar waarom wanneer want wat we weer weet wel welk welke wie wij wil wilde willen wordt zal
  zelf zeker zij zijn zitten zo zoals zoek zoeken zou zouden zus broer moeder vader ouders collega schoonvader gasten bezoek diner
  etentje lunch ontbijt weekend zaterdag zondag vrijdag koken kook gekookt maken serveren serveer bestellen bestel thuis
  a about an and any are as at be best but buy can could do does dinner for from get good have help how i if in is it like looking me
  my need of on or please recommend recommendation should some something suggest that the this to tonight under want what which
  with would you your`.split(/\s+/),
)
