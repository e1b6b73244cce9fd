/** Which database this integration run uses; the same suite must pass on both. */
const kind: 'sqlite' | 'postgres' = process.env.KK_TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

export const testDb = {
  kind,
  /** Set only for a Postgres run without a server: the run is skipped, loudly, and the SQLite run still counts. */
  skipReason:
    kind === 'postgres' && !process.env.TEST_POSTGRES_URL
      ? 'KK_TEST_DB=postgres but TEST_POSTGRES_URL is not set: the Postgres integration run is SKIPPED. Start one with `eval "$(scripts/pg-throwaway.sh start)"`.'
      : undefined,
}

// In CI a skipped Postgres run is a failed one.
if (testDb.skipReason && process.env.CI === 'true') throw new Error(testDb.skipReason.replace('is SKIPPED', 'cannot be skipped in CI'))
