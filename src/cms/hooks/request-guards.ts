import { APIError, NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/**
 * Hostile REST input that Payload hands to the database unchecked, which then fails with a 500:
 * - a non-numeric id from the URL (`/api/products/abc`) becomes NaN: an id that cannot exist is
 *   simply not found (404);
 * - a page below 1 (`?page=-5`) becomes a negative OFFSET, which Postgres refuses: 400.
 */
export const rejectImpossibleQueries: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id, page } = args as { id?: unknown; page?: unknown }
  if (id !== undefined && id !== null) {
    const ok = typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 : /^[1-9]\d{0,14}$/.test(String(id))
    if (!ok) throw new NotFound(req.t)
  }
  if (page !== undefined && page !== null && !(Number.isSafeInteger(page) && (page as number) >= 1)) {
    throw new APIError('page must be a whole number of 1 or more', 400, null, true)
  }
  return args
}

/** Adds the guards to a collection that uses Payload's numeric ids (not to one with its own `id` field). */
export function guardRequests(collection: CollectionConfig): CollectionConfig {
  if (collection.fields.some((f) => 'name' in f && f.name === 'id')) return collection
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [rejectImpossibleQueries, ...(hooks.beforeOperation ?? [])] } }
}
