/**
 * Runs once when the server starts. A live shop (NODE_ENV=production) with a weak or missing
 * PAYLOAD_SECRET or a known admin password stops here, before it answers anyone (lib/env.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./lib/env')
  try {
    env()
  } catch (error) {
    console.error(`[kk] ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
