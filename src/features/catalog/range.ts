/**
 * The whole published range for the calls that need every wine (the public list, the sitemap,
 * Waine). At 5,000 wines the list is megabytes: too big for Next's data cache (2 MB an entry) and
 * seconds to read through Payload, so it is kept in this process and read again only when the
 * range changed. Stock moves with every order and is overlaid from one light query per call.
 */
import 'server-only'
import { payload } from '../../lib/payload'
import { payloadSqlRunner } from '../../lib/sql'
import type { Locale } from '../../i18n/routing'
import { toProduct, type Product } from './product'

const VERSION_SQL = `SELECT COUNT(*) AS n, MAX("updated_at") AS changed FROM "products"`
const STOCK_SQL = `SELECT "ean" AS ean, "stock" AS stock, "reserved" AS reserved FROM "products" WHERE "_status" = 'published'`

/**
 * Changes when a wine is added, removed or saved, on any instance (one indexed query). Checkout's
 * stock updates do not change it: they are read per call.
 */
export async function rangeVersion(): Promise<string> {
  const [row] = await (await payloadSqlRunner())(VERSION_SQL, [])
  // Postgres answers a Date (whose text drops the milliseconds), SQLite an ISO string.
  const changed = row?.changed instanceof Date ? row.changed.toISOString() : String(row?.changed)
  return `${row?.n}:${changed}`
}

const kept = new Map<Locale, { version: string; products: Promise<Product[]> }>()

async function read(locale: Locale): Promise<Product[]> {
  const p = await payload()
  const { docs } = await p.find({
    collection: 'products',
    locale,
    depth: 1,
    limit: 0,
    pagination: false,
    where: { _status: { equals: 'published' } },
    overrideAccess: false,
    sort: 'name',
  })
  return docs.map(toProduct)
}

async function rangeOf(locale: Locale): Promise<Product[]> {
  const version = await rangeVersion()
  const current = kept.get(locale)
  if (current?.version === version) return current.products
  const products = read(locale)
  kept.set(locale, { version, products })
  // A failed read is not kept: the next call tries again.
  products.catch(() => kept.get(locale)?.products === products && kept.delete(locale))
  return products
}

/** Every published wine, in stock or not, for one locale, by name; stock as it is now. */
export async function getAllProducts(locale: Locale): Promise<Product[]> {
  const [products, rows] = await Promise.all([rangeOf(locale), payloadSqlRunner().then((sql) => sql(STOCK_SQL, []))])
  const available = new Map(rows.map((r) => [String(r.ean), Math.max(0, Number(r.stock) - Number(r.reserved ?? 0))]))
  return products.map((p) => ({ ...p, stock: available.get(p.ean) ?? p.stock }))
}
