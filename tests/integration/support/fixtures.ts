/**
 * Small, hand-made test data (independent of the demo seed): published wines incl. a sold-out one,
 * a DRAFT-only wine, a published wine with an unpublished draft on top, staff users, personal
 * submissions, and published + draft content.
 */
import type { Payload } from 'payload'
import { inStoreEan } from '../../../src/lib/ean'
import type { Product } from '../../../src/payload-types'

export const EAN = {
  riojaCrianza: inStoreEan(29, 1),
  tempranilloJoven: inStoreEan(29, 2),
  chablis: inStoreEan(29, 3),
  bordeauxRouge: inStoreEan(29, 4),
  baroloUitverkocht: inStoreEan(29, 5),
  cavaBrut: inStoreEan(29, 6),
  sancerre: inStoreEan(29, 7),
  tawnyPort: inStoreEan(29, 8),
  conceptWijn: inStoreEan(29, 9),
} as const

/** Text that exists only in unpublished drafts: it must never reach a visitor. */
export const DRAFT_MARK = 'GEHEIM-CONCEPT'

type Role = 'admin' | 'shop' | 'editor'
/** One staff account per role (docs/security-roles.md). */
export const USERS = {
  admin: { email: 'admin@test.kelderenkurk.nl', password: 'admin-wachtwoord-123', roles: ['admin'] as Role[] },
  editor: { email: 'redactie@test.kelderenkurk.nl', password: 'editor-wachtwoord-123', roles: ['editor'] as Role[] },
  shop: { email: 'winkel@test.kelderenkurk.nl', password: 'winkel-wachtwoord-123', roles: ['shop'] as Role[] },
}

export const CONTACT_EMAIL = 'klant@voorbeeld.nl'
export const TRADE_EMAIL = 'inkoop@slijterij.nl'

type Wine = Pick<Product, 'ean' | 'name' | 'price' | 'stock' | 'colorCode' | 'countryCode' | 'region' | 'grapes'> &
  Partial<Pick<Product, 'unit' | 'type' | 'vintage' | 'pairings'>> & { nameEn?: string }

export const PUBLISHED_WINES: Wine[] = [
  {
    ean: EAN.riojaCrianza,
    name: 'Rioja Crianza',
    price: 1295,
    stock: 12,
    colorCode: 'rood',
    countryCode: 'ES',
    region: 'Rioja',
    grapes: ['Tempranillo'],
    vintage: 2020,
    pairings: ['rood-vlees'],
  },
  {
    ean: EAN.tempranilloJoven,
    name: 'Tempranillo Joven',
    price: 795,
    stock: 5,
    colorCode: 'rood',
    countryCode: 'ES',
    region: 'La Mancha',
    grapes: ['Tempranillo'],
    vintage: 2023,
  },
  {
    ean: EAN.chablis,
    name: 'Chablis',
    price: 1995,
    stock: 8,
    colorCode: 'wit',
    countryCode: 'FR',
    region: 'Bourgogne',
    grapes: ['Chardonnay'],
    pairings: ['vis', 'schaaldieren'],
    nameEn: 'Chablis (EN)',
  },
  {
    ean: EAN.bordeauxRouge,
    name: 'Bordeaux Rouge',
    price: 1095,
    stock: 3,
    colorCode: 'rood',
    countryCode: 'FR',
    region: 'Bordeaux',
    grapes: ['Merlot', 'Cabernet Sauvignon'],
  },
  {
    ean: EAN.baroloUitverkocht,
    name: 'Barolo',
    price: 4995,
    stock: 0,
    colorCode: 'rood',
    countryCode: 'IT',
    region: 'Piemonte',
    grapes: ['Nebbiolo'],
  },
  {
    ean: EAN.cavaBrut,
    name: 'Cava Brut',
    price: 5495,
    stock: 20,
    colorCode: 'mousserend',
    countryCode: 'ES',
    region: 'Penedès',
    grapes: ['Macabeo', 'Xarel·lo', 'Parellada'],
    unit: 'doos',
    type: 'Doos 6 × 75 cl',
  },
  {
    ean: EAN.sancerre,
    name: 'Sancerre',
    price: 2195,
    stock: 6,
    colorCode: 'wit',
    countryCode: 'FR',
    region: 'Loire',
    grapes: ['Sauvignon Blanc'],
  },
  {
    ean: EAN.tawnyPort,
    name: 'Tawny Port',
    price: 1695,
    stock: 2,
    colorCode: 'dessert',
    countryCode: 'PT',
    region: 'Douro',
    grapes: ['Touriga Nacional'],
    vintage: null,
    pairings: ['dessert', 'kaas'],
  },
]

export const DRAFT_WINE: Wine = {
  ean: EAN.conceptWijn,
  name: `Rioja ${DRAFT_MARK}`,
  price: 999,
  stock: 50,
  colorCode: 'rood',
  countryCode: 'ES',
  region: 'Rioja',
  grapes: ['Garnacha'],
}

function wineData(w: Wine) {
  return {
    ean: w.ean,
    name: w.name,
    producer: 'Bodega Proef',
    unit: w.unit ?? 'fles',
    type: w.type ?? 'Fles 75 cl',
    price: w.price,
    stock: w.stock,
    colorCode: w.colorCode,
    countryCode: w.countryCode,
    region: w.region,
    grapes: w.grapes,
    vintage: w.vintage === undefined ? 2021 : w.vintage,
    alcohol: 13.5,
    servingTemperature: '16-18 °C',
    pairings: w.pairings ?? [],
    description: `${w.name}: een testwijn.`,
    tastingNotes: 'Rood fruit, zacht.',
    taste: { body: 3, sweetness: 1, acidity: 3, tannin: 2 },
  } as const
}

export function lexical(text: string) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          format: '' as const,
          indent: 0,
          version: 1,
          direction: 'ltr' as const,
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

export async function loadFixtures(payload: Payload): Promise<void> {
  for (const w of PUBLISHED_WINES) {
    const doc = await payload.create({ collection: 'products', locale: 'nl', data: { ...wineData(w), _status: 'published' } })
    if (w.nameEn)
      await payload.update({
        collection: 'products',
        id: doc.id,
        locale: 'en',
        data: { name: w.nameEn, type: 'Bottle 75 cl', description: 'A test wine.', tastingNotes: 'Red fruit, soft.', _status: 'published' },
      })
  }
  await payload.create({ collection: 'products', draft: true, data: { ...wineData(DRAFT_WINE), _status: 'draft' } })
  // A published wine with newer, unpublished changes: visitors keep seeing the published version.
  const { docs } = await payload.find({ collection: 'products', where: { ean: { equals: EAN.sancerre } }, limit: 1 })
  await payload.update({
    collection: 'products',
    id: docs[0]!.id,
    draft: true,
    data: { name: `Sancerre ${DRAFT_MARK}`, stock: 999, _status: 'draft' },
  })

  for (const u of Object.values(USERS)) await payload.create({ collection: 'users', data: { ...u, name: u.roles[0] } })

  await payload.create({
    collection: 'contact-messages',
    data: { name: 'Klant Test', email: CONTACT_EMAIL, subject: 'Bestelling', message: 'Waar blijft mijn wijn?' },
  })
  await payload.create({
    collection: 'trade-enquiries',
    data: { name: 'Inkoper', email: TRADE_EMAIL, company: 'Slijterij De Kurk', kvk: '12345678', message: 'Graag een offerte.' },
  })

  await payload.create({
    collection: 'articles',
    data: {
      title: 'Wijn bij kaas',
      slug: 'wijn-bij-kaas',
      category: 'eten-en-wijn',
      summary: 'Kaas en wijn.',
      metaDescription: 'Kaas en wijn.',
      content: lexical('Port bij blauwe kaas.'),
      _status: 'published',
    },
  })
  await payload.create({
    collection: 'articles',
    draft: true,
    data: {
      title: `Artikel ${DRAFT_MARK}`,
      slug: 'concept-artikel',
      category: 'beginners',
      summary: DRAFT_MARK,
      metaDescription: DRAFT_MARK,
      content: lexical(DRAFT_MARK),
      _status: 'draft',
    },
  })
  await payload.create({
    collection: 'pages',
    data: { title: 'Over ons', slug: 'over-ons', intro: 'Wij zijn een wijnhandel.', _status: 'published' },
  })
  await payload.create({
    collection: 'pages',
    draft: true,
    data: { title: `Pagina ${DRAFT_MARK}`, slug: 'concept-pagina', intro: DRAFT_MARK, _status: 'draft' },
  })

  await payload.updateGlobal({ slug: 'site', data: { shopName: 'Kelder & Kurk', kvk: '87654321', email: 'info@kelderenkurk.nl' } })
}
