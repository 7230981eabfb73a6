import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`booking_settings_table_combinations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tables\` text NOT NULL,
  	\`min_covers\` numeric DEFAULT 5 NOT NULL,
  	\`max_covers\` numeric DEFAULT 8 NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_table_combinations_order_idx\` ON \`booking_settings_table_combinations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_table_combinations_parent_id_idx\` ON \`booking_settings_table_combinations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`restaurant_id\` integer NOT NULL,
  	\`store_id\` numeric NOT NULL,
  	\`date\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`scope\` text NOT NULL,
  	\`scope_label\` text NOT NULL,
  	\`reason\` text NOT NULL,
  	\`created_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_blocks_restaurant_idx\` ON \`booking_blocks\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_blocks_created_by_idx\` ON \`booking_blocks\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_blocks_updated_at_idx\` ON \`booking_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_blocks_created_at_idx\` ON \`booking_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`storeId_startsAt_1_idx\` ON \`booking_blocks\` (\`store_id\`,\`starts_at\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`arrived_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`seated_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`finished_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`no_show_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`channel\` text DEFAULT 'website' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`taken_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`bookings_taken_by_idx\` ON \`bookings\` (\`taken_by_id\`);`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`pacing_covers\` numeric;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` ADD \`pacing_minutes\` text DEFAULT '15';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_blocks_id\` integer REFERENCES booking_blocks(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_blocks_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`booking_settings_table_combinations\`;`)
  await db.run(sql`DROP TABLE \`booking_blocks\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text NOT NULL,
  	\`status\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`restaurant_id\` integer NOT NULL,
  	\`store_id\` numeric NOT NULL,
  	\`occasion_id\` integer,
  	\`booking_date\` text NOT NULL,
  	\`time\` text NOT NULL,
  	\`adults\` numeric NOT NULL,
  	\`children\` numeric NOT NULL,
  	\`covers\` numeric NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`ends_at\` text NOT NULL,
  	\`table_key\` text,
  	\`table_label\` text,
  	\`area_name\` text,
  	\`menu_name\` text,
  	\`upsells\` text,
  	\`customer_first_name\` text,
  	\`customer_last_name\` text,
  	\`customer_email\` text,
  	\`customer_phone_number\` text,
  	\`customer_special_request\` text,
  	\`customer_should_receive_promotions\` integer,
  	\`customer_should_receive_sms\` integer,
  	\`customer_erased_at\` text,
  	\`card_customer_id\` text,
  	\`cancelled_at\` text,
  	\`hold_until\` text,
  	\`source\` text,
  	\`diner_key\` text,
  	\`manage_token\` text,
  	\`idempotency_key\` text,
  	\`confirmation_email_pending\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`occasion_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", "customer_erased_at", "card_customer_id", "cancelled_at", "hold_until", "source", "diner_key", "manage_token", "idempotency_key", "confirmation_email_pending", "updated_at", "created_at") SELECT "id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", "customer_erased_at", "card_customer_id", "cancelled_at", "hold_until", "source", "diner_key", "manage_token", "idempotency_key", "confirmation_email_pending", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_restaurant_idx\` ON \`bookings\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_store_id_idx\` ON \`bookings\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_occasion_idx\` ON \`bookings\` (\`occasion_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_booking_date_idx\` ON \`bookings\` (\`booking_date\`);`)
  await db.run(sql`CREATE INDEX \`bookings_starts_at_idx\` ON \`bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_table_key_idx\` ON \`bookings\` (\`table_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_source_idx\` ON \`bookings\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`bookings_diner_key_idx\` ON \`bookings\` (\`diner_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_manage_token_idx\` ON \`bookings\` (\`manage_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_idempotency_key_idx\` ON \`bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_confirmation_email_pending_idx\` ON \`bookings\` (\`confirmation_email_pending\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`storeId_startsAt_idx\` ON \`bookings\` (\`store_id\`,\`starts_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "enquiries_id", "jobs_id", "job_applications_id", "offers_id", "vouchers_id", "subscribers_id", "referrals_id", "social_posts_id", "outbox_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "enquiries_id", "jobs_id", "job_applications_id", "offers_id", "vouchers_id", "subscribers_id", "referrals_id", "social_posts_id", "outbox_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vouchers_id_idx\` ON \`payload_locked_documents_rels\` (\`vouchers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_referrals_id_idx\` ON \`payload_locked_documents_rels\` (\`referrals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`social_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`pacing_covers\`;`)
  await db.run(sql`ALTER TABLE \`booking_settings\` DROP COLUMN \`pacing_minutes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
}
