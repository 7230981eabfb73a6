import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_questions_type" AS ENUM('YES_NO', 'SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TEXT');
  CREATE TYPE "public"."enum_jobs_job_type" AS ENUM('full-time', 'part-time');
  CREATE TYPE "public"."enum_jobs_category" AS ENUM('kitchen', 'bar', 'front-of-house', 'head-office', 'management');
  CREATE TYPE "public"."enum_jobs_title_group" AS ENUM('bar', 'foh-team', 'general-manager', 'foh-support', 'boh-team', 'head-chef', 'boh-support');
  CREATE TYPE "public"."enum_jobs_workplace" AS ENUM('restaurant', 'head-office');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'reviewing', 'interview', 'offered', 'unsuccessful');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'delete-expired-job-applications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'delete-expired-job-applications';
  CREATE TABLE "jobs_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar
  );
  
  CREATE TABLE "jobs_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"type" "enum_jobs_questions_type" DEFAULT 'YES_NO' NOT NULL,
  	"is_mandatory" boolean DEFAULT true
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"position_unique_name" varchar NOT NULL,
  	"job_type" "enum_jobs_job_type" DEFAULT 'full-time' NOT NULL,
  	"category" "enum_jobs_category" NOT NULL,
  	"title_group" "enum_jobs_title_group",
  	"workplace" "enum_jobs_workplace" DEFAULT 'restaurant' NOT NULL,
  	"restaurant_id" integer,
  	"salary" varchar NOT NULL,
  	"open_date" varchar NOT NULL,
  	"close_date" varchar,
  	"summary" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"cv_required" boolean DEFAULT false,
  	"work_experience_required" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications_resume" (
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
  
  CREATE TABLE "job_applications_experience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"employer" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"from_month" numeric NOT NULL,
  	"from_year" numeric NOT NULL,
  	"to_month" numeric,
  	"to_year" numeric,
  	"is_current_role" boolean
  );
  
  CREATE TABLE "job_applications_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_id" varchar,
  	"question" varchar NOT NULL,
  	"answer" varchar
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"job_id" integer NOT NULL,
  	"job_name" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"applicant" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"second_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"telephone" varchar NOT NULL,
  	"notes" varchar,
  	"dedupe_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "careers_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"head_office_name" varchar DEFAULT 'Head office' NOT NULL,
  	"head_office_city" varchar DEFAULT 'Manchester' NOT NULL,
  	"head_office_postcode" varchar DEFAULT 'M1 1AA' NOT NULL,
  	"head_office_lat" numeric DEFAULT 53.4794 NOT NULL,
  	"head_office_lng" numeric DEFAULT -2.2453 NOT NULL,
  	"application_retention_months" numeric DEFAULT 6 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "jobs_questions_options" ADD CONSTRAINT "jobs_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_questions" ADD CONSTRAINT "jobs_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications_resume" ADD CONSTRAINT "job_applications_resume_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_experience" ADD CONSTRAINT "job_applications_experience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_answers" ADD CONSTRAINT "job_applications_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "jobs_questions_options_order_idx" ON "jobs_questions_options" USING btree ("_order");
  CREATE INDEX "jobs_questions_options_parent_id_idx" ON "jobs_questions_options" USING btree ("_parent_id");
  CREATE INDEX "jobs_questions_order_idx" ON "jobs_questions" USING btree ("_order");
  CREATE INDEX "jobs_questions_parent_id_idx" ON "jobs_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jobs_position_unique_name_idx" ON "jobs" USING btree ("position_unique_name");
  CREATE INDEX "jobs_restaurant_idx" ON "jobs" USING btree ("restaurant_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "job_applications_resume_order_idx" ON "job_applications_resume" USING btree ("_order");
  CREATE INDEX "job_applications_resume_parent_id_idx" ON "job_applications_resume" USING btree ("_parent_id");
  CREATE INDEX "job_applications_experience_order_idx" ON "job_applications_experience" USING btree ("_order");
  CREATE INDEX "job_applications_experience_parent_id_idx" ON "job_applications_experience" USING btree ("_parent_id");
  CREATE INDEX "job_applications_answers_order_idx" ON "job_applications_answers" USING btree ("_order");
  CREATE INDEX "job_applications_answers_parent_id_idx" ON "job_applications_answers" USING btree ("_parent_id");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");
  CREATE UNIQUE INDEX "job_applications_dedupe_key_idx" ON "job_applications" USING btree ("dedupe_key");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jobs_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_resume" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_experience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "careers_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "jobs_questions_options" CASCADE;
  DROP TABLE "jobs_questions" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "job_applications_resume" CASCADE;
  DROP TABLE "job_applications_experience" CASCADE;
  DROP TABLE "job_applications_answers" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "careers_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  DROP TYPE "public"."enum_jobs_questions_type";
  DROP TYPE "public"."enum_jobs_job_type";
  DROP TYPE "public"."enum_jobs_category";
  DROP TYPE "public"."enum_jobs_title_group";
  DROP TYPE "public"."enum_jobs_workplace";
  DROP TYPE "public"."enum_job_applications_status";`)
}
