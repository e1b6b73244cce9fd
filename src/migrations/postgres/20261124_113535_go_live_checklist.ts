import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_install" ADD COLUMN "terms_reviewed" boolean DEFAULT false;
  ALTER TABLE "shop_install" ADD COLUMN "terms_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "shop_install" ADD COLUMN "terms_reviewed_by" varchar;
  ALTER TABLE "shop_install" ADD COLUMN "privacy_reviewed" boolean DEFAULT false;
  ALTER TABLE "shop_install" ADD COLUMN "privacy_reviewed_at" timestamp(3) with time zone;
  ALTER TABLE "shop_install" ADD COLUMN "privacy_reviewed_by" varchar;
  ALTER TABLE "shop_install" ADD COLUMN "demo_admin_key" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_install" DROP COLUMN "terms_reviewed";
  ALTER TABLE "shop_install" DROP COLUMN "terms_reviewed_at";
  ALTER TABLE "shop_install" DROP COLUMN "terms_reviewed_by";
  ALTER TABLE "shop_install" DROP COLUMN "privacy_reviewed";
  ALTER TABLE "shop_install" DROP COLUMN "privacy_reviewed_at";
  ALTER TABLE "shop_install" DROP COLUMN "privacy_reviewed_by";
  ALTER TABLE "shop_install" DROP COLUMN "demo_admin_key";`)
}
