import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_reminder_answer" AS ENUM('coming', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-text' BEFORE 'delete-uploaded-files';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-booking-reminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-text' BEFORE 'delete-uploaded-files';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-booking-reminders';
  ALTER TABLE "bookings" ADD COLUMN "reminded_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "reminder_answer" "enum_bookings_reminder_answer";
  ALTER TABLE "bookings" ADD COLUMN "reminder_answered_at" timestamp(3) with time zone;
  ALTER TABLE "booking_settings" ADD COLUMN "reminder_hours" numeric DEFAULT 24;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails', 'forget-card-guarantees');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails', 'forget-card-guarantees');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "bookings" DROP COLUMN "reminded_at";
  ALTER TABLE "bookings" DROP COLUMN "reminder_answer";
  ALTER TABLE "bookings" DROP COLUMN "reminder_answered_at";
  ALTER TABLE "booking_settings" DROP COLUMN "reminder_hours";
  DROP TYPE "public"."enum_bookings_reminder_answer";`)
}
