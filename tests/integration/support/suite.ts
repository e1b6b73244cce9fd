import { describe } from 'vitest'
import { testDb } from './db'

/**
 * `describe` for suites that need the database. Skipped only in a Postgres run without a server
 * (the setup prints why); every other run executes them.
 */
export const dbSuite: typeof describe = testDb.skipReason ? (describe.skip as typeof describe) : describe
