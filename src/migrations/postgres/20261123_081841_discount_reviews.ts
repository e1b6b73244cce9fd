import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "discount_percent" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_discount_percent" numeric;
  ALTER TABLE "site" ADD COLUMN "reviews_enabled" boolean DEFAULT false;
  ALTER TABLE "site" ADD COLUMN "reviews_script_url" varchar;
  ALTER TABLE "site" ADD COLUMN "reviews_widget_id" varchar;
  ALTER TABLE "site" ADD COLUMN "reviews_badge_href" varchar;
  ALTER TABLE "site_locales" ADD COLUMN "reviews_heading" varchar;
  ALTER TABLE "site_locales" ADD COLUMN "reviews_badge_label" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "discount_percent";
  ALTER TABLE "_products_v" DROP COLUMN "version_discount_percent";
  ALTER TABLE "site" DROP COLUMN "reviews_enabled";
  ALTER TABLE "site" DROP COLUMN "reviews_script_url";
  ALTER TABLE "site" DROP COLUMN "reviews_widget_id";
  ALTER TABLE "site" DROP COLUMN "reviews_badge_href";
  ALTER TABLE "site_locales" DROP COLUMN "reviews_heading";
  ALTER TABLE "site_locales" DROP COLUMN "reviews_badge_label";`)
}
