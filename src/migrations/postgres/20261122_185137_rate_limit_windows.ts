import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Shared rate-limit counters (src/lib/rate-limit.ts, RATE_LIMIT_STORE=database). Not a Payload
// collection: the table is read and written only by the rate limiter, one upsert per request.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE IF NOT EXISTS "rate_limit_windows" (
  	"client_key" varchar(255) PRIMARY KEY NOT NULL,
  	"count" integer NOT NULL,
  	"reset_at" bigint NOT NULL
  );
  CREATE INDEX IF NOT EXISTS "rate_limit_windows_reset_at_idx" ON "rate_limit_windows" USING btree ("reset_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "rate_limit_windows" CASCADE;`)
}
