import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  	\`manage_token\` text,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`restaurant_id\`) REFERENCES \`restaurants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`occasion_id\`) REFERENCES \`booking_occasions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // Edited by hand: the generator copied the new column customer_erased_at from the old table, which has none.
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", "customer_erased_at", "card_customer_id", "cancelled_at", "manage_token", "idempotency_key", "updated_at", "created_at") SELECT "id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", NULL, "card_customer_id", "cancelled_at", "manage_token", "idempotency_key", "updated_at", "created_at" FROM \`bookings\`;`)
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
  await db.run(sql`CREATE INDEX \`bookings_manage_token_idx\` ON \`bookings\` (\`manage_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_idempotency_key_idx\` ON \`bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", "card_customer_id", "cancelled_at", "manage_token", "idempotency_key", "updated_at", "created_at") SELECT "id", "reference", "status", "kind", "restaurant_id", "store_id", "occasion_id", "booking_date", "time", "adults", "children", "covers", "starts_at", "ends_at", "table_key", "table_label", "area_name", "menu_name", "upsells", "customer_first_name", "customer_last_name", "customer_email", "customer_phone_number", "customer_special_request", "customer_should_receive_promotions", "customer_should_receive_sms", "card_customer_id", "cancelled_at", "manage_token", "idempotency_key", "updated_at", "created_at" FROM \`bookings\`;`)
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
  await db.run(sql`CREATE INDEX \`bookings_manage_token_idx\` ON \`bookings\` (\`manage_token\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_idempotency_key_idx\` ON \`bookings\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
}
