import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`discount_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_discount_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`reviews_enabled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`reviews_script_url\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`reviews_widget_id\` text;`)
  await db.run(sql`ALTER TABLE \`site\` ADD \`reviews_badge_href\` text;`)
  await db.run(sql`ALTER TABLE \`site_locales\` ADD \`reviews_heading\` text;`)
  await db.run(sql`ALTER TABLE \`site_locales\` ADD \`reviews_badge_label\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`discount_percent\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_discount_percent\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`reviews_enabled\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`reviews_script_url\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`reviews_widget_id\`;`)
  await db.run(sql`ALTER TABLE \`site\` DROP COLUMN \`reviews_badge_href\`;`)
  await db.run(sql`ALTER TABLE \`site_locales\` DROP COLUMN \`reviews_heading\`;`)
  await db.run(sql`ALTER TABLE \`site_locales\` DROP COLUMN \`reviews_badge_label\`;`)
}
