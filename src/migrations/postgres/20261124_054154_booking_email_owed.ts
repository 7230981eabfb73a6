import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Each booking is written owing its diner's first email, and a task sends what a request could not (owed-booking-emails.ts).

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'send-owed-booking-emails';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'send-owed-booking-emails';
  ALTER TABLE "bookings" ADD COLUMN "confirmation_email_pending" boolean DEFAULT false;
  CREATE INDEX "bookings_confirmation_email_pending_idx" ON "bookings" USING btree ("confirmation_email_pending");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The task's enum value can only go once no job or log entry holds it.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'send-owed-booking-emails';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'send-owed-booking-emails';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "bookings_confirmation_email_pending_idx";
  ALTER TABLE "bookings" DROP COLUMN "confirmation_email_pending";`)
}
