import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`offers_slots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_slots_order_idx\` ON \`offers_slots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`offers_slots_parent_id_idx\` ON \`offers_slots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`offers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text NOT NULL,
  	\`term_and_conditions\` text NOT NULL,
  	\`validity_text\` text,
  	\`image_id\` integer,
  	\`valid_from\` text NOT NULL,
  	\`valid_until\` text NOT NULL,
  	\`code\` text NOT NULL,
  	\`success_button_text\` text,
  	\`success_button_url\` text,
  	\`override_success_url\` text,
  	\`referral_reward\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`offers_slug_idx\` ON \`offers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`offers_image_idx\` ON \`offers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_valid_from_idx\` ON \`offers\` (\`valid_from\`);`)
  await db.run(sql`CREATE INDEX \`offers_valid_until_idx\` ON \`offers\` (\`valid_until\`);`)
  await db.run(sql`CREATE INDEX \`offers_updated_at_idx\` ON \`offers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`offers_created_at_idx\` ON \`offers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`restaurants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_restaurants_id_idx\` ON \`offers_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE TABLE \`vouchers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`offer_id\` integer NOT NULL,
  	\`email\` text,
  	\`source\` text DEFAULT 'offer',
  	\`redeemed\` integer DEFAULT false,
  	\`redeemed_at\` text,
  	\`redeemed_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`offer_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`redeemed_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vouchers_code_idx\` ON \`vouchers\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_offer_idx\` ON \`vouchers\` (\`offer_id\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_email_idx\` ON \`vouchers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_redeemed_idx\` ON \`vouchers\` (\`redeemed\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_redeemed_by_idx\` ON \`vouchers\` (\`redeemed_by_id\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_updated_at_idx\` ON \`vouchers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vouchers_created_at_idx\` ON \`vouchers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`offer_email_idx\` ON \`vouchers\` (\`offer_id\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_consents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text NOT NULL,
  	\`granted\` integer DEFAULT false,
  	\`at\` text NOT NULL,
  	\`source\` text NOT NULL,
  	\`wording\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_consents_order_idx\` ON \`subscribers_consents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_consents_parent_id_idx\` ON \`subscribers_consents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`email_opt_in\` integer DEFAULT false,
  	\`sms_opt_in\` integer DEFAULT false,
  	\`first_name\` text,
  	\`phone_number\` text,
  	\`favourite_restaurant_id\` integer,
  	\`birth_day\` numeric,
  	\`birth_month\` numeric,
  	\`birth_year\` numeric,
  	\`gender\` text,
  	\`source\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`erased_at\` text,
  	\`crm_id\` text,
  	\`guid\` text,
  	\`confirm_token\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`favourite_restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_favourite_restaurant_idx\` ON \`subscribers\` (\`favourite_restaurant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_crm_id_idx\` ON \`subscribers\` (\`crm_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_guid_idx\` ON \`subscribers\` (\`guid\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_confirm_token_idx\` ON \`subscribers\` (\`confirm_token\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_texts_order_parent\` ON \`subscribers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`referrals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`referrer_name\` text,
  	\`referrer_email\` text,
  	\`friend_email\` text,
  	\`claimed_at\` text,
  	\`voucher_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`voucher_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`referrals_code_idx\` ON \`referrals\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`referrals_referrer_email_idx\` ON \`referrals\` (\`referrer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`referrals_friend_email_idx\` ON \`referrals\` (\`friend_email\`);`)
  await db.run(sql`CREATE INDEX \`referrals_voucher_idx\` ON \`referrals\` (\`voucher_id\`);`)
  await db.run(sql`CREATE INDEX \`referrals_updated_at_idx\` ON \`referrals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`referrals_created_at_idx\` ON \`referrals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`social_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text NOT NULL,
  	\`permalink\` text NOT NULL,
  	\`posted_at\` text NOT NULL,
  	\`show\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`social_posts_image_idx\` ON \`social_posts\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`social_posts_posted_at_idx\` ON \`social_posts\` (\`posted_at\`);`)
  await db.run(sql`CREATE INDEX \`social_posts_show_idx\` ON \`social_posts\` (\`show\`);`)
  await db.run(sql`CREATE INDEX \`social_posts_updated_at_idx\` ON \`social_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`social_posts_created_at_idx\` ON \`social_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rate_limit_hits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`expires_at\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_key_idx\` ON \`rate_limit_hits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limit_hits_expires_at_idx\` ON \`rate_limit_hits\` (\`expires_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`offers_id\` integer REFERENCES offers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vouchers_id\` integer REFERENCES vouchers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscribers_id\` integer REFERENCES subscribers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`referrals_id\` integer REFERENCES referrals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`social_posts_id\` integer REFERENCES social_posts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_referrals_id_idx\` ON \`payload_locked_documents_rels\` (\`referrals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_posts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`offers_slots\`;`)
  await db.run(sql`DROP TABLE \`offers\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`vouchers\`;`)
  await db.run(sql`DROP TABLE \`subscribers_consents\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`subscribers_texts\`;`)
  await db.run(sql`DROP TABLE \`referrals\`;`)
  await db.run(sql`DROP TABLE \`social_posts\`;`)
  await db.run(sql`DROP TABLE \`rate_limit_hits\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`restaurants_id\` integer,
  	\`menus_id\` integer,
  	\`dietary_tags_id\` integer,
  	\`bookings_id\` integer,
  	\`booking_settings_id\` integer,
  	\`booking_occasions_id\` integer,
  	\`booking_menus_id\` integer,
  	\`booking_upsells_id\` integer,
  	\`booking_areas_id\` integer,
  	\`enquiries_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`outbox_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dietary_tags_id\`) REFERENCES \`dietary_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_settings_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_occasions_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_menus_id\`) REFERENCES \`booking_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_upsells_id\`) REFERENCES \`booking_upsells\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_areas_id\`) REFERENCES \`booking_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "enquiries_id", "jobs_id", "job_applications_id", "outbox_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "enquiries_id", "jobs_id", "job_applications_id", "outbox_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_restaurants_id_idx\` ON \`payload_locked_documents_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dietary_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`dietary_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_occasions_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_occasions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_upsells_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_upsells_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
