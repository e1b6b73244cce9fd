import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'expired');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('nl', 'en');
  CREATE TYPE "public"."enum_orders_provider" AS ENUM('stripe', 'test');
  CREATE TYPE "public"."enum_payment_events_provider" AS ENUM('stripe', 'test');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredReservations');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredReservations');
  CREATE TYPE "public"."enum_cookie_consent_cookies_group" AS ENUM('necessary', 'optional');
  CREATE TYPE "public"."enum_cookie_consent_position" AS ENUM('bottom-right', 'bottom-left', 'bottom');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"ean" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"type" varchar,
  	"unit_price" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"line_total" numeric NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_number" varchar,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_orders_locale" DEFAULT 'nl',
  	"subtotal" numeric NOT NULL,
  	"shipping" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"customer_name" varchar,
  	"customer_email" varchar,
  	"shipping_address" varchar,
  	"provider" "enum_orders_provider",
  	"session_id" varchar,
  	"expires_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"shipped_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"confirmation_sent_at" timestamp(3) with time zone,
  	"access_token" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "withdrawals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"order_number" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"reason" varchar,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"provider" "enum_payment_events_provider" NOT NULL,
  	"order_id" integer,
  	"outcome" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "products" ADD COLUMN "reserved" numeric DEFAULT 0;
  ALTER TABLE "_products_v" ADD COLUMN "version_reserved" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "withdrawals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies_links" ADD CONSTRAINT "cookie_consent_cookies_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies_links_locales" ADD CONSTRAINT "cookie_consent_cookies_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies" ADD CONSTRAINT "cookie_consent_cookies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_cookies_locales" ADD CONSTRAINT "cookie_consent_cookies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_locales" ADD CONSTRAINT "cookie_consent_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cookie_consent_texts" ADD CONSTRAINT "cookie_consent_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cookie_consent"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");
  CREATE UNIQUE INDEX "orders_session_id_idx" ON "orders" USING btree ("session_id");
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");
  CREATE INDEX "orders_access_token_idx" ON "orders" USING btree ("access_token");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "withdrawals_order_idx" ON "withdrawals" USING btree ("order_id");
  CREATE INDEX "withdrawals_order_number_idx" ON "withdrawals" USING btree ("order_number");
  CREATE INDEX "withdrawals_updated_at_idx" ON "withdrawals" USING btree ("updated_at");
  CREATE INDEX "withdrawals_created_at_idx" ON "withdrawals" USING btree ("created_at");
  CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "cookie_consent_cookies_links_order_idx" ON "cookie_consent_cookies_links" USING btree ("_order");
  CREATE INDEX "cookie_consent_cookies_links_parent_id_idx" ON "cookie_consent_cookies_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_cookies_links_locales_locale_parent_id_unique" ON "cookie_consent_cookies_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cookie_consent_cookies_order_idx" ON "cookie_consent_cookies" USING btree ("_order");
  CREATE INDEX "cookie_consent_cookies_parent_id_idx" ON "cookie_consent_cookies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_cookies_locales_locale_parent_id_unique" ON "cookie_consent_cookies_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cookie_consent_locales_locale_parent_id_unique" ON "cookie_consent_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cookie_consent_texts_order_parent" ON "cookie_consent_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_withdrawals_fk" FOREIGN KEY ("withdrawals_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_withdrawals_id_idx" ON "payload_locked_documents_rels" USING btree ("withdrawals_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "withdrawals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_cookies_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_cookies_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_cookies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_cookies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cookie_consent_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "withdrawals" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "cookie_consent_cookies_links" CASCADE;
  DROP TABLE "cookie_consent_cookies_links_locales" CASCADE;
  DROP TABLE "cookie_consent_cookies" CASCADE;
  DROP TABLE "cookie_consent_cookies_locales" CASCADE;
  DROP TABLE "cookie_consent" CASCADE;
  DROP TABLE "cookie_consent_locales" CASCADE;
  DROP TABLE "cookie_consent_texts" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_withdrawals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_withdrawals_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "products" DROP COLUMN "reserved";
  ALTER TABLE "_products_v" DROP COLUMN "version_reserved";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "withdrawals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_provider";
  DROP TYPE "public"."enum_payment_events_provider";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_cookie_consent_cookies_group";
  DROP TYPE "public"."enum_cookie_consent_position";`)
}
