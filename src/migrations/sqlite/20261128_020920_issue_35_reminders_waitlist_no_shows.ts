import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`no_show_clearances\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`restaurant_id\` integer NOT NULL,
  	\`store_id\` numeric NOT NULL,
  	\`diner_key\` text NOT NULL,
  	\`booking_reference\` text NOT NULL,
  	\`no_shows_cleared\` numeric NOT NULL,
  	\`cleared_by_id\` integer,
  	\`cleared_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cleared_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`no_show_clearances_restaurant_idx\` ON \`no_show_clearances\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`no_show_clearances_cleared_by_idx\` ON \`no_show_clearances\` (\`cleared_by_id\`);`)
  await db.run(sql`CREATE INDEX \`no_show_clearances_cleared_at_idx\` ON \`no_show_clearances\` (\`cleared_at\`);`)
  await db.run(sql`CREATE INDEX \`no_show_clearances_updated_at_idx\` ON \`no_show_clearances\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`no_show_clearances_created_at_idx\` ON \`no_show_clearances\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`dinerKey_storeId_idx\` ON \`no_show_clearances\` (\`diner_key\`,\`store_id\`);`)
  await db.run(sql`CREATE TABLE \`waitlist_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`restaurant_id\` integer NOT NULL,
  	\`store_id\` numeric NOT NULL,
  	\`status\` text DEFAULT 'waiting' NOT NULL,
  	\`date\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text NOT NULL,
  	\`adults\` numeric NOT NULL,
  	\`children\` numeric NOT NULL,
  	\`covers\` numeric NOT NULL,
  	\`joined_at\` text NOT NULL,
  	\`customer_first_name\` text,
  	\`customer_last_name\` text,
  	\`customer_email\` text,
  	\`customer_phone_number\` text,
  	\`customer_should_receive_sms\` integer,
  	\`customer_erased_at\` text,
  	\`offered_booking_id\` integer,
  	\`offers\` numeric DEFAULT 0 NOT NULL,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`offered_booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`waitlist_entries_restaurant_idx\` ON \`waitlist_entries\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_status_idx\` ON \`waitlist_entries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_offered_booking_idx\` ON \`waitlist_entries\` (\`offered_booking_id\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_token_idx\` ON \`waitlist_entries\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_updated_at_idx\` ON \`waitlist_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`waitlist_entries_created_at_idx\` ON \`waitlist_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`storeId_date_joinedAt_idx\` ON \`waitlist_entries\` (\`store_id\`,\`date\`,\`joined_at\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminded_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminder_answer\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`reminder_answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`waitlist_hold_minutes\` numeric DEFAULT 15;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`no_shows_before_card\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`reminder_hours\` numeric DEFAULT 24;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`no_show_clearances_id\` integer REFERENCES no_show_clearances(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`waitlist_entries_id\` integer REFERENCES waitlist_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_no_show_clearances_id_idx\` ON \`payload_locked_documents_rels\` (\`no_show_clearances_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waitlist_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`waitlist_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`no_show_clearances\`;`)
  await db.run(sql`DROP TABLE \`waitlist_entries\`;`)
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
  	\`booking_blocks_id\` integer,
  	\`enquiries_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
  	\`offers_id\` integer,
  	\`vouchers_id\` integer,
  	\`subscribers_id\` integer,
  	\`referrals_id\` integer,
  	\`social_posts_id\` integer,
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
  	FOREIGN KEY (\`booking_blocks_id\`) REFERENCES \`booking_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vouchers_id\`) REFERENCES \`vouchers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`referrals_id\`) REFERENCES \`referrals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_posts_id\`) REFERENCES \`social_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "booking_blocks_id", "enquiries_id", "jobs_id", "job_applications_id", "offers_id", "vouchers_id", "subscribers_id", "referrals_id", "social_posts_id", "outbox_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "booking_blocks_id", "enquiries_id", "jobs_id", "job_applications_id", "offers_id", "vouchers_id", "subscribers_id", "referrals_id", "social_posts_id", "outbox_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_referrals_id_idx\` ON \`payload_locked_documents_rels\` (\`referrals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminded_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminder_answer\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`reminder_answered_at\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`waitlist_hold_minutes\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`no_shows_before_card\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`reminder_hours\`;`)
}
