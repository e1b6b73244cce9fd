import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`ean\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text,
  	\`unit_price\` numeric NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`line_total\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_number\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`locale\` text DEFAULT 'nl',
  	\`subtotal\` numeric NOT NULL,
  	\`shipping\` numeric NOT NULL,
  	\`total\` numeric NOT NULL,
  	\`customer_name\` text,
  	\`customer_email\` text,
  	\`shipping_address\` text,
  	\`provider\` text,
  	\`session_id\` text,
  	\`expires_at\` text,
  	\`paid_at\` text,
  	\`closed_at\` text,
  	\`shipped_at\` text,
  	\`delivered_at\` text,
  	\`confirmation_sent_at\` text,
  	\`access_token\` text,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_email_idx\` ON \`orders\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_session_id_idx\` ON \`orders\` (\`session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_access_token_idx\` ON \`orders\` (\`access_token\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`withdrawals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`order_number\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`reason\` text,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`withdrawals_order_idx\` ON \`withdrawals\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`withdrawals_order_number_idx\` ON \`withdrawals\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`withdrawals_updated_at_idx\` ON \`withdrawals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`withdrawals_created_at_idx\` ON \`withdrawals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_to_idx\` ON \`mail_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`order_id\` integer,
  	\`outcome\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payment_events_event_id_idx\` ON \`payment_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_order_idx\` ON \`payment_events\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_updated_at_idx\` ON \`payment_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_events_created_at_idx\` ON \`payment_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent_cookies_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent_cookies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cookie_consent_cookies_links_order_idx\` ON \`cookie_consent_cookies_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cookie_consent_cookies_links_parent_id_idx\` ON \`cookie_consent_cookies_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent_cookies_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent_cookies_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cookie_consent_cookies_links_locales_locale_parent_id_unique\` ON \`cookie_consent_cookies_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent_cookies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`cookie_id\` text NOT NULL,
  	\`group\` text DEFAULT 'optional' NOT NULL,
  	\`src\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cookie_consent_cookies_order_idx\` ON \`cookie_consent_cookies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cookie_consent_cookies_parent_id_idx\` ON \`cookie_consent_cookies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent_cookies_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent_cookies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cookie_consent_cookies_locales_locale_parent_id_unique\` ON \`cookie_consent_cookies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`position\` text DEFAULT 'bottom-right',
  	\`force_open\` integer DEFAULT false,
  	\`ga4_measurement_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cookie_consent_locales\` (
  	\`texts_banner_title\` text,
  	\`texts_banner_description\` text,
  	\`texts_accept\` text,
  	\`texts_decline\` text,
  	\`texts_manage_cookies\` text,
  	\`texts_settings_title\` text,
  	\`texts_settings_unsaved\` text,
  	\`texts_close\` text,
  	\`texts_save\` text,
  	\`texts_accept_all\` text,
  	\`texts_decline_all\` text,
  	\`texts_cookies_necessary\` text,
  	\`texts_cookies_optional\` text,
  	\`texts_cookies_functional\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cookie_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cookie_consent_locales_locale_parent_id_unique\` ON \`cookie_consent_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cookie_consent_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cookie_consent\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cookie_consent_texts_order_parent\` ON \`cookie_consent_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`products\` ADD \`reserved\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_reserved\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`withdrawals_id\` integer REFERENCES withdrawals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` integer REFERENCES mail_outbox(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payment_events_id\` integer REFERENCES payment_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_withdrawals_id_idx\` ON \`payload_locked_documents_rels\` (\`withdrawals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`withdrawals\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`payment_events\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_links\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_links_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_texts\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`articles_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`trade_enquiries_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_enquiries_id\`) REFERENCES \`trade_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "articles_id", "pages_id", "faqs_id", "faq_categories_id", "media_id", "contact_messages_id", "trade_enquiries_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "articles_id", "pages_id", "faqs_id", "faq_categories_id", "media_id", "contact_messages_id", "trade_enquiries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`reserved\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_reserved\`;`)
}
