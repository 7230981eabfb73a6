import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "customer_first_name" DROP NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_last_name" DROP NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_email" DROP NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "customer_erased_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "customer_first_name" SET NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_last_name" SET NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "customer_email" SET NOT NULL;
  ALTER TABLE "bookings" DROP COLUMN "customer_erased_at";`)
}
