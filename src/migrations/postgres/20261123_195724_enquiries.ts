import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_enquiries_kind" AS ENUM('group-booking', 'contact');
  ALTER TYPE "public"."enum_pages_tiles_form" ADD VALUE 'group-booking';
  ALTER TYPE "public"."enum_pages_tiles_form" ADD VALUE 'contact';
  ALTER TYPE "public"."enum__pages_v_version_tiles_form" ADD VALUE 'group-booking';
  ALTER TYPE "public"."enum__pages_v_version_tiles_form" ADD VALUE 'contact';
  ALTER TYPE "public"."enum_restaurants_hero_tiles_form" ADD VALUE 'group-booking';
  ALTER TYPE "public"."enum_restaurants_hero_tiles_form" ADD VALUE 'contact';
  ALTER TYPE "public"."enum__restaurants_v_version_hero_tiles_form" ADD VALUE 'group-booking';
  ALTER TYPE "public"."enum__restaurants_v_version_hero_tiles_form" ADD VALUE 'contact';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'delete-expired-enquiries';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'delete-expired-enquiries';
  CREATE TABLE "enquiries_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"mime_type" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"file_id" varchar NOT NULL,
  	"extension" varchar NOT NULL,
  	"sha256" varchar
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"kind" "enum_enquiries_kind" NOT NULL,
  	"restaurant_id" integer,
  	"summary" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"group_booking_venue" varchar,
  	"group_booking_booking_type" varchar,
  	"group_booking_covers" numeric,
  	"group_booking_date" varchar,
  	"group_booking_time" varchar,
  	"group_booking_until" varchar,
  	"group_booking_special_request" varchar,
  	"contact_enquiry_type" varchar,
  	"contact_reason" varchar,
  	"contact_sub_reason" varchar,
  	"contact_guests" numeric,
  	"contact_message" varchar,
  	"should_receive_promotions" boolean DEFAULT false,
  	"should_receive_sms" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiry_settings_contact_reasons_sub_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "enquiry_settings_contact_reasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "enquiry_settings_group_booking_types" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  CREATE TABLE "enquiry_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enquiries_email" varchar DEFAULT 'enquiries@marigold.example' NOT NULL,
  	"retention_months" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "enquiries_files" ADD CONSTRAINT "enquiries_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiry_settings_contact_reasons_sub_reasons" ADD CONSTRAINT "enquiry_settings_contact_reasons_sub_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry_settings_contact_reasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_settings_contact_reasons" ADD CONSTRAINT "enquiry_settings_contact_reasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_settings_group_booking_types" ADD CONSTRAINT "enquiry_settings_group_booking_types_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_files_order_idx" ON "enquiries_files" USING btree ("_order");
  CREATE INDEX "enquiries_files_parent_id_idx" ON "enquiries_files" USING btree ("_parent_id");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_kind_idx" ON "enquiries" USING btree ("kind");
  CREATE INDEX "enquiries_restaurant_idx" ON "enquiries" USING btree ("restaurant_id");
  CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE INDEX "enquiry_settings_contact_reasons_sub_reasons_order_idx" ON "enquiry_settings_contact_reasons_sub_reasons" USING btree ("_order");
  CREATE INDEX "enquiry_settings_contact_reasons_sub_reasons_parent_id_idx" ON "enquiry_settings_contact_reasons_sub_reasons" USING btree ("_parent_id");
  CREATE INDEX "enquiry_settings_contact_reasons_order_idx" ON "enquiry_settings_contact_reasons" USING btree ("_order");
  CREATE INDEX "enquiry_settings_contact_reasons_parent_id_idx" ON "enquiry_settings_contact_reasons" USING btree ("_parent_id");
  CREATE INDEX "enquiry_settings_group_booking_types_order_idx" ON "enquiry_settings_group_booking_types" USING btree ("_order");
  CREATE INDEX "enquiry_settings_group_booking_types_parent_id_idx" ON "enquiry_settings_group_booking_types" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_settings_contact_reasons_sub_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_settings_contact_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_settings_group_booking_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_files" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "enquiry_settings_contact_reasons_sub_reasons" CASCADE;
  DROP TABLE "enquiry_settings_contact_reasons" CASCADE;
  DROP TABLE "enquiry_settings_group_booking_types" CASCADE;
  DROP TABLE "enquiry_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_tiles_form";
  CREATE TYPE "public"."enum_pages_tiles_form" AS ENUM('none', 'booking');
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_pages_tiles_form";
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_pages_tiles_form" USING "form_type"::"public"."enum_pages_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_version_tiles_form";
  CREATE TYPE "public"."enum__pages_v_version_tiles_form" AS ENUM('none', 'booking');
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__pages_v_version_tiles_form" USING "form_type"::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_restaurants_hero_tiles_form";
  CREATE TYPE "public"."enum_restaurants_hero_tiles_form" AS ENUM('none', 'booking');
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_restaurants_hero_tiles_form" USING "form_type"::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_form";
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_form" AS ENUM('none', 'booking');
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__restaurants_v_version_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__restaurants_v_version_hero_tiles_form" USING "form_type"::"public"."enum__restaurants_v_version_hero_tiles_form";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_kind";`)
}
