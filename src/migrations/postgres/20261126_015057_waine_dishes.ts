import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { fillDishes } from '../../cms/seed/dishes'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_dishes_colors" AS ENUM('rood', 'wit', 'rose', 'mousserend', 'dessert');
  CREATE TYPE "public"."enum_dishes_pairings" AS ENUM('vis', 'schaaldieren', 'kaas', 'rood-vlees', 'wild', 'gevogelte', 'varken', 'pasta', 'vegetarisch', 'pittig', 'aperitief', 'dessert');
  CREATE TABLE "dishes_colors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dishes_colors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dishes_pairings" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dishes_pairings",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dishes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"traits_intensity" numeric NOT NULL,
  	"traits_fat" numeric,
  	"traits_protein" numeric,
  	"traits_salt" numeric,
  	"traits_spice" numeric,
  	"traits_acid" numeric,
  	"traits_sweet" numeric,
  	"traits_fish" boolean,
  	"traits_fried" boolean,
  	"guide" varchar,
  	"family" varchar,
  	"generic" boolean,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dishes_locales" (
  	"label" varchar NOT NULL,
  	"advice" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dishes_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dishes_id" integer;
  ALTER TABLE "dishes_colors" ADD CONSTRAINT "dishes_colors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dishes_pairings" ADD CONSTRAINT "dishes_pairings_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dishes_locales" ADD CONSTRAINT "dishes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dishes_texts" ADD CONSTRAINT "dishes_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "dishes_colors_order_idx" ON "dishes_colors" USING btree ("order");
  CREATE INDEX "dishes_colors_parent_idx" ON "dishes_colors" USING btree ("parent_id");
  CREATE INDEX "dishes_pairings_order_idx" ON "dishes_pairings" USING btree ("order");
  CREATE INDEX "dishes_pairings_parent_idx" ON "dishes_pairings" USING btree ("parent_id");
  CREATE UNIQUE INDEX "dishes_key_idx" ON "dishes" USING btree ("key");
  CREATE INDEX "dishes_updated_at_idx" ON "dishes" USING btree ("updated_at");
  CREATE INDEX "dishes_created_at_idx" ON "dishes" USING btree ("created_at");
  CREATE UNIQUE INDEX "dishes_locales_locale_parent_id_unique" ON "dishes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dishes_texts_order_parent" ON "dishes_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dishes_fk" FOREIGN KEY ("dishes_id") REFERENCES "public"."dishes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dishes_id_idx" ON "payload_locked_documents_rels" USING btree ("dishes_id");`)
  // Every shop starts with the dishes Waine knew before they became the merchant's to edit.
  await fillDishes(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dishes_colors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dishes_pairings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dishes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dishes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dishes_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dishes_colors" CASCADE;
  DROP TABLE "dishes_pairings" CASCADE;
  DROP TABLE "dishes" CASCADE;
  DROP TABLE "dishes_locales" CASCADE;
  DROP TABLE "dishes_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dishes_fk";
  
  DROP INDEX "payload_locked_documents_rels_dishes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dishes_id";
  DROP TYPE "public"."enum_dishes_colors";
  DROP TYPE "public"."enum_dishes_pairings";`)
}
