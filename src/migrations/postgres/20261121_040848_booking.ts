import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'enquiry', 'cancelled');
  CREATE TYPE "public"."enum_bookings_kind" AS ENUM('table', 'event', 'enquiry');
  CREATE TYPE "public"."enum_booking_occasions_days" AS ENUM('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday');
  CREATE TYPE "public"."enum_booking_occasions_booking_type" AS ENUM('table', 'event', 'enquiry');
  CREATE TYPE "public"."enum_booking_occasions_menu_link_group_type" AS ENUM('inclusive', 'exclusive');
  CREATE TYPE "public"."enum_booking_occasions_area_link_group_type" AS ENUM('inclusive', 'exclusive');
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_bookings_status" NOT NULL,
  	"kind" "enum_bookings_kind" NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"store_id" numeric NOT NULL,
  	"occasion_id" integer,
  	"booking_date" varchar NOT NULL,
  	"time" varchar NOT NULL,
  	"adults" numeric NOT NULL,
  	"children" numeric NOT NULL,
  	"covers" numeric NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"ends_at" timestamp(3) with time zone NOT NULL,
  	"table_key" varchar,
  	"table_label" varchar,
  	"area_name" varchar,
  	"menu_name" varchar,
  	"upsells" jsonb,
  	"customer_first_name" varchar NOT NULL,
  	"customer_last_name" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"customer_phone_number" varchar,
  	"customer_special_request" varchar,
  	"customer_should_receive_promotions" boolean,
  	"customer_should_receive_sms" boolean,
  	"card_customer_id" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"manage_token" varchar,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_dining_durations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_covers" numeric NOT NULL,
  	"minutes" numeric NOT NULL
  );
  
  CREATE TABLE "booking_settings_tables" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"area_id" integer NOT NULL,
  	"min_covers" numeric DEFAULT 1 NOT NULL,
  	"max_covers" numeric DEFAULT 4 NOT NULL
  );
  
  CREATE TABLE "booking_settings_restrictions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"closed" boolean,
  	"note" varchar
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"restaurant_id" integer NOT NULL,
  	"online_bookings" boolean DEFAULT true,
  	"paused_message" varchar,
  	"slot_interval_minutes" numeric DEFAULT 15 NOT NULL,
  	"lead_time_minutes" numeric DEFAULT 60 NOT NULL,
  	"horizon_days" numeric DEFAULT 90 NOT NULL,
  	"last_arrival_before_close_minutes" numeric DEFAULT 60 NOT NULL,
  	"card_guarantee_from_covers" numeric,
  	"enquiry_from_covers" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"booking_occasions_id" integer
  );
  
  CREATE TABLE "booking_occasions_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_booking_occasions_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "booking_occasions_service_windows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"until" varchar NOT NULL
  );
  
  CREATE TABLE "booking_occasions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"minimum_covers" numeric DEFAULT 1 NOT NULL,
  	"maximum_covers" numeric DEFAULT 8 NOT NULL,
  	"booking_type" "enum_booking_occasions_booking_type" DEFAULT 'table' NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"valid_from" varchar,
  	"valid_until" varchar,
  	"requires_card_guarantee" boolean,
  	"menu_link_group_type" "enum_booking_occasions_menu_link_group_type" DEFAULT 'exclusive' NOT NULL,
  	"area_link_group_type" "enum_booking_occasions_area_link_group_type" DEFAULT 'exclusive' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_occasions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"booking_menus_id" integer,
  	"booking_areas_id" integer,
  	"restaurants_id" integer
  );
  
  CREATE TABLE "booking_menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"restaurants_id" integer
  );
  
  CREATE TABLE "booking_upsells" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"price" numeric NOT NULL,
  	"available" boolean DEFAULT true,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_upsells_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"booking_occasions_id" integer,
  	"restaurants_id" integer
  );
  
  CREATE TABLE "booking_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar NOT NULL,
  	"restaurant_id" integer,
  	"text" varchar,
  	"html" varchar,
  	"attachments" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_occasions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_menus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_upsells_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_areas_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occasion_id_booking_occasions_id_fk" FOREIGN KEY ("occasion_id") REFERENCES "public"."booking_occasions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_dining_durations" ADD CONSTRAINT "booking_settings_dining_durations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_tables" ADD CONSTRAINT "booking_settings_tables_area_id_booking_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."booking_areas"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_tables" ADD CONSTRAINT "booking_settings_tables_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_restrictions" ADD CONSTRAINT "booking_settings_restrictions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_rels" ADD CONSTRAINT "booking_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_rels" ADD CONSTRAINT "booking_settings_rels_booking_occasions_fk" FOREIGN KEY ("booking_occasions_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_days" ADD CONSTRAINT "booking_occasions_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_service_windows" ADD CONSTRAINT "booking_occasions_service_windows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_rels" ADD CONSTRAINT "booking_occasions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_rels" ADD CONSTRAINT "booking_occasions_rels_booking_menus_fk" FOREIGN KEY ("booking_menus_id") REFERENCES "public"."booking_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_rels" ADD CONSTRAINT "booking_occasions_rels_booking_areas_fk" FOREIGN KEY ("booking_areas_id") REFERENCES "public"."booking_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_occasions_rels" ADD CONSTRAINT "booking_occasions_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_menus_rels" ADD CONSTRAINT "booking_menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_menus_rels" ADD CONSTRAINT "booking_menus_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_upsells_rels" ADD CONSTRAINT "booking_upsells_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_upsells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_upsells_rels" ADD CONSTRAINT "booking_upsells_rels_booking_occasions_fk" FOREIGN KEY ("booking_occasions_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_upsells_rels" ADD CONSTRAINT "booking_upsells_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE INDEX "bookings_restaurant_idx" ON "bookings" USING btree ("restaurant_id");
  CREATE INDEX "bookings_store_id_idx" ON "bookings" USING btree ("store_id");
  CREATE INDEX "bookings_occasion_idx" ON "bookings" USING btree ("occasion_id");
  CREATE INDEX "bookings_booking_date_idx" ON "bookings" USING btree ("booking_date");
  CREATE INDEX "bookings_starts_at_idx" ON "bookings" USING btree ("starts_at");
  CREATE INDEX "bookings_table_key_idx" ON "bookings" USING btree ("table_key");
  CREATE INDEX "bookings_manage_token_idx" ON "bookings" USING btree ("manage_token");
  CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "booking_settings_dining_durations_order_idx" ON "booking_settings_dining_durations" USING btree ("_order");
  CREATE INDEX "booking_settings_dining_durations_parent_id_idx" ON "booking_settings_dining_durations" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_tables_order_idx" ON "booking_settings_tables" USING btree ("_order");
  CREATE INDEX "booking_settings_tables_parent_id_idx" ON "booking_settings_tables" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_tables_area_idx" ON "booking_settings_tables" USING btree ("area_id");
  CREATE INDEX "booking_settings_restrictions_order_idx" ON "booking_settings_restrictions" USING btree ("_order");
  CREATE INDEX "booking_settings_restrictions_parent_id_idx" ON "booking_settings_restrictions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "booking_settings_restaurant_idx" ON "booking_settings" USING btree ("restaurant_id");
  CREATE INDEX "booking_settings_updated_at_idx" ON "booking_settings" USING btree ("updated_at");
  CREATE INDEX "booking_settings_created_at_idx" ON "booking_settings" USING btree ("created_at");
  CREATE INDEX "booking_settings_rels_order_idx" ON "booking_settings_rels" USING btree ("order");
  CREATE INDEX "booking_settings_rels_parent_idx" ON "booking_settings_rels" USING btree ("parent_id");
  CREATE INDEX "booking_settings_rels_path_idx" ON "booking_settings_rels" USING btree ("path");
  CREATE INDEX "booking_settings_rels_booking_occasions_id_idx" ON "booking_settings_rels" USING btree ("booking_occasions_id");
  CREATE INDEX "booking_occasions_days_order_idx" ON "booking_occasions_days" USING btree ("order");
  CREATE INDEX "booking_occasions_days_parent_idx" ON "booking_occasions_days" USING btree ("parent_id");
  CREATE INDEX "booking_occasions_service_windows_order_idx" ON "booking_occasions_service_windows" USING btree ("_order");
  CREATE INDEX "booking_occasions_service_windows_parent_id_idx" ON "booking_occasions_service_windows" USING btree ("_parent_id");
  CREATE INDEX "booking_occasions_updated_at_idx" ON "booking_occasions" USING btree ("updated_at");
  CREATE INDEX "booking_occasions_created_at_idx" ON "booking_occasions" USING btree ("created_at");
  CREATE INDEX "booking_occasions_rels_order_idx" ON "booking_occasions_rels" USING btree ("order");
  CREATE INDEX "booking_occasions_rels_parent_idx" ON "booking_occasions_rels" USING btree ("parent_id");
  CREATE INDEX "booking_occasions_rels_path_idx" ON "booking_occasions_rels" USING btree ("path");
  CREATE INDEX "booking_occasions_rels_booking_menus_id_idx" ON "booking_occasions_rels" USING btree ("booking_menus_id");
  CREATE INDEX "booking_occasions_rels_booking_areas_id_idx" ON "booking_occasions_rels" USING btree ("booking_areas_id");
  CREATE INDEX "booking_occasions_rels_restaurants_id_idx" ON "booking_occasions_rels" USING btree ("restaurants_id");
  CREATE INDEX "booking_menus_updated_at_idx" ON "booking_menus" USING btree ("updated_at");
  CREATE INDEX "booking_menus_created_at_idx" ON "booking_menus" USING btree ("created_at");
  CREATE INDEX "booking_menus_rels_order_idx" ON "booking_menus_rels" USING btree ("order");
  CREATE INDEX "booking_menus_rels_parent_idx" ON "booking_menus_rels" USING btree ("parent_id");
  CREATE INDEX "booking_menus_rels_path_idx" ON "booking_menus_rels" USING btree ("path");
  CREATE INDEX "booking_menus_rels_restaurants_id_idx" ON "booking_menus_rels" USING btree ("restaurants_id");
  CREATE INDEX "booking_upsells_updated_at_idx" ON "booking_upsells" USING btree ("updated_at");
  CREATE INDEX "booking_upsells_created_at_idx" ON "booking_upsells" USING btree ("created_at");
  CREATE INDEX "booking_upsells_rels_order_idx" ON "booking_upsells_rels" USING btree ("order");
  CREATE INDEX "booking_upsells_rels_parent_idx" ON "booking_upsells_rels" USING btree ("parent_id");
  CREATE INDEX "booking_upsells_rels_path_idx" ON "booking_upsells_rels" USING btree ("path");
  CREATE INDEX "booking_upsells_rels_booking_occasions_id_idx" ON "booking_upsells_rels" USING btree ("booking_occasions_id");
  CREATE INDEX "booking_upsells_rels_restaurants_id_idx" ON "booking_upsells_rels" USING btree ("restaurants_id");
  CREATE INDEX "booking_areas_updated_at_idx" ON "booking_areas" USING btree ("updated_at");
  CREATE INDEX "booking_areas_created_at_idx" ON "booking_areas" USING btree ("created_at");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_restaurant_idx" ON "outbox" USING btree ("restaurant_id");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_settings_fk" FOREIGN KEY ("booking_settings_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_occasions_fk" FOREIGN KEY ("booking_occasions_id") REFERENCES "public"."booking_occasions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_menus_fk" FOREIGN KEY ("booking_menus_id") REFERENCES "public"."booking_menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_upsells_fk" FOREIGN KEY ("booking_upsells_id") REFERENCES "public"."booking_upsells"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_areas_fk" FOREIGN KEY ("booking_areas_id") REFERENCES "public"."booking_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_booking_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_settings_id");
  CREATE INDEX "payload_locked_documents_rels_booking_occasions_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_occasions_id");
  CREATE INDEX "payload_locked_documents_rels_booking_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_menus_id");
  CREATE INDEX "payload_locked_documents_rels_booking_upsells_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_upsells_id");
  CREATE INDEX "payload_locked_documents_rels_booking_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_areas_id");
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_dining_durations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_tables" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_restrictions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_occasions_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_occasions_service_windows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_occasions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_occasions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_menus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_upsells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_upsells_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "booking_settings_dining_durations" CASCADE;
  DROP TABLE "booking_settings_tables" CASCADE;
  DROP TABLE "booking_settings_restrictions" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  DROP TABLE "booking_settings_rels" CASCADE;
  DROP TABLE "booking_occasions_days" CASCADE;
  DROP TABLE "booking_occasions_service_windows" CASCADE;
  DROP TABLE "booking_occasions" CASCADE;
  DROP TABLE "booking_occasions_rels" CASCADE;
  DROP TABLE "booking_menus" CASCADE;
  DROP TABLE "booking_menus_rels" CASCADE;
  DROP TABLE "booking_upsells" CASCADE;
  DROP TABLE "booking_upsells_rels" CASCADE;
  DROP TABLE "booking_areas" CASCADE;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_occasions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_menus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_upsells_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_areas_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_occasions_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_menus_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_upsells_id_idx";
  DROP INDEX "payload_locked_documents_rels_booking_areas_id_idx";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_occasions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_menus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_upsells_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_areas_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_kind";
  DROP TYPE "public"."enum_booking_occasions_days";
  DROP TYPE "public"."enum_booking_occasions_booking_type";
  DROP TYPE "public"."enum_booking_occasions_menu_link_group_type";
  DROP TYPE "public"."enum_booking_occasions_area_link_group_type";`)
}
