import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_channel" AS ENUM('website', 'phone', 'walk-in');
  CREATE TYPE "public"."enum_booking_settings_pacing_minutes" AS ENUM('15', '30', '60');
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'arrived' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'seated' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'finished' BEFORE 'cancelled';
  ALTER TYPE "public"."enum_bookings_status" ADD VALUE 'no-show' BEFORE 'cancelled';
  CREATE TABLE "booking_settings_table_combinations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tables" varchar NOT NULL,
  	"min_covers" numeric DEFAULT 5 NOT NULL,
  	"max_covers" numeric DEFAULT 8 NOT NULL
  );
  
  CREATE TABLE "booking_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"store_id" numeric NOT NULL,
  	"date" varchar NOT NULL,
  	"from" varchar NOT NULL,
  	"until" varchar NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"scope" varchar NOT NULL,
  	"scope_label" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"created_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "arrived_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "seated_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "finished_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "channel" "enum_bookings_channel" DEFAULT 'website' NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "taken_by_id" integer;
  ALTER TABLE "booking_settings" ADD COLUMN "pacing_covers" numeric;
  ALTER TABLE "booking_settings" ADD COLUMN "pacing_minutes" "enum_booking_settings_pacing_minutes" DEFAULT '15';
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_blocks_id" integer;
  ALTER TABLE "booking_settings_table_combinations" ADD CONSTRAINT "booking_settings_table_combinations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "booking_settings_table_combinations_order_idx" ON "booking_settings_table_combinations" USING btree ("_order");
  CREATE INDEX "booking_settings_table_combinations_parent_id_idx" ON "booking_settings_table_combinations" USING btree ("_parent_id");
  CREATE INDEX "booking_blocks_restaurant_idx" ON "booking_blocks" USING btree ("restaurant_id");
  CREATE INDEX "booking_blocks_created_by_idx" ON "booking_blocks" USING btree ("created_by_id");
  CREATE INDEX "booking_blocks_updated_at_idx" ON "booking_blocks" USING btree ("updated_at");
  CREATE INDEX "booking_blocks_created_at_idx" ON "booking_blocks" USING btree ("created_at");
  CREATE INDEX "storeId_startsAt_1_idx" ON "booking_blocks" USING btree ("store_id","starts_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_taken_by_id_users_id_fk" FOREIGN KEY ("taken_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_blocks_fk" FOREIGN KEY ("booking_blocks_id") REFERENCES "public"."booking_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_taken_by_idx" ON "bookings" USING btree ("taken_by_id");
  CREATE INDEX "payload_locked_documents_rels_booking_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "booking_settings_table_combinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_settings_table_combinations" CASCADE;
  DROP TABLE "booking_blocks" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_taken_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_blocks_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_bookings_status";
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'unconfirmed', 'enquiry', 'cancelled');
  ALTER TABLE "bookings" ALTER COLUMN "status" SET DATA TYPE "public"."enum_bookings_status" USING "status"::"public"."enum_bookings_status";
  DROP INDEX "bookings_taken_by_idx";
  DROP INDEX "payload_locked_documents_rels_booking_blocks_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "arrived_at";
  ALTER TABLE "bookings" DROP COLUMN "seated_at";
  ALTER TABLE "bookings" DROP COLUMN "finished_at";
  ALTER TABLE "bookings" DROP COLUMN "no_show_at";
  ALTER TABLE "bookings" DROP COLUMN "channel";
  ALTER TABLE "bookings" DROP COLUMN "taken_by_id";
  ALTER TABLE "booking_settings" DROP COLUMN "pacing_covers";
  ALTER TABLE "booking_settings" DROP COLUMN "pacing_minutes";
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_blocks_id";
  DROP TYPE "public"."enum_bookings_channel";
  DROP TYPE "public"."enum_booking_settings_pacing_minutes";`)
}
