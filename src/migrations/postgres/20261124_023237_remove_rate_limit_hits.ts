import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Rate limits now count in rate-limiter-flexible (src/server/http/rate-limits.ts): the rows and their clean-up task go.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The task's enum value can only go once no job or log entry holds it; scheduled runs would wait for nothing anyway.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'forget-rate-limit-hits';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'forget-rate-limit-hits';
  DROP TABLE "rate_limit_hits" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications', 'forward-to-crm', 'delete-unconfirmed-sign-ups');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forget-rate-limit-hits' BEFORE 'delete-unconfirmed-sign-ups';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forget-rate-limit-hits' BEFORE 'delete-unconfirmed-sign-ups';
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");`)
}
