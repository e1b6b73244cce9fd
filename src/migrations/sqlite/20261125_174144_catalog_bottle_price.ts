import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { bottlesPerUnit } from '../../lib/bottles'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`bottle_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`products_bottle_price_idx\` ON \`products\` (\`bottle_price\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bottle_price\` numeric;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_bottle_price_idx\` ON \`_products_v\` (\`version_bottle_price\`);`)
  // Wines saved before this migration: their bottle price by the same rule a save uses (Dutch unit label).
  const rows = (await db.all(
    sql`SELECT p.\`id\`, p.\`sale_price\`, p.\`price\`, l.\`type\` FROM \`products\` p LEFT JOIN \`products_locales\` l ON l.\`_parent_id\` = p.\`id\` AND l.\`_locale\` = 'nl'`,
  )) as { id: number; sale_price: number | null; price: number; type: string | null }[]
  for (const row of rows) {
    const bottlePrice = Math.round(Number(row.sale_price ?? row.price) / bottlesPerUnit(row.type))
    await db.run(sql`UPDATE \`products\` SET \`bottle_price\` = ${bottlePrice} WHERE \`id\` = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`products_bottle_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bottle_price\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_bottle_price_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bottle_price\`;`)
}
