import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'unconfirmed' BEFORE 'enquiry';
  ALTER TABLE "bookings" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "source" varchar;
  ALTER TABLE "bookings" ADD COLUMN "diner_key" varchar;
  ALTER TABLE "booking_settings" ADD COLUMN "confirm_by_email" boolean DEFAULT false;
  CREATE INDEX "bookings_source_idx" ON "bookings" USING btree ("source");
  CREATE INDEX "bookings_diner_key_idx" ON "bookings" USING btree ("diner_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'enquiry', 'cancelled');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  DROP INDEX "bookings_source_idx";
  DROP INDEX "bookings_diner_key_idx";
  ALTER TABLE "bookings" DROP COLUMN "hold_until";
  ALTER TABLE "bookings" DROP COLUMN "source";
  ALTER TABLE "bookings" DROP COLUMN "diner_key";
  ALTER TABLE "booking_settings" DROP COLUMN "confirm_by_email";`)
}
