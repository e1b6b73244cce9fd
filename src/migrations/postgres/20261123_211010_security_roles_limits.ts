import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_roles" ADD VALUE 'shop' BEFORE 'editor';
  CREATE TABLE "shop_install" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"demo" boolean DEFAULT false,
  	"seed_started_at" timestamp(3) with time zone,
  	"seeded_at" timestamp(3) with time zone,
  	"seed_version" numeric,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "client_key" varchar;
  ALTER TABLE "site" ADD COLUMN "checkout_limits_max_per_line" numeric DEFAULT 24 NOT NULL;
  ALTER TABLE "site" ADD COLUMN "checkout_limits_max_per_order" numeric DEFAULT 60 NOT NULL;
  ALTER TABLE "site" ADD COLUMN "checkout_limits_max_open_per_client" numeric DEFAULT 3 NOT NULL;
  CREATE INDEX "orders_client_key_idx" ON "orders" USING btree ("client_key");`)
  // A shop that has wines already was seeded (or filled by its merchant) before the marker existed:
  // mark it seeded, so the seed never runs on it. Not marked as the demo: test payments stay off live.
  await db.execute(sql`
  INSERT INTO "shop_install" ("demo", "seeded_at", "seed_version", "updated_at", "created_at")
  SELECT false, now(), 0, now(), now() WHERE EXISTS (SELECT 1 FROM "products");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_install" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shop_install" CASCADE;
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "orders_client_key_idx";
  ALTER TABLE "orders" DROP COLUMN "client_key";
  ALTER TABLE "site" DROP COLUMN "checkout_limits_max_per_line";
  ALTER TABLE "site" DROP COLUMN "checkout_limits_max_per_order";
  ALTER TABLE "site" DROP COLUMN "checkout_limits_max_open_per_client";`)
}
