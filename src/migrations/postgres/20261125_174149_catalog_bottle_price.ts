import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { bottlesPerUnit } from '../../lib/bottles'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "bottle_price" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_bottle_price" numeric;
  CREATE INDEX "products_bottle_price_idx" ON "products" USING btree ("bottle_price");
  CREATE INDEX "_products_v_version_version_bottle_price_idx" ON "_products_v" USING btree ("version_bottle_price");`)
  // Wines saved before this migration: their bottle price by the same rule a save uses (Dutch unit label).
  const { rows } = (await db.execute(
    sql`SELECT p."id", p."sale_price", p."price", l."type" FROM "products" p LEFT JOIN "products_locales" l ON l."_parent_id" = p."id" AND l."_locale" = 'nl'`,
  )) as unknown as { rows: { id: number; sale_price: string | null; price: string; type: string | null }[] }
  for (const row of rows) {
    const bottlePrice = Math.round(Number(row.sale_price ?? row.price) / bottlesPerUnit(row.type))
    await db.execute(sql`UPDATE "products" SET "bottle_price" = ${bottlePrice} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "products_bottle_price_idx";
  DROP INDEX "_products_v_version_version_bottle_price_idx";
  ALTER TABLE "products" DROP COLUMN "bottle_price";
  ALTER TABLE "_products_v" DROP COLUMN "version_bottle_price";`)
}
