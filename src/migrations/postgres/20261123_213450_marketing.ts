import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vouchers_source" AS ENUM('offer', 'referral');
  CREATE TYPE "public"."enum_subscribers_consents_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'active', 'unsubscribed', 'erased');
  ALTER TYPE "public"."enum_pages_tiles_form" ADD VALUE 'sign-up';
  ALTER TYPE "public"."enum__pages_v_version_tiles_form" ADD VALUE 'sign-up';
  ALTER TYPE "public"."enum_restaurants_hero_tiles_form" ADD VALUE 'sign-up';
  ALTER TYPE "public"."enum__restaurants_v_version_hero_tiles_form" ADD VALUE 'sign-up';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forward-to-crm';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'forget-rate-limit-hits';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forward-to-crm';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'forget-rate-limit-hits';
  CREATE TABLE "offers_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"term_and_conditions" varchar NOT NULL,
  	"validity_text" varchar,
  	"image_id" integer,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"code" varchar NOT NULL,
  	"success_button_text" varchar,
  	"success_button_url" varchar,
  	"override_success_url" varchar,
  	"referral_reward" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"restaurants_id" integer
  );
  
  CREATE TABLE "vouchers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"offer_id" integer NOT NULL,
  	"email" varchar,
  	"source" "enum_vouchers_source" DEFAULT 'offer',
  	"redeemed" boolean DEFAULT false,
  	"redeemed_at" timestamp(3) with time zone,
  	"redeemed_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_consents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_subscribers_consents_channel" NOT NULL,
  	"granted" boolean DEFAULT false,
  	"at" timestamp(3) with time zone NOT NULL,
  	"source" varchar NOT NULL,
  	"wording" varchar NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"email_opt_in" boolean DEFAULT false,
  	"sms_opt_in" boolean DEFAULT false,
  	"first_name" varchar,
  	"phone_number" varchar,
  	"favourite_restaurant_id" integer,
  	"birth_day" numeric,
  	"birth_month" numeric,
  	"birth_year" numeric,
  	"gender" varchar,
  	"source" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"erased_at" timestamp(3) with time zone,
  	"crm_id" varchar,
  	"guid" varchar,
  	"confirm_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "referrals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"referrer_name" varchar,
  	"referrer_email" varchar,
  	"friend_email" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"voucher_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "social_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"caption" varchar NOT NULL,
  	"permalink" varchar NOT NULL,
  	"posted_at" timestamp(3) with time zone NOT NULL,
  	"show" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limit_hits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vouchers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "referrals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "social_posts_id" integer;
  ALTER TABLE "offers_slots" ADD CONSTRAINT "offers_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_restaurants_fk" FOREIGN KEY ("restaurants_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_id_users_id_fk" FOREIGN KEY ("redeemed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscribers_consents" ADD CONSTRAINT "subscribers_consents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_favourite_restaurant_id_restaurants_id_fk" FOREIGN KEY ("favourite_restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscribers_texts" ADD CONSTRAINT "subscribers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "referrals" ADD CONSTRAINT "referrals_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "social_posts" ADD CONSTRAINT "social_posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offers_slots_order_idx" ON "offers_slots" USING btree ("_order");
  CREATE INDEX "offers_slots_parent_id_idx" ON "offers_slots" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "offers_slug_idx" ON "offers" USING btree ("slug");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_valid_from_idx" ON "offers" USING btree ("valid_from");
  CREATE INDEX "offers_valid_until_idx" ON "offers" USING btree ("valid_until");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_restaurants_id_idx" ON "offers_rels" USING btree ("restaurants_id");
  CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");
  CREATE INDEX "vouchers_offer_idx" ON "vouchers" USING btree ("offer_id");
  CREATE INDEX "vouchers_email_idx" ON "vouchers" USING btree ("email");
  CREATE INDEX "vouchers_redeemed_idx" ON "vouchers" USING btree ("redeemed");
  CREATE INDEX "vouchers_redeemed_by_idx" ON "vouchers" USING btree ("redeemed_by_id");
  CREATE INDEX "vouchers_updated_at_idx" ON "vouchers" USING btree ("updated_at");
  CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");
  CREATE UNIQUE INDEX "offer_email_idx" ON "vouchers" USING btree ("offer_id","email");
  CREATE INDEX "subscribers_consents_order_idx" ON "subscribers_consents" USING btree ("_order");
  CREATE INDEX "subscribers_consents_parent_id_idx" ON "subscribers_consents" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_favourite_restaurant_idx" ON "subscribers" USING btree ("favourite_restaurant_id");
  CREATE UNIQUE INDEX "subscribers_crm_id_idx" ON "subscribers" USING btree ("crm_id");
  CREATE UNIQUE INDEX "subscribers_guid_idx" ON "subscribers" USING btree ("guid");
  CREATE UNIQUE INDEX "subscribers_confirm_token_idx" ON "subscribers" USING btree ("confirm_token");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "subscribers_texts_order_parent" ON "subscribers_texts" USING btree ("order","parent_id");
  CREATE UNIQUE INDEX "referrals_code_idx" ON "referrals" USING btree ("code");
  CREATE INDEX "referrals_referrer_email_idx" ON "referrals" USING btree ("referrer_email");
  CREATE UNIQUE INDEX "referrals_friend_email_idx" ON "referrals" USING btree ("friend_email");
  CREATE INDEX "referrals_voucher_idx" ON "referrals" USING btree ("voucher_id");
  CREATE INDEX "referrals_updated_at_idx" ON "referrals" USING btree ("updated_at");
  CREATE INDEX "referrals_created_at_idx" ON "referrals" USING btree ("created_at");
  CREATE INDEX "social_posts_image_idx" ON "social_posts" USING btree ("image_id");
  CREATE INDEX "social_posts_posted_at_idx" ON "social_posts" USING btree ("posted_at");
  CREATE INDEX "social_posts_show_idx" ON "social_posts" USING btree ("show");
  CREATE INDEX "social_posts_updated_at_idx" ON "social_posts" USING btree ("updated_at");
  CREATE INDEX "social_posts_created_at_idx" ON "social_posts" USING btree ("created_at");
  CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("key");
  CREATE INDEX "rate_limit_hits_expires_at_idx" ON "rate_limit_hits" USING btree ("expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vouchers_fk" FOREIGN KEY ("vouchers_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_referrals_fk" FOREIGN KEY ("referrals_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_posts_fk" FOREIGN KEY ("social_posts_id") REFERENCES "public"."social_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_vouchers_id_idx" ON "payload_locked_documents_rels" USING btree ("vouchers_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_referrals_id_idx" ON "payload_locked_documents_rels" USING btree ("referrals_id");
  CREATE INDEX "payload_locked_documents_rels_social_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("social_posts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offers_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vouchers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers_consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "referrals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limit_hits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offers_slots" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "vouchers" CASCADE;
  DROP TABLE "subscribers_consents" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "subscribers_texts" CASCADE;
  DROP TABLE "referrals" CASCADE;
  DROP TABLE "social_posts" CASCADE;
  DROP TABLE "rate_limit_hits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_offers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vouchers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_referrals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_social_posts_fk";
  
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_pages_tiles_form";
  CREATE TYPE "public"."enum_pages_tiles_form" AS ENUM('none', 'booking', 'group-booking', 'contact');
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_pages_tiles_form";
  ALTER TABLE "pages_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_pages_tiles_form" USING "form_type"::"public"."enum_pages_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__pages_v_version_tiles_form";
  CREATE TYPE "public"."enum__pages_v_version_tiles_form" AS ENUM('none', 'booking', 'group-booking', 'contact');
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "_pages_v_version_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__pages_v_version_tiles_form" USING "form_type"::"public"."enum__pages_v_version_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum_restaurants_hero_tiles_form";
  CREATE TYPE "public"."enum_restaurants_hero_tiles_form" AS ENUM('none', 'booking', 'group-booking', 'contact');
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "restaurants_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum_restaurants_hero_tiles_form" USING "form_type"::"public"."enum_restaurants_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE text;
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::text;
  DROP TYPE "public"."enum__restaurants_v_version_hero_tiles_form";
  CREATE TYPE "public"."enum__restaurants_v_version_hero_tiles_form" AS ENUM('none', 'booking', 'group-booking', 'contact');
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DEFAULT 'none'::"public"."enum__restaurants_v_version_hero_tiles_form";
  ALTER TABLE "_restaurants_v_version_hero_tiles" ALTER COLUMN "form_type" SET DATA TYPE "public"."enum__restaurants_v_version_hero_tiles_form" USING "form_type"::"public"."enum__restaurants_v_version_hero_tiles_form";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'send-email', 'delete-uploaded-files', 'release-stalled-jobs', 'forget-spent-bot-check-proofs', 'delete-expired-enquiries', 'delete-expired-job-applications');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_offers_id_idx";
  DROP INDEX "payload_locked_documents_rels_vouchers_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_referrals_id_idx";
  DROP INDEX "payload_locked_documents_rels_social_posts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vouchers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "referrals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "social_posts_id";
  DROP TYPE "public"."enum_vouchers_source";
  DROP TYPE "public"."enum_subscribers_consents_channel";
  DROP TYPE "public"."enum_subscribers_status";`)
}
