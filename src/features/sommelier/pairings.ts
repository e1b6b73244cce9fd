/**
 * The reviewed pairing table: dishes and ingredients → wine styles, as data.
 *
 * Each dish names the catalog's pairing codes it belongs to, the colours a sommelier would reach
 * for (best first), classic grapes, a one-line advice in Dutch and English, the guide article that
 * covers it, and the traits the classic rules work on (rules.ts):
 * intensity 1-5 (matched with the wine's body), fat/protein/salt/spice/acid 0-3, the sweetness the
 * wine must at least have (1-5, the product's scale), and whether the dish is delicate fish
 * (tannin turns metallic) or fried. Terms are normalised; `*` marks a compound end (see text.ts).
 * Generic entries ("vis", "kaas", "pasta") give way when a more specific one of their family matches.
 */
import type { ColorCode, Pairing } from '../catalog/vocabulary'

export type DishTraits = {
  intensity: number
  fat?: number
  protein?: number
  salt?: number
  spice?: number
  acid?: number
  /** The wine must be at least this sweet (product scale 1-5). */
  sweet?: number
  fish?: boolean
  fried?: boolean
}

export type Dish = {
  key: string
  family?: string
  generic?: boolean
  label: { nl: string; en: string }
  terms: string[]
  pairings: Pairing[]
  colors: ColorCode[]
  grapes?: string[]
  traits: DishTraits
  advice: { nl: string; en: string }
  guide?: string
}

export const DISHES: Dish[] = [
  // Fish and seafood
  {
    key: 'zalm', family: 'vis', label: { nl: 'zalm', en: 'salmon' },
    terms: ['zalm*', 'salmon', 'forel*', 'trout'],
    pairings: ['vis'], colors: ['wit', 'rose', 'rood'], grapes: ['Chardonnay', 'Pinot Noir', 'Sauvignon Blanc', 'Riesling', 'Pinot Grigio'],
    traits: { intensity: 3, fat: 2, protein: 2, fish: true },
    advice: {
      nl: 'past een frisse witte wijn met wat body, of een lichte rosé; zalm is vet genoeg voor een ronde chardonnay',
      en: 'a fresh white with some body works best, or a light rosé; salmon is rich enough for a rounded chardonnay',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'witvis', family: 'vis', label: { nl: 'witvis', en: 'white fish' },
    terms: ['kabeljauw*', 'kabeljouw', 'cod', 'witvis', 'schol', 'tong', 'zeetong', 'zeebaars', 'dorade', 'heilbot', 'tarbot', 'snoekbaars', 'pangasius', 'tilapia', 'visfilet*', 'sea bass', 'halibut', 'sole', 'skrei', 'koolvis', 'wijting', 'victoriabaars'],
    pairings: ['vis'], colors: ['wit', 'mousserend'], grapes: ['Sauvignon Blanc', 'Chardonnay', 'Albarino', 'Gruner Veltliner', 'Pinot Grigio', 'Verdejo', 'Chenin Blanc'],
    traits: { intensity: 2, fat: 1, protein: 2, fish: true },
    advice: {
      nl: 'hoort een droge, frisse witte wijn: de zuren maken de vis sappig en er is geen tannine die metalig gaat smaken',
      en: 'you want a dry, crisp white: its acidity lifts the fish and there is no tannin to turn metallic',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'mosselen', family: 'vis', label: { nl: 'mosselen', en: 'mussels' },
    terms: ['mossel*', 'mussel*', 'moules'],
    pairings: ['schaaldieren', 'vis'], colors: ['wit', 'mousserend'], grapes: ['Sauvignon Blanc', 'Pinot Grigio', 'Albarino', 'Chenin Blanc', 'Melon de Bourgogne', 'Gruner Veltliner'],
    traits: { intensity: 2, salt: 1, acid: 1, fish: true },
    advice: {
      nl: 'kies je een strakke, frisse witte wijn, zoals de wijn waarin je ze kookt',
      en: 'pick a crisp, dry white, the same kind you cook them in',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'oesters', family: 'vis', label: { nl: 'oesters', en: 'oysters' },
    terms: ['oester', 'oesters', 'oyster', 'oysters', 'fines de claire', 'zeeuwse creuses'],
    pairings: ['schaaldieren', 'vis'], colors: ['mousserend', 'wit'], grapes: ['Chardonnay', 'Sauvignon Blanc', 'Melon de Bourgogne', 'Albarino'],
    traits: { intensity: 1, salt: 3, acid: 1, fish: true },
    advice: {
      nl: 'zijn bubbels of een kurkdroge, minerale witte klassiek: zout en zilt vragen om frisse zuren',
      en: 'bubbles or a bone-dry, mineral white are the classic: brine calls for bright acidity',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'schaaldieren', family: 'vis', label: { nl: 'schaal- en schelpdieren', en: 'shellfish' },
    terms: ['garnal*', 'scampi*', 'gamba*', 'kreeft*', 'krab*', 'langoustine*', 'shrimp*', 'prawn*', 'lobster', 'crab', 'schaaldier*', 'zeevruchten', 'seafood', 'fruits de mer', 'coquille*', 'sint jakobsschelp*', 'jakobsschelp*', 'scallop*', 'inktvis*', 'calamar*', 'octopus', 'paella'],
    pairings: ['schaaldieren', 'vis'], colors: ['wit', 'mousserend', 'rose'], grapes: ['Chardonnay', 'Albarino', 'Sauvignon Blanc', 'Viognier', 'Vermentino', 'Verdejo'],
    traits: { intensity: 2, fat: 1, salt: 1, fish: true },
    advice: {
      nl: 'past een frisse witte wijn met wat fruit, of bubbels; bij kreeft of coquilles mag de wit wat voller zijn',
      en: 'a fresh, fruity white or bubbles suit best; with lobster or scallops the white may be fuller',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'sushi', family: 'vis', label: { nl: 'sushi', en: 'sushi' },
    terms: ['sushi', 'sashimi', 'maki', 'poke*', 'japans', 'japanse', 'japanese', 'nigiri'],
    pairings: ['vis', 'schaaldieren'], colors: ['wit', 'mousserend', 'rose'], grapes: ['Riesling', 'Gruner Veltliner', 'Sauvignon Blanc', 'Albarino', 'Pinot Grigio'],
    traits: { intensity: 2, salt: 2, acid: 1, fish: true, spice: 1 },
    advice: {
      nl: 'werkt een frisse, zuivere witte wijn of bubbels het best; een vleugje restzoet vangt wasabi en sojasaus op',
      en: 'a crisp, pure white or bubbles works best; a touch of sweetness handles wasabi and soy',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'tonijn', family: 'vis', label: { nl: 'tonijn', en: 'tuna' },
    terms: ['tonijn*', 'tuna', 'zwaardvis', 'swordfish'],
    pairings: ['vis'], colors: ['rose', 'wit', 'rood'], grapes: ['Pinot Noir', 'Grenache', 'Chardonnay', 'Gamay'],
    traits: { intensity: 3, fat: 1, protein: 2, fish: true },
    advice: {
      nl: 'mag het een droge rosé of zelfs een lichte rode met weinig tannine zijn, want tonijn is vlezig',
      en: 'a dry rosé or even a light, low-tannin red works, as tuna is meaty',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'haring', family: 'vis', label: { nl: 'haring', en: 'herring' },
    terms: ['haring*', 'herring', 'makreel', 'mackerel', 'sardine*', 'ansjovis', 'paling', 'gerookte vis'],
    pairings: ['vis'], colors: ['wit', 'mousserend'], grapes: ['Riesling', 'Sauvignon Blanc', 'Gruner Veltliner', 'Muscadet'],
    traits: { intensity: 2, fat: 2, salt: 3, acid: 1, fish: true },
    advice: {
      nl: 'vraagt vette, zoute vis om veel frisheid: een strakke witte wijn of bubbels',
      en: 'oily, salty fish calls for lots of freshness: a crisp white or bubbles',
    },
    guide: 'witte-wijn-bij-vis',
  },
  {
    key: 'gefrituurd', label: { nl: 'gefrituurde hapjes', en: 'fried food' },
    terms: ['kibbeling', 'lekkerbek*', 'fish and chips', 'friet', 'frites', 'patat', 'bitterbal*', 'kroket*', 'tempura', 'gefrituurd*', 'fried', 'frituur', 'nachos', 'loempia*', 'kaassouffle*', 'fried chicken', 'calamares fritos', 'frietjes', 'snacks'],
    pairings: ['aperitief', 'vis'], colors: ['mousserend', 'wit'], grapes: ['Chardonnay', 'Macabeo', 'Glera', 'Sauvignon Blanc'],
    traits: { intensity: 2, fat: 3, salt: 2, fried: true },
    advice: {
      nl: 'zijn bubbels onverslaanbaar: koolzuur en frisse zuren spoelen het frituurvet en zout weg',
      en: 'bubbles are unbeatable: fizz and acidity cut straight through salt and frying fat',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'vis', family: 'vis', generic: true, label: { nl: 'vis', en: 'fish' },
    terms: ['vis', 'vissen', 'fish', 'visgerecht*', 'vissoep', 'bouillabaisse', 'vispannetje', 'visschotel', 'ovenvis'],
    pairings: ['vis'], colors: ['wit', 'mousserend', 'rose'], grapes: ['Sauvignon Blanc', 'Chardonnay', 'Albarino', 'Pinot Grigio', 'Gruner Veltliner'],
    traits: { intensity: 2, fat: 1, protein: 2, fish: true },
    advice: {
      nl: 'kies je het best een frisse, droge witte wijn: zuren geven de vis glans en tannine zou metalig smaken',
      en: 'a fresh, dry white is the safe choice: acidity flatters fish and tannin would taste metallic',
    },
    guide: 'witte-wijn-bij-vis',
  },
  // Meat
  {
    key: 'biefstuk', family: 'vlees', label: { nl: 'biefstuk', en: 'steak' },
    terms: ['biefstuk*', 'steak*', 'entrecote', 'ribeye', 'rib eye', 'tournedos', 'ossenhaas', 'rundvlees', 'runderhaas', 'rund', 'beef', 'cote de boeuf', 'tomahawk', 'rosbief', 'roast beef', 'rumpsteak', 'lendenbiefstuk', 'carpaccio', 'tartaar', 'runderlende', 'picanha', 'sirloin'],
    pairings: ['rood-vlees'], colors: ['rood'], grapes: ['Cabernet Sauvignon', 'Malbec', 'Syrah', 'Tempranillo', 'Merlot', 'Cabernet Franc'],
    traits: { intensity: 4, fat: 2, protein: 3 },
    advice: {
      nl: 'hoort een stevige rode wijn met tannine: eiwit en vet van het vlees maken de tannine zacht en de wijn soepeler',
      en: 'a structured red with tannin is the classic: the protein and fat of the meat soften the tannin',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'burger', family: 'vlees', label: { nl: 'een burger', en: 'a burger' },
    terms: ['hamburger*', 'burger*', 'cheeseburger*', 'gehaktbal*', 'gehakt', 'spareribs', 'ribs', 'sloppy joe'],
    pairings: ['rood-vlees', 'varken'], colors: ['rood', 'rose'], grapes: ['Malbec', 'Primitivo', 'Merlot', 'Tempranillo', 'Grenache', 'Syrah'],
    traits: { intensity: 3, fat: 3, protein: 2, salt: 1 },
    advice: {
      nl: 'past een sappige, fruitige rode wijn met zachte tannine',
      en: 'a juicy, fruity red with soft tannin fits best',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'stoofvlees', family: 'vlees', label: { nl: 'stoofvlees', en: 'stew' },
    terms: ['stoofvlees*', 'stoofpot*', 'hachee', 'runderstoof*', 'stoverij', 'stoofschotel*', 'stew', 'boeuf bourguignon', 'bourguignon', 'goulash', 'goulashsoep', 'ossobuco', 'sukadelapjes', 'draadjesvlees', 'suddervlees', 'stoofvleesje', 'beef stew', 'chili con carne', 'ragout'],
    pairings: ['rood-vlees'], colors: ['rood'], grapes: ['Merlot', 'Syrah', 'Grenache', 'Pinot Noir', 'Tempranillo', 'Cabernet Sauvignon', 'Malbec'],
    traits: { intensity: 5, fat: 3, protein: 3 },
    advice: {
      nl: 'mag de wijn vol en kruidig zijn: een warme rode wijn die net zo diep smaakt als de saus',
      en: 'the wine may be full and spicy: a warm red as deep as the sauce',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'lam', family: 'vlees', label: { nl: 'lamsvlees', en: 'lamb' },
    terms: ['lam', 'lams*', 'lamsvlees', 'lamb', 'rack of lamb', 'lamskotelet*', 'lamsbout', 'lamsrack', 'lamsstoof', 'lamsrug'],
    pairings: ['rood-vlees'], colors: ['rood'], grapes: ['Cabernet Sauvignon', 'Syrah', 'Tempranillo', 'Grenache', 'Merlot', 'Mourvedre'],
    traits: { intensity: 4, fat: 3, protein: 3 },
    advice: {
      nl: 'is een rode wijn met stevige tannine en kruidigheid klassiek, denk aan Bordeaux, Rioja of de Rhône',
      en: 'a red with firm tannin and herbs is classic: think Bordeaux, Rioja or the Rhône',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'wild', family: 'vlees', label: { nl: 'wild', en: 'game' },
    terms: ['wild', 'wildstoof*', 'wildzwijn', 'hert*', 'hertenbiefstuk', 'ree', 'reerug', 'reebout', 'hazenpeper', 'haas', 'hazenrug', 'everzwijn*', 'fazant', 'patrijs', 'venison', 'game', 'konijn*', 'rabbit', 'wildgerecht*', 'wildschotel', 'kwartel*'],
    pairings: ['wild', 'rood-vlees'], colors: ['rood'], grapes: ['Pinot Noir', 'Syrah', 'Nebbiolo', 'Sangiovese', 'Grenache', 'Tempranillo', 'Merlot'],
    traits: { intensity: 5, fat: 2, protein: 3 },
    advice: {
      nl: 'past een rode wijn met rijpheid en aardse tonen, zoals pinot noir, syrah of nebbiolo',
      en: 'a mature red with earthy notes fits, such as pinot noir, syrah or nebbiolo',
    },
    guide: 'herfstwijnen',
  },
  {
    key: 'eend', family: 'vlees', label: { nl: 'eend', en: 'duck' },
    terms: ['eend*', 'duck', 'magret', 'confit de canard', 'eendenborst*', 'eendenbout*', 'goose'],
    pairings: ['gevogelte', 'wild'], colors: ['rood'], grapes: ['Pinot Noir', 'Merlot', 'Grenache', 'Syrah', 'Gamay'],
    traits: { intensity: 4, fat: 3, protein: 3 },
    advice: {
      nl: 'is pinot noir de klassieker: frisse zuren tegen het vet en zachte tannine',
      en: 'pinot noir is the classic: fresh acidity against the fat and soft tannin',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'kip', family: 'gevogelte', label: { nl: 'kip', en: 'chicken' },
    terms: ['kip', 'kip*', 'chicken', 'gevogelte', 'poultry', 'haantje', 'coq au vin', 'parelhoen', 'kippendij*', 'kippenbout*', 'drumstick*', 'poulet'],
    pairings: ['gevogelte'], colors: ['wit', 'rood', 'rose'], grapes: ['Chardonnay', 'Pinot Noir', 'Viognier', 'Gamay', 'Pinot Grigio', 'Chenin Blanc'],
    traits: { intensity: 2, fat: 1, protein: 2 },
    advice: {
      nl: 'kan het alle kanten op: een ronde witte wijn zoals chardonnay, of een lichte rode zoals pinot noir',
      en: 'almost anything goes: a rounded white such as chardonnay, or a light red such as pinot noir',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'kalkoen', family: 'gevogelte', label: { nl: 'kalkoen', en: 'turkey' },
    terms: ['kalkoen*', 'turkey', 'kalkoenfilet'],
    pairings: ['gevogelte'], colors: ['rood', 'wit'], grapes: ['Pinot Noir', 'Gamay', 'Chardonnay', 'Grenache', 'Merlot'],
    traits: { intensity: 3, fat: 1, protein: 2 },
    advice: {
      nl: 'past een soepele rode wijn met weinig tannine, zoals pinot noir of beaujolais, of een volle chardonnay',
      en: 'a supple, low-tannin red such as pinot noir or beaujolais, or a full chardonnay',
    },
    guide: 'wijn-voor-feestdagen',
  },
  {
    key: 'varken', family: 'vlees', label: { nl: 'varkensvlees', en: 'pork' },
    terms: ['varken*', 'varkenshaas*', 'varkensvlees', 'pork', 'procureur', 'karbonade*', 'speklap*', 'ham', 'buikspek', 'pulled pork', 'schnitzel*', 'saucijs*', 'worst*', 'braadworst*', 'sausage*', 'spek', 'porchetta', 'fricandeau', 'filet mignon'],
    pairings: ['varken'], colors: ['rood', 'wit', 'rose'], grapes: ['Pinot Noir', 'Grenache', 'Chardonnay', 'Riesling', 'Tempranillo', 'Gamay', 'Merlot'],
    traits: { intensity: 3, fat: 2, protein: 2 },
    advice: {
      nl: 'past een soepele rode wijn met zachte tannine of een volle witte; varkensvlees is minder krachtig dan rund',
      en: 'a supple red with soft tannin or a full white; pork is gentler than beef',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'kalf', family: 'vlees', label: { nl: 'kalfsvlees', en: 'veal' },
    terms: ['kalf*', 'kalfsvlees', 'veal', 'vitello tonnato', 'saltimbocca', 'kalfsoester*', 'kalfsmedaillon*', 'kalfsschnitzel', 'wiener schnitzel'],
    pairings: ['rood-vlees'], colors: ['rood', 'wit'], grapes: ['Pinot Noir', 'Nebbiolo', 'Sangiovese', 'Chardonnay', 'Barbera'],
    traits: { intensity: 3, fat: 1, protein: 2 },
    advice: {
      nl: 'is een elegante rode wijn of een volle witte mooi: kalfsvlees is verfijnd',
      en: 'an elegant red or a full white suits this delicate meat',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'bbq', family: 'vlees', label: { nl: 'de barbecue', en: 'a barbecue' },
    terms: ['bbq', 'barbecue', 'barbecueen', 'barbeque', 'braai', 'gegrild vlees', 'grillvlees'],
    pairings: ['rood-vlees', 'varken'], colors: ['rood', 'rose'], grapes: ['Malbec', 'Syrah', 'Primitivo', 'Pinotage', 'Grenache', 'Tempranillo', 'Zinfandel'],
    traits: { intensity: 4, fat: 3, protein: 3, salt: 1 },
    advice: {
      nl: 'mag de rode wijn fruitig en stevig zijn, iets dat het rokerige van de grill aankan; een koele rosé voor erbij kan ook',
      en: 'go for a fruity, sturdy red that stands up to the smoke of the grill; a chilled rosé on the side works too',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'vlees', family: 'vlees', generic: true, label: { nl: 'vlees', en: 'meat' },
    terms: ['vlees', 'meat', 'rood vlees', 'red meat', 'vleesgerecht*', 'gebraad', 'rollade', 'gehaktschotel', 'slavink*', 'wit vlees'],
    pairings: ['rood-vlees'], colors: ['rood'], grapes: ['Cabernet Sauvignon', 'Merlot', 'Tempranillo', 'Syrah', 'Malbec'],
    traits: { intensity: 4, fat: 2, protein: 3 },
    advice: {
      nl: 'is een rode wijn met structuur de logische keuze: tannine en eiwit zijn een goed team',
      en: 'a red with structure is the natural choice: tannin and protein make a good team',
    },
    guide: 'rode-wijn-bij-vlees',
  },
  {
    key: 'stamppot', family: 'vlees', label: { nl: 'stamppot', en: 'Dutch stamppot' },
    terms: ['stamppot*', 'boerenkool', 'hutspot', 'zuurkool', 'andijviestamppot', 'erwtensoep', 'snert', 'rookworst', 'hachee met rode kool', 'rode kool', 'zuurkoolschotel'],
    pairings: ['varken', 'rood-vlees'], colors: ['rood', 'wit'], grapes: ['Pinot Noir', 'Gamay', 'Riesling', 'Grenache', 'Merlot', 'Pinot Blanc'],
    traits: { intensity: 3, fat: 3, salt: 2, protein: 2 },
    advice: {
      nl: 'past een soepele, sappige rode wijn of een droge riesling: frisheid tegen het vet van worst en spek',
      en: 'a supple, juicy red or a dry riesling works: freshness against the fat of sausage and bacon',
    },
    guide: 'wijn-bij-eten',
  },
  // Pasta, pizza, rice
  {
    key: 'pesto', family: 'pasta', label: { nl: 'pasta pesto', en: 'pasta with pesto' },
    terms: ['pesto', 'pasta pesto', 'pesto pasta', 'genovese'],
    pairings: ['pasta', 'vegetarisch'], colors: ['wit'], grapes: ['Vermentino', 'Sauvignon Blanc', 'Pinot Grigio', 'Verdicchio', 'Cortese'],
    traits: { intensity: 2, fat: 2, acid: 1, salt: 1 },
    advice: {
      nl: 'past een frisse, kruidige witte wijn zoals vermentino of sauvignon blanc, die het basilicum laat zingen',
      en: 'a fresh, herbal white such as vermentino or sauvignon blanc lets the basil sing',
    },
    guide: 'wijn-bij-pasta',
  },
  {
    key: 'carbonara', family: 'pasta', label: { nl: 'pasta carbonara', en: 'pasta carbonara' },
    terms: ['carbonara', 'pasta alfredo', 'alfredo', 'roomsaus', 'romige pasta', 'cacio e pepe', 'pasta met room'],
    pairings: ['pasta'], colors: ['wit', 'rood'], grapes: ['Chardonnay', 'Pinot Grigio', 'Trebbiano', 'Verdicchio', 'Pinot Blanc', 'Sangiovese'],
    traits: { intensity: 3, fat: 3, salt: 2 },
    advice: {
      nl: 'kies je een witte wijn met body en frisse zuren die door het vet van ei, room en spek snijden',
      en: 'choose a white with body and fresh acidity to cut through egg, cream and bacon',
    },
    guide: 'wijn-bij-pasta',
  },
  {
    key: 'bolognese', family: 'pasta', label: { nl: 'pasta met tomatensaus en gehakt', en: 'pasta with tomato and meat sauce' },
    terms: ['bolognese', 'bolognaise', 'spaghetti bolognese', 'lasagne', 'lasagna', 'ragu', 'gehaktsaus', 'tomatensaus', 'pasta met tomaat', 'arrabbiata', 'amatriciana', 'puttanesca', 'spaghetti', 'macaroni', 'penne', 'tomatenpasta', 'tomato sauce'],
    pairings: ['pasta', 'rood-vlees'], colors: ['rood'], grapes: ['Sangiovese', 'Barbera', 'Montepulciano', "Nero d'Avola", 'Primitivo', 'Tempranillo'],
    traits: { intensity: 3, fat: 2, protein: 2, acid: 2 },
    advice: {
      nl: 'hoort een Italiaanse rode wijn met frisse zuren, zodat de tomaat de wijn niet plat maakt',
      en: 'an Italian red with bright acidity is the match, so the tomato does not flatten the wine',
    },
    guide: 'wijn-bij-pasta',
  },
  {
    key: 'pasta', family: 'pasta', generic: true, label: { nl: 'pasta', en: 'pasta' },
    terms: ['pasta', 'pastas', 'tagliatelle', 'fettuccine', 'linguine', 'ravioli', 'tortellini', 'gnocchi', 'orecchiette', 'rigatoni', 'noedels'],
    pairings: ['pasta'], colors: ['rood', 'wit'], grapes: ['Sangiovese', 'Barbera', 'Montepulciano', 'Pinot Grigio', 'Vermentino'],
    traits: { intensity: 3, fat: 2, acid: 1 },
    advice: {
      nl: 'kijk je vooral naar de saus: tomaat vraagt een frisse rode, room een volle witte en kruiden een frisse witte',
      en: 'look at the sauce: tomato asks for a fresh red, cream for a full white and herbs for a crisp white',
    },
    guide: 'wijn-bij-pasta',
  },
  {
    key: 'pizza', family: 'pasta', label: { nl: 'pizza', en: 'pizza' },
    terms: ['pizza*', 'calzone', 'margherita'],
    pairings: ['pasta'], colors: ['rood', 'rose'], grapes: ['Sangiovese', 'Montepulciano', 'Barbera', 'Primitivo', "Nero d'Avola", 'Negroamaro'],
    traits: { intensity: 3, fat: 2, salt: 1, acid: 2 },
    advice: {
      nl: 'is een sappige Italiaanse rode wijn met frisse zuren de klassieker, tegen tomaat en kaas',
      en: 'a juicy Italian red with fresh acidity is the classic, against tomato and cheese',
    },
    guide: 'wijn-bij-pasta',
  },
  {
    key: 'risotto', family: 'pasta', label: { nl: 'risotto', en: 'risotto' },
    terms: ['risotto*'],
    pairings: ['pasta', 'vegetarisch'], colors: ['wit', 'rood'], grapes: ['Chardonnay', 'Pinot Grigio', 'Pinot Blanc', 'Vermentino', 'Pinot Noir'],
    traits: { intensity: 3, fat: 2 },
    advice: {
      nl: 'past een ronde witte wijn met frisse zuren tegen de romigheid; met paddenstoelen kan ook een lichte rode',
      en: 'a rounded white with fresh acidity balances the creaminess; with mushrooms a light red works too',
    },
    guide: 'wijn-bij-pasta',
  },
  // Vegetarian
  {
    key: 'paddenstoelen', family: 'vegetarisch', label: { nl: 'paddenstoelen', en: 'mushrooms' },
    terms: ['paddenstoel*', 'champignon*', 'truffel*', 'truffle*', 'mushroom*', 'porcini', 'eekhoorntjesbrood', 'cantharel*', 'shiitake', 'oesterzwam*', 'bospaddenstoel*'],
    pairings: ['vegetarisch'], colors: ['rood', 'wit'], grapes: ['Pinot Noir', 'Nebbiolo', 'Gamay', 'Chardonnay', 'Barbera'],
    traits: { intensity: 3, fat: 1 },
    advice: {
      nl: 'past een rode wijn met aardse tonen en weinig tannine, zoals pinot noir, of een houtgerijpte chardonnay',
      en: 'an earthy, low-tannin red such as pinot noir, or an oak-aged chardonnay',
    },
    guide: 'wijn-bij-vegetarisch',
  },
  {
    key: 'salade', family: 'vegetarisch', label: { nl: 'salade', en: 'salad' },
    terms: ['salade*', 'salad*', 'caesar salad', 'nicoise', 'rauwkost', 'caprese', 'mozzarella', 'burrata', 'poke bowl', 'bowl'],
    pairings: ['vegetarisch'], colors: ['wit', 'rose'], grapes: ['Sauvignon Blanc', 'Gruner Veltliner', 'Albarino', 'Verdejo', 'Pinot Grigio', 'Vermentino'],
    traits: { intensity: 1, acid: 3 },
    advice: {
      nl: 'kies je een frisse, lichte witte wijn of rosé met minstens zoveel zuren als de dressing',
      en: 'choose a crisp, light white or rosé with at least as much acidity as the dressing',
    },
    guide: 'wijn-bij-vegetarisch',
  },
  {
    key: 'asperges', family: 'vegetarisch', label: { nl: 'asperges', en: 'asparagus' },
    terms: ['asperge*', 'asparagus', 'witte asperges', 'groene asperges', 'witte asperge'],
    pairings: ['vegetarisch', 'vis'], colors: ['wit'], grapes: ['Sauvignon Blanc', 'Gruner Veltliner', 'Pinot Blanc', 'Silvaner', 'Riesling', 'Chardonnay'],
    traits: { intensity: 2, fat: 1, acid: 1 },
    advice: {
      nl: 'is een droge, frisse witte wijn klassiek: sauvignon blanc, grüner veltliner of een pinot blanc uit de Elzas',
      en: 'a dry, fresh white is the classic: sauvignon blanc, grüner veltliner or an Alsace pinot blanc',
    },
    guide: 'wijn-bij-vegetarisch',
  },
  {
    key: 'vegetarisch', family: 'vegetarisch', generic: true, label: { nl: 'een vegetarisch gerecht', en: 'a vegetarian dish' },
    terms: ['vegetarisch*', 'vega', 'vegetarian', 'veggie', 'groente*', 'vegetables', 'groentelasagne', 'quiche', 'ovengroenten', 'linzen', 'kikkererwten', 'tofu', 'tempeh', 'falafel', 'pompoen*', 'aubergine*', 'courgette*', 'spinazie', 'rode biet*', 'bietjes', 'vleesvervanger*', 'plantaardig eten'],
    pairings: ['vegetarisch'], colors: ['wit', 'rose', 'rood'], grapes: ['Sauvignon Blanc', 'Pinot Noir', 'Gruner Veltliner', 'Grenache', 'Chenin Blanc'],
    traits: { intensity: 2, acid: 1 },
    advice: {
      nl: 'kijk je naar de smaakmakers: groene kruiden en groente vragen een frisse witte, geroosterde groente en peulvruchten een soepele rode',
      en: 'look at the flavours: herbs and greens want a crisp white, roasted vegetables and pulses a supple red',
    },
    guide: 'wijn-bij-vegetarisch',
  },
  // Spicy and Asian
  {
    key: 'curry', family: 'pittig', label: { nl: 'curry', en: 'curry' },
    terms: ['curry', 'currys', 'curries', 'indiaas', 'indiase', 'indian', 'tikka*', 'masala', 'korma', 'vindaloo', 'tandoori', 'rendang', 'indonesisch', 'indonesische', 'rijsttafel', 'sate', 'satesaus', 'nasi', 'bami', 'surinaams', 'surinaamse', 'roti', 'kerrie', 'dahl', 'biryani'],
    pairings: ['pittig'], colors: ['wit', 'rose'], grapes: ['Riesling', 'Gewurztraminer', 'Gruner Veltliner', 'Chenin Blanc', 'Viognier', 'Pinot Grigio'],
    traits: { intensity: 3, fat: 2, spice: 2 },
    advice: {
      nl: 'werkt een aromatische witte wijn met een vleugje zoet en weinig alcohol; tannine en alcohol maken het heter',
      en: 'an aromatic white with a touch of sweetness and modest alcohol works; tannin and alcohol make the heat worse',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'thais', family: 'pittig', label: { nl: 'Thais eten', en: 'Thai food' },
    terms: ['thais', 'thaise', 'thai', 'pad thai', 'tom yum', 'tom kha', 'groene curry', 'rode curry', 'gele curry', 'green curry', 'red curry', 'massaman'],
    pairings: ['pittig'], colors: ['wit', 'rose'], grapes: ['Riesling', 'Gewurztraminer', 'Gruner Veltliner', 'Sauvignon Blanc', 'Pinot Grigio'],
    traits: { intensity: 3, spice: 3, acid: 1, sweet: 2, fat: 1 },
    advice: {
      nl: 'past een frisse, aromatische witte wijn met een vleugje restzoet, zoals riesling of gewürztraminer',
      en: 'a fresh, aromatic white with a hint of sweetness, such as riesling or gewürztraminer',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'aziatisch', family: 'pittig', label: { nl: 'Aziatisch eten', en: 'Asian food' },
    terms: ['chinees', 'chinese', 'wok*', 'oosters', 'oosterse', 'aziatisch', 'aziatische', 'asian', 'vietnamees', 'vietnamese', 'koreaans', 'koreaanse', 'korean', 'szechuan', 'sichuan', 'dim sum', 'peking eend', 'babi pangang', 'foe yong hai', 'ramen'],
    pairings: ['pittig'], colors: ['wit', 'rose', 'rood'], grapes: ['Riesling', 'Gewurztraminer', 'Pinot Grigio', 'Gamay', 'Pinot Noir'],
    traits: { intensity: 3, spice: 2, salt: 2, sweet: 2 },
    advice: {
      nl: 'is een aromatische, licht zoete witte wijn of een frisse rosé een veilige keuze; bij eend of varken kan een lichte rode',
      en: 'an aromatic, off-dry white or a fresh rosé is a safe choice; with duck or pork a light red works',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'mexicaans', family: 'pittig', label: { nl: 'Mexicaans eten', en: 'Mexican food' },
    terms: ['mexicaans*', 'mexican', 'taco*', 'burrito*', 'fajita*', 'enchilada*', 'quesadilla*', 'tex mex', 'guacamole'],
    pairings: ['pittig', 'rood-vlees'], colors: ['rood', 'rose'], grapes: ['Grenache', 'Malbec', 'Primitivo', 'Tempranillo', 'Carmenere'],
    traits: { intensity: 3, spice: 2, fat: 2, protein: 1 },
    advice: {
      nl: 'past een fruitige rode wijn met zachte tannine of een stevige rosé; stevige tannine versterkt de peper',
      en: 'a fruity red with soft tannin or a sturdy rosé; firm tannin amplifies the chilli',
    },
    guide: 'wijn-bij-eten',
  },
  {
    key: 'pittig', family: 'pittig', generic: true, label: { nl: 'pittig eten', en: 'spicy food' },
    terms: ['pittig', 'pittige', 'spicy', 'scherp', 'scherpe', 'heet eten', 'sambal', 'chilipeper*', 'jalapeno*', 'habanero', 'hot sauce'],
    pairings: ['pittig'], colors: ['wit', 'rose'], grapes: ['Riesling', 'Gewurztraminer', 'Gruner Veltliner', 'Chenin Blanc'],
    traits: { intensity: 3, spice: 3, sweet: 2 },
    advice: {
      nl: 'werkt een frisse wijn met een vleugje zoet en weinig tannine het best; alcohol en tannine maken pittig eten heter',
      en: 'a fresh wine with a touch of sweetness and little tannin works best; alcohol and tannin make spicy food hotter',
    },
    guide: 'wijn-bij-eten',
  },
  // Cheese
  {
    key: 'blauwe-kaas', family: 'kaas', label: { nl: 'blauwe kaas', en: 'blue cheese' },
    terms: ['blauwe kaas', 'blauwe kazen', 'blauwschimmel*', 'roquefort', 'gorgonzola', 'stilton', 'blue cheese', 'danablu', 'fourme d ambert', 'bleu d auvergne'],
    pairings: ['kaas', 'dessert'], colors: ['dessert', 'wit'], grapes: ['Semillon', 'Riesling', 'Muscat', 'Touriga Nacional', 'Chenin Blanc', 'Furmint'],
    traits: { intensity: 5, fat: 3, salt: 3, sweet: 4 },
    advice: {
      nl: 'is een zoete wijn de gouden combinatie: zoet en zout versterken elkaar, denk aan een edelzoete witte wijn of port bij Roquefort of Stilton',
      en: 'a sweet wine is the golden match: sweet and salty lift each other, think a noble-sweet white wine or port with Roquefort or Stilton',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'geitenkaas', family: 'kaas', label: { nl: 'geitenkaas', en: 'goat cheese' },
    terms: ['geitenkaas*', 'geitenkaasje*', 'chevre', 'goat cheese', 'goats cheese', 'crottin', 'geitenkazen'],
    pairings: ['kaas', 'vegetarisch'], colors: ['wit', 'rose'], grapes: ['Sauvignon Blanc', 'Chenin Blanc', 'Gruner Veltliner', 'Pinot Noir'],
    traits: { intensity: 2, fat: 2, acid: 2, salt: 1 },
    advice: {
      nl: 'is sauvignon blanc onverslaanbaar: frisse zuren tegen de frisse, romige kaas, zoals in de Loire (Sancerre bij crottin)',
      en: 'sauvignon blanc is unbeatable: crisp acidity against the tangy, creamy cheese, as in the Loire (Sancerre with crottin)',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'brie', family: 'kaas', label: { nl: 'zachte kaas zoals brie', en: 'soft cheese like brie' },
    terms: ['brie', 'camembert', 'zachte kaas', 'zachte kazen', 'witschimmel*', 'soft cheese', 'reblochon', 'brillat savarin', 'munster'],
    pairings: ['kaas'], colors: ['wit', 'mousserend', 'rood'], grapes: ['Chardonnay', 'Pinot Noir', 'Chenin Blanc', 'Gamay'],
    traits: { intensity: 3, fat: 3, salt: 1 },
    advice: {
      nl: 'past een romige chardonnay, bubbels tegen het vet, of een lichte pinot noir met weinig tannine',
      en: 'a creamy chardonnay, bubbles to cut the fat, or a light pinot noir with little tannin',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'oude-kaas', family: 'kaas', label: { nl: 'oude kaas', en: 'aged cheese' },
    terms: ['oude kaas', 'oude kazen', 'oud belegen', 'overjarig*', 'oude gouda', 'oude boerenkaas', 'parmezaan*', 'parmigiano', 'parmesan', 'pecorino', 'manchego', 'grana padano', 'aged cheese', 'comte'],
    pairings: ['kaas'], colors: ['rood', 'dessert'], grapes: ['Cabernet Sauvignon', 'Tempranillo', 'Syrah', 'Touriga Nacional', 'Nebbiolo', 'Sangiovese'],
    traits: { intensity: 4, fat: 3, salt: 3, protein: 3 },
    advice: {
      nl: 'mag de wijn krachtig zijn: een stevige rode of een port houdt stand tegen de zoute, nootachtige kaas',
      en: 'the wine can be powerful: a sturdy red or a port stands up to the salty, nutty cheese',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'belegen-kaas', family: 'kaas', label: { nl: 'belegen kaas', en: 'mature Gouda' },
    terms: ['belegen', 'belegen kaas', 'gouda', 'goudse', 'edammer', 'leerdammer', 'gruyere', 'emmentaler', 'boerenkaas', 'jong belegen'],
    pairings: ['kaas'], colors: ['rood', 'wit'], grapes: ['Merlot', 'Pinot Noir', 'Chardonnay', 'Tempranillo', 'Grenache'],
    traits: { intensity: 3, fat: 3, salt: 2, protein: 2 },
    advice: {
      nl: 'past een soepele, fruitige rode wijn met milde tannine, of een volle chardonnay',
      en: 'a supple, fruity red with mild tannin, or a full chardonnay',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'jonge-kaas', family: 'kaas', label: { nl: 'jonge kaas', en: 'young cheese' },
    terms: ['jonge kaas', 'jonge kazen', 'jonge gouda', 'roomkaas', 'verse kaas', 'ricotta', 'feta'],
    pairings: ['kaas'], colors: ['wit', 'rose', 'rood'], grapes: ['Chardonnay', 'Pinot Blanc', 'Gamay', 'Sauvignon Blanc', 'Pinot Grigio'],
    traits: { intensity: 2, fat: 2, salt: 1 },
    advice: {
      nl: 'past een frisse witte wijn of een lichte, fruitige rode; jonge kaas is mild en romig',
      en: 'a fresh white or a light, fruity red suits mild, creamy young cheese',
    },
    guide: 'wijn-bij-kaas',
  },
  {
    key: 'kaas', family: 'kaas', generic: true, label: { nl: 'kaas', en: 'cheese' },
    terms: ['kaas', 'kazen', 'kaasplank*', 'kaasplateau', 'cheese', 'cheeses', 'cheeseboard', 'kaasfondue', 'fondue', 'kaasje*', 'kaasplankje'],
    pairings: ['kaas'], colors: ['rood', 'wit', 'dessert'], grapes: ['Chardonnay', 'Pinot Noir', 'Merlot', 'Tempranillo', 'Riesling'],
    traits: { intensity: 3, fat: 3, salt: 2, protein: 2 },
    advice: {
      nl: 'geldt: hoe ouder en zouter de kaas, hoe krachtiger of zoeter de wijn; jonge kaas vraagt een frisse witte, oude kaas een stevige rode of port',
      en: 'the rule is: the older and saltier the cheese, the bigger or sweeter the wine; young cheese likes crisp whites, aged cheese a sturdy red or port',
    },
    guide: 'wijn-bij-kaas',
  },
  // Desserts
  {
    key: 'chocolade', family: 'dessert', label: { nl: 'chocolade', en: 'chocolate' },
    terms: ['chocola*', 'chocolate', 'brownie*', 'chocolademousse', 'fondant', 'bonbon*', 'praline*', 'tiramisu', 'chocoladetaart'],
    pairings: ['dessert'], colors: ['dessert', 'rood'], grapes: ['Touriga Nacional', 'Grenache', 'Pedro Ximenez', 'Primitivo', 'Muscat'],
    traits: { intensity: 4, fat: 2, sweet: 4 },
    advice: {
      nl: 'moet de wijn minstens zo zoet zijn als de chocolade: een port of een zoete rode wijn, anders smaakt de wijn zuur',
      en: 'the wine must be at least as sweet as the chocolate: a port or sweet red, otherwise the wine tastes sour',
    },
    guide: 'wijn-bij-dessert',
  },
  {
    key: 'appeltaart', family: 'dessert', label: { nl: 'appeltaart', en: 'apple pie' },
    terms: ['appeltaart*', 'apple pie', 'apfelstrudel', 'strudel', 'tarte tatin', 'vruchtentaart*', 'appelflap*', 'crumble', 'perentaart', 'citroentaart', 'fruittaart'],
    pairings: ['dessert'], colors: ['dessert', 'wit', 'mousserend'], grapes: ['Muscat', 'Chenin Blanc', 'Riesling', 'Semillon', 'Furmint'],
    traits: { intensity: 3, sweet: 4, acid: 1 },
    advice: {
      nl: 'past een zoete witte wijn met frisse zuren, zoals een laat geoogste riesling, chenin blanc of moscato',
      en: 'a sweet white with fresh acidity, like a late-harvest riesling, chenin blanc or moscato',
    },
    guide: 'wijn-bij-dessert',
  },
  {
    key: 'dessert', family: 'dessert', generic: true, label: { nl: 'het dessert', en: 'dessert' },
    terms: ['dessert', 'desserts', 'nagerecht*', 'toetje*', 'toet', 'ijs', 'ijsje', 'ice cream', 'creme brulee', 'panna cotta', 'pudding', 'zoetigheid', 'stoofpeer*', 'fruitsalade', 'aardbei*', 'taart', 'taartje', 'gebak', 'cake', 'pannenkoek*', 'poffertjes', 'kerststol', 'tarte'],
    pairings: ['dessert'], colors: ['dessert', 'mousserend', 'wit'], grapes: ['Muscat', 'Semillon', 'Riesling', 'Chenin Blanc'],
    traits: { intensity: 3, sweet: 4 },
    advice: {
      nl: 'geldt één gouden regel: de wijn moet minstens zo zoet zijn als het dessert, anders smaakt hij zuur en dun',
      en: 'one golden rule: the wine must be at least as sweet as the dessert, or it tastes sour and thin',
    },
    guide: 'wijn-bij-dessert',
  },
  // Sharing
  {
    key: 'tapas', label: { nl: 'tapas en borrelhapjes', en: 'tapas and nibbles' },
    terms: ['tapas', 'tapa', 'tapas*', 'pintxos', 'chorizo', 'serrano*', 'jamon', 'iberico', 'patatas bravas', 'albondigas', 'olijven', 'olives', 'borrelplank*', 'antipasti', 'antipasto', 'charcuterie', 'vleeswaren', 'salami', 'prosciutto', 'parmaham', 'mezze', 'meze', 'hummus', 'borrelhapjes', 'hapjes', 'nootjes'],
    pairings: ['aperitief', 'varken'], colors: ['rood', 'rose', 'mousserend', 'wit'], grapes: ['Tempranillo', 'Grenache', 'Albarino', 'Verdejo', 'Macabeo', 'Garnacha'],
    traits: { intensity: 3, fat: 2, salt: 3 },
    advice: {
      nl: 'werkt een sappige, soepele rode, een frisse rosé of bubbels: zout en vet vragen om frisheid',
      en: 'a juicy, supple red, a fresh rosé or bubbles work: salt and fat call for freshness',
    },
    guide: 'wijn-bij-eten',
  },
]

/** Occasions shape a choice without a dish: colours to reach for, codes, and taste leanings. */
export type OccasionProfile = {
  colors: ColorCode[]
  pairings: Pairing[]
  body?: 'licht' | 'vol'
  freshness?: boolean
  diverse?: boolean
  premium?: boolean
  guide?: string
  label: { nl: string; en: string }
}

export const OCCASIONS: Record<string, OccasionProfile> = {
  cadeau: { colors: ['rood', 'mousserend', 'wit'], pairings: [], premium: true, label: { nl: 'een cadeau', en: 'a gift' } },
  feest: { colors: ['mousserend', 'rose', 'wit'], pairings: ['aperitief'], diverse: true, label: { nl: 'een feest', en: 'a party' }, guide: 'wijn-voor-feestdagen' },
  kerst: { colors: ['mousserend', 'rood', 'wit'], pairings: ['wild', 'gevogelte', 'rood-vlees', 'aperitief'], diverse: true, premium: true, label: { nl: 'de feestdagen', en: 'the holidays' }, guide: 'wijn-voor-feestdagen' },
  bbq: { colors: ['rood', 'rose'], pairings: ['rood-vlees', 'varken'], body: 'vol', label: { nl: 'de barbecue', en: 'a barbecue' } },
  zomer: { colors: ['rose', 'wit', 'mousserend'], pairings: ['aperitief', 'vis'], body: 'licht', freshness: true, label: { nl: 'de zomer', en: 'summer' } },
  aperitief: { colors: ['mousserend', 'wit', 'rose'], pairings: ['aperitief'], body: 'licht', freshness: true, label: { nl: 'het aperitief', en: 'an aperitif' } },
  winter: { colors: ['rood'], pairings: ['wild', 'rood-vlees'], body: 'vol', label: { nl: 'een koude avond', en: 'a cold evening' }, guide: 'herfstwijnen' },
}
