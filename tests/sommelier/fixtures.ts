/** A small, fixed catalog and guide for the engine's unit tests (independent of the demo seed). */
import type { Product } from '../../src/features/catalog/product'
import { inStoreEan } from '../../src/lib/ean'
import type { Article } from '../../src/features/sommelier/guide-search'

let serial = 0
function wine(p: Partial<Product> & Pick<Product, 'name' | 'price' | 'colorCode' | 'countryCode' | 'region' | 'grapes' | 'pairings' | 'taste'>): Product {
  const ean = p.ean ?? inStoreEan(21, ++serial)
  return {
    id: ean,
    ean,
    type: 'Fles 75 cl',
    originalPrice: null,
    discountPercent: 0,
    stock: 12,
    vintage: 2022,
    alcohol: 13,
    image: { url: '/bottle-placeholder.svg', alt: p.name, width: 400, height: 1000 },
    producer: `Producent ${serial}`,
    unit: 'fles',
    description: `${p.name}.`,
    tastingNotes: 'Sappig en evenwichtig, met een frisse afdronk.',
    servingTemperature: '14-16 °C',
    organic: false,
    vegan: false,
    ...p,
  }
}

export const CATALOG: Product[] = [
  wine({ name: 'Chablis Premier Cru Montmains', price: 2495, colorCode: 'wit', countryCode: 'FR', region: 'Chablis, Bourgogne', grapes: ['Chardonnay'], pairings: ['vis', 'schaaldieren'], taste: { body: 3, sweetness: 1, acidity: 5, tannin: 1 } }),
  wine({ name: 'Sancerre Les Caillottes', price: 1895, colorCode: 'wit', countryCode: 'FR', region: 'Loire', grapes: ['Sauvignon Blanc'], pairings: ['vis', 'kaas', 'vegetarisch'], taste: { body: 2, sweetness: 1, acidity: 5, tannin: 1 }, organic: true }),
  wine({ name: 'Albariño Rías Baixas', price: 1395, colorCode: 'wit', countryCode: 'ES', region: 'Rías Baixas', grapes: ['Albariño'], pairings: ['vis', 'schaaldieren'], taste: { body: 2, sweetness: 1, acidity: 4, tannin: 1 }, vegan: true }),
  wine({ name: 'Pinot Grigio delle Venezie', price: 795, colorCode: 'wit', countryCode: 'IT', region: 'Veneto', grapes: ['Pinot Grigio'], pairings: ['vis', 'pasta', 'aperitief'], taste: { body: 2, sweetness: 1, acidity: 3, tannin: 1 } }),
  wine({ name: 'Riesling Kabinett Mosel', price: 1295, colorCode: 'wit', countryCode: 'DE', region: 'Mosel', grapes: ['Riesling'], pairings: ['pittig', 'vis', 'aperitief'], taste: { body: 1, sweetness: 3, acidity: 5, tannin: 1 }, alcohol: 9 }),
  wine({ name: 'Rioja Reserva', price: 1695, colorCode: 'rood', countryCode: 'ES', region: 'Rioja', grapes: ['Tempranillo'], pairings: ['rood-vlees', 'kaas', 'wild'], taste: { body: 4, sweetness: 1, acidity: 3, tannin: 4 }, alcohol: 14 }),
  wine({ name: 'Garnacha Campo de Borja', price: 895, colorCode: 'rood', countryCode: 'ES', region: 'Campo de Borja', grapes: ['Garnacha'], pairings: ['rood-vlees', 'varken', 'pasta'], taste: { body: 3, sweetness: 1, acidity: 3, tannin: 2 }, vegan: true }),
  wine({ name: 'Malbec Mendoza', price: 1195, colorCode: 'rood', countryCode: 'AR', region: 'Mendoza', grapes: ['Malbec'], pairings: ['rood-vlees'], taste: { body: 5, sweetness: 1, acidity: 3, tannin: 4 }, alcohol: 14 }),
  wine({ name: 'Chianti Classico', price: 1495, colorCode: 'rood', countryCode: 'IT', region: 'Toscana', grapes: ['Sangiovese'], pairings: ['pasta', 'rood-vlees'], taste: { body: 3, sweetness: 1, acidity: 4, tannin: 3 } }),
  wine({ name: 'Bourgogne Pinot Noir', price: 2195, colorCode: 'rood', countryCode: 'FR', region: 'Bourgogne', grapes: ['Pinot Noir'], pairings: ['gevogelte', 'wild', 'vis'], taste: { body: 2, sweetness: 1, acidity: 4, tannin: 2 } }),
  wine({ name: 'Château Bordeaux Supérieur', price: 1595, colorCode: 'rood', countryCode: 'FR', region: 'Bordeaux', grapes: ['Merlot', 'Cabernet Sauvignon'], pairings: ['rood-vlees', 'kaas'], taste: { body: 4, sweetness: 1, acidity: 3, tannin: 4 } }),
  wine({ name: 'Barolo Riserva', price: 4995, colorCode: 'rood', countryCode: 'IT', region: 'Piemonte', grapes: ['Nebbiolo'], pairings: ['wild', 'rood-vlees'], taste: { body: 5, sweetness: 1, acidity: 4, tannin: 5 }, stock: 0 }),
  wine({ name: 'Côtes de Provence Rosé', price: 1295, colorCode: 'rose', countryCode: 'FR', region: 'Provence', grapes: ['Grenache', 'Cinsault'], pairings: ['vis', 'aperitief', 'vegetarisch'], taste: { body: 2, sweetness: 1, acidity: 4, tannin: 1 } }),
  wine({ name: 'Cava Brut Reserva', price: 1095, colorCode: 'mousserend', countryCode: 'ES', region: 'Penedès', grapes: ['Macabeo', 'Xarel-lo', 'Parellada'], pairings: ['aperitief', 'schaaldieren', 'vis'], taste: { body: 2, sweetness: 1, acidity: 4, tannin: 1 } }),
  wine({ name: 'Champagne Brut', price: 3495, colorCode: 'mousserend', countryCode: 'FR', region: 'Champagne', grapes: ['Chardonnay', 'Pinot Noir'], pairings: ['aperitief', 'schaaldieren'], taste: { body: 3, sweetness: 1, acidity: 5, tannin: 1 } }),
  wine({ name: 'Sauternes', price: 2895, colorCode: 'dessert', countryCode: 'FR', region: 'Bordeaux', grapes: ['Sémillon'], pairings: ['dessert', 'kaas'], taste: { body: 4, sweetness: 5, acidity: 3, tannin: 1 }, type: 'Fles 37,5 cl' }),
  wine({ name: 'Tawny Port 10 Years', price: 2295, colorCode: 'dessert', countryCode: 'PT', region: 'Douro', grapes: ['Touriga Nacional'], pairings: ['dessert', 'kaas'], taste: { body: 4, sweetness: 5, acidity: 2, tannin: 2 }, alcohol: 20 }),
  wine({ name: 'Gewürztraminer Alsace', price: 1595, colorCode: 'wit', countryCode: 'FR', region: 'Alsace', grapes: ['Gewürztraminer'], pairings: ['pittig', 'kaas'], taste: { body: 3, sweetness: 3, acidity: 3, tannin: 1 } }),
  wine({ name: 'Rioja Crianza Doos', price: 5970, colorCode: 'rood', countryCode: 'ES', region: 'Rioja', grapes: ['Tempranillo'], pairings: ['rood-vlees'], taste: { body: 3, sweetness: 1, acidity: 3, tannin: 3 }, unit: 'doos', type: 'Doos 6 × 75 cl' }),
]

export const ARTICLES: Article[] = [
  {
    slug: 'rode-wijn-bewaren',
    title: 'Rode wijn bewaren: zo blijft hij goed',
    summary: 'Hoe lang blijft rode wijn goed, open of dicht, en hoe bewaar je hem?',
    text: 'Een ongeopende fles rode wijn bewaar je liggend, donker en koel. Een geopende fles rode wijn blijft met de kurk erop drie tot vijf dagen goed in een koele ruimte. Lichte rode wijnen zijn sneller over hun hoogtepunt dan stevige. Zet een geopende fles niet naast de verwarming.',
  },
  {
    slug: 'wijn-bij-kaas',
    title: 'Wijn bij kaas',
    summary: 'Welke wijn past bij jonge, belegen, oude en blauwe kaas?',
    text: 'Hoe ouder de kaas, hoe krachtiger de wijn mag zijn. Bij blauwe kaas is een zoete wijn zoals Sauternes of port klassiek. Geitenkaas en sauvignon blanc zijn een beroemd duo.',
  },
  {
    slug: 'witte-wijn-bij-vis',
    title: 'Witte wijn bij vis',
    summary: 'Frisse witte wijnen bij vis en schaaldieren.',
    text: 'Bij vis past een frisse witte wijn. Tannine en vis gaan slecht samen: de combinatie smaakt metalig. Bij zalm mag de wijn wat voller zijn.',
  },
  {
    slug: 'wijnglazen',
    title: 'Wijnglazen: welk glas voor welke wijn?',
    summary: 'Het juiste glas maakt verschil voor geur en smaak.',
    text: 'Een groot, bolvormig glas laat rode wijn ademen. Witte wijn schenk je in een kleiner glas, zodat hij koel blijft. Voor bubbels is een tulpglas beter dan een coupe.',
  },
  {
    slug: 'rode-wijn-bij-vlees',
    title: 'Rode wijn bij vlees',
    summary: 'Welke rode wijn past bij biefstuk, stoofvlees en lam?',
    text: 'Tannine en eiwit zijn vrienden: bij biefstuk past een stevige rode wijn. Stoofvlees vraagt een warme, volle wijn.',
  },
  {
    slug: 'wijn-bij-dessert',
    title: 'Wijn bij het dessert',
    summary: 'De wijn moet minstens zo zoet zijn als het dessert.',
    text: 'De gouden regel: de wijn moet minstens zo zoet zijn als het dessert. Bij chocolade past port.',
  },
]
