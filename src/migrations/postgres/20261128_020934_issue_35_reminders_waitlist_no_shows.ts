import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_reminder_answer" AS ENUM('coming', 'cancelled');
  CREATE TYPE "public"."enum_waitlist_entries_status" AS ENUM('waiting', 'offered', 'booked', 'left', 'expired');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-text' BEFORE 'delete-uploaded-files';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-booking-reminders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'match-waitlist';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweep-waitlist';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-text' BEFORE 'delete-uploaded-files';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-booking-reminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'match-waitlist';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweep-waitlist';
  CREATE TABLE "no_show_clearances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"store_id" numeric NOT NULL,
  	"diner_key" varchar NOT NULL,
  	"booking_reference" varchar NOT NULL,
  	"no_shows_cleared" numeric NOT NULL,
  	"cleared_by_id" integer,
  	"cleared_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "waitlist_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"restaurant_id" integer NOT NULL,
  	"store_id" numeric NOT NULL,
  	"status" "enum_waitlist_entries_status" DEFAULT 'waiting' NOT NULL,
  	"date" varchar NOT NULL,
  	"from" varchar NOT NULL,
  	"until" varchar NOT NULL,
  	"adults" numeric NOT NULL,
  	"children" numeric NOT NULL,
  	"covers" numeric NOT NULL,
  	"joined_at" timestamp(3) with time zone NOT NULL,
  	"customer_first_name" varchar,
  	"customer_last_name" varchar,
  	"customer_email" varchar,
  	"customer_phone_number" varchar,
  	"customer_should_receive_sms" boolean,
  	"customer_erased_at" timestamp(3) with time zone,
  	"offered_booking_id" integer,
  	"offers" numeric DEFAULT 0 NOT NULL,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "reminder_answer" "enum_bookings_reminder_answer";
  ALTER TABLE "bookings" ADD COLUMN "reminder_answered_at" timestamp(3) with time zone;
  ALTER TABLE "booking_settings" ADD COLUMN "waitlist_hold_minutes" numeric DEFAULT 15;
  ALTER TABLE "booking_settings" ADD COLUMN "no_shows_before_card" numeric DEFAULT 2;
  ALTER TABLE "booking_settings" ADD COLUMN "reminder_hours" numeric DEFAULT 24;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "no_show_clearances_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waitlist_entries_id" integer;
  ALTER TABLE "no_show_clearances" ADD CONSTRAINT "no_show_clearances_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "no_show_clearances" ADD CONSTRAINT "no_show_clearances_cleared_by_id_users_id_fk" FOREIGN KEY ("cleared_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_offered_booking_id_bookings_id_fk" FOREIGN KEY ("offered_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "no_show_clearances_restaurant_idx" ON "no_show_clearances" USING btree ("restaurant_id");
  CREATE INDEX "no_show_clearances_cleared_by_idx" ON "no_show_clearances" USING btree ("cleared_by_id");
  CREATE INDEX "no_show_clearances_cleared_at_idx" ON "no_show_clearances" USING btree ("cleared_at");
  CREATE INDEX "no_show_clearances_updated_at_idx" ON "no_show_clearances" USING btree ("updated_at");
  CREATE INDEX "no_show_clearances_created_at_idx" ON "no_show_clearances" USING btree ("created_at");
  CREATE INDEX "dinerKey_storeId_idx" ON "no_show_clearances" USING btree ("diner_key","store_id");
  CREATE INDEX "waitlist_entries_restaurant_idx" ON "waitlist_entries" USING btree ("restaurant_id");
  CREATE INDEX "waitlist_entries_status_idx" ON "waitlist_entries" USING btree ("status");
  CREATE INDEX "waitlist_entries_offered_booking_idx" ON "waitlist_entries" USING btree ("offered_booking_id");
  CREATE INDEX "waitlist_entries_token_idx" ON "waitlist_entries" USING btree ("token");
  CREATE INDEX "waitlist_entries_updated_at_idx" ON "waitlist_entries" USING btree ("updated_at");
  CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries" USING btree ("created_at");
  CREATE INDEX "storeId_date_joinedAt_idx" ON "waitlist_entries" USING btree ("store_id","date","joined_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_no_show_clearances_fk" FOREIGN KEY ("no_show_clearances_id") REFERENCES "public"."no_show_clearances"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk" FOREIGN KEY ("waitlist_entries_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_no_show_clearances_id_idx" ON "payload_locked_documents_rels" USING btree ("no_show_clearances_id");
  CREATE INDEX "payload_locked_documents_rels_waitlist_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waitlist_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "no_show_clearances" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "waitlist_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "no_show_clearances" CASCADE;
  DROP TABLE "waitlist_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_no_show_clearances_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waitlist_entries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails', 'forget-card-guarantees');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails', 'forget-card-guarantees');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_no_show_clearances_id_idx";
  DROP INDEX "payload_locked_documents_rels_waitlist_entries_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "reminded_at";
  ALTER TABLE "bookings" DROP COLUMN "reminder_answer";
  ALTER TABLE "bookings" DROP COLUMN "reminder_answered_at";
  ALTER TABLE "booking_settings" DROP COLUMN "waitlist_hold_minutes";
  ALTER TABLE "booking_settings" DROP COLUMN "no_shows_before_card";
  ALTER TABLE "booking_settings" DROP COLUMN "reminder_hours";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "no_show_clearances_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waitlist_entries_id";
  DROP TYPE "public"."enum_bookings_reminder_answer";
  DROP TYPE "public"."enum_waitlist_entries_status";`)
}
