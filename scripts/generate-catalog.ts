/**
 * Fills a shop database with a generated range for the catalog-size bench (`npm run bench`), so
 * the shop can be measured at 1,000 or 5,000 wines without committing that data:
 *   node --conditions=production --import tsx scripts/generate-catalog.ts 5000
 * Wines are written through Payload (hooks, validation and versions as an editor's save), with
 * in-store EANs of prefix 27; a second run first removes the wines of the previous one. Never for
 * a live shop: it refuses unless the database is the demo's (the seed marker says so).
 */
import { getPayload, type Payload } from 'payload'
import { inStoreEan } from '../src/lib/ean'
import { COLOR_CODES, PAIRINGS } from '../src/features/catalog/vocabulary'

const GENERATED_PREFIX = 27

/** Countries with regions and grapes that belong there, so names and filters look like a real range. */
const COUNTRIES: { code: string; regions: string[]; grapes: string[] }[] = [
  {
    code: 'FR',
    regions: ['Bordeaux', 'Bourgogne', 'Rhône', 'Loire', 'Elzas', 'Languedoc', 'Champagne', 'Provence'],
    grapes: [
      'Merlot',
      'Cabernet Sauvignon',
      'Pinot Noir',
      'Chardonnay',
      'Syrah',
      'Grenache',
      'Sauvignon Blanc',
      'Chenin Blanc',
      'Gewürztraminer',
      'Riesling',
    ],
  },
  {
    code: 'IT',
    regions: ['Piemonte', 'Toscane', 'Veneto', 'Sicilië', 'Puglia', 'Abruzzo'],
    grapes: ['Nebbiolo', 'Sangiovese', 'Barbera', 'Corvina', 'Nero d’Avola', 'Primitivo', 'Montepulciano', 'Pinot Grigio', 'Glera'],
  },
  {
    code: 'ES',
    regions: ['Rioja', 'Ribera del Duero', 'Priorat', 'Rías Baixas', 'Penedès', 'La Mancha'],
    grapes: ['Tempranillo', 'Garnacha', 'Monastrell', 'Albariño', 'Verdejo', 'Macabeo'],
  },
  { code: 'PT', regions: ['Douro', 'Alentejo', 'Vinho Verde', 'Dão'], grapes: ['Touriga Nacional', 'Tinta Roriz', 'Alvarinho', 'Arinto'] },
  { code: 'DE', regions: ['Mosel', 'Rheingau', 'Pfalz', 'Baden'], grapes: ['Riesling', 'Spätburgunder', 'Silvaner', 'Grauburgunder'] },
  { code: 'AT', regions: ['Wachau', 'Kamptal', 'Burgenland'], grapes: ['Grüner Veltliner', 'Zweigelt', 'Blaufränkisch'] },
  { code: 'ZA', regions: ['Stellenbosch', 'Swartland', 'Paarl'], grapes: ['Pinotage', 'Chenin Blanc', 'Syrah'] },
  { code: 'AR', regions: ['Mendoza', 'Salta'], grapes: ['Malbec', 'Torrontés', 'Bonarda'] },
  { code: 'CL', regions: ['Maipo', 'Colchagua', 'Casablanca'], grapes: ['Carménère', 'Cabernet Sauvignon', 'Sauvignon Blanc'] },
  { code: 'NL', regions: ['Limburg', 'Gelderland', 'Zeeland'], grapes: ['Johanniter', 'Solaris', 'Regent', 'Pinot Noir'] },
]
const HOUSES = ['Domaine', 'Château', 'Bodega', 'Tenuta', 'Weingut', 'Quinta', 'Wijngaard', 'Cave', 'Cantina', 'Estate']
const FAMILIES = [
  'Vermeer',
  'Laurent',
  'Rossi',
  'García',
  'Müller',
  'Silva',
  'Dubois',
  'Bianchi',
  'Moreau',
  'Fernández',
  'Weber',
  'Costa',
  'Lefèvre',
  'Romano',
  'Jansen',
  'Martín',
  'Schmidt',
  'Pereira',
  'Bertrand',
  'Conti',
]
const STYLES = [
  'Réserve',
  'Classico',
  'Crianza',
  'Vieilles Vignes',
  'Selectie',
  'Cuvée',
  'Gran Reserva',
  'Kabinett',
  'Estate',
  'Brut',
  'Terroir',
  'Single Vineyard',
]

type Rng = () => number
/** Deterministic: the same count gives the same range, so figures compare between runs. */
function rng(seed: number): Rng {
  let s = seed >>> 0
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32
}
const pick = <T>(r: Rng, list: readonly T[]): T => list[Math.floor(r() * list.length)]!

export function generatedWine(i: number) {
  const r = rng(i + 1)
  const country = pick(r, COUNTRIES)
  const region = pick(r, country.regions)
  const grapes = [...new Set([pick(r, country.grapes), ...(r() < 0.4 ? [pick(r, country.grapes)] : [])])]
  const colorCode = r() < 0.82 ? pick(r, ['rood', 'rood', 'wit', 'wit', 'rose'] as const) : pick(r, COLOR_CODES)
  const producer = `${pick(r, HOUSES)} ${pick(r, FAMILIES)}`
  const name = `${region} ${grapes[0]} ${pick(r, STYLES)} ${i + 1}`
  const box = r() < 0.06
  const bottle = 495 + Math.floor(r() * 60) * 50
  return {
    ean: inStoreEan(GENERATED_PREFIX, i + 1),
    name,
    producer,
    unit: box ? ('doos' as const) : ('fles' as const),
    type: box ? 'Doos 6 × 75 cl' : 'Fles 75 cl',
    price: box ? bottle * 6 - 100 : bottle,
    stock: r() < 0.08 ? 0 : Math.floor(r() * 80) + 1,
    colorCode,
    countryCode: country.code,
    region,
    grapes,
    vintage: colorCode === 'mousserend' && r() < 0.7 ? null : 2015 + Math.floor(r() * 9),
    alcohol: 11 + Math.round(r() * 30) / 10,
    servingTemperature: colorCode === 'rood' ? '16-18 °C' : '8-10 °C',
    pairings: [...new Set([pick(r, PAIRINGS), pick(r, PAIRINGS)])],
    description: `${name} van ${producer} uit ${region}: een gegenereerde wijn voor de catalogusbench.`,
    tastingNotes: 'Rijp fruit, kruidig, zachte afdronk.',
    taste: {
      body: 1 + Math.floor(r() * 5),
      sweetness: 1 + Math.floor(r() * 3),
      acidity: 1 + Math.floor(r() * 5),
      tannin: 1 + Math.floor(r() * 5),
    },
    _status: 'published' as const,
  }
}

async function removePrevious(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'products',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { ean: true },
    overrideAccess: true,
  })
  const ids = docs.filter((d) => d.ean.startsWith(String(GENERATED_PREFIX))).map((d) => d.id)
  for (let i = 0; i < ids.length; i += 500) {
    await payload.delete({
      collection: 'products',
      where: { id: { in: ids.slice(i, i + 500) } },
      overrideAccess: true,
      context: { system: true },
    })
  }
  return ids.length
}

async function main() {
  const count = Number(process.argv[2] ?? 5000)
  if (!Number.isInteger(count) || count < 0 || count > 50_000) throw new Error('Gebruik: generate-catalog.ts <aantal wijnen, 0-50000>')
  process.env.KK_NO_REVALIDATE = '1'
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const install = (await payload.findGlobal({ slug: 'shop-install', overrideAccess: true, depth: 0 })) as { demo?: boolean | null }
  if (!install.demo) throw new Error('Alleen voor de demowinkel: deze database is niet als demo geseed.')
  const started = Date.now()
  const removed = await removePrevious(payload)
  for (let i = 0; i < count; i++) {
    await payload.create({ collection: 'products', data: generatedWine(i), context: { system: true } })
    if ((i + 1) % 500 === 0) console.log(`[generate] ${i + 1}/${count}`)
  }
  console.log(`[generate] ${count} wijnen geschreven (${removed} vorige verwijderd) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[generate] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
