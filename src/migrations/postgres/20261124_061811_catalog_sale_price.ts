import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { effectivePrice } from '../../features/pricing'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "sale_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_sale_price" numeric;
  CREATE INDEX "products_sale_price_idx" ON "products" USING btree ("sale_price");
  CREATE INDEX "_products_v_version_version_sale_price_idx" ON "_products_v" USING btree ("version_sale_price");`)
  // The catalog filters on grapes in the database (features/catalog/listing.ts): find a wine's grapes by wine.
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "products_texts_parent_path_idx" ON "products_texts" USING btree ("parent_id", "path");`)
  // Wines saved before this migration: their sale price by the same rule a save uses.
  const { rows } = (await db.execute(sql`SELECT "id", "price", "discount_percent" FROM "products"`)) as unknown as { rows: { id: number; price: string; discount_percent: string | null }[] }
  for (const row of rows) {
    const { price } = effectivePrice({ price: Number(row.price), discountPercent: row.discount_percent == null ? null : Number(row.discount_percent) })
    await db.execute(sql`UPDATE "products" SET "sale_price" = ${price} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX IF EXISTS "products_texts_parent_path_idx";
  DROP INDEX "products_sale_price_idx";
  DROP INDEX "_products_v_version_version_sale_price_idx";
  ALTER TABLE "products" DROP COLUMN "sale_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_sale_price";`)
}
