/**
 * Stock reservations, each one atomic conditional SQL statement (never read-then-write), so that
 * any number of concurrent checkouts on any number of app instances can never sell more than
 * there is. The steps that belong together (reserve and create the order, claim and release, claim
 * and commit) take the runner of one transaction (lib/sql.ts#inTransaction) where the database has them. `stock` is what is on the shelf (the merchant's number); `reserved` is held by open
 * checkouts; a shopper can buy `stock − reserved`.
 */
import 'server-only'
import { payloadSqlRunner, type SqlRunner } from '../../lib/sql'
import { syncVersion } from './reservations-repair'

export type StockLine = { productId: number | string; quantity: number }

const sql = payloadSqlRunner

/**
 * Wines in one order (by id) for every statement that locks them: two transactions that lock the same
 * wines in the same order wait for each other instead of deadlocking.
 */
const inLockOrder = (lines: readonly StockLine[]) => [...lines].sort((a, b) => Number(a.productId) - Number(b.productId))

/** Holds `quantity` of one wine if that many are free; false when not (nothing changed then). */
async function reserveOne(run: SqlRunner, { productId, quantity }: StockLine): Promise<boolean> {
  const rows = await run(
    `UPDATE products SET reserved = COALESCE(reserved, 0) + ?
     WHERE id = ? AND _status = 'published' AND stock - COALESCE(reserved, 0) >= ? RETURNING id`,
    [quantity, productId, quantity],
  )
  return rows.length === 1
}

/**
 * Gives a held quantity back (an expired or cancelled checkout). True when this very statement put
 * the wine back on sale (none free before it, some after): one statement sees one state of the row,
 * so of two releases at once only one can be the one.
 */
async function releaseOne(run: SqlRunner, { productId, quantity }: StockLine): Promise<boolean> {
  const [row] = await run(
    `UPDATE products SET reserved = CASE WHEN COALESCE(reserved, 0) >= ? THEN reserved - ? ELSE 0 END WHERE id = ? RETURNING stock - reserved AS available`,
    [quantity, quantity, productId],
  )
  const available = Number(row?.available ?? 0)
  return available > 0 && available - quantity <= 0
}

/** A paid checkout: the held bottles leave the shelf. */
async function commitOne(run: SqlRunner, { productId, quantity }: StockLine) {
  await run(
    `UPDATE products SET stock = CASE WHEN stock >= ? THEN stock - ? ELSE 0 END,
       reserved = CASE WHEN COALESCE(reserved, 0) >= ? THEN reserved - ? ELSE 0 END
     WHERE id = ?`,
    [quantity, quantity, quantity, quantity, productId],
  )
}

/**
 * Reserves every line or none: a line that cannot be held gives back the ones already held.
 * Returns the product id that failed, or null when everything is reserved.
 */
export async function reserveStock(
  lines: readonly StockLine[],
  given?: SqlRunner,
): Promise<{ ok: true } | { ok: false; productId: number | string }> {
  const run = given ?? (await sql())
  const held: StockLine[] = []
  for (const line of inLockOrder(lines)) {
    if (await reserveOne(run, line)) {
      held.push(line)
      continue
    }
    await releaseStock(held, run)
    return { ok: false, productId: line.productId }
  }
  for (const line of held) await syncVersion(run, line.productId)
  return { ok: true }
}

/** Gives held quantities back; returns the wines that this put back on sale (for their stock alerts). */
export async function releaseStock(lines: readonly StockLine[], given?: SqlRunner): Promise<(number | string)[]> {
  const run = given ?? (await sql())
  const backForSale: (number | string)[] = []
  for (const line of inLockOrder(lines)) {
    if (await releaseOne(run, line)) backForSale.push(line.productId)
    await syncVersion(run, line.productId)
  }
  return backForSale
}

export async function commitStock(lines: readonly StockLine[], given?: SqlRunner): Promise<void> {
  const run = given ?? (await sql())
  for (const line of inLockOrder(lines)) {
    await commitOne(run, line)
    await syncVersion(run, line.productId)
  }
}

/** How many of each wine are free to sell right now, read from the live rows (uncached). */
export async function availableNow(productIds: readonly (number | string)[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map()
  const run = await sql()
  const rows = await run(
    `SELECT id, stock - COALESCE(reserved, 0) AS available FROM products WHERE id IN (${productIds.map(() => '?').join(', ')})`,
    productIds.map((id) => (typeof id === 'number' ? id : Number(id))),
  )
  return new Map(rows.map((r) => [String(r.id), Math.max(0, Number(r.available))]))
}

/**
 * Moves an order from `pending` to `to` if, and only if, it is still pending: the one statement
 * that decides which of two racing events (paid vs expired, a replayed webhook) wins.
 */
export async function claimPendingOrder(
  orderId: number | string,
  to: 'paid' | 'cancelled' | 'expired',
  at: Date,
  given?: SqlRunner,
): Promise<boolean> {
  const run = given ?? (await sql())
  const column = to === 'paid' ? 'paid_at' : 'closed_at'
  const rows = await run(`UPDATE orders SET status = ?, ${column} = ?, updated_at = ? WHERE id = ? AND status = 'pending' RETURNING id`, [
    to,
    at.toISOString(),
    at.toISOString(),
    orderId,
  ])
  return rows.length === 1
}

/** The order's number and its provider session, written in one statement (no Payload round trip: hot path). */
export async function setOrderRefs(orderId: number | string, refs: { orderNumber?: string; sessionId?: string }): Promise<void> {
  const run = await sql()
  const sets = Object.entries({ order_number: refs.orderNumber, session_id: refs.sessionId }).filter(([, v]) => v !== undefined)
  if (sets.length === 0) return
  await run(`UPDATE orders SET ${sets.map(([k]) => `${k} = ?`).join(', ')} WHERE id = ?`, [...sets.map(([, v]) => v as string), orderId])
}

/** Pending orders of one client whose reservation still holds (index on client_key). */
export async function countOpenOrders(clientKey: string, nowIso: string): Promise<number> {
  const run = await sql()
  const [row] = await run(`SELECT COUNT(*) AS n FROM orders WHERE client_key = ? AND status = 'pending' AND expires_at > ?`, [
    clientKey,
    nowIso,
  ])
  return Number(row?.n ?? 0)
}
