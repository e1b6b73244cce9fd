import { unstable_cache } from 'next/cache'

type CacheOptions = { tags?: string[]; revalidate?: number | false }

const outsideNext = (error: unknown) => error instanceof Error && error.message.startsWith('Invariant: incrementalCache missing')

/**
 * `unstable_cache` that also works outside a Next request (Vitest, seed and CLI scripts): there
 * Next has no incremental cache and throws an invariant, so the query simply runs uncached.
 */
export function cachedQuery<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: CacheOptions,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(fn, keyParts, options)
  return async (...args: A) => {
    try {
      return await cached(...args)
    } catch (error) {
      if (outsideNext(error)) return fn(...args)
      throw error
    }
  }
}

/** One cached read whose tags are known only at the call (e.g. one tag per wine it returns). */
export async function cachedRead<R>(fn: () => Promise<R>, keyParts: string[], options: CacheOptions): Promise<R> {
  try {
    return await unstable_cache(fn, keyParts, options)()
  } catch (error) {
    if (outsideNext(error)) return fn()
    throw error
  }
}
