/**
 * The statements about held stock that also run outside the server (scripts/prepare-db.ts), so no
 * `server-only` here; features/checkout/stock.ts has the rest.
 */
import type { SqlRunner } from '../../lib/sql'

/** Keeps the admin's view (the latest version row of a wine with drafts) in step with the live row. */
export async function syncVersion(run: SqlRunner, productId: number | string) {
  await run(
    `UPDATE _products_v SET version_stock = (SELECT stock FROM products WHERE products.id = _products_v.parent_id),
       version_reserved = (SELECT reserved FROM products WHERE products.id = _products_v.parent_id)
     WHERE parent_id = ? AND latest`,
    [productId],
  )
}

/**
 * Sets every wine's `reserved` to what its pending orders hold, and returns the wines it corrected.
 * For a SQLite shop at start, before its single server takes requests (scripts/prepare-db.ts): there
 * the statements of a checkout commit one by one, and a crash between reserving and writing the
 * order would otherwise hold those bottles for good. Never while a server runs: a checkout between
 * its two statements would be counted wrong.
 */
export async function repairReservations(run: SqlRunner): Promise<(number | string)[]> {
  const held = `COALESCE((SELECT SUM(l.quantity) FROM orders_lines l JOIN orders o ON o.id = l._parent_id WHERE o.status = 'pending' AND l.product_id = products.id), 0)`
  const rows = await run(`UPDATE products SET reserved = ${held} WHERE COALESCE(reserved, 0) <> ${held} RETURNING id`, [])
  for (const row of rows) await syncVersion(run, row.id as number)
  return rows.map((r) => r.id as number)
}
