import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings\` (
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
  	\`customer_first_name\` text NOT NULL,
  	\`customer_last_name\` text NOT NULL,
  	\`customer_email\` text NOT NULL,
  	\`customer_phone_number\` text,
  	\`customer_special_request\` text,
  	\`customer_should_receive_promotions\` integer,
  	\`customer_should_receive_sms\` integer,
  	\`card_customer_id\` text,
  	\`cancelled_at\` text,
  	\`manage_token\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`occasion_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_reference_idx\` ON \`bookings\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`bookings_restaurant_idx\` ON \`bookings\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_store_id_idx\` ON \`bookings\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_occasion_idx\` ON \`bookings\` (\`occasion_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_booking_date_idx\` ON \`bookings\` (\`booking_date\`);`)
  await db.run(sql`CREATE INDEX \`bookings_starts_at_idx\` ON \`bookings\` (\`starts_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_table_key_idx\` ON \`bookings\` (\`table_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_manage_token_idx\` ON \`bookings\` (\`manage_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_idempotency_key_idx\` ON \`bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_dining_durations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_covers\` numeric NOT NULL,
  	\`minutes\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_dining_durations_order_idx\` ON \`booking_settings_dining_durations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_dining_durations_parent_id_idx\` ON \`booking_settings_dining_durations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_tables\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`area_id\` integer NOT NULL,
  	\`min_covers\` numeric DEFAULT 1 NOT NULL,
  	\`max_covers\` numeric DEFAULT 4 NOT NULL,
  	FOREIGN KEY (\`area_id\`) REFERENCES \`booking_areas\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_tables_order_idx\` ON \`booking_settings_tables\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_tables_parent_id_idx\` ON \`booking_settings_tables\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_tables_area_idx\` ON \`booking_settings_tables\` (\`area_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_restrictions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`closed\` integer,
  	\`note\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_restrictions_order_idx\` ON \`booking_settings_restrictions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_restrictions_parent_id_idx\` ON \`booking_settings_restrictions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`restaurant_id\` integer NOT NULL,
  	\`online_bookings\` integer DEFAULT true,
  	\`paused_message\` text,
  	\`slot_interval_minutes\` numeric DEFAULT 15 NOT NULL,
  	\`lead_time_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`horizon_days\` numeric DEFAULT 90 NOT NULL,
  	\`last_arrival_before_close_minutes\` numeric DEFAULT 60 NOT NULL,
  	\`card_guarantee_from_covers\` numeric,
  	\`enquiry_from_covers\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`booking_settings_restaurant_idx\` ON \`booking_settings\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_updated_at_idx\` ON \`booking_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_created_at_idx\` ON \`booking_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`booking_occasions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_occasions_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_settings_rels_order_idx\` ON \`booking_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_rels_parent_idx\` ON \`booking_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_rels_path_idx\` ON \`booking_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_rels_booking_occasions_id_idx\` ON \`booking_settings_rels\` (\`booking_occasions_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_occasions_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_occasions_days_order_idx\` ON \`booking_occasions_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_days_parent_idx\` ON \`booking_occasions_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_occasions_service_windows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`until\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_occasions_service_windows_order_idx\` ON \`booking_occasions_service_windows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_service_windows_parent_id_idx\` ON \`booking_occasions_service_windows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_occasions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`minimum_covers\` numeric DEFAULT 1 NOT NULL,
  	\`maximum_covers\` numeric DEFAULT 8 NOT NULL,
  	\`booking_type\` text DEFAULT 'table' NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`valid_from\` text,
  	\`valid_until\` text,
  	\`requires_card_guarantee\` integer,
  	\`menu_link_group_type\` text DEFAULT 'exclusive' NOT NULL,
  	\`area_link_group_type\` text DEFAULT 'exclusive' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_occasions_updated_at_idx\` ON \`booking_occasions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_created_at_idx\` ON \`booking_occasions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_occasions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`booking_menus_id\` integer,
  	\`booking_areas_id\` integer,
  	\`restaurants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_menus_id\`) REFERENCES \`booking_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_areas_id\`) REFERENCES \`booking_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_order_idx\` ON \`booking_occasions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_parent_idx\` ON \`booking_occasions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_path_idx\` ON \`booking_occasions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_booking_menus_id_idx\` ON \`booking_occasions_rels\` (\`booking_menus_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_booking_areas_id_idx\` ON \`booking_occasions_rels\` (\`booking_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_occasions_rels_restaurants_id_idx\` ON \`booking_occasions_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_menus_updated_at_idx\` ON \`booking_menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_menus_created_at_idx\` ON \`booking_menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`restaurants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_menus_rels_order_idx\` ON \`booking_menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_menus_rels_parent_idx\` ON \`booking_menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_menus_rels_path_idx\` ON \`booking_menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`booking_menus_rels_restaurants_id_idx\` ON \`booking_menus_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_upsells\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric NOT NULL,
  	\`available\` integer DEFAULT true,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_upsells_updated_at_idx\` ON \`booking_upsells\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_upsells_created_at_idx\` ON \`booking_upsells\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`booking_upsells_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`booking_occasions_id\` integer,
  	\`restaurants_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_upsells\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_occasions_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_upsells_rels_order_idx\` ON \`booking_upsells_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_upsells_rels_parent_idx\` ON \`booking_upsells_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_upsells_rels_path_idx\` ON \`booking_upsells_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`booking_upsells_rels_booking_occasions_id_idx\` ON \`booking_upsells_rels\` (\`booking_occasions_id\`);`)
  await db.run(sql`CREATE INDEX \`booking_upsells_rels_restaurants_id_idx\` ON \`booking_upsells_rels\` (\`restaurants_id\`);`)
  await db.run(sql`CREATE TABLE \`booking_areas\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`booking_areas_updated_at_idx\` ON \`booking_areas\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`booking_areas_created_at_idx\` ON \`booking_areas\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`subject\` text NOT NULL,
  	\`restaurant_id\` integer,
  	\`text\` text,
  	\`html\` text,
  	\`attachments\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outbox_to_idx\` ON \`outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`outbox_restaurant_idx\` ON \`outbox\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`outbox_updated_at_idx\` ON \`outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`outbox_created_at_idx\` ON \`outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bookings_id\` integer REFERENCES bookings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_settings_id\` integer REFERENCES booking_settings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_occasions_id\` integer REFERENCES booking_occasions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_menus_id\` integer REFERENCES booking_menus(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_upsells_id\` integer REFERENCES booking_upsells(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`booking_areas_id\` integer REFERENCES booking_areas(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`outbox_id\` integer REFERENCES outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_occasions_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_occasions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_upsells_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_upsells_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_booking_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_dining_durations\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_tables\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_restrictions\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_rels\`;`)
  await db.run(sql`DROP TABLE \`booking_occasions_days\`;`)
  await db.run(sql`DROP TABLE \`booking_occasions_service_windows\`;`)
  await db.run(sql`DROP TABLE \`booking_occasions\`;`)
  await db.run(sql`DROP TABLE \`booking_occasions_rels\`;`)
  await db.run(sql`DROP TABLE \`booking_menus\`;`)
  await db.run(sql`DROP TABLE \`booking_menus_rels\`;`)
  await db.run(sql`DROP TABLE \`booking_upsells\`;`)
  await db.run(sql`DROP TABLE \`booking_upsells_rels\`;`)
  await db.run(sql`DROP TABLE \`booking_areas\`;`)
  await db.run(sql`DROP TABLE \`outbox\`;`)
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
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`restaurants_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dietary_tags_id\`) REFERENCES \`dietary_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
