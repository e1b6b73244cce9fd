/**
 * The search index of the published range, built in this process from a slim read of the database
 * and rebuilt when the range changed. The check is one indexed query (count and latest change of
 * the wines), so a save on any instance reaches every instance's index at its next search.
 */
import 'server-only'
import { payloadSqlRunner } from '../../lib/sql'
import { rangeVersion } from './range'
import { buildWineSearch, type SearchableWine, type WineSearch } from './search-index'

const WINES_SQL = `SELECT p."id" AS id, p."ean" AS ean, p."producer" AS producer, p."region" AS region, p."country_code" AS country, p."color_code" AS color
  FROM "products" p WHERE p."_status" = 'published'`
const NAMES_SQL = `SELECT l."_parent_id" AS id, l."name" AS name FROM "products_locales" l JOIN "products" p ON p."id" = l."_parent_id" WHERE p."_status" = 'published'`
const GRAPES_SQL = `SELECT g."parent_id" AS id, g."text" AS grape FROM "products_texts" g JOIN "products" p ON p."id" = g."parent_id" WHERE p."_status" = 'published' AND g."path" = 'grapes'`

let current: { version: string; search: Promise<WineSearch> } | null = null

function grouped(rows: Record<string, unknown>[], key: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const row of rows) {
    const id = String(row.id)
    const value = row[key]
    if (typeof value !== 'string' || !value) continue
    map.set(id, [...(map.get(id) ?? []), value])
  }
  return map
}

async function build(): Promise<WineSearch> {
  const sql = await payloadSqlRunner()
  const [wines, names, grapes] = await Promise.all([sql(WINES_SQL, []), sql(NAMES_SQL, []), sql(GRAPES_SQL, [])])
  const namesOf = grouped(names, 'name')
  const grapesOf = grouped(grapes, 'grape')
  const searchable: SearchableWine[] = wines.map((w) => ({
    ean: String(w.ean),
    names: namesOf.get(String(w.id)) ?? [],
    producer: String(w.producer ?? ''),
    region: String(w.region ?? ''),
    countryCode: String(w.country ?? ''),
    colorCode: String(w.color ?? ''),
    grapes: grapesOf.get(String(w.id)) ?? [],
  }))
  return buildWineSearch(searchable)
}

export async function wineSearch(): Promise<WineSearch> {
  const version = await rangeVersion()
  if (current?.version === version) return current.search
  const search = build()
  current = { version, search }
  // A failed build is not kept: the next search tries again.
  search.catch(() => {
    if (current?.search === search) current = null
  })
  return search
}
