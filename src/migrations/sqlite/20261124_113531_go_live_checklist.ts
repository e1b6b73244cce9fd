import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`terms_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`terms_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`terms_reviewed_by\` text;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`privacy_reviewed\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`privacy_reviewed_at\` text;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`privacy_reviewed_by\` text;`)
  await db.run(sql`ALTER TABLE \`shop_install\` ADD \`demo_admin_key\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`terms_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`terms_reviewed_at\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`terms_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`privacy_reviewed\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`privacy_reviewed_at\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`privacy_reviewed_by\`;`)
  await db.run(sql`ALTER TABLE \`shop_install\` DROP COLUMN \`demo_admin_key\`;`)
}
