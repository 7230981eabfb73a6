import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`mime_type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`file_id\` text NOT NULL,
  	\`extension\` text NOT NULL,
  	\`sha256\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_files_order_idx\` ON \`enquiries_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_files_parent_id_idx\` ON \`enquiries_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`kind\` text NOT NULL,
  	\`restaurant_id\` integer,
  	\`summary\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`group_booking_venue\` text,
  	\`group_booking_booking_type\` text,
  	\`group_booking_covers\` numeric,
  	\`group_booking_date\` text,
  	\`group_booking_time\` text,
  	\`group_booking_until\` text,
  	\`group_booking_special_request\` text,
  	\`contact_enquiry_type\` text,
  	\`contact_reason\` text,
  	\`contact_sub_reason\` text,
  	\`contact_guests\` numeric,
  	\`contact_message\` text,
  	\`should_receive_promotions\` integer DEFAULT false,
  	\`should_receive_sms\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_kind_idx\` ON \`enquiries\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_restaurant_idx\` ON \`enquiries\` (\`restaurant_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_email_idx\` ON \`enquiries\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_settings_contact_reasons_sub_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiry_settings_contact_reasons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiry_settings_contact_reasons_sub_reasons_order_idx\` ON \`enquiry_settings_contact_reasons_sub_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_settings_contact_reasons_sub_reasons_parent_id_idx\` ON \`enquiry_settings_contact_reasons_sub_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_settings_contact_reasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiry_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiry_settings_contact_reasons_order_idx\` ON \`enquiry_settings_contact_reasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_settings_contact_reasons_parent_id_idx\` ON \`enquiry_settings_contact_reasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_settings_group_booking_types\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	\`label\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiry_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiry_settings_group_booking_types_order_idx\` ON \`enquiry_settings_group_booking_types\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_settings_group_booking_types_parent_id_idx\` ON \`enquiry_settings_group_booking_types\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enquiries_email\` text DEFAULT 'enquiries@marigold.example' NOT NULL,
  	\`retention_months\` numeric DEFAULT 12 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiries_id\` integer REFERENCES enquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_files\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiry_settings_contact_reasons_sub_reasons\`;`)
  await db.run(sql`DROP TABLE \`enquiry_settings_contact_reasons\`;`)
  await db.run(sql`DROP TABLE \`enquiry_settings_group_booking_types\`;`)
  await db.run(sql`DROP TABLE \`enquiry_settings\`;`)
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
  	FOREIGN KEY (\`outbox_id\`) REFERENCES \`outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "outbox_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "restaurants_id", "menus_id", "dietary_tags_id", "bookings_id", "booking_settings_id", "booking_occasions_id", "booking_menus_id", "booking_upsells_id", "booking_areas_id", "outbox_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
