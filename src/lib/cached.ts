import { unstable_cache } from 'next/cache'

/**
 * `unstable_cache` that also works outside a Next request (Vitest, seed and CLI scripts): there
 * Next has no incremental cache and throws an invariant, so the query simply runs uncached.
 */
export function cachedQuery<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags?: string[]; revalidate?: number | false },
): (...args: A) => Promise<R> {
  const cached = unstable_cache(fn, keyParts, options)
  return async (...args: A) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')) return fn(...args)
      throw error
    }
  }
}
