import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { effectivePrice } from '../../features/pricing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`sale_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`products_sale_price_idx\` ON \`products\` (\`sale_price\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_sale_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_sale_price_idx\` ON \`_products_v\` (\`version_sale_price\`);`)
  // The catalog filters on grapes in the database (features/catalog/listing.ts): find a wine's grapes by wine.
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`products_texts_parent_path_idx\` ON \`products_texts\` (\`parent_id\`, \`path\`);`)
  // Wines saved before this migration: their sale price by the same rule a save uses.
  const rows = (await db.all(sql`SELECT \`id\`, \`price\`, \`discount_percent\` FROM \`products\``)) as { id: number; price: number; discount_percent: number | null }[]
  for (const row of rows) {
    const { price } = effectivePrice({ price: Number(row.price), discountPercent: row.discount_percent == null ? null : Number(row.discount_percent) })
    await db.run(sql`UPDATE \`products\` SET \`sale_price\` = ${price} WHERE \`id\` = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`products_texts_parent_path_idx\`;`)
  await db.run(sql`DROP INDEX \`products_sale_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`sale_price\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_sale_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_sale_price\`;`)
}
