import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A nightly task deletes erased diners' card guarantees at the payment provider (forget-card-guarantees-task.ts).
// SQLite keeps task names as text and needs no migration.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forget-card-guarantees';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forget-card-guarantees';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The task's enum value can only go once no job or log entry holds it.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'forget-card-guarantees';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'forget-card-guarantees';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups', 'send-owed-booking-emails');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
