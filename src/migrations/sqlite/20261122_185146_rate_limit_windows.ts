import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Shared rate-limit counters (src/lib/rate-limit.ts, RATE_LIMIT_STORE=database). Not a Payload
// collection: the table is read and written only by the rate limiter, one upsert per request.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE IF NOT EXISTS \`rate_limit_windows\` (
  	\`client_key\` text PRIMARY KEY NOT NULL,
  	\`count\` integer NOT NULL,
  	\`reset_at\` integer NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`rate_limit_windows_reset_at_idx\` ON \`rate_limit_windows\` (\`reset_at\`);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`rate_limit_windows\`;`)
}
