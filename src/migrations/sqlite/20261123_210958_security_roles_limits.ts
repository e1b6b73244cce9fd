import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shop_install\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`demo\` integer DEFAULT false,
  	\`seed_started_at\` text,
  	\`seeded_at\` text,
  	\`seed_version\` numeric,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`client_key\` text;`)
  await db.run(sql`CREATE INDEX \`orders_client_key_idx\` ON \`orders\` (\`client_key\`);`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`checkout_limits_max_per_line\` numeric DEFAULT 24 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`checkout_limits_max_per_order\` numeric DEFAULT 60 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`checkout_limits_max_open_per_client\` numeric DEFAULT 3 NOT NULL;`)
  // A shop that has wines already was seeded (or filled by its merchant) before the marker existed:
  // mark it seeded, so the seed never runs on it. Not marked as the demo: test payments stay off live.
  await db.run(sql`INSERT INTO \`shop_install\` (\`demo\`, \`seeded_at\`, \`seed_version\`, \`updated_at\`, \`created_at\`)
  SELECT 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE EXISTS (SELECT 1 FROM \`products\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shop_install\`;`)
  await db.run(sql`DROP INDEX \`orders_client_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`client_key\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`checkout_limits_max_per_line\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`checkout_limits_max_per_order\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`checkout_limits_max_open_per_client\`;`)
}
