import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { fillDishes } from '../../cms/seed/dishes'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dishes_colors\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dishes_colors_order_idx\` ON \`dishes_colors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dishes_colors_parent_idx\` ON \`dishes_colors\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dishes_pairings\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dishes_pairings_order_idx\` ON \`dishes_pairings\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dishes_pairings_parent_idx\` ON \`dishes_pairings\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dishes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`traits_intensity\` numeric NOT NULL,
  	\`traits_fat\` numeric,
  	\`traits_protein\` numeric,
  	\`traits_salt\` numeric,
  	\`traits_spice\` numeric,
  	\`traits_acid\` numeric,
  	\`traits_sweet\` numeric,
  	\`traits_fish\` integer,
  	\`traits_fried\` integer,
  	\`guide\` text,
  	\`family\` text,
  	\`generic\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dishes_key_idx\` ON \`dishes\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`dishes_updated_at_idx\` ON \`dishes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dishes_created_at_idx\` ON \`dishes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dishes_locales\` (
  	\`label\` text NOT NULL,
  	\`advice\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dishes_locales_locale_parent_id_unique\` ON \`dishes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dishes_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dishes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dishes_texts_order_parent\` ON \`dishes_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dishes_id\` integer REFERENCES dishes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dishes_id_idx\` ON \`payload_locked_documents_rels\` (\`dishes_id\`);`)
  // Every shop starts with the dishes Waine knew before they became the merchant's to edit.
  await fillDishes(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dishes_colors\`;`)
  await db.run(sql`DROP TABLE \`dishes_pairings\`;`)
  await db.run(sql`DROP TABLE \`dishes\`;`)
  await db.run(sql`DROP TABLE \`dishes_locales\`;`)
  await db.run(sql`DROP TABLE \`dishes_texts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	\`orders_id\` integer,
  	\`withdrawals_id\` integer,
  	\`articles_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`media_id\` integer,
  	\`contact_messages_id\` integer,
  	\`trade_enquiries_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`payment_events_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`stock_alerts_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`withdrawals_id\`) REFERENCES \`withdrawals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`trade_enquiries_id\`) REFERENCES \`trade_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stock_alerts_id\`) REFERENCES \`stock_alerts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "products_id", "orders_id", "withdrawals_id", "articles_id", "pages_id", "faqs_id", "faq_categories_id", "media_id", "contact_messages_id", "trade_enquiries_id", "mail_outbox_id", "payment_events_id", "newsletter_subscribers_id", "stock_alerts_id", "users_id") SELECT "id", "order", "parent_id", "path", "products_id", "orders_id", "withdrawals_id", "articles_id", "pages_id", "faqs_id", "faq_categories_id", "media_id", "contact_messages_id", "trade_enquiries_id", "mail_outbox_id", "payment_events_id", "newsletter_subscribers_id", "stock_alerts_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_withdrawals_id_idx\` ON \`payload_locked_documents_rels\` (\`withdrawals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_trade_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`trade_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
