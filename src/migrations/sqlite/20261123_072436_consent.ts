import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_links\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_links_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_cookies_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_locales\`;`)
  await db.run(sql`DROP TABLE \`cookie_consent_texts\`;`)
}
