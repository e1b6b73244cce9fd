import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cookie_consent_cookies_group" AS ENUM('necessary', 'optional');
  CREATE TYPE "public"."enum_cookie_consent_position" AS ENUM('bottom-right', 'bottom-left', 'bottom');
  CREATE TABLE "cookie_consent_cookies_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "cookie_consent_cookies_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cookie_consent_cookies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"cookie_id" varchar NOT NULL,
  	"group" "enum_cookie_consent_cookies_group" DEFAULT 'optional' NOT NULL,
  	"src" varchar
  );
  
  CREATE TABLE "cookie_consent_cookies_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cookie_consent" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position" "enum_cookie_consent_position" DEFAULT 'bottom-right',
  	"force_open" boolean DEFAULT false,
  	"ga4_measurement_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cookie_consent_locales" (
  	"texts_banner_title" varchar,
  	"texts_banner_description" varchar,
  	"texts_accept" varchar,
  	"texts_decline" varchar,
  	"texts_manage_cookies" varchar,
  	"texts_settings_title" varchar,
  	"texts_settings_unsaved" varchar,
  	"texts_close" varchar,
  	"texts_save" varchar,
  	"texts_accept_all" varchar,
  	"texts_decline_all" varchar,
  	"texts_cookies_necessary" varchar,
  	"texts_cookies_optional" varchar,
  	"texts_cookies_functional" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cookie_consent_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "cookie_consent_cookies_links" ADD CONSTRAINT "cookie_consent_cookies_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies_links_locales" ADD CONSTRAINT "cookie_consent_cookies_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies" ADD CONSTRAINT "cookie_consent_cookies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies_locales" ADD CONSTRAINT "cookie_consent_cookies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_locales" ADD CONSTRAINT "cookie_consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_texts" ADD CONSTRAINT "cookie_consent_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cookie_consent_cookies_links_order_idx" ON "cookie_consent_cookies_links" USING btree ("_order");
  CREATE INDEX "cookie_consent_cookies_links_parent_id_idx" ON "cookie_consent_cookies_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_cookies_links_locales_locale_parent_id_unique" ON "cookie_consent_cookies_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cookie_consent_cookies_order_idx" ON "cookie_consent_cookies" USING btree ("_order");
  CREATE INDEX "cookie_consent_cookies_parent_id_idx" ON "cookie_consent_cookies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_cookies_locales_locale_parent_id_unique" ON "cookie_consent_cookies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_locales_locale_parent_id_unique" ON "cookie_consent_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cookie_consent_texts_order_parent" ON "cookie_consent_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cookie_consent_cookies_links" CASCADE;
  DROP TABLE "cookie_consent_cookies_links_locales" CASCADE;
  DROP TABLE "cookie_consent_cookies" CASCADE;
  DROP TABLE "cookie_consent_cookies_locales" CASCADE;
  DROP TABLE "cookie_consent" CASCADE;
  DROP TABLE "cookie_consent_locales" CASCADE;
  DROP TABLE "cookie_consent_texts" CASCADE;
  DROP TYPE "public"."enum_cookie_consent_cookies_group";
  DROP TYPE "public"."enum_cookie_consent_position";`)
}
